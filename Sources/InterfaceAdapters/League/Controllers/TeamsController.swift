import UseCases

/// Turns team commands into use-case requests and their results into what the view shows.
public struct TeamsController: Sendable {
    private let registerTeam: RegisterTeam
    private let listTeams: ListTeams
    private let view: any LeagueView

    public init(registerTeam: RegisterTeam, listTeams: ListTeams, view: any LeagueView) {
        self.registerTeam = registerTeam
        self.listTeams = listTeams
        self.view = view
    }

    public func register(abbreviation: String, city: String, nickname: String) async -> ControllerOutcome {
        await showingErrors(on: view, presentedBy: ErrorPresenter.present) { () async throws(LeagueError) in
            let team = try await registerTeam.execute(.init(abbreviation: abbreviation, city: city, nickname: nickname))
            await view.display(TeamPresenter.registered(team))
        }
    }

    public func list() async -> ControllerOutcome {
        await showingErrors(on: view, presentedBy: ErrorPresenter.present) { () async throws(LeagueError) in
            await view.display(TeamPresenter.list(try await listTeams.execute()))
        }
    }
}
