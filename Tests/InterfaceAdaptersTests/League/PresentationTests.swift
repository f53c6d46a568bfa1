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

    @Test("Teams: rows padded to the longest abbreviation; no teams is the empty screen with its step")
    func teams() {
        #expect(TeamPresenter.registered(boston).text == "Registered BOS: Boston Red Sox")
        #expect(
            TeamPresenter.listState([boston, newYork])
                == .loaded([
                    TeamRow(id: Team.ID(1), abbreviation: "BOS", name: "Boston Red Sox", text: "BOS  Boston Red Sox"),
                    TeamRow(
                        id: Team.ID(2), abbreviation: "NY", name: "New York Yankees", text: "NY   New York Yankees"),
                ]))
        #expect(
            TeamPresenter.listState([])
                == .empty(message: "No teams yet", suggestion: Suggestion("register one", step: .registerTeam)))
    }

    @Test("Roster lines: number, name, position — team, and the id")
    func roster() {
        let entry = RosterEntry(player: ortiz, team: boston)
        #expect(RosterPresenter.line(entry) == "#34 David Ortiz, Designated Hitter — Boston Red Sox")
        #expect(
            RosterPresenter.rosterState([entry], of: "BOS")
                == .loaded([
                    PlayerRow(
                        id: Player.ID(3), number: 34, name: "David Ortiz", position: "Designated Hitter",
                        text: "#34 David Ortiz, Designated Hitter — Boston Red Sox (id 3)")
                ]))
        #expect(
            RosterPresenter.rosterState([], of: "BOS")
                == .empty(message: "BOS has no players yet", suggestion: Suggestion("sign one", step: .signPlayer)))
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

    @Test("Users: a fresh list has no note; a cached copy is marked with the reason, even when it holds none")
    func users() throws {
        let ada = try User(id: User.ID("1"), name: "Ada Lovelace", email: "ada@example.com")
        let row = UserRow(
            id: User.ID("1"), name: "Ada Lovelace", email: "ada@example.com", text: "Ada Lovelace <ada@example.com>")
        #expect(
            UserPresenter.listState(UserListing(users: [ada], origin: .remote))
                == .loaded(UserList(note: nil, rows: [row])))
        #expect(
            UserPresenter.listState(UserListing(users: [], origin: .remote))
                == .empty(message: "No users", suggestion: nil))
        let note = "(cached copy: the remote source failed: timeout)"
        #expect(
            UserPresenter.listState(UserListing(users: [ada], origin: .cachedCopy(reason: "timeout")))
                == .loaded(UserList(note: note, rows: [row])))
        #expect(
            UserPresenter.listState(UserListing(users: [], origin: .cachedCopy(reason: "timeout")))
                == .loaded(UserList(note: note, rows: [], placeholder: "No users")))
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
        #expect(
            ErrorPresenter.missingPassword(for: "ada@example.com")
                == ErrorViewModel(message: "no password was given for ada@example.com", kind: .refused))
        #expect(SessionPresenter.loggedOut(ada).text == "Logged out Ada Lovelace <ada@example.com>")
    }
}
