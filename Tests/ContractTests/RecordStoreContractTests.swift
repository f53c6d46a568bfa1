import Contracts
import InterfaceAdapters
import Testing

@Suite("RecordStore contract: the fake and every driver behave alike")
struct RecordStoreContractTests {
    @Test(arguments: RecordStoreContract.contract.cases(Implementations.recordStores))
    func recordStore(_ pair: ContractCase<RecordStoreContract.Subject>) async throws {
        try await pair.verify()
    }
}
