/// A fast store chained in front of a slower one: reads come from the front until the back
/// reports a change; writes go to both.
///
/// The back's ``ValueStore/revision()`` is the change signal: it is asked on every load (for a
/// file, one `stat`), and only when it differs from the revision last seen is the value read from
/// the back again. Chains nest: the back may itself be a `CachedValueStore`.
public actor CachedValueStore<Value: Sendable>: ValueStore {
    private let front: any ValueStore<Value>
    private let back: any ValueStore<Value>
    /// The back's revision when the front was last filled; `nil` when the front is not filled.
    private var seenRevision: StorageRevision?

    /// - Parameters:
    ///   - front: the fast store (in memory) that answers while the back has not changed.
    ///   - back: the slow store that is the truth (a file).
    public init(front: any ValueStore<Value>, back: any ValueStore<Value>) {
        self.front = front
        self.back = back
    }

    public func load() async throws(ValueStoreError) -> Value? {
        let current = try await back.revision()
        if let current, current == seenRevision, let value = try await front.load() {
            return value
        }
        guard let value = try await back.load() else {
            seenRevision = nil
            return nil
        }
        try await front.save(value)
        seenRevision = current
        return value
    }

    public func save(_ value: Value) async throws(ValueStoreError) {
        seenRevision = nil
        try await back.save(value)
        try await front.save(value)
        seenRevision = try await back.revision()
    }

    public func revision() async throws(ValueStoreError) -> StorageRevision? {
        try await back.revision()
    }
}
