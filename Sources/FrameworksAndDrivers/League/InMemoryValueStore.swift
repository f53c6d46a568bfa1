import InterfaceAdapters

/// A value kept in memory: the fast front of a `CachedValueStore`, and the value store of an app
/// that keeps nothing between runs (`--store memory`).
public actor InMemoryValueStore<Value: Sendable>: ValueStore {
    private var value: Value?
    private var generation = 0

    public init(_ value: Value? = nil) {
        self.value = value
        if value != nil { generation = 1 }
    }

    public func load() -> Value? { value }

    public func save(_ value: Value) {
        self.value = value
        generation += 1
    }

    public func revision() -> StorageRevision? {
        value == nil ? nil : StorageRevision("memory-\(generation)")
    }
}
