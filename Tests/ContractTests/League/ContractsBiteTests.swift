import Contracts
import Fakes
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import PowerCut
import TestSupport
import Testing
import UseCases

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A store that breaks the contract on purpose: it overwrites on a taken id, and (when asked) drops
/// updates on the floor. Everything else it does right, unique keys included.
actor WrongRecordStore: RecordStore {
    private var records: [Int: TeamRecord] = [:]
    private let losesUpdates: Bool

    init(losesUpdates: Bool = false) { self.losesUpdates = losesUpdates }

    func insert(_ record: TeamRecord) throws(RecordStoreError) -> Int {
        let id = record.id ?? (records.keys.max() ?? 0) + 1
        try ensureUnique(record, id: id)
        var stored = record
        stored.id = id
        records[id] = stored  // no duplicate check
        return id
    }

    func find(id: Int) -> TeamRecord? { records[id] }
    func findAll() -> [TeamRecord] { records.keys.sorted().map { records[$0]! } }

    func update(_ record: TeamRecord) throws(RecordStoreError) {
        guard let id = record.id else { throw .incompleteRecord(collection: "teams", missing: ["id"]) }
        guard records[id] != nil else { throw .notFound(collection: "teams", id: id) }
        try ensureUnique(record, id: id)
        if !losesUpdates { records[id] = record }
    }

    private func ensureUnique(_ record: TeamRecord, id: Int) throws(RecordStoreError) {
        let others = records.lazy.filter { $0.key != id }.map { (id: $0.key, fields: $0.value.fields) }
        if let key = TeamRecord.schema.conflictingKey(of: record.fields, id: id, among: others) {
            throw .conflict(collection: "teams", fields: key)
        }
    }

    func delete(id: Int) throws(RecordStoreError) {
        guard records.removeValue(forKey: id) != nil else { throw .notFound(collection: "teams", id: id) }
    }
}

@Suite("The contracts bite: a wrong implementation is rejected, naming the broken check")
struct ContractsBiteTests {
    func violations(
        of implementation: Implementation<RecordStoreContract<TeamRecord>.Subject>
    ) async -> [ContractViolation] {
        var found: [ContractViolation] = []
        for check in RecordStoreContract<TeamRecord>.contract.checks {
            do {
                try await RecordStoreContract<TeamRecord>.contract.verify(check, on: implementation)
            } catch {
                found.append(error)
            }
        }
        return found
    }

    @Test("A store that accepts a duplicate id fails exactly the duplicate check")
    func duplicates() async {
        let found = await violations(of: Implementation("WrongRecordStore") { _ in WrongRecordStore() })
        #expect(found.map(\.check) == ["a taken id is refused as a duplicate and nothing changes"])
        let violation = found.first
        #expect(violation?.implementation == "WrongRecordStore")
        #expect(
            violation?.description
                == "WrongRecordStore breaks the RecordStore contract: a taken id is refused as a duplicate and nothing changes: expected the error teams: a record with id 3 already exists, but nothing was thrown"
        )
    }

    @Test("A store that loses writes fails the update check, with what it found")
    func lostWrites() async {
        let found = await violations(of: Implementation("LosingStore") { _ in WrongRecordStore(losesUpdates: true) })
        #expect(found.map(\.check).contains("update replaces the stored record"))
        #expect(
            found.first { $0.check == "update replaces the stored record" }?.reason.contains("after update, found")
                == true)
    }

    @Test("An implementation that cannot even be made is reported, not crashed on")
    func unbuildable() async {
        struct Broken: Error {}
        let implementation = Implementation<RecordStoreContract<TeamRecord>.Subject>("Unbuildable") {
            (_) async throws -> RecordStoreContract<TeamRecord>.Subject in throw Broken()
        }
        let found = await violations(of: implementation)
        #expect(found.count == RecordStoreContract<TeamRecord>.contract.checks.count)
        #expect(found.allSatisfy { $0.reason.hasPrefix("unexpected error: Broken") })
    }
}

/// A store that hides damage: corrupt records come back as missing.
struct SwallowingRecordStore: RecordStore {
    let base: any RecordStore<TeamRecord>

