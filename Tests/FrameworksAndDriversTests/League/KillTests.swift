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

/// The `storage-torture` helper, built next to the test runner.
func stormTrooper() throws -> String {
    let products = try #require(
        BuildProducts.directory(containing: "storage-torture"), "storage-torture is not built: run 'swift build'")
    return products.appendingPathComponent("storage-torture").path
}

@Suite("A process killed with SIGKILL mid-write leaves its data whole", .serialized)
struct KillTests {
    @Test("A writer killed at ten moments leaves every file old or new, never torn", arguments: 0..<10)
    func killedWriter(attempt: Int) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let writer = try ReportingProcess.start([try stormTrooper(), "bytes", folder.url.path])
        _ = try await writer.line(where: { $0 == "ready" }, describedAs: "saying ready")
        // Kill it as soon as it reports a later round each time: a different point of the loop.
        let round = "round \(attempt * 3 + 1)"
        _ = try await writer.line(where: { $0 == round }, describedAs: "reaching \(round)")
        #expect(await writer.stop(signal: SIGKILL) == 128 + SIGKILL, "the writer ended before it was killed")

        let storage = DiskByteStorage(root: folder.url)
        let value = try #require(try storage.read("value.bin"), "value.bin is missing")
        let payloads = [Data(repeating: 0x61, count: 256 * 1024), Data(repeating: 0x62, count: 256 * 1024)]
        #expect(payloads.contains(value), "value.bin is torn: \(value.count) bytes")

        let store: any RecordStore<TeamRecord> = FileRecordStore<TeamRecord>(
            root: folder.url.appendingPathComponent("records"))
        let team = try #require(try await store.find(id: 1), "the team record is missing or unreadable")
        let nicknames = [String(repeating: "A", count: 64 * 1024), String(repeating: "B", count: 64 * 1024)]
        #expect(nicknames.contains(team.nickname ?? ""), "the team record is torn")

        let written = try storage.keys(in: "sequence")
        #expect(written.count >= attempt * 3 + 1, "the writer wrote \(written.count) files by \(round)")
        for key in written {
            let bytes = try #require(try storage.read(key))
            #expect(payloads.contains(bytes), "\(key) is torn: \(bytes.count) bytes")
        }
    }

    @Test(
        "A unit of work killed mid-way leaves the data as before or after it, and the next process takes the lock",
        arguments: ["files", "sqlite"], 0..<8)
    func killedUnit(medium: String, attempt: Int) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let binary = try stormTrooper()
        let units = try ReportingProcess.start([binary, "units", medium, folder.url.path])
        _ = try await units.line(where: { $0 == "ready" }, describedAs: "saying ready")
        // Killed as a unit begins (right after the one before was kept), or as its commit begins.
        let number = attempt / 2 + 1
        let moment = attempt.isMultiple(of: 2) ? "unit \(number)" : "committing \(number + 1)"
        _ = try await units.line(where: { $0 == moment }, describedAs: "saying '\(moment)'")
        #expect(await units.stop(signal: SIGKILL) == 128 + SIGKILL, "the unit writer ended before it was killed")

        let check = try await ChildProcess.run([binary, "check", medium, folder.url.path])
        #expect(check.status == 0, "\(check)")
        let counter = check.standardOutput.split(separator: " ").last.flatMap { Int($0.dropLast()) }
        #expect(check.standardOutput.hasPrefix("consistent at "), "\(check)")
        #expect((counter ?? 0) >= number, "the data went back before unit \(number): \(check.standardOutput)")
    }

    @Test(
        "A files unit killed in the middle of its commit is undone by the next process, journal and all",
        arguments: 2...5)
    func killedMidCommit(unit: Int) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let held = try StartGate()  // never opened: the stopped commit waits on it until it is killed
        let units = try ReportingProcess.start(
            [try stormTrooper(), "units", "files", folder.url.path, "--stop-in-commit", "\(unit)"], input: .gate(held))
        _ = try await units.line(
            where: { $0.hasPrefix("stopped in commit \(unit) ") }, describedAs: "stopping mid-commit")
        let journal = folder.url.appendingPathComponent("records/.journal")
        #expect(FileManager.default.fileExists(atPath: journal.path), "the commit stopped without a journal")
        #expect(await units.stop(signal: SIGKILL) == 128 + SIGKILL)

        let check = try await ChildProcess.run([try stormTrooper(), "check", "files", folder.url.path])
        #expect(check.status == 0, "\(check)")
        #expect(
            check.standardOutput == "consistent at \(unit - 1)\n", "the half-committed unit was not undone: \(check)")
        #expect(!FileManager.default.fileExists(atPath: journal.path), "the journal outlived its recovery")
        held.open()
    }

    @Test(
        "Eight processes that each add one to a counter in a unit of work lose no update",
        arguments: ["files", "sqlite"])
    func racingIncrements(medium: String) async throws {
        for round in 0..<3 {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let binary = try stormTrooper()
            let setUp = try await ChildProcess.run([binary, "increment", medium, folder.url.path])
            try #require(setUp.standardOutput == "1\n", "\(setUp)")
            let gate = try StartGate()
            var racers: [ChildProcess.Running] = []
            for _ in 0..<8 {
                racers.append(
                    try ChildProcess.launch(
                        [
                            "/bin/sh", "-c", "read _ || true; exec \"$0\" increment \"$1\" \"$2\"", binary, medium,
                            folder.url.path,
                        ],
                        input: .gate(gate)))
            }
            gate.open()
            var values: [Int] = []
            for racer in racers {
                let outcome = await racer.finish()
                #expect(outcome.status == 0, "round \(round): \(outcome)")
                values.append(Int(outcome.standardOutput.dropLast()) ?? -1)
            }
            #expect(values.sorted() == Array(2...9), "round \(round): the racers saw \(values.sorted())")
            let last = try await ChildProcess.run([binary, "increment", medium, folder.url.path])
            #expect(last.standardOutput == "10\n", "round \(round): \(last)")
        }
    }
}
