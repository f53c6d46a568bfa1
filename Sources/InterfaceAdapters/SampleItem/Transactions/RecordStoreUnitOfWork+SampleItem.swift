import UseCases

extension RecordStoreUnitOfWork where Repositories == SampleItemRepositories {
    /// The sample items' unit of work: their repository on the storage's `sampleItems` collection.
    public init(database: any RecordDatabase) {
        self.init(database: database) { stores in
            SampleItemRepositories(
                sampleItems: RecordStoreRepository(
                    store: stores.store(of: SampleItemRecord.self), bridge: SampleItemBridge.self))
        }
    }
}
