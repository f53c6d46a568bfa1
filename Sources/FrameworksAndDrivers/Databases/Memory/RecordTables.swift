import InterfaceAdapters
import Locking

/// Records in memory, by collection and id, as their stored fields: what the in-memory stores of
/// one unit of work (or one standalone store) share, behind a lock. Closed when its unit ends,
/// after which every use fails.
final class RecordTables: Sendable {
    /// Collection → id → the record's fields.
    typealias Contents = [String: [Int: [String: FieldValue]]]

    private struct State {
        var contents: Contents
        var isOpen = true
    }

    private let state: Locked<State>

    init(_ contents: Contents = [:]) {
        state = Locked(State(contents: contents))
    }

    /// Everything held now (readable after ``close()``).
    var contents: Contents { state.withLock { $0.contents } }

    /// Ends the unit these tables belong to: every later use fails.
    func close() {
        state.withLock { $0.isOpen = false }
    }

    /// Where each collection's schema version is kept: a name no collection can have.
    static let versions = "#versions"

    /// Where each collection's highest id ever given is kept: a name no collection can have.
    static let highestIDs = "#highest-ids"

    /// Runs `body` on the rows of `schema`'s collection, under the lock, once they are at the
    /// schema's version (migrated here, in the unit's copy, if they were kept at an earlier one).
    func withRows<Value>(
        of schema: RecordSchema, _ body: (inout [Int: [String: FieldValue]]) throws(RecordStoreError) -> Value
    ) throws(RecordStoreError) -> Value {
        try withRows(of: schema) { (rows, _) throws(RecordStoreError) in try body(&rows) }
    }

    /// ``withRows(of:_:)``, `body` also given the highest id the collection has ever given or
    /// kept (kept with the rows: a unit that rolls back takes it back too).
    func withRows<Value>(
        of schema: RecordSchema,
        _ body: (inout [Int: [String: FieldValue]], inout Int) throws(RecordStoreError) -> Value
    ) throws(RecordStoreError) -> Value {
        let collection = schema.collection
        return try state.withLock { (state) throws(RecordStoreError) -> Value in
            guard state.isOpen else {
                throw .unavailable("\(collection): a store was used after its unit of work ended")
            }
            let recorded = state.contents[Self.versions]?[0]?[collection]?.integer
            if recorded != schema.version {
                let stored = recorded ?? schema.version
                try schema.refuseNewer(stored)
                if stored < schema.version {
                    let rows = (state.contents[collection] ?? [:]).map { (id: $0.key, fields: $0.value) }
                    let migrated = try schema.migrating(rows, from: stored)
                    state.contents[collection] = Dictionary(uniqueKeysWithValues: migrated.map { ($0.id, $0.fields) })
                }
                state.contents[Self.versions, default: [:]][0, default: [:]][collection] = .integer(schema.version)
            }
            let kept = state.contents[Self.highestIDs]?[0]?[collection]?.integer ?? 0
            var highest = kept
            let value = try body(&state.contents[collection, default: [:]], &highest)
            if highest != kept {
                state.contents[Self.highestIDs, default: [:]][0, default: [:]][collection] = .integer(highest)
            }
            return value
        }
    }
}
