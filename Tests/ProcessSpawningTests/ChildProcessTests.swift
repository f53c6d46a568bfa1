import Foundation
import ProcessSpawning
import Testing

@Suite("ChildProcess: statuses, output, input, and nothing inherited by accident")
struct ChildProcessTests {
    @Test("A run reports the status and both outputs, waiting on a thread of its own")
    func run() async throws {
        let outcome = try await ChildProcess.run(["/bin/sh", "-c", "echo out; echo err >&2; exit 3"])
        #expect(outcome.status == 3)
        #expect(outcome.standardOutput == "out\n")
        #expect(outcome.standardError == "err\n")
    }

    @Test("Text input is read as standard input, then end of file")
    func textInput() async throws {
        let outcome = try await ChildProcess.run(["/bin/cat"], input: .text("engine\nsecond line\n"))
        #expect(outcome.standardOutput == "engine\nsecond line\n")
    }

    @Test("A program that cannot be started is an error, not an empty outcome")
    func cannotStart() async {
        await #expect(throws: ChildProcess.SpawnError.self) {
            try await ChildProcess.run(["/nonexistent/program"])
        }
    }

    @Test("A process killed by a signal reports 128 + the signal")
    func killed() async throws {
        let held = try StartGate()  // shut until the end of the test: cat waits on it
        let process = try ReportingProcess.start(["/bin/sh", "-c", "echo ready; exec cat"], input: .gate(held))
        _ = try await process.line(where: { $0 == "ready" }, describedAs: "saying ready")
        #expect(await process.stop(signal: SIGKILL) == 128 + SIGKILL)
        held.open()
    }

    @Test(
        "killTree leaves nothing running, even under a process that starts others as fast as it can",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
    func killTreeLeavesNoOrphan() async throws {
        // Every child a `sleep` this test alone runs (a duration no other process picks), started
        // in a loop that never pauses: a child started between the look at the tree and the signal
        // would outlive it, orphaned.
        let marker = "\(Int.random(in: 100_000...999_999)).5"
        let spawner = try ReportingProcess.start([
            "/bin/sh", "-c", "i=0; while :; do sleep \(marker) & i=$((i + 1)); [ $i = 20 ] && echo started; done",
        ])
        _ = try await spawner.line(where: { $0 == "started" }, describedAs: "starting its first children")
        spawner.child.killTree()
        #expect(await spawner.child.exitStatus() == 128 + SIGKILL)
        let left = try await Self.sleeping(marker, looks: 1)
        #expect(left.isEmpty, "\(left.count) children outlived the kill")
    }

    @Test(
        "killTree with SIGTERM: the frozen tree runs again to take it, and every process ends",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/stat")))
    func killTreeTerminates() async throws {
        let marker = "\(Int.random(in: 100_000...999_999)).25"
        let parent = try ReportingProcess.start([
            "/bin/sh", "-c", "sleep \(marker) & sleep \(marker) & echo started; wait",
        ])
        _ = try await parent.line(where: { $0 == "started" }, describedAs: "starting its children")
        parent.child.killTree(signal: SIGTERM)
        let state = try await ChildProcess.run(["ps", "-o", "stat=", "-p", "\(parent.child.pid)"])
        if state.standardOutput.hasPrefix("T") {
            Issue.record("the shell was left stopped, SIGTERM pending")
            kill(parent.child.pid, SIGKILL)
        }
        #expect(await parent.child.exitStatus() == 128 + SIGTERM)
        // The children are init's once the shell is gone; each ends as SIGTERM reaches it, which
        // is as soon as it runs again (a stopped one would hold the signal for ever).
        let left = try await Self.sleeping(marker, looks: 200)
        #expect(left.isEmpty, "still there: \(left)")
    }

    /// The living `sleep MARKER` processes (`ps` lines), looked for up to `looks` times until there
    /// is none; those found at the last look are killed, so that a failing test leaves nothing.
    private static func sleeping(_ marker: String, looks: Int) async throws -> [Substring] {
        var left: [Substring] = []
        for _ in 0..<looks {
            let listed = try await ChildProcess.run(["ps", "-A", "-o", "stat=", "-o", "args="])
            try #require(listed.status == 0, "\(listed)")
            left = listed.standardOutput.split(separator: "\n").filter { line in
                !line.drop { $0 == " " }.hasPrefix("Z") && line.hasSuffix("sleep \(marker)")
            }
            if left.isEmpty { break }
        }
        if !left.isEmpty { _ = try? await ChildProcess.run(["pkill", "-KILL", "-f", "^sleep \(marker)$"]) }
        return left
    }

    @Test(
        "A child inherits standard input, output and error only, not the parent's other descriptors",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self/fd")))
    func noStrayDescriptors() async throws {
        // A descriptor open without close-on-exec, as a library might leave one.
        let stray = open("/dev/null", O_RDONLY)
        try #require(stray >= 0)
        defer { close(stray) }
        let outcome = try await ChildProcess.run(["/bin/sh", "-c", "ls /proc/$$/fd"])
        let descriptors = Set(outcome.standardOutput.split(separator: "\n").compactMap { Int32($0) })
        #expect(descriptors.isSuperset(of: [0, 1, 2]), "\(outcome)")
        #expect(!descriptors.contains(stray), "the child inherited descriptor \(stray): \(descriptors.sorted())")
    }
}
