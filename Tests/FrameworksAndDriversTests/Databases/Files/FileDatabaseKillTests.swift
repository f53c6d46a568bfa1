import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import ProcessSpawning
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("A process killed with SIGKILL mid-write leaves the files whole", .serialized)
struct FileDatabaseKillTests {
    @Test("A writer killed at ten moments leaves every file old or new, never torn", arguments: 0..<10)
    func killedWriter(attempt: Int) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let writer = try ReportingProcess.start([try KillChecks.torture(), "bytes", folder.url.path])
        _ = try await writer.line(where: { $0 == "ready" }, describedAs: "saying ready")
        // Kill it as soon as it reports a later round each time: a different point of the loop.
        let round = "round \(attempt * 3 + 1)"
        _ = try await writer.line(where: { $0 == round }, describedAs: "reaching \(round)")
        #expect(await writer.stop(signal: SIGKILL) == 128 + SIGKILL, "the writer ended before it was killed")

        let storage = DiskByteStorage(root: folder.url)
        let value = try #require(try storage.read("value.bin"), "value.bin is missing")
        let payloads = [Data(repeating: 0x61, count: 256 * 1024), Data(repeating: 0x62, count: 256 * 1024)]
        #expect(payloads.contains(value), "value.bin is torn: \(value.count) bytes")

        let store: any RecordStore<Ballast> = FileRecordStore<Ballast>(
            root: folder.url.appendingPathComponent("records"))
        let record = try #require(try await store.find(id: 1), "the record is missing or unreadable")
        let ballasts = [String(repeating: "A", count: 64 * 1024), String(repeating: "B", count: 64 * 1024)]
        #expect(ballasts.contains(record.ballast ?? ""), "the record is torn")

        let written = try storage.keys(in: "sequence")
        #expect(written.count >= attempt * 3 + 1, "the writer wrote \(written.count) files by \(round)")
        for key in written {
            let bytes = try #require(try storage.read(key))
            #expect(payloads.contains(bytes), "\(key) is torn: \(bytes.count) bytes")
        }
    }

    @Test(
        "A unit of work killed mid-way leaves the data as before or after it, and the next process takes the lock",
        arguments: 0..<8)
    func killedUnit(attempt: Int) async throws {
        try await KillChecks.killedUnit(medium: "files", attempt: attempt)
    }

    @Test("A unit killed in the middle of its commit is undone by the next process, journal and all", arguments: 2...5)
    func killedMidCommit(unit: Int) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let held = try StartGate()  // never opened: the stopped commit waits on it until it is killed
        let units = try ReportingProcess.start(
            [try KillChecks.torture(), "stopped-commit", "\(unit)", folder.url.path], input: .gate(held))
        _ = try await units.line(
            where: { $0.hasPrefix("stopped in commit \(unit) ") }, describedAs: "stopping mid-commit")
        let journal = folder.url.appendingPathComponent("records/.journal")
        #expect(FileManager.default.fileExists(atPath: journal.path), "the commit stopped without a journal")
        #expect(await units.stop(signal: SIGKILL) == 128 + SIGKILL)

        let check = try await ChildProcess.run([try KillChecks.torture(), "check", "files", folder.url.path])
        #expect(check.status == 0, "\(check)")
        #expect(
            check.standardOutput == "consistent at \(unit - 1)\n", "the half-committed unit was not undone: \(check)")
        #expect(!FileManager.default.fileExists(atPath: journal.path), "the journal outlived its recovery")
        held.open()
    }

    @Test("The helper refuses a store that keeps nothing, and a command it does not have: exit 2, saying so")
    func helperRefusals() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let memory = try await ChildProcess.run([try KillChecks.torture(), "units", "memory", folder.url.path])
        #expect(memory.status == 2, "\(memory)")
        #expect(
            memory.standardError.contains("error: MEDIUM must be ") && memory.standardError.contains(", not 'memory'"),
            "\(memory)")
        let unknown = try await ChildProcess.run([try KillChecks.torture(), "frobnicate"])
        #expect(unknown.status == 2 && unknown.standardError.contains("unknown command 'frobnicate'"), "\(unknown)")
        #expect(memory.standardOutput.isEmpty && unknown.standardOutput.isEmpty)
    }

    @Test("Eight processes that each add one to a count in a unit of work lose no update")
    func racingIncrements() async throws {
        try await KillChecks.racingIncrements(medium: "files")
    }
}

/// The ballast of the record `storage-torture bytes` rewrites, read as any reader of its
/// collection would.
private struct Ballast: StorableRecord {
    static let schema = RecordSchema(collection: "tallies", fields: [.init("ballast", .text)])

    var id: Int?
    var ballast: String?

    init(id: Int?, fields: [String: FieldValue]) {
        self.id = id
        ballast = fields["ballast"]?.text
    }

    var fields: [String: FieldValue] { ["ballast": FieldValue(ballast)] }
}
