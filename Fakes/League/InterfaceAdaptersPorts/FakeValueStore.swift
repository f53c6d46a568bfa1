import InterfaceAdapters

/// A value store in memory whose revision changes on every save, that counts loads and saves,
/// fails on demand, and can be changed "by someone else" to test invalidation.
public actor FakeValueStore<Value: Sendable>: ValueStore {
    private var value: Value?
    private var generation = 0
    /// Failures and delays for the next calls, or for every call.
    public nonisolated let faults = FaultInjector<ValueStoreError>()

    /// How many times ``load()`` was called.
    public private(set) var loadCount = 0
    /// Every value saved through ``save(_:)``, in order.
    public private(set) var saved: [Value] = []

    public init(_ value: Value? = nil) {
        self.value = value
        if value != nil { generation = 1 }
    }

    /// Replaces the value without going through ``save(_:)``, as another process would.
    public func changeBehindTheScenes(to value: Value) {
        self.value = value
        generation += 1
    }

    public func load() async throws(ValueStoreError) -> Value? {
        loadCount += 1
        try await faults.enter()
        return value
    }

    public func save(_ value: Value) async throws(ValueStoreError) {
        try await faults.enter()
        self.value = value
        generation += 1
        saved.append(value)
    }

    public func revision() async throws(ValueStoreError) -> StorageRevision? {
        try await faults.enter()
        return value == nil ? nil : StorageRevision("fake-\(generation)")
    }
}