    func insert(_ record: TeamRecord) async throws(RecordStoreError) -> Int { try await base.insert(record) }
    func find(id: Int) async throws(RecordStoreError) -> TeamRecord? {
        do { return try await base.find(id: id) } catch .corrupt { return nil }
    }
    func findAll() async throws(RecordStoreError) -> [TeamRecord] {
        do { return try await base.findAll() } catch .corrupt { return [] }
    }
    func update(_ record: TeamRecord) async throws(RecordStoreError) { try await base.update(record) }
    func delete(id: Int) async throws(RecordStoreError) { try await base.delete(id: id) }
}

@Suite("The failure contracts bite")
struct FaultContractsBiteTests {
    @Test("A store that reports corrupt data as missing fails both corrupt-data checks")
    func hidingCorruption() async throws {
        let swallowing = Implementation<RecordStoreFaultContracts<TeamRecord>.Subject>("SwallowingRecordStore") { _ in
            let fake = FakeRecordStore<TeamRecord>()
            return RecordStoreFaultContracts<TeamRecord>.Subject(
                store: SwallowingRecordStore(base: fake),
                corrupt: { id in fake.faults.failAlways(with: .corrupt(collection: "teams", detail: "record \(id)")) })
        }
        var broken: [String] = []
        for check in RecordStoreFaultContracts<TeamRecord>.corruptData.checks {
            do {
                try await RecordStoreFaultContracts<TeamRecord>.corruptData.verify(check, on: swallowing)
            } catch {
                broken.append(error.check)
                #expect(error.reason.contains("succeeded on corrupt data"), "\(error)")
            }
        }
        #expect(broken == RecordStoreFaultContracts<TeamRecord>.corruptData.checks.map(\.name))
    }
}

/// A unit of work that does neither of its jobs: units do not take turns, and a failed unit's
/// writes stay.
struct CarelessUnitOfWork: UnitOfWork {
    let teams = FakeTeamRepository()
    let players = FakePlayerRepository()

    func perform<Result: Sendable, Failure: UnitOfWorkFailure>(
        _ work: @Sendable (LeagueRepositories) async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        try await work(LeagueRepositories(teams: teams, players: players))
    }
}

@Suite("The UnitOfWork contract bites")
struct UnitOfWorkContractBiteTests {
    @Test("A unit of work that neither serialises nor rolls back fails exactly the checks of those jobs")
    func careless() async {
        let careless = Implementation<UnitOfWorkContract<TeamUnitOfWorkProbe>.Subject>("CarelessUnitOfWork") { _ in
            CarelessUnitOfWork()
        }
        var broken: [String: String] = [:]
        for check in UnitOfWorkContract<TeamUnitOfWorkProbe>.contract.checks {
            do {
                try await UnitOfWorkContract<TeamUnitOfWorkProbe>.contract.verify(check, on: careless)
            } catch {
                broken[error.check] = error.reason
            }
        }
        #expect(
            broken.keys.sorted() == [
                "a finished unit's writes are kept when the storage is opened again, even after a power cut then; a failed unit's are not",
                "a unit asked for inside another fails at once as .nestedUnit, instead of waiting for itself",
                "a unit whose work throws keeps none of its writes, and its error comes out unchanged",
                "racing units take turns: 24 read-then-write units lose no update",
            ])
        #expect(broken.values.contains { $0.hasPrefix("after the failed unit:") }, "\(broken)")
        #expect(broken.values.contains { $0.hasPrefix("opened again, the storage holds ") }, "\(broken)")
        #expect(broken.values.contains { $0.hasPrefix("after 24 increments the count is ") }, "\(broken)")
    }
}

/// File calls that claim to sync and do not: what a driver that forgot its fsyncs looks like to
/// a power cut.
struct ForgetfulOperations: FileOperations {
    let base: any FileOperations

