import Contracts
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import PowerCut
import Testing
import UseCases

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
        reasons(await contract.violations(on: implementation))
    }

    /// Each broken check's reason, by the check's name.
    static func reasons(_ violations: [ContractViolation]) -> [String: String] {
        Dictionary(violations.map { ($0.check, $0.reason) }, uniquingKeysWith: { first, _ in first })
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
                RecordStoreUnitOfWork<LeagueRepositories>(database: storage),
                reopening: disk.reopening(in: scratch) {
                    RecordStoreUnitOfWork<LeagueRepositories>(database: FileDatabase(root: $0))
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
