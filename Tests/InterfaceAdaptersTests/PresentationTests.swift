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
        #expect(TeamPresenter.list([]).emptyText.contains("league team add"))
    }

    @Test("Roster lines: number, name, position — team, and the id")
    func roster() {
        let entry = RosterEntry(player: ortiz, team: boston)
        #expect(RosterPresenter.line(entry) == "#34 David Ortiz, Designated Hitter — Boston Red Sox")
        #expect(
            RosterPresenter.roster([entry], of: "BOS").lines == [
                "#34 David Ortiz, Designated Hitter — Boston Red Sox (id 3)"
            ])
        #expect(RosterPresenter.roster([], of: "BOS").emptyText.hasPrefix("BOS has no players yet"))
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
    }
}

@Suite("Controllers and the router turn input into use-case requests and results into views")
struct ControllerTests {
    struct App {
        let teams = FakeTeamRepository()
        let players = FakePlayerRepository()
        let view = SpyLeagueView()
        let directory: FakeUserDirectory
        let router: LeagueRouter

        init(directory: FakeUserDirectory = FakeUserDirectory(serving: [])) {
            self.directory = directory
            router = LeagueRouter(
                teams: TeamsController(teams: teams, view: view),
                players: PlayersController(teams: teams, players: players, view: view),
                users: UsersController(directory: { _ in directory }, view: view))
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
        #expect(await app.router.navigate(to: .users(source: URL(string: "http://x/users")!)) == .succeeded)

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
                        emptyText: "NYY has no players yet: sign one with 'league player sign'.")),
                .message(MessageViewModel("Released #34 David Ortiz, Designated Hitter from the New York Yankees")),
                .list(ListViewModel(lines: [], emptyText: "No users.")),
            ])
        #expect(await app.directory.callCount == 1)
    }

    @Test("A refused request shows the error and reports a refusal")
    func refused() async {
        let app = App()
        #expect(await app.router.navigate(to: .roster(team: "SEA")) == .failed(.refused))
        #expect(
            await app.view.displayed == [
                .error(ErrorViewModel(message: LeagueError.unknownTeam("SEA").description, kind: .refused))
            ])
    }

    @Test("A storage failure shows the error and reports unavailability")
    func unavailable() async {
        let app = App()
        await app.teams.failAlways(with: .unavailable("disk full"))
        #expect(await app.router.navigate(to: .teams) == .failed(.unavailable))
    }

    @Test("An unavailable user directory is shown as an error")
    func usersUnavailable() async {
        let app = App(directory: FakeUserDirectory(remoteDown: "timeout"))
        #expect(await app.router.navigate(to: .users(source: URL(string: "http://x")!)) == .failed(.unavailable))
        guard case .error(let model)? = await app.view.displayed.first else {
            Issue.record("no error shown")
            return
        }
        #expect(model.message.contains("timeout"))
    }
}
