/// The league app's router: every route to its controller.
public struct LeagueRouter: Router {
    private let teams: TeamsController
    private let players: PlayersController
    private let users: UsersController
    private let session: SessionController

    public init(teams: TeamsController, players: PlayersController, users: UsersController, session: SessionController)
    {
        self.teams = teams
        self.players = players
        self.users = users
        self.session = session
    }

    public func navigate(to route: Route) async -> ControllerOutcome {
        switch route {
        case .registerTeam(let abbreviation, let city, let nickname):
            await teams.register(abbreviation: abbreviation, city: city, nickname: nickname)
        case .teams:
            await teams.list()
        case .signPlayer(let firstName, let lastName, let number, let position, let team):
            await players.sign(firstName: firstName, lastName: lastName, number: number, position: position, team: team)
        case .releasePlayer(let id):
            await players.release(playerID: id)
        case .transferPlayer(let id, let team):
            await players.transfer(playerID: id, toTeam: team)
        case .roster(let team):
            await players.roster(team: team)
        case .users(let source):
            await users.list(source: source)
        case .logIn(let email, let server):
            await session.logIn(email: email, server: server)
        case .currentUser(let server):
            await session.showCurrentUser(server: server)
        case .logOut(let server):
            await session.logOut(server: server)
        }
    }
}
