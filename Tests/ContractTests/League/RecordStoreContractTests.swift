import Contracts
import InterfaceAdapters
import Testing

@Suite("RecordStore contract on the league's records: the fake and every driver behave alike")
struct RecordStoreContractTests {
    @Test(arguments: RecordStoreContract<TeamRecord>.contract.cases(Implementations.recordStores))
    func teamRecords(_ pair: ContractCase<RecordStoreContract<TeamRecord>.Subject>) async throws {
        try await pair.verify()
    }

    @Test(arguments: RecordStoreContract<PlayerRecord>.contract.cases(RecordStorages.stores(of: PlayerRecord.self)))
    func playerRecords(_ pair: ContractCase<RecordStoreContract<PlayerRecord>.Subject>) async throws {
        try await pair.verify()
    }
}
