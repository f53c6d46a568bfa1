import Contracts
import InterfaceAdapters

/// Every contract the league's ports hold to, over every implementation of each: the one list the
/// league's contract tests and its matrix (`make contracts`) read.
enum LeagueContracts {
    static let runs: [ContractRun] = [
        ContractRun(RecordStoreContract<TeamRecord>.contract, over: Implementations.recordStores),
        ContractRun(RecordStoreContract<PlayerRecord>.contract, over: Databases.stores(of: PlayerRecord.self)),
        ContractRun(
            RecordStoreFaultContracts<TeamRecord>.corruptData, over: Databases.corruptible(TeamRecord.self)),
        ContractRun(
            RecordStoreFaultContracts<TeamRecord>.unavailableMedium, over: Databases.breakable(TeamRecord.self)),
        ContractRun(AsyncByteStorageContract.contract, over: Implementations.byteStorages),
        ContractRun(AsyncByteStorageContract.secrets, over: Implementations.secretByteStorages),
        ContractRun(StorageFaultContracts.bytesMediumGone, over: Implementations.breakableByteStorages),
        ContractRun(ValueStoreContract.contract, over: Implementations.valueStores),
        ContractRun(StorageFaultContracts.corruptValue, over: Implementations.corruptibleValueStores),
        ContractRun(TeamRepositoryContract.contract, over: Implementations.teamRepositories),
        ContractRun(PlayerRepositoryContract.contract, over: Implementations.playerRepositories),
        ContractRun(SessionStoreContract.contract, over: Implementations.sessionStores),
        ContractRun(UnitOfWorkContract<TeamUnitOfWorkProbe>.contract, over: Implementations.unitsOfWork),
        ContractRun(LeagueRulesContract.contract, over: Implementations.unitsOfWork),
        // Against local servers: one case at a time.
        ContractRun(HTTPClientContract.contract, over: Implementations.httpClients, serialized: true),
        ContractRun(UserSourceContract.contract, over: Implementations.userSources, serialized: true),
        ContractRun(UserDirectoryContract.contract, over: Implementations.userDirectories, serialized: true),
        ContractRun(AuthenticatorContract.contract, over: Implementations.authenticators, serialized: true),
    ]
}
