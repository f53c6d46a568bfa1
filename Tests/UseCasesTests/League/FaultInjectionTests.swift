import Entities
import Fakes
import Testing
import UseCases

/// What happened, in order.
private actor Log {
    private(set) var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
}

@Suite("Fakes fail and delay on demand")
struct FaultInjectionTests {
    @Test("A delayed call does not hold up the fake: a later call finishes first, whatever the load")
    func delayNext() async throws {
        let teams = FakeTeamRepository()
        // Longer than any test run: the delayed call can only finish once it is cancelled below.
        teams.faults.delayNext(by: .seconds(3600))
        let order = Log()
        let delayed = Swift.Task {
            _ = try await teams.create(try Team.Draft(city: "Boston", nickname: "Red Sox", abbreviation: "BOS"))
            await order.add("delayed create")
        }
        // Wait until the delayed call is inside the fake, then call again: it must not wait.
        await teams.faults.waitUntilDelayed()
        _ = try await teams.list()
        await order.add("list")
        // Cancelling ends the delay early; the delayed call still does its work.
        delayed.cancel()
        try await delayed.value
        #expect(await order.entries == ["list", "delayed create"])
        #expect(await teams.stored.count == 1, "the delayed call still did its work")
    }

    @Test("Failures queue in order, failAlways lasts until reset, and reset clears delays too")
    func failures() async throws {
        let players = FakePlayerRepository()
        players.faults.failNext(with: .unavailable("first"))
        players.faults.failNext(with: .corrupt("second"))
        await #expect(throws: RepositoryError.unavailable("first")) { try await players.list() }
        await #expect(throws: RepositoryError.corrupt("second")) { try await players.list() }
        #expect(try await players.list().isEmpty)

        players.faults.failAlways(with: .unavailable("down"))
        players.faults.delayAlways(by: .milliseconds(1))
        for _ in 0..<3 { await #expect(throws: RepositoryError.unavailable("down")) { try await players.list() } }
        players.faults.reset()
        #expect(try await players.list().isEmpty)
    }
}
