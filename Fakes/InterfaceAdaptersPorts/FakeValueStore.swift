import InterfaceAdapters

/// A value store in memory whose revision changes on every save, that counts loads and saves,
/// fails on demand, and can be changed "by someone else" to test invalidation.
public actor FakeValueStore<Value: Sendable>: ValueStore {
    private var value: Value?
    private var generation = 0
    private var faults = FaultInjector<ValueStoreError>()

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

    public func failNext(with error: ValueStoreError) { faults.failNext(with: error) }
    public func failAlways(with error: ValueStoreError) { faults.failAlways(with: error) }
    public func stopFailing() { faults.reset() }

    public func load() throws(ValueStoreError) -> Value? {
        loadCount += 1
        try faults.check()
        return value
    }

    public func save(_ value: Value) throws(ValueStoreError) {
        try faults.check()
        self.value = value
        generation += 1
        saved.append(value)
    }

    public func revision() throws(ValueStoreError) -> StorageRevision? {
        try faults.check()
        return value == nil ? nil : StorageRevision("fake-\(generation)")
    }
}
