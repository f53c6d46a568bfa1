/// A storage-shaped value: plain fields, each optional, because a store can hold a record with
/// any of them missing. Bridges decide whether a record is complete enough to be an entity.
public protocol StorableRecord: Hashable, Sendable {
    /// The collection and the fields of this kind of record.
    static var schema: RecordSchema { get }
    /// The store-assigned identity; `nil` before the record is inserted.
    var id: Int? { get set }
    /// The fields besides `id`, keyed by the schema's field names.
    var fields: [String: FieldValue] { get }
    /// A record from stored fields; a missing or mistyped field becomes `nil`.
    init(id: Int?, fields: [String: FieldValue])
}
