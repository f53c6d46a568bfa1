import Contracts
import InterfaceAdapters
import Testing

@Suite("ByteStorage contract: disk, memory and the fake behave alike; storage for secrets keeps them")
struct ByteStorageContractTests {
    @Test(arguments: ByteStorageContract.contract.cases(Implementations.byteStorages))
    func byteStorage(_ pair: ContractCase<ByteStorageContract.Subject>) async throws {
        try await pair.verify()
    }

    @Test(arguments: ByteStorageContract.secrets.cases(Implementations.secretByteStorages))
    func secrets(_ pair: ContractCase<ByteStorageContract.SecretSubject>) async throws {
        try await pair.verify()
    }
}

@Suite("ValueStore contract: memory, Codable on disk, the cached chain and the fake behave alike")
struct ValueStoreContractTests {
    @Test(arguments: ValueStoreContract.contract.cases(Implementations.valueStores))
    func valueStore(_ pair: ContractCase<ValueStoreContract.Subject>) async throws {
        try await pair.verify()
    }
}

@Suite("TeamRepository contract: the repository over every store and the fake behave alike")
struct TeamRepositoryContractTests {
    @Test(arguments: TeamRepositoryContract.contract.cases(Implementations.teamRepositories))
    func teamRepository(_ pair: ContractCase<TeamRepositoryContract.Subject>) async throws {
        try await pair.verify()
    }
}

@Suite("HTTPClient contract: URLSession against a real local server, and the fake", .serialized)
struct HTTPClientContractTests {
    @Test(arguments: HTTPClientContract.contract.cases(Implementations.httpClients))
    func httpClient(_ pair: ContractCase<HTTPClientContract.Subject>) async throws {
        try await pair.verify()
    }
}

@Suite("RecordStore failure semantics: corrupt data and a medium that is gone look the same everywhere")
struct RecordStoreFaultContractTests {
    @Test(
        arguments: RecordStoreFaultContracts<TeamRecord>.corruptData.cases(RecordStorages.corruptible(TeamRecord.self)))
    func corruptData(_ pair: ContractCase<RecordStoreFaultContracts<TeamRecord>.Subject>) async throws {
        try await pair.verify()
    }

    @Test(
        arguments: RecordStoreFaultContracts<TeamRecord>.unavailableMedium.cases(
            RecordStorages.breakable(TeamRecord.self)))
    func mediumGone(_ pair: ContractCase<RecordStoreFaultContracts<TeamRecord>.Subject>) async throws {
        try await pair.verify()
    }
}

@Suite("PlayerRepository contract: the repository over every store and the fake behave alike")
struct PlayerRepositoryContractTests {
    @Test(arguments: PlayerRepositoryContract.contract.cases(Implementations.playerRepositories))
    func playerRepository(_ pair: ContractCase<PlayerRepositoryContract.Subject>) async throws {
        try await pair.verify()
    }
}

@Suite("SessionStore contract: the stored session store in memory and on disk, and the fake")
struct SessionStoreContractTests {
    @Test(arguments: SessionStoreContract.contract.cases(Implementations.sessionStores))
    func sessionStore(_ pair: ContractCase<SessionStoreContract.Subject>) async throws {
        try await pair.verify()
    }
}

@Suite("Storage failure semantics: corrupt value bytes and a lost medium look the same everywhere")
struct StorageFaultContractTests {
    @Test(arguments: StorageFaultContracts.corruptValue.cases(Implementations.corruptibleValueStores))
    func corruptValue(_ pair: ContractCase<StorageFaultContracts.ValueSubject>) async throws {
        try await pair.verify()
    }

    @Test(arguments: StorageFaultContracts.bytesMediumGone.cases(Implementations.breakableByteStorages))
    func bytesMediumGone(_ pair: ContractCase<StorageFaultContracts.BytesSubject>) async throws {
        try await pair.verify()
    }
}

@Suite("UserDirectory contract: the gateway over HTTP and disk, over fakes, and the fake directory", .serialized)
struct UserDirectoryContractTests {
    @Test(arguments: UserDirectoryContract.contract.cases(Implementations.userDirectories))
    func userDirectory(_ pair: ContractCase<UserDirectoryContract.Subject>) async throws {
        try await pair.verify()
    }
}

@Suite("Authenticator contract: the HTTP gateway against a local authority, and the fake", .serialized)
struct AuthenticatorContractTests {
    @Test(arguments: AuthenticatorContract.contract.cases(Implementations.authenticators))
    func authenticator(_ pair: ContractCase<AuthenticatorContract.Subject>) async throws {
        try await pair.verify()
    }
}

@Suite("UnitOfWork contract: the league's unit of work on memory, files and SQLite, and the fake")
struct UnitOfWorkContractTests {
    @Test(arguments: UnitOfWorkContract<TeamUnitOfWorkProbe>.contract.cases(Implementations.unitsOfWork))
    func unitOfWork(_ pair: ContractCase<UnitOfWorkContract<TeamUnitOfWorkProbe>.Subject>) async throws {
        try await pair.verify()
    }
}

@Suite("League rules under racing requests, over the unit of work on every medium and the fake")
struct LeagueRulesContractTests {
    @Test(arguments: LeagueRulesContract.contract.cases(Implementations.unitsOfWork))
    func leagueRules(_ pair: ContractCase<LeagueRulesContract.Subject>) async throws {
        try await pair.verify()
    }
}

@Suite("UserSource contract: the remote API, the copying decorator, the kept copy and the fake", .serialized)
struct UserSourceContractTests {
    @Test(arguments: UserSourceContract.contract.cases(Implementations.userSources))
    func userSource(_ pair: ContractCase<UserSourceContract.Subject>) async throws {
        try await pair.verify()
    }
}
