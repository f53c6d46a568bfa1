import Locking

/// Results made once per process, by everything they are made from: `update` renders what `new`
/// made, every command reads the kit, and a test process runs the template hundreds of times.
/// Keys that hold file texts compare them by their bytes (``FileText``, ``FileTree``).
final class ProcessMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Locked<[Key: Value]>([:])

    /// The value made for `key` in this process, or `make`'s, kept for the next caller. Two threads
    /// that miss at once both make it; the first kept stays.
    func value<Failure: Error>(for key: Key, _ make: () throws(Failure) -> Value) throws(Failure) -> Value {
        if let known = self[key] { return known }
        return keep(try make(), for: key)
    }

    /// The value kept for `key`, if one was.
    subscript(key: Key) -> Value? { values.withLock { $0[key] } }

    /// Keeps `value` for `key`, unless one was kept meanwhile; returns the one kept.
    @discardableResult
    func keep(_ value: Value, for key: Key) -> Value {
        values.withLock { values in
            if let kept = values[key] { return kept }
            values[key] = value
            return value
        }
    }
}
