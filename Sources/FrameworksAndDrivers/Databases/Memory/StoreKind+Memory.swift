import InterfaceAdapters

extension StoreKind {
    /// In memory: nothing on disk, gone when the process ends.
    public static let memory = StoreKind(name: "memory", keepsData: false) { _, _ in InMemoryDatabase() }
}
