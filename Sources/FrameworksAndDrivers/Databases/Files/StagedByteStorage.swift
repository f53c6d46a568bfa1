import Foundation
import InterfaceAdapters
import Locking

/// The changes of one file unit of work, kept in memory over the files they will change: reads
/// see the unit's own writes, and nothing reaches the disk until the unit commits them
/// (``changes``). Closed when the unit ends, after which every use fails.
final class StagedByteStorage: ByteStorage {
    /// A staged change of one key.
    enum Change: Sendable {
        case write(Data)
        case remove
    }

    private struct State {
        var changes: [String: Change] = [:]
        var order: [String] = []
        var writes = 0
        var isOpen = true
    }

    private let base: any ByteStorage
    private let state = Locked(State())

    init(base: any ByteStorage) {
        self.base = base
    }

    /// Every key changed, in the order first changed, with its last change (readable after
    /// ``close()``).
    var changes: [(key: String, change: Change)] {
        state.withLock { state in state.order.map { ($0, state.changes[$0]!) } }
    }

    /// Ends the unit: every later use fails.
    func close() {
        state.withLock { $0.isOpen = false }
    }

    func read(_ key: String) throws(ByteStorageError) -> Data? {
        switch try staged(key) {
        case .write(let data): data
        case .remove: nil
        case nil: try base.read(key)
        }
    }

    func keys(in folder: String) throws(ByteStorageError) -> [String] {
        var keys = Set(try base.keys(in: folder))
        let prefix = folder.isEmpty ? "" : folder + "/"
        for (key, change) in try openState({ $0.changes })
        where key.hasPrefix(prefix) && !key.dropFirst(prefix.count).contains("/") {
            switch change {
            case .write: keys.insert(key)
            case .remove: keys.remove(key)
            }
        }
        return keys.sorted()
    }

    func revision(of key: String) throws(ByteStorageError) -> StorageRevision? {
        switch try staged(key) {
        case .write: try openState { StorageRevision("staged-\($0.writes)") }
        case .remove: nil
        case nil: try base.revision(of: key)
        }
    }

    func write(_ data: Data, to key: String) throws(ByteStorageError) {
        try StorageKey.validate(key)
        try stage(.write(data), for: key)
    }

    func create(_ data: Data, at key: String) throws(ByteStorageError) {
        guard try read(key) == nil else { throw .alreadyExists(key) }
        try stage(.write(data), for: key)
    }

    func remove(_ key: String) throws(ByteStorageError) {
        guard try read(key) != nil else { throw .notFound(key) }
        try stage(.remove, for: key)
    }

    // MARK: - State

    private func staged(_ key: String) throws(ByteStorageError) -> Change? {
        try StorageKey.validate(key)
        return try openState { $0.changes[key] }
    }

    private func stage(_ change: Change, for key: String) throws(ByteStorageError) {
        try openState { state in
            if state.changes[key] == nil { state.order.append(key) }
            state.changes[key] = change
            state.writes += 1
        }
    }

    private func openState<Value>(_ body: (inout State) -> Value) throws(ByteStorageError) -> Value {
        let result: Result<Value, ByteStorageError> = state.withLock { state in
            state.isOpen
                ? .success(body(&state))
                : .failure(.io(key: "", detail: "a store was used after its unit of work ended"))
        }
        return try result.get()
    }
}
