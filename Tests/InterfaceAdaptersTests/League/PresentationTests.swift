import Entities
import Fakes
import Foundation
import InterfaceAdapters
import Testing
import UseCases

@Suite("Presenters turn use-case results into exact display strings")
struct PresenterTests {
    let boston = try! Team(id: Team.ID(1), city: "Boston", nickname: "Red Sox", abbreviation: "BOS")
    let newYork = try! Team(id: Team.ID(2), city: "New York", nickname: "Yankees", abbreviation: "NY")
    var ortiz: Player {
        Player(
            id: Player.ID(3),
            draft: try! Player.Draft(
                firstName: "David", lastName: "Ortiz", number: 34, teamID: boston.id, position: .designatedHitter))
    }

    @Test("Teams")
    func teams() {
        #expect(TeamPresenter.registered(boston).text == "Registered BOS: Boston Red Sox")
        #expect(TeamPresenter.list([boston, newYork]).lines == ["BOS  Boston Red Sox", "NY   New York Yankees"])
        #expect(TeamPresenter.list([]).lines.isEmpty)
        #expect(TeamPresenter.list([]).emptyText == "No teams yet")
        #expect(TeamPresenter.list([]).emptySuggestion == Suggestion("register one", step: .registerTeam))
    }

    @Test("Roster lines: number, name, position — team, and the id")
    func roster() {
        let entry = RosterEntry(player: ortiz, team: boston)
        #expect(RosterPresenter.line(entry) == "#34 David Ortiz, Designated Hitter — Boston Red Sox")
        #expect(
            RosterPresenter.roster([entry], of: "BOS").lines == [
                "#34 David Ortiz, Designated Hitter — Boston Red Sox (id 3)"
            ])
        #expect(RosterPresenter.roster([], of: "BOS").emptyText == "BOS has no players yet")
        #expect(RosterPresenter.roster([], of: "BOS").emptySuggestion == Suggestion("sign one", step: .signPlayer))
        #expect(
            RosterPresenter.signed(entry).text == "Signed #34 David Ortiz, Designated Hitter — Boston Red Sox (id 3)")
    }

    @Test("Releases and transfers")
    func moves() {
        #expect(
            RosterPresenter.released(.init(player: ortiz, formerTeam: boston)).text
                == "Released #34 David Ortiz, Designated Hitter from the Boston Red Sox")
        #expect(
            RosterPresenter.released(.init(player: ortiz, formerTeam: nil)).text
                == "Released #34 David Ortiz, Designated Hitter")
        #expect(
            RosterPresenter.transferred(.init(player: ortiz, formerTeam: boston, newTeam: newYork)).text
                == "Transferred #34 David Ortiz, Designated Hitter from the Boston Red Sox to the New York Yankees")
    }

    @Test("Users: a fresh list has no note; a cached copy is marked with the reason")
    func users() throws {
        let ada = try User(id: User.ID("1"), name: "Ada Lovelace", email: "ada@example.com")
        let fresh = UserPresenter.list(UserListing(users: [ada], origin: .remote))
        #expect(fresh.note == nil)
        #expect(fresh.lines == ["Ada Lovelace <ada@example.com>"])
        let cached = UserPresenter.list(UserListing(users: [ada], origin: .cachedCopy(reason: "timeout")))
        #expect(cached.note == "(cached copy: the remote source failed: timeout)")
    }

    @Test("Errors: refused by a rule, or unavailable storage")
    func errors() {
        #expect(ErrorPresenter.present(LeagueError.unknownTeam("SEA")).kind == .refused)
        #expect(ErrorPresenter.present(LeagueError.storage(.unavailable("x"))).kind == .unavailable)
        #expect(ErrorPresenter.present(UserDirectoryError.unavailable(remote: "a", local: "b")).kind == .unavailable)
        #expect(ErrorPresenter.present(AuthenticationError.invalidCredentials).kind == .refused)
        #expect(ErrorPresenter.present(AuthenticationError.unavailable("down")).kind == .unavailable)
    }

    @Test(
        "Error wording: what happened, then what to do, with the step that does it; never a command",
        arguments: [
            (
                ErrorPresenter.present(LeagueError.unknownTeam("SEA")),
                ErrorViewModel(
                    message: "no team is registered as SEA", kind: .refused,
                    suggestion: Suggestion("register the team first", step: .registerTeam))
            ),
            (
                ErrorPresenter.present(LeagueError.abbreviationTaken("BOS")),
                ErrorViewModel(
                    message: "a team is already registered as BOS: pick another abbreviation", kind: .refused)
            ),
            (
                ErrorPresenter.present(LeagueError.unknownPlayer(Player.ID(7))),
                ErrorViewModel(
                    message: "no player has id 7", kind: .refused,
                    suggestion: Suggestion("check the id on the team's roster", step: .showRoster))
            ),
            (
                ErrorPresenter.present(LeagueError.storage(.unavailable("disk full"))),
                ErrorViewModel(message: "storage is unavailable: disk full", kind: .unavailable)
            ),
            (
                ErrorPresenter.present(AuthenticationError.notLoggedIn),
                ErrorViewModel(
                    message: "nobody is logged in", kind: .refused, suggestion: Suggestion("log in first", step: .logIn)
                )
            ),
            (
                ErrorPresenter.present(AuthenticationError.sessionExpired),
                ErrorViewModel(
                    message: "the session has expired", kind: .refused,
                    suggestion: Suggestion("log in again", step: .logIn))
            ),
        ])
    func errorWording(model: ErrorViewModel, expected: ErrorViewModel) {
        #expect(model == expected)
        #expect(!model.message.contains("league "), "a presenter named a command: \(model.message)")
    }

    @Test("Errors carry the entities involved; the presenter names them")
    func entitiesNamed() throws {
        #expect(
            ErrorPresenter.present(LeagueError.numberTaken(try JerseyNumber(34), team: boston, wornBy: ortiz))
                == ErrorViewModel(
                    message: "number 34 is already worn by David Ortiz on the Boston Red Sox: pick a free number",
                    kind: .refused))
        #expect(
            ErrorPresenter.present(LeagueError.alreadyOnTeam(ortiz, team: boston))
                == ErrorViewModel(message: "David Ortiz already plays for the Boston Red Sox", kind: .refused))
        #expect(
            ErrorPresenter.present(UserDirectoryError.unavailable(remote: "timeout", local: "no copy")).message
                == "users are unavailable: the remote source failed (timeout) and the local copy could not be used (no copy)"
        )
    }

    @Test(
        "A broken entity rule is worded once, with what is allowed, for every use case",
        arguments: [
            (
                ValidationError.invalidAbbreviation("bos"),
                "abbreviation 'bos' must be 2 or 3 uppercase letters A-Z, like BOS or NY"
            ),
            (.jerseyNumberOutOfRange(100), "jersey number 100 is out of range: use 0 to 99"),
            (.blank(field: "city"), "city must not be blank"),
            (.invalidEmail("x"), "'x' is not a plausible email address: expected name@domain.tld"),
            (
                .unknownPosition("Goalie"),
                "unknown position 'Goalie': use one of Pitcher, Catcher, First Base, Second Base, Third Base, Shortstop, Left Field, Center Field, Right Field, Designated Hitter"
            ),
        ])
    func brokenRules(error: ValidationError, sentence: String) {
        #expect(ValidationPresenter.sentence(for: error) == sentence)
        #expect(ErrorPresenter.present(LeagueError.invalid(error)) == ErrorViewModel(message: sentence, kind: .refused))
        #expect(
            ErrorPresenter.present(AuthenticationError.invalid(error))
                == ErrorViewModel(message: sentence, kind: .refused))
    }

    @Test("Sessions")
    func sessions() throws {
        let ada = try User(id: User.ID("1"), name: "Ada Lovelace", email: "ada@example.com")
        #expect(
            SessionPresenter.loggedIn(Session(token: "t", user: ada)).text
                == "Logged in as Ada Lovelace <ada@example.com>")
        #expect(SessionPresenter.currentUser(ada).text == "Ada Lovelace <ada@example.com>")
        #expect(SessionPresenter.loggedOut(ada).text == "Logged out Ada Lovelace <ada@example.com>")
    }
}

