import UseCases

/// Maps one kind of storage record to its entity and back.
///
/// Going to storage always works; coming back refuses records that are incomplete or that break
/// an entity rule, with a ``BridgeError`` that names the record and the problem.
public protocol RecordBridge: Sendable {
    associatedtype Entity: Identifiable & Sendable where Entity.ID: Sendable
    associatedtype Draft: Sendable
    associatedtype Record: StorableRecord

    /// The entity's name in messages: "team".
    static var entityName: String { get }
    /// The record's id for an entity id.
    static func recordID(for id: Entity.ID) -> Int
    /// The record of a new entity, without an id.
    static func record(from draft: Draft) -> Record
    /// The record of an existing entity.
    static func record(from entity: Entity) -> Record
    /// The entity a record describes, or why it cannot.
    static func entity(from record: Record) throws(BridgeError) -> Entity
}

extension RecordBridge {
    /// Throws `.incompleteRecord` naming every field among `fields` that is `nil`.
    static func require(_ fields: KeyValuePairs<String, Any?>, in record: Record) throws(BridgeError) {
        let missing = fields.filter { $0.value == nil }.map(\.key)
        guard missing.isEmpty else {
            throw .incompleteRecord(
                collection: Record.schema.collection, id: record.id.map(String.init), missing: missing)
        }
    }
}
