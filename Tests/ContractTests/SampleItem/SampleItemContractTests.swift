import Contracts
import Entities
import Fakes
import Foundation
import InterfaceAdapters
import Testing
import UseCases

/// Every contract of the sample items, over every implementation (``runs``): the one list the tests
/// and the matrix read.
@Suite("SampleItem contracts: the repository, its record and its unit of work on every store and the fake")
struct SampleItemContractTests {
    /// The repository on every record store, and the fake repository.
    static let implementations: [Implementation<SampleItemRepositoryContract.Subject>] =
        Databases.repositories(of: SampleItemRecord.self) { store in
            RecordStoreRepository(store: store, bridge: SampleItemBridge.self)
        } + [Implementation("FakeSampleItemRepository", kind: "fake") { _ in FakeSampleItemRepository() }]

    /// The slice's contracts: its repository on every record store and the fake, its record under
    /// the generic record-store contracts, and its unit of work on every medium and the fake.
    static let runs: [ContractRun] = [
        ContractRun(SampleItemRepositoryContract.contract, over: implementations),
        ContractRun(
            RecordStoreContract<SampleItemRecord>.contract, over: Databases.stores(of: SampleItemRecord.self)),
        ContractRun(
            RecordStoreFaultContracts<SampleItemRecord>.corruptData,
            over: Databases.corruptible(SampleItemRecord.self)),
        ContractRun(
            RecordStoreFaultContracts<SampleItemRecord>.unavailableMedium,
            over: Databases.breakable(SampleItemRecord.self)),
        ContractRun(
            UnitOfWorkContract<SampleItemUnitOfWorkProbe>.contract,
            over: Databases.unitsOfWork { RecordStoreUnitOfWork<SampleItemRepositories>(database: $0) }
                + [Implementation("FakeSampleItemUnitOfWork", kind: "fake") { _ in FakeSampleItemUnitOfWork() }]),
    ]

    @Test(arguments: runs.flatMap(\.cases))
    func contract(_ pair: AnyContractCase) async throws {
        try await pair.verify()
    }

    @Test(
        "Print the sample items' contract matrix (make contracts)",
        .enabled(if: ProcessInfo.processInfo.environment["CONTRACT_MATRIX"] == "1"))
    func matrix() async {
        let (text, failures) = await ContractMatrix.render(Self.runs)
        print("\nSampleItem\n" + text)
        #expect(failures.isEmpty, "\(failures.count) case(s) break a contract: \(failures)")
    }
}
