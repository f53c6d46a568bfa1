import Entities
import UseCases

/// Turns player and roster commands into use-case requests and their results into what the view
/// shows.
public struct PlayersController: Sendable {
    private let signPlayer: SignPlayer
    private let releasePlayer: ReleasePlayer
    private let transferPlayer: TransferPlayer
    private let getRoster: GetRoster
    private let view: any LeagueView

    public init(teams: any TeamRepository, players: any PlayerRepository, view: any LeagueView) {
        signPlayer = SignPlayer(teams: teams, players: players)
        releasePlayer = ReleasePlayer(teams: teams, players: players)
        transferPlayer = TransferPlayer(teams: teams, players: players)
        getRoster = GetRoster(teams: teams, players: players)
        self.view = view
    }

    public func sign(
        firstName: String, lastName: String, number: Int, position: String, team: String
    ) async -> ControllerOutcome {
        await run(view) { () async throws(LeagueError) in
            let request = SignPlayer.Request(
                firstName: firstName, lastName: lastName, number: number, position: position, teamAbbreviation: team)
            await view.display(RosterPresenter.signed(try await signPlayer.execute(request)))
        }
    }

    public func release(playerID: Int) async -> ControllerOutcome {
        await run(view) { () async throws(LeagueError) in
            await view.display(RosterPresenter.released(try await releasePlayer.execute(playerID: Player.ID(playerID))))
        }
    }

    public func transfer(playerID: Int, toTeam team: String) async -> ControllerOutcome {
        await run(view) { () async throws(LeagueError) in
            let result = try await transferPlayer.execute(playerID: Player.ID(playerID), toTeam: team)
            await view.display(RosterPresenter.transferred(result))
        }
    }

    public func roster(team: String) async -> ControllerOutcome {
        await run(view) { () async throws(LeagueError) in
            let entries = try await getRoster.execute(teamAbbreviation: team)
            await view.display(RosterPresenter.roster(entries, of: team))
        }
    }
}
