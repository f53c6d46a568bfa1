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
    /// Package A edited as ``UpdateTests`` edits it, and what a whole update makes of it: its files
    /// and what git says of them.
    static func packages(
        in scratch: TemporaryFolder
    ) async throws -> (package: URL, after: [String: Data], afterIndex: [String]) {
        let package = try await UpdateTests.editedPackage(in: scratch)
        let copy = scratch.url.appendingPathComponent("whole")
        let copied = try await ChildProcess.run(["cp", "-a", package.path, copy.path])
        try #require(copied.status == 0, "\(copied)")
        let whole = await UpdateFixture.update(copy)
        try #require(whole.status == 1, "\(whole)")
        return (package, UpdateFixture.snapshot(copy), try await git(copy))
    }

    /// A stopped update: its process, and its checkpoints' count, files and deletions.
    struct Stopped {
        let process: ReportingProcess
        let checkpoints: Int
        let files: Int
        let deletions: Int
    }

    /// Starts `update` on `package`, stopping at `checkpoint`; returns once it has stopped there.
    static func stopped(_ package: URL, at checkpoint: Int, gate: StartGate) async throws -> Stopped {
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
        // "… stopped at checkpoint N of M (F files, D deletions)"
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        return Stopped(process: process, checkpoints: numbers[1], files: numbers[2], deletions: numbers[3])
    }

    /// What git says of `package`: its status and its index.
    static func git(_ package: URL) async throws -> [String] {
        [
            try await UpdateFixture.git(["status", "--porcelain"], in: package),
            try await UpdateFixture.git(["ls-files", "--stage"], in: package),
        ]
    }

    @Test("Killed at every kind of step: the next run takes it back, or finishes it past the lock; one run at a time")
    func killed() async throws {
        let scratch = try TemporaryFolder(prefix: "update-kill")
        defer { scratch.remove() }
        let (package, after, afterIndex) = try await Self.packages(in: scratch)
        let before = UpdateFixture.snapshot(package)
        let index = try await Self.git(package)
        let gate = try StartGate()  // never opened: a stopped update waits on it until it is killed
        defer { gate.open() }
        let first = try await Self.stopped(package, at: 0, gate: gate)
        // While it works, no other run may touch the package, not even to check it.
        let meanwhile = await UpdateFixture.update(package, ["--check"])
        #expect(
            meanwhile.status == 2 && meanwhile.errors.contains("another clean-architecture is working on"),
            "\(meanwhile)")
        #expect(await first.process.stop(signal: SIGKILL) == 128 + SIGKILL)
        let (files, deletions) = (first.files, first.deletions)
        #expect(files > 3 && deletions > 1, "the fixture has new folders' files and deletions")
        // Before the first file, amid the deletions (every file written), between the base's two
        // renames, before the lock, after the lock.
        let points = [0, files + deletions / 2, files + deletions + 1, files + deletions + 2, files + deletions + 3]
        #expect(points.last == first.checkpoints - 1)
        for checkpoint in points {
            if checkpoint > 0 {
                let stopped = try await Self.stopped(package, at: checkpoint, gate: gate)
                #expect(await stopped.process.stop(signal: SIGKILL) == 128 + SIGKILL)
            }
            let left = try FileManager.default.contentsOfDirectory(
                atPath: package.appendingPathComponent(TemplateLock.folder).path)
            #expect(left.contains { $0.hasPrefix(".update-") }, "the killed run left no journal at \(checkpoint)")
            // What the next run does first.
            var said = ""
            try CleanArchitectureCommand.recoverInterruptedUpdate(in: package) { said += $0 }
            let pastLock = checkpoint == points.last
            #expect(
                said.contains(
                    pastLock
                        ? "had put its lock in place: it stands; 'git status' shows its changes; its conflicts are marked unmerged\n"
                        : "was taken back: the package is as it was"),
                "\(checkpoint): \(said)")
            let now = UpdateFixture.snapshot(package)
            if pastLock {
                #expect(now == after, "killed after its lock, the update must stand whole")
                #expect(
                    try await Self.git(package) == afterIndex,
                    "killed after its lock, git's index must list the conflicts as the whole update does")
            } else {
                #expect(
                    now == before,
                    "killed at checkpoint \(checkpoint), the package changed: \(Set(now.keys).symmetricDifference(before.keys).sorted())"
                )
                #expect(try await Self.git(package) == index, "killed at checkpoint \(checkpoint), git's index changed")
            }
        }
    }

    @Test(
        "A run killed past its lock that left no readable record of its conflicts: finished, saying why they are not marked"
    )
    func finishedWithoutRecord() throws {
        let scratch = try TemporaryFolder(prefix: "update-kill")
        defer { scratch.remove() }
        // What a run killed past its lock leaves: the staging folder without its lock, and here
        // without the record of its conflicts either.
        let staging = scratch.url.appendingPathComponent(
            TemplateLock.folder + "/" + UpdateApplier.stagingPrefix + "test")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try Data().write(to: staging.appendingPathComponent("journal"))
        var said = ""
        try CleanArchitectureCommand.recoverInterruptedUpdate(in: scratch.url) { said += $0 }
        #expect(
            said.hasPrefix(
                "clean-architecture: an interrupted update (\(staging.path)) had put its lock in place: it stands; 'git status' shows its changes; its conflicts are not marked unmerged: cannot read its record of them, \(staging.path)/unmerged.json: "
            ), "\(said)")
        #expect(!FileManager.default.fileExists(atPath: staging.path), "the finished run's leftovers are gone")
    }

    @Test("SIGINT or SIGTERM mid-way: taken back at once, exit 130 or 143")
    func interrupted() async throws {
        let scratch = try TemporaryFolder(prefix: "update-kill")
        defer { scratch.remove() }
        let package = try await UpdateTests.editedPackage(in: scratch)
        let before = UpdateFixture.snapshot(package)
        let index = try await Self.git(package)
        for (signal, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
            let gate = try StartGate()
            let stopped = try await Self.stopped(package, at: 4, gate: gate)
            #expect(stopped.checkpoints > 5)
            kill(stopped.process.child.pid, signal)
            // Signals arrive on a queue of their own: the kill point says when this one is noted.
            _ = try await stopped.process.line(
                where: { $0 == "clean-architecture: signal \(signal) noted" }, describedAs: "noting signal \(signal)")
            gate.open()  // the checkpoint goes on, finds the signal, and takes back
            stopped.process.discardRemainingOutput()
            let ended = await stopped.process.child.exitStatus()
            #expect(ended == status, "\(stopped.process.standardError)")
            #expect(
                stopped.process.standardError.contains("interrupted: the update was taken back"),
                "\(stopped.process.standardError)")
            #expect(UpdateFixture.snapshot(package) == before)
            #expect(try await Self.git(package) == index)
        }
    }
}
