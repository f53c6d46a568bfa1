import Foundation
import Locking
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An update stopped at its checkpoints through the applier's seam, in process: the package
/// copied at a checkpoint is what a run killed there leaves (SIGKILL, a power cut), and a signal
/// noted at one is a SIGINT or SIGTERM that came mid-way (the handlers' own path, from a real
/// signal to the exit status, is ``FailureTests``'). After a kill the next run takes the update
/// back, or, once the lock is in place, finishes it.
@Suite("An interrupted update leaves the package as it was, or, past its lock, as the update left it", .serialized)
struct UpdateInterruptionTests {
    /// What git says of `package`: its status and its index.
    static func git(_ package: URL) async throws -> [String] {
        [
            try await UpdateFixture.git(["status", "--porcelain"], in: package),
            try await UpdateFixture.git(["ls-files", "--stage"], in: package),
        ]
    }

    /// The checkpoints of an update of `files` files and `deletions` deletions that are each a kind
    /// of step: before the first file, amid the deletions (every file written), between the base's
    /// two renames, before the lock, after the lock.
    static func points(files: Int, deletions: Int) -> [Int] {
        [0, files + deletions / 2, files + deletions + 1, files + deletions + 2, files + deletions + 3]
    }

    @Test("Killed at every kind of step: the next run takes it back, or finishes it past the lock; one run at a time")
    func killed() async throws {
        let scratch = try TemporaryFolder(prefix: "update-kill")
        defer { scratch.remove() }
        let package = try await UpdateTests.editedPackage(in: scratch)
        let before = UpdateFixture.snapshot(package)
        let index = try await Self.git(package)
        // One run, copied at the checkpoints below: each copy is the package a kill there leaves.
        let seen = Locked<(counts: (checkpoints: Int, files: Int, deletions: Int)?, meanwhile: TemplateRun?)>(
            (nil, nil))
        let kit = UpdateFixture.kitB.path
        let run = await runTemplate(["update", "--kit-path", kit], in: package) { number, total, files, deletions in
            guard Self.points(files: files, deletions: deletions).contains(number) else { return }
            // As it is on disk now (this thread is the run's own, not a cooperative one).
            let copy = scratch.url.appendingPathComponent("killed-\(number)")
            let copied = try ChildProcess.run(["cp", "-a", package.path, copy.path])
            guard copied.status == 0 else { throw GenerationError("cannot copy the package: \(copied)") }
            guard number == 0 else { return }
            // While it works, no other run may touch the package, not even to check it.
            var output = ""
            var errors = ""
            let status = CleanArchitectureCommand.run(
                ["update", "--check", "--kit-path", kit], currentDirectory: package.path, environment: [:],
                output: { output += $0 }, errors: { errors += $0 })
            seen.withLock {
                $0 = ((total, files, deletions), TemplateRun(status: status, output: output, errors: errors))
            }
        }
        #expect(run.status == 1, "the whole update, with its conflicts: \(run)")
        let after = UpdateFixture.snapshot(package)
        let afterIndex = try await Self.git(package)
        let (counts, meanwhile) = seen.withLock { $0 }
        #expect(
            meanwhile?.status == 2 && meanwhile?.errors.contains("another clean-architecture is working on") == true,
            "\(String(describing: meanwhile))")
        let (checkpoints, files, deletions) = try #require(counts)
        #expect(files > 3 && deletions > 1, "the fixture has new folders' files and deletions")
        let points = Self.points(files: files, deletions: deletions)
        #expect(points.last == checkpoints - 1)
        for checkpoint in points {
            let killed = scratch.url.appendingPathComponent("killed-\(checkpoint)")
            let left = try FileManager.default.contentsOfDirectory(
                atPath: killed.appendingPathComponent(TemplateLock.folder).path)
            #expect(left.contains { $0.hasPrefix(".update-") }, "the killed run left no journal at \(checkpoint)")
            // What the next run does first.
            var said = ""
            try CleanArchitectureCommand.recoverInterruptedUpdate(in: killed.path) { said += $0 }
            let pastLock = checkpoint == points.last
            #expect(
                said.contains(
                    pastLock
                        ? "had put its lock in place: it stands; 'git status' shows its changes; its conflicts are marked unmerged\n"
                        : "was taken back: the package is as it was"),
                "\(checkpoint): \(said)")
            let now = UpdateFixture.snapshot(killed)
            if pastLock {
                #expect(now == after, "killed after its lock, the update must stand whole")
                #expect(
                    try await Self.git(killed) == afterIndex,
                    "killed after its lock, git's index must list the conflicts as the whole update does")
            } else {
                #expect(
                    now == before,
                    "killed at checkpoint \(checkpoint), the package changed: \(Set(now.keys).symmetricDifference(before.keys).sorted())"
                )
                #expect(try await Self.git(killed) == index, "killed at checkpoint \(checkpoint), git's index changed")
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
        try CleanArchitectureCommand.recoverInterruptedUpdate(in: scratch.path) { said += $0 }
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
            let noted = Locked<Bool?>(nil)
            let run = await runTemplate(["update", "--kit-path", UpdateFixture.kitB.path], in: package, alone: true) {
                number, total, _, _ in
                guard number == 4 else { return }
                #expect(total > 5)
                // What the signal's handler does while the update holds signals.
                noted.withLock { $0 = Interruption.shared.noteIfHeld(signal) }
            }
            #expect(noted.withLock { $0 } == true, "signals are held while the update writes")
            #expect(run.status == status, "\(run)")
            #expect(run.errors.contains("interrupted: the update was taken back"), "\(run)")
            #expect(UpdateFixture.snapshot(package) == before)
            #expect(try await Self.git(package) == index)
        }
    }
}
