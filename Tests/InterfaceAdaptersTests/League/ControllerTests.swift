import Entities
import Fakes
import Foundation
import InterfaceAdapters
import Testing
import UseCases

@Suite("Controllers turn input into use-case requests and results into views")
struct ControllerTests {
    /// The app wired as the composition root wires it, on fakes.
    struct App {
        let league = FakeUnitOfWork()
        var teams: FakeTeamRepository { league.teams }
        let view: SpyLeagueView
        let directory: FakeUserDirectory
        let authenticator = FakeAuthenticator()
        let sessions = FakeSessionStore()
        let teamsController: TeamsController
        let playersController: PlayersController
        let usersController: UsersController
        let sessionController: SessionController

        init(directory: FakeUserDirectory = FakeUserDirectory(serving: []), password: String? = nil) {
            self.directory = directory
            let view = SpyLeagueView(password: password)
            self.view = view
            let (league, authenticator, sessions) = (league, authenticator, sessions)
            teamsController = TeamsController(
                registerTeam: RegisterTeam(league: league), listTeams: ListTeams(league: league), view: view)
            playersController = PlayersController(
                signPlayer: SignPlayer(league: league), releasePlayer: ReleasePlayer(league: league),
                transferPlayer: TransferPlayer(league: league), getRoster: GetRoster(league: league), view: view)
            usersController = UsersController(listUsers: { _ in ListUsers(directory: directory) }, view: view)
            sessionController = SessionController(
                interactors: { _ in
                    SessionController.Interactors(
                        logIn: LogIn(authenticator: authenticator, sessions: sessions),
                        currentUser: LoadCurrentUser(authenticator: authenticator, sessions: sessions),
                        logOut: LogOut(authenticator: authenticator, sessions: sessions))
                }, view: view)
        }
    }

    @Test("Each command reaches its use case and the view shows the result")
    func routes() async throws {
        let app = App()
        #expect(
            await app.teamsController.register(abbreviation: "BOS", city: "Boston", nickname: "Red Sox")
                == .succeeded)
        #expect(
            await app.teamsController.register(abbreviation: "NYY", city: "New York", nickname: "Yankees")
                == .succeeded)
        #expect(await app.teamsController.list() == .succeeded)
        #expect(
            await app.playersController.sign(
                firstName: "David", lastName: "Ortiz", number: 34, position: "Designated Hitter", team: "BOS")
                == .succeeded)
        #expect(await app.playersController.transfer(playerID: 1, toTeam: "NYY") == .succeeded)
        #expect(await app.playersController.roster(team: "NYY") == .succeeded)
        #expect(await app.playersController.release(playerID: 1) == .succeeded)
        #expect(await app.usersController.list(source: Foundation.URL(string: "http://x/users")!) == .succeeded)

        let displayed = await app.view.displayed
        #expect(
            displayed == [
                .message(MessageViewModel("Registered BOS: Boston Red Sox")),
                .message(MessageViewModel("Registered NYY: New York Yankees")),
                .list(
                    TeamPresenter.list([
                        try Team(id: Team.ID(1), city: "Boston", nickname: "Red Sox", abbreviation: "BOS"),
                        try Team(id: Team.ID(2), city: "New York", nickname: "Yankees", abbreviation: "NYY"),
                    ])),
                .message(MessageViewModel("Signed #34 David Ortiz, Designated Hitter — Boston Red Sox (id 1)")),
                .message(
                    MessageViewModel(
                        "Transferred #34 David Ortiz, Designated Hitter from the Boston Red Sox to the New York Yankees"
                    )),
                .list(
                    ListViewModel(
                        lines: ["#34 David Ortiz, Designated Hitter — New York Yankees (id 1)"],
                        emptyText: "NYY has no players yet", emptySuggestion: Suggestion("sign one", step: .signPlayer))
                ),
                .message(MessageViewModel("Released #34 David Ortiz, Designated Hitter from the New York Yankees")),
                .list(ListViewModel(lines: [], emptyText: "No users")),
            ])
        #expect(await app.directory.callCount == 1)
    }

    @Test("A refused request shows the error and reports a refusal")
    func refused() async {
        let app = App()
        #expect(await app.playersController.roster(team: "SEA") == .failed(.refused))
        #expect(await app.view.displayed == [.error(ErrorPresenter.present(LeagueError.unknownTeam("SEA")))])
    }

    @Test("A storage failure shows the error and reports unavailability")
    func unavailable() async {
        let app = App()
        app.teams.faults.failAlways(with: .unavailable("disk full"))
        #expect(await app.teamsController.list() == .failed(.unavailable))
    }

    @Test("An unavailable user directory is shown as an error")
    func usersUnavailable() async {
        let app = App(directory: FakeUserDirectory(remoteDown: "timeout"))
        #expect(
            await app.usersController.list(source: Foundation.URL(string: "http://x")!) == .failed(.unavailable))
        guard case .error(let model)? = await app.view.displayed.first else {
            Issue.record("no error shown")
            return
        }
        #expect(model.message.contains("timeout"))
    }

    @Test("Login asks the view for the password, logs in, and shows who is logged in; whoami and logout follow")
    func session() async throws {
        let app = App(password: "engine")
        let ada = try User(id: User.ID("1"), name: "Ada Lovelace", email: "ada@example.com")
        await app.authenticator.register(ada, password: "engine")
        let server = Foundation.URL(string: "http://127.0.0.1:9/")!
        #expect(await app.sessionController.logIn(email: "ada@example.com", server: server) == .succeeded)
        #expect(await app.view.passwordPrompts == ["ada@example.com"])
        #expect(await app.sessionController.showCurrentUser(server: server) == .succeeded)
        #expect(await app.sessionController.logOut(server: server) == .succeeded)
        #expect(await app.sessionController.showCurrentUser(server: server) == .failed(.refused))
        #expect(
            await app.view.displayed == [
                .message(MessageViewModel("Logged in as Ada Lovelace <ada@example.com>")),
                .message(MessageViewModel("Ada Lovelace <ada@example.com>")),
                .message(MessageViewModel("Logged out Ada Lovelace <ada@example.com>")),
                .error(ErrorPresenter.present(AuthenticationError.notLoggedIn)),
            ])
    }

    @Test("Login refusals: a wrong password, no password at all, an implausible email; nothing is stored")
    func loginRefusals() async throws {
        let ada = try User(id: User.ID("1"), name: "Ada Lovelace", email: "ada@example.com")
        let server = Foundation.URL(string: "http://127.0.0.1:9/")!
        let wrong = App(password: "wrong")
        await wrong.authenticator.register(ada, password: "engine")
        #expect(await wrong.sessionController.logIn(email: "ada@example.com", server: server) == .failed(.refused))
        #expect(await wrong.view.displayed == [.error(ErrorPresenter.present(AuthenticationError.invalidCredentials))])
        let silent = App(password: nil)
        #expect(await silent.sessionController.logIn(email: "ada@example.com", server: server) == .failed(.refused))
        #expect(await silent.view.displayed == [.error(ErrorPresenter.missingPassword(for: "ada@example.com"))])
        #expect(
            ErrorPresenter.missingPassword(for: "ada@example.com").message
                == "no password was given for ada@example.com")
        #expect(await silent.authenticator.calls.isEmpty)
        let typo = App(password: "engine")
        #expect(await typo.sessionController.logIn(email: "ada.example.com", server: server) == .failed(.refused))
        #expect(await typo.authenticator.calls.isEmpty)
        for app in [wrong, silent, typo] { #expect(await app.sessions.saved.isEmpty) }
    }
}
