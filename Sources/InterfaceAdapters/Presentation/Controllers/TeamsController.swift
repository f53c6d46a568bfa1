import UseCases

/// Turns team commands into use-case requests and their results into what the view shows.
public struct TeamsController: Sendable {
    private let registerTeam: RegisterTeam
    private let listTeams: ListTeams
    private let view: any LeagueView

    public init(teams: any TeamRepository, view: any LeagueView) {
        registerTeam = RegisterTeam(teams: teams)
        listTeams = ListTeams(teams: teams)
        self.view = view
    }

    public func register(abbreviation: String, city: String, nickname: String) async -> ControllerOutcome {
        await run(view) { () async throws(LeagueError) in
            let team = try await registerTeam.execute(.init(abbreviation: abbreviation, city: city, nickname: nickname))
            await view.display(TeamPresenter.registered(team))
        }
    }

    public func list() async -> ControllerOutcome {
        await run(view) { () async throws(LeagueError) in
            await view.display(TeamPresenter.list(try await listTeams.execute()))
        }
    }
}

/// Runs a controller action, showing a league error on `view` instead of throwing it.
func run(_ view: any ErrorView, _ action: () async throws(LeagueError) -> Void) async -> ControllerOutcome {
    do {
        try await action()
        return .succeeded
    } catch {
        let model = ErrorPresenter.present(error)
        await view.display(model)
        return .failed(model.kind)
    }
}