    func createFile(_ path: String, mode: mode_t) -> Int32 { base.createFile(path, mode: mode) }
    func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int { base.write(descriptor, bytes) }
    func sync(_ descriptor: Int32) -> Int32 { 0 }
    func close(_ descriptor: Int32) { base.close(descriptor) }
    func rename(_ source: String, _ target: String) -> Int32 { base.rename(source, target) }
    func link(_ source: String, _ target: String) -> Int32 { base.link(source, target) }
    func unlink(_ path: String) -> Int32 { base.unlink(path) }
    func makeFolder(_ path: String, mode: mode_t) -> Int32 { base.makeFolder(path, mode: mode) }
    func syncFolder(_ path: String) -> Int32 { 0 }
}

@Suite("The durability and privacy checks bite")
struct DurabilityContractsBiteTests {
    /// The checks of `contract` that `implementation` breaks, by name, with their reasons.
    static func broken<Subject>(
        _ contract: Contract<Subject>, on implementation: Implementation<Subject>
    ) async -> [String: String] {
        var broken: [String: String] = [:]
        for check in contract.checks {
            do {
                try await contract.verify(check, on: implementation)
            } catch {
                broken[error.check] = error.reason
            }
        }
        return broken
    }

    @Test(
        "Storage that does not sync what it wrote fails only the power-cut checks, byte storage and units of work alike"
    )
    func forgetfulDisk() async {
        let bytes = Implementation<AsyncByteStorageContract.Subject>("DiskByteStorage without fsync") { scratch in
            let disk = try RecordedDisk(root: Foundation.URL(fileURLWithPath: scratch.path + "/bytes"))
            return Opened(
                DiskByteStorage(root: disk.root, system: ForgetfulOperations(base: disk.operations)),
                reopening: disk.reopening(in: scratch) { DiskByteStorage(root: $0) })
        }
        let brokenBytes = await Self.broken(AsyncByteStorageContract.contract, on: bytes)
        #expect(
            brokenBytes.keys.sorted() == [
                "what a call returned is kept when the storage is opened again, even after a power cut then"
            ], "\(brokenBytes)")
        #expect(brokenBytes.values.allSatisfy { $0.hasPrefix("opened again, ") }, "\(brokenBytes)")

        let units = Implementation<UnitOfWorkContract<TeamUnitOfWorkProbe>.Subject>("files without fsync") {
            scratch in
            let disk = try RecordedDisk(root: Foundation.URL(fileURLWithPath: scratch.path + "/records"))
            let storage = FileDatabase(
                root: disk.root, lockTimeout: .seconds(10),
                disk: DiskByteStorage(root: disk.root, system: ForgetfulOperations(base: disk.operations)))
            return Opened(
                RecordStoreUnitOfWork<LeagueRepositories>(storage: storage),
                reopening: disk.reopening(in: scratch) {
                    RecordStoreUnitOfWork<LeagueRepositories>(storage: FileDatabase(root: $0))
                })
        }
        let brokenUnits = await Self.broken(UnitOfWorkContract<TeamUnitOfWorkProbe>.contract, on: units)
        #expect(
            brokenUnits.keys.sorted() == [
                "a finished unit's writes are kept when the storage is opened again, even after a power cut then; a failed unit's are not"
            ], "\(brokenUnits)")
    }

    @Test("Shared disk storage fails the secrets check, naming each file and folder others could read")
    func sharedDiskHoldsNoSecrets() async {
        let shared = Implementation<AsyncByteStorageContract.SecretSubject>("DiskByteStorage, shared") { scratch in
            try Implementations.secretDiskStorage(privacy: .shared, in: scratch)
        }
        let broken = await Self.broken(AsyncByteStorageContract.secrets, on: shared)
        let reason = broken["no other account can read what it holds or enter its folders, from the first byte"] ?? ""
        #expect(broken.count == 1, "\(broken)")
        for exposed in [
            "sessions/ created 755", "sessions/a/ created 755", "sessions/1.json is 644", "sessions/a is 755",
        ] {
            #expect(reason.contains(exposed), "\(exposed) is not named in: \(reason)")
        }
        #expect(reason.contains(".tmp"), "the temporary file, created 644, is not named: \(reason)")
    }
}
