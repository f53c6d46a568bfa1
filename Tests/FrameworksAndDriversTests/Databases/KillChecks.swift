import Foundation
import ProcessSpawning
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What every store that keeps data must survive, checked with the `storage-torture` helper by
/// each such store's kill tests in its own folder: a process killed with SIGKILL in the middle of
/// a unit of work, and processes racing to change one record.
enum KillChecks {
    /// The `storage-torture` helper, built next to the test runner.
    static func torture() throws -> String {
        let products = try #require(
            BuildProducts.directory(containing: "storage-torture"), "storage-torture is not built: run 'swift build'")
        return products.appendingPathComponent("storage-torture").path
    }

    /// Units on `medium`, killed as a unit begins (right after the one before was kept) or as its
    /// commit begins, at a moment `attempt` picks: the next process finds the data as before or
    /// after the unit, and takes the lock.
    static func killedUnit(medium: String, attempt: Int) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let binary = try torture()
        let units = try ReportingProcess.start([binary, "units", medium, folder.url.path])
        _ = try await units.line(where: { $0 == "ready" }, describedAs: "saying ready")
        let number = attempt / 2 + 1
        let moment = attempt.isMultiple(of: 2) ? "unit \(number)" : "committing \(number + 1)"
        _ = try await units.line(where: { $0 == moment }, describedAs: "saying '\(moment)'")
        #expect(await units.stop(signal: SIGKILL) == 128 + SIGKILL, "the unit writer ended before it was killed")

        let check = try await ChildProcess.run([binary, "check", medium, folder.url.path])
        #expect(check.status == 0, "\(check)")
        let count = check.standardOutput.split(separator: " ").last.flatMap { Int($0.dropLast()) }
        #expect(check.standardOutput.hasPrefix("consistent at "), "\(check)")
        #expect((count ?? 0) >= number, "the data went back before unit \(number): \(check.standardOutput)")
    }

    /// Eight processes started at once each add one to a count in a unit of work on `medium`,
    /// three rounds: none of the additions is lost.
    static func racingIncrements(medium: String) async throws {
        for round in 0..<3 {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let binary = try torture()
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
