import Fakes
import UseCases

/// A league unit of work whose units run side by side, on one pair of fake repositories: enough
/// for a screen's test, where only the order of two reads matters, and a read held in a
/// repository (its `faults.holdNext()`) lets a newer load run past it.
struct OverlappingLeagueUnits: UnitOfWork {
    let teams: FakeTeamRepository
    let players: FakePlayerRepository

    func perform<Result: Sendable, Failure: UnitOfWorkFailure>(
        _ work: @Sendable (LeagueRepositories) async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        try await work(LeagueRepositories(teams: teams, players: players))
    }
}
