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

    public init(
        signPlayer: SignPlayer, releasePlayer: ReleasePlayer, transferPlayer: TransferPlayer, getRoster: GetRoster,
        view: any LeagueView
    ) {
        self.signPlayer = signPlayer
        self.releasePlayer = releasePlayer
        self.transferPlayer = transferPlayer
        self.getRoster = getRoster
        self.view = view
    }

    public func sign(
        firstName: String, lastName: String, number: Int, position: String, team: String
    ) async -> ControllerOutcome {
        await showingErrors(on: view, presentedBy: ErrorPresenter.present) { () async throws(LeagueError) in
            let request = SignPlayer.Request(
                firstName: firstName, lastName: lastName, number: number, position: position, teamAbbreviation: team)
            await view.display(RosterPresenter.signed(try await signPlayer.execute(request)))
        }
    }

    public func release(playerID: Int) async -> ControllerOutcome {
        await showingErrors(on: view, presentedBy: ErrorPresenter.present) { () async throws(LeagueError) in
            await view.display(RosterPresenter.released(try await releasePlayer.execute(playerID: Player.ID(playerID))))
        }
    }

    public func transfer(playerID: Int, toTeam team: String) async -> ControllerOutcome {
        await showingErrors(on: view, presentedBy: ErrorPresenter.present) { () async throws(LeagueError) in
            let result = try await transferPlayer.execute(playerID: Player.ID(playerID), toTeam: team)
            await view.display(RosterPresenter.transferred(result))
        }
    }

    public func roster(team: String) async -> ControllerOutcome {
        await showingErrors(on: view, presentedBy: ErrorPresenter.present) { () async throws(LeagueError) in
            let entries = try await getRoster.execute(teamAbbreviation: team)
            await view.display(RosterPresenter.roster(entries, of: team))
        }
    }
}
