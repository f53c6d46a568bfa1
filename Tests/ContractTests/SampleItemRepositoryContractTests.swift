import Contracts
import Entities
import Fakes
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import Testing
import UseCases

/// The SampleItemRepository contract over the repository on every record store, and over the fake.
@Suite("SampleItemRepository contract: the repository over every record store and the fake behave alike")
struct SampleItemRepositoryContractTests {
    static let implementations: [Implementation<SampleItemRepositoryContract.Subject>] = [
        Implementation("RecordStoreRepository on InMemoryRecordStore", kind: "memory") { _ in
            RecordStoreRepository(store: InMemoryRecordStore<SampleItemRecord>(), bridge: SampleItemBridge.self)
        },
        Implementation("RecordStoreRepository on FileRecordStore", kind: "files") { scratch in
            RecordStoreRepository(
                store: FileRecordStore<SampleItemRecord>(root: URL(fileURLWithPath: scratch.path)),
                bridge: SampleItemBridge.self)
        },
        Implementation("RecordStoreRepository on SQLiteRecordStore", kind: "SQLite") { scratch in
            RecordStoreRepository(
                store: SQLiteRecordStore<SampleItemRecord>(
                    database: try SQLiteDatabase(path: scratch.path + "/sampleItems.sqlite")),
                bridge: SampleItemBridge.self)
        },
        Implementation("FakeSampleItemRepository", kind: "fake") { _ in FakeSampleItemRepository() },
    ]

    @Test(arguments: SampleItemRepositoryContract.contract.cases(implementations))
    func sampleItemRepository(_ pair: ContractCase<SampleItemRepositoryContract.Subject>) async throws {
        try await pair.verify()
    }
}