@Suite("Controllers and the router turn input into use-case requests and results into views")
struct ControllerTests {
    /// The app wired as the composition root wires it, on fakes.
    struct App {
        let league = FakeUnitOfWork()
        var teams: FakeTeamRepository { league.teams }
        let view: SpyLeagueView
        let directory: FakeUserDirectory
        let authenticator = FakeAuthenticator()
        let sessions = FakeSessionStore()
        let router: LeagueRouter

        init(directory: FakeUserDirectory = FakeUserDirectory(serving: []), password: String? = nil) {
            self.directory = directory
            let view = SpyLeagueView(password: password)
            self.view = view
            let (league, authenticator, sessions) = (league, authenticator, sessions)
            router = LeagueRouter(
                teams: TeamsController(
                    registerTeam: RegisterTeam(league: league), listTeams: ListTeams(league: league), view: view),
                players: PlayersController(
                    signPlayer: SignPlayer(league: league), releasePlayer: ReleasePlayer(league: league),
                    transferPlayer: TransferPlayer(league: league), getRoster: GetRoster(league: league), view: view),
                users: UsersController(listUsers: { _ in ListUsers(directory: directory) }, view: view),
                session: SessionController(
                    interactors: { _ in
                        SessionController.Interactors(
                            logIn: LogIn(authenticator: authenticator, sessions: sessions),
                            currentUser: LoadCurrentUser(authenticator: authenticator, sessions: sessions),
                            logOut: LogOut(authenticator: authenticator, sessions: sessions))
                    }, view: view))
        }
    }

