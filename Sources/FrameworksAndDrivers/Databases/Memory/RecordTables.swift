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

    /// Runs `body` on the rows of `collection`, under the lock.
    func withRows<Value>(
        of collection: String, _ body: (inout [Int: [String: FieldValue]]) throws(RecordStoreError) -> Value
    ) throws(RecordStoreError) -> Value {
        try state.withLock { (state) throws(RecordStoreError) -> Value in
            guard state.isOpen else {
                throw .unavailable("\(collection): a store was used after its unit of work ended")
            }
            return try body(&state.contents[collection, default: [:]])
        }
    }
}
