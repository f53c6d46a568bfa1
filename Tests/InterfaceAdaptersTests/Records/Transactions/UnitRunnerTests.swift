import InterfaceAdapters
import Testing

/// What every medium and fake relies on `UnitRunner` for, each step observed through the medium's
/// own three closures.
@Suite("UnitRunner: one way to run a unit for every medium")
struct UnitRunnerTests {
    /// What the closures saw, in order.
    actor Journal {
        var steps: [String] = []
        func note(_ step: String) { steps.append(step) }
    }

    struct Refused: Error, Equatable {}

    /// Runs one unit whose steps are noted in `journal`.
    static func unit(
        on runner: UnitRunner, _ journal: Journal, failingBegin: Bool = false, failingCommit: Bool = false,
        work: @escaping @Sendable () async throws(Refused) -> Int = { 7 }
    ) async throws(TransactionError<Refused>) -> Int {
        try await runner.run { () async throws(RecordStoreError) -> Int in
            await journal.note("begin")
            if failingBegin { throw .unavailable("locked") }
            return 1
        } work: { (unit: Int) async throws(Refused) -> Int in
            await journal.note("work \(unit)")
            return try await work()
        } commit: { (unit: Int) async throws(RecordStoreError) in
            await journal.note("commit \(unit)")
            if failingCommit { throw .unavailable("disk full") }
        } rollBack: { (unit: Int) async in
            await journal.note("roll back \(unit)")
        }
    }

    @Test("Work that returns is committed; work that throws is rolled back and its error comes out")
    func commitsOrRollsBack() async throws {
        let runner = UnitRunner()
        let kept = Journal()
        #expect(try await Self.unit(on: runner, kept) == 7)
        #expect(await kept.steps == ["begin", "work 1", "commit 1"])

        let undone = Journal()
        await #expect(throws: TransactionError<Refused>.self) {
            _ = try await Self.unit(on: runner, undone) { () async throws(Refused) -> Int in throw Refused() }
        }
        #expect(await undone.steps == ["begin", "work 1", "roll back 1"])
    }

    @Test("A unit that cannot begin, or whose commit fails, is a storage failure; the work never runs without a begin")
    func storageFailures() async throws {
        let runner = UnitRunner()
        let unbegun = Journal()
        do throws(TransactionError<Refused>) {
            _ = try await Self.unit(on: runner, unbegun, failingBegin: true)
            Issue.record("a unit that could not begin ran")
        } catch {
            guard case .storage(.unavailable("locked")) = error else { throw error }
        }
        #expect(await unbegun.steps == ["begin"])

        let uncommitted = Journal()
        do throws(TransactionError<Refused>) {
            _ = try await Self.unit(on: runner, uncommitted, failingCommit: true)
            Issue.record("a unit whose commit failed succeeded")
        } catch {
            guard case .storage(.unavailable("disk full")) = error else { throw error }
        }
        #expect(await uncommitted.steps == ["begin", "work 1", "commit 1"])
    }

    @Test("A unit inside another of the same runner is refused as .nested before it begins; another runner's is not")
    func nested() async throws {
        let runner = UnitRunner()
        let other = UnitRunner()
        let outer = Journal()
        let inner = Journal()
        let elsewhere = Journal()
        let result = try await Self.unit(on: runner, outer) { () async throws(Refused) -> Int in
            #expect(runner.isInsideUnit && !other.isInsideUnit)
            do throws(TransactionError<Refused>) {
                _ = try await Self.unit(on: runner, inner)
                Issue.record("a nested unit ran")
            } catch {
                guard case .nested = error else {
                    Issue.record("a nested unit gave \(error)")
                    return 0
                }
            }
            return (try? await Self.unit(on: other, elsewhere)) ?? 0
        }
        #expect(result == 7)
        #expect(await inner.steps.isEmpty)
        #expect(await elsewhere.steps == ["begin", "work 1", "commit 1"])
        #expect(!runner.isInsideUnit)
    }

    @Test("Units and standalone operations take turns: none starts while a unit is in progress")
    func turns() async throws {
        let runner = UnitRunner()
        let journal = Journal()
        let (entered, enter) = AsyncStream.makeStream(of: Void.self)
        let (released, release) = AsyncStream.makeStream(of: Void.self)
        let first = Task {
            try await Self.unit(on: runner, journal) { () async throws(Refused) -> Int in
                enter.yield()
                for await _ in released { break }
                return 1
            }
        }
        for await _ in entered { break }
        // Asked for while the first unit holds its turn: both must wait for it.
        let second = Task {
            await journal.note("second asks")
            return try await Self.unit(on: runner, journal)
        }
        let standalone = Task {
            await journal.note("standalone asks")
            await runner.takingTurn { await journal.note("standalone") }
        }
        // Ready when both have asked; then give them every chance to run before the first ends.
        while await journal.steps.count < 4 { await Task.yield() }
        for _ in 0..<100 { await Task.yield() }
        #expect(Set(await journal.steps) == ["begin", "work 1", "second asks", "standalone asks"])
        release.yield()
        #expect(try await first.value == 1)
        #expect(try await second.value == 7)
        await standalone.value
        let steps = await journal.steps
        let firstCommit = try #require(steps.firstIndex(of: "commit 1"))
        #expect(
            steps.lastIndex(of: "begin")! > firstCommit && steps.firstIndex(of: "standalone")! > firstCommit, "\(steps)"
        )
        #expect(steps.count == 9, "\(steps)")
    }
}