    @Test("Each route reaches its use case and the view shows the result")
    func routes() async throws {
        let app = App()
        #expect(
            await app.router.navigate(to: .registerTeam(abbreviation: "BOS", city: "Boston", nickname: "Red Sox"))
                == .succeeded)
        #expect(
            await app.router.navigate(to: .registerTeam(abbreviation: "NYY", city: "New York", nickname: "Yankees"))
                == .succeeded)
        #expect(await app.router.navigate(to: .teams) == .succeeded)
        #expect(
            await app.router.navigate(
                to: .signPlayer(
                    firstName: "David", lastName: "Ortiz", number: 34, position: "Designated Hitter", team: "BOS"))
                == .succeeded)
        #expect(await app.router.navigate(to: .transferPlayer(id: 1, team: "NYY")) == .succeeded)
        #expect(await app.router.navigate(to: .roster(team: "NYY")) == .succeeded)
        #expect(await app.router.navigate(to: .releasePlayer(id: 1)) == .succeeded)
        #expect(await app.router.navigate(to: .users(source: Foundation.URL(string: "http://x/users")!)) == .succeeded)

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
        #expect(await app.router.navigate(to: .roster(team: "SEA")) == .failed(.refused))
        #expect(await app.view.displayed == [.error(ErrorPresenter.present(LeagueError.unknownTeam("SEA")))])
    }

    @Test("A storage failure shows the error and reports unavailability")
    func unavailable() async {
        let app = App()
        app.teams.faults.failAlways(with: .unavailable("disk full"))
        #expect(await app.router.navigate(to: .teams) == .failed(.unavailable))
    }

    @Test("An unavailable user directory is shown as an error")
    func usersUnavailable() async {
        let app = App(directory: FakeUserDirectory(remoteDown: "timeout"))
        #expect(
            await app.router.navigate(to: .users(source: Foundation.URL(string: "http://x")!)) == .failed(.unavailable))
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
        #expect(await app.router.navigate(to: .logIn(email: "ada@example.com", server: server)) == .succeeded)
        #expect(await app.view.passwordPrompts == ["ada@example.com"])
        #expect(await app.router.navigate(to: .currentUser(server: server)) == .succeeded)
        #expect(await app.router.navigate(to: .logOut(server: server)) == .succeeded)
        #expect(await app.router.navigate(to: .currentUser(server: server)) == .failed(.refused))
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
        #expect(await wrong.router.navigate(to: .logIn(email: "ada@example.com", server: server)) == .failed(.refused))
        #expect(await wrong.view.displayed == [.error(ErrorPresenter.present(AuthenticationError.invalidCredentials))])
        let silent = App(password: nil)
        #expect(await silent.router.navigate(to: .logIn(email: "ada@example.com", server: server)) == .failed(.refused))
        #expect(await silent.view.displayed == [.error(ErrorPresenter.missingPassword(for: "ada@example.com"))])
        #expect(
            ErrorPresenter.missingPassword(for: "ada@example.com").message
                == "no password was given for ada@example.com")
        #expect(await silent.authenticator.calls.isEmpty)
        let typo = App(password: "engine")
        #expect(await typo.router.navigate(to: .logIn(email: "ada.example.com", server: server)) == .failed(.refused))
        #expect(await typo.authenticator.calls.isEmpty)
        for app in [wrong, silent, typo] { #expect(await app.sessions.saved.isEmpty) }
    }
}
