import Entities
import InterfaceAdapters
import UseCases

/// The league's unit of work over fake repositories, as simple as the real ones are strict (the
/// rules every fake unit of work keeps are ``FakeUnitRunner``'s): a unit whose work throws leaves
/// the teams and players as they were.
public final class FakeUnitOfWork: UnitOfWork {
    /// How a unit ended.
    public typealias Outcome = FakeUnitRunner.Outcome

    public let teams: FakeTeamRepository
    public let players: FakePlayerRepository
    private let runner = FakeUnitRunner()

    /// A unit of work over `teams` and `players` (empty fakes by default).
    public init(
        teams: FakeTeamRepository = FakeTeamRepository(), players: FakePlayerRepository = FakePlayerRepository()
    ) {
        self.teams = teams
        self.players = players
    }

    /// Failures and delays for the next units, or for every unit, before their work runs.
    public var faults: FaultInjector<RepositoryError> { runner.faults }

    /// How every unit so far ended, in order.
    public var outcomes: [Outcome] { runner.outcomes }

    public func perform<Result: Sendable, Failure: UnitOfWorkFailure>(
        _ work: @Sendable (LeagueRepositories) async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        let (teams, players) = (self.teams, self.players)
        return try await runner.run(
            saving: {
                let (teamsBefore, playersBefore) = (await teams.stored, await players.stored)
                let (highestTeam, highestPlayer) = (await teams.highestID, await players.highestID)
                return {
                    await teams.restore(teamsBefore, highestID: highestTeam)
                    await players.restore(playersBefore, highestID: highestPlayer)
                }
            }
        ) { () async throws(Failure) in
            try await work(LeagueRepositories(teams: teams, players: players))
        }
    }
}
