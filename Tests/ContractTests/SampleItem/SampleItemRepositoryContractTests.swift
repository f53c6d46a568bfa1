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
                store: FileRecordStore<SampleItemRecord>(root: Foundation.URL(fileURLWithPath: scratch.path)),
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

/// The sample items' storage under the generic contracts: their record in every record store, its
/// failures, and their unit of work on every medium and the fake.
@Suite("SampleItem storage: the record-store and unit-of-work contracts on the sample items' own record")
struct SampleItemStorageContractTests {
    @Test(
        arguments: RecordStoreContract<SampleItemRecord>.contract.cases(
            RecordStorages.stores(of: SampleItemRecord.self)))
    func recordStore(_ pair: ContractCase<RecordStoreContract<SampleItemRecord>.Subject>) async throws {
        try await pair.verify()
    }

    @Test(
        arguments: RecordStoreFaultContracts<SampleItemRecord>.corruptData.cases(
            RecordStorages.corruptible(SampleItemRecord.self))
            + RecordStoreFaultContracts<SampleItemRecord>.unavailableMedium.cases(
                RecordStorages.breakable(SampleItemRecord.self)))
    func recordStoreFaults(_ pair: ContractCase<RecordStoreFaultContracts<SampleItemRecord>.Subject>) async throws {
        try await pair.verify()
    }

    static let unitsOfWork =
        RecordStorages.unitsOfWork { RecordStoreUnitOfWork<SampleItemRepositories>(storage: $0) }
        + [Implementation("FakeSampleItemUnitOfWork", kind: "fake") { _ in FakeSampleItemUnitOfWork() }]

    @Test(arguments: UnitOfWorkContract<SampleItemUnitOfWorkProbe>.contract.cases(unitsOfWork))
    func unitOfWork(_ pair: ContractCase<UnitOfWorkContract<SampleItemUnitOfWorkProbe>.Subject>) async throws {
        try await pair.verify()
    }
}
