import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An update stopped at each of its checkpoints (`$CLEAN_ARCHITECTURE_STOP_AFTER`), then killed
/// outright or interrupted: the package is exactly as before, or, once the lock is in place,
/// exactly as after.
@Suite("An interrupted update leaves the package as it was, or, past its lock, as the update left it", .serialized)
struct UpdateInterruptionTests {
    /// Package A edited as ``UpdateTests`` edits it, and what a whole update makes of it.
    static func packages(in scratch: TemporaryFolder) async throws -> (package: URL, after: [String: Data]) {
        let package = try await UpdateTests.editedPackage(in: scratch)
        let copy = scratch.url.appendingPathComponent("whole")
        let copied = try await ChildProcess.run(["cp", "-a", package.path, copy.path])
        try #require(copied.status == 0, "\(copied)")
        let whole = await UpdateFixture.update(copy)
        try #require(whole.status == 1, "\(whole)")
        return (package, UpdateFixture.snapshot(copy))
    }

    /// Starts `update` on `package`, stopping at `checkpoint`; returns the running process once it
    /// has stopped there, and how many checkpoints the update has.
    static func stopped(_ package: URL, at checkpoint: Int, gate: StartGate) async throws -> (ReportingProcess, Int) {
        var environment = ProcessInfo.processInfo.environment
        environment["CLEAN_ARCHITECTURE_KIT"] = nil
        environment["CLEAN_ARCHITECTURE_STOP_AFTER"] = "\(checkpoint)"
        let process = try ReportingProcess.start(
            [
                try GeneratedPackage.tool("clean-architecture"), "update", "--package-path", package.path, "--kit-path",
                UpdateFixture.kitB.path,
            ], environment: environment, input: .gate(gate))
        let line = try await process.line(
            where: { $0.hasPrefix("clean-architecture: stopped at checkpoint \(checkpoint) of ") },
            describedAs: "stopping at checkpoint \(checkpoint)")
        return (process, Int(line.split(separator: " ").last!)!)
    }

    @Test("Killed at any checkpoint: the next run takes it back, or finishes it past the lock")
    func killed() async throws {
        let scratch = try TemporaryFolder(prefix: "update-kill")
        defer { scratch.remove() }
        let (package, after) = try await Self.packages(in: scratch)
        let before = UpdateFixture.snapshot(package)
        let gate = try StartGate()  // never opened: the stopped update waits on it until it is killed
        defer { gate.open() }
        // Before the first file, amid the files, before the lock (the base swapped), after the lock.
        let (first, count) = try await Self.stopped(package, at: 0, gate: gate)
        #expect(await first.stop(signal: SIGKILL) == 128 + SIGKILL)
        for checkpoint in [0, count / 2, count - 2, count - 1] {
            if checkpoint > 0 {
                let (process, _) = try await Self.stopped(package, at: checkpoint, gate: gate)
                #expect(await process.stop(signal: SIGKILL) == 128 + SIGKILL)
            }
            let left = try FileManager.default.contentsOfDirectory(
                atPath: package.appendingPathComponent(TemplateLock.folder).path)
            #expect(left.contains { $0.hasPrefix(".update-") }, "the killed run left no journal at \(checkpoint)")
            // The next run (a check, which writes nothing of its own) recovers first.
            let check = await UpdateFixture.update(package, ["--check"])
            let pastLock = checkpoint == count - 1
            #expect(
                check.errors.contains(
                    pastLock ? "had put its lock in place: it stands" : "was taken back: the package is as it was"),
                "\(checkpoint): \(check)")
            let now = UpdateFixture.snapshot(package)
            if pastLock {
                #expect(now == after, "killed after its lock, the update must stand whole")
            } else {
                #expect(
                    now == before,
                    "killed at checkpoint \(checkpoint) of \(count), the package changed: \(Set(now.keys).symmetricDifference(before.keys).sorted())"
                )
            }
        }
    }

    @Test("SIGINT or SIGTERM mid-way: taken back at once, exit 130 or 143")
    func interrupted() async throws {
        let scratch = try TemporaryFolder(prefix: "update-kill")
        defer { scratch.remove() }
        let (package, _) = try await Self.packages(in: scratch)
        let before = UpdateFixture.snapshot(package)
        for (signal, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
            let gate = try StartGate()
            let (process, count) = try await Self.stopped(package, at: 4, gate: gate)
            #expect(count > 5)
            kill(process.child.pid, signal)
            gate.open()  // the checkpoint goes on, finds the signal, and takes back
            process.discardRemainingOutput()
            let ended = await process.child.exitStatus()
            #expect(ended == status, "\(process.standardError)")
            #expect(
                process.standardError.contains("interrupted: the update was taken back"), "\(process.standardError)")
            #expect(UpdateFixture.snapshot(package) == before)
        }
    }
}
