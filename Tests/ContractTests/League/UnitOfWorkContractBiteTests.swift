import Contracts
import Fakes
import Testing
import UseCases

/// A unit of work that does neither of its jobs: units do not take turns, and a failed unit's
/// writes stay.
struct CarelessUnitOfWork: UnitOfWork {
    let teams = FakeTeamRepository()
    let players = FakePlayerRepository()

    func perform<Result: Sendable, Failure: UnitOfWorkFailure>(
        _ work: @Sendable (LeagueRepositories) async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        try await work(LeagueRepositories(teams: teams, players: players))
    }
}

@Suite("The UnitOfWork contract bites")
struct UnitOfWorkContractBiteTests {
    @Test("A unit of work that neither serialises nor rolls back fails exactly the checks of those jobs")
    func careless() async {
        let careless = Implementation<UnitOfWorkContract<TeamUnitOfWorkProbe>.Subject>("CarelessUnitOfWork") { _ in
            CarelessUnitOfWork()
        }
        let broken = DurabilityContractsBiteTests.reasons(
            await UnitOfWorkContract<TeamUnitOfWorkProbe>.contract.violations(on: careless))
        #expect(
            broken.keys.sorted() == [
                "a finished unit's writes are kept when the storage is opened again, even after a power cut then; a failed unit's are not",
                "a unit asked for inside another fails at once as .nestedUnit, instead of waiting for itself",
                "a unit whose work throws keeps none of its writes, and its error comes out unchanged",
                "racing units take turns: 24 read-then-write units lose no update",
            ])
        #expect(broken.values.contains { $0.hasPrefix("after the failed unit:") }, "\(broken)")
        #expect(broken.values.contains { $0.hasPrefix("opened again, the storage holds ") }, "\(broken)")
        #expect(broken.values.contains { $0.hasPrefix("after 24 increments the count is ") }, "\(broken)")
    }
}
