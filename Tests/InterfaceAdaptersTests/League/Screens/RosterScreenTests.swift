import Entities
import Fakes
import InterfaceAdapters
import Testing
import UseCases

/// A team's roster screen driven as a view would drive it, on the league's fake unit of work
/// holding two teams; a held call (the fake's `holdNext`) orders concurrent loads without
/// sleeping.
@MainActor
@Suite(
    "RosterScreen: its states, signing, releasing and transferring players, and loads that overlap",
    .timeLimit(.minutes(10)))
struct RosterScreenTests {
    static let teams = [
        try! Team(id: Team.ID(1), city: "Boston", nickname: "Red Sox", abbreviation: "BOS"),
        try! Team(id: Team.ID(2), city: "New York", nickname: "Yankees", abbreviation: "NYY"),
    ]
    let unit = FakeUnitOfWork(teams: FakeTeamRepository(teams))
    let noPlayers = ScreenState<[PlayerRow]>.empty(
        message: "BOS has no players yet", suggestion: Suggestion("sign one", step: .signPlayer))

    func screen(_ team: String, on league: (any UnitOfWork<LeagueRepositories>)? = nil) -> RosterScreen {
        let league = league ?? unit
        return RosterScreen(
            team: team, roster: GetRoster(league: league), sign: SignPlayer(league: league),
            release: ReleasePlayer(league: league), transfer: TransferPlayer(league: league))
    }

    func ortiz(id: Int = 1, team: String = "Boston Red Sox") -> PlayerRow {
        PlayerRow(
            id: Player.ID(id), number: 34, name: "David Ortiz", position: "Designated Hitter",
            text: "#34 David Ortiz, Designated Hitter — \(team) (id \(id))")
    }

    @Test("Loading, then empty with its step; signing shows the notice and the roster with the player")
    func loadAndSign() async {
        let screen = screen("BOS")
        #expect(screen.state == .loading)
        await screen.load()
        #expect(screen.state == noPlayers)
        await screen.sign(firstName: "David", lastName: "Ortiz", number: 34, position: "Designated Hitter")
        #expect(screen.notice == MessageViewModel("Signed #34 David Ortiz, Designated Hitter — Boston Red Sox (id 1)"))
        #expect(screen.alert == nil)
        #expect(screen.state == .loaded([ortiz()]))
        await screen.sign(firstName: "Manny", lastName: "Ramirez", number: 24, position: "Left Field")
        let ramirez = PlayerRow(
            id: Player.ID(2), number: 24, name: "Manny Ramirez", position: "Left Field",
            text: "#24 Manny Ramirez, Left Field — Boston Red Sox (id 2)")
        #expect(screen.state == .loaded([ramirez, ortiz()]), "a roster is by number")
        screen.dismissNotice()
        #expect(screen.notice == nil)
    }

    @Test("Releasing and transferring show their notice and the roster without the player")
    func releaseAndTransfer() async {
        let boston = screen("BOS")
        await boston.sign(firstName: "David", lastName: "Ortiz", number: 34, position: "Designated Hitter")
        await boston.sign(firstName: "Manny", lastName: "Ramirez", number: 24, position: "Left Field")
        await boston.transfer(playerID: Player.ID(1), toTeam: "NYY")
        #expect(
            boston.notice
                == MessageViewModel(
                    "Transferred #34 David Ortiz, Designated Hitter from the Boston Red Sox to the New York Yankees"))
        #expect(boston.state.rowIDs == [Player.ID(2)])
        await boston.release(playerID: Player.ID(2))
        #expect(boston.notice == MessageViewModel("Released #24 Manny Ramirez, Left Field from the Boston Red Sox"))
        #expect(boston.state == noPlayers)
        let newYork = screen("NYY")
        await newYork.load()
        #expect(newYork.state == .loaded([ortiz(team: "New York Yankees")]))
    }

    @Test("An action on another team's player leaves this roster as it is, without reloading it")
    func otherTeamsPlayer() async throws {
        let newYork = screen("NYY")
        await newYork.sign(firstName: "David", lastName: "Ortiz", number: 34, position: "Designated Hitter")
        let boston = screen("BOS")
        await boston.load()
        let units = unit.outcomes.count
        await boston.release(playerID: Player.ID(1))
        #expect(
            boston.notice
                == MessageViewModel("Released #34 David Ortiz, Designated Hitter from the New York Yankees"))
        #expect(boston.state == noPlayers)
        #expect(unit.outcomes.count == units + 1, "the release reloaded a roster it did not change")
    }

    @Test(
        "A refused action is the alert, and the roster stays as it was; the user dismisses it; the next action clears it"
    )
    func refusals() async {
        let screen = screen("BOS")
        await screen.sign(firstName: "David", lastName: "Ortiz", number: 34, position: "Designated Hitter")
        let roster = screen.state
        await screen.sign(firstName: "Jason", lastName: "Varitek", number: 34, position: "Catcher")
        #expect(
            screen.alert
                == ErrorViewModel(
                    message: "number 34 is already worn by David Ortiz on the Boston Red Sox: pick a free number",
                    kind: .refused))
        #expect(screen.notice == nil)
        #expect(screen.state == roster)
        await screen.release(playerID: Player.ID(99))
        #expect(
            screen.alert
                == ErrorViewModel(
                    message: "no player has id 99", kind: .refused,
                    suggestion: Suggestion("check the id on the team's roster", step: .showRoster)))
        await screen.transfer(playerID: Player.ID(1), toTeam: "BOS")
        #expect(screen.alert?.message == "David Ortiz already plays for the Boston Red Sox")
        await screen.transfer(playerID: Player.ID(1), toTeam: "SEA")
        #expect(screen.alert?.message == "no team is registered as SEA")
        #expect(screen.state == roster)
        screen.isAlertPresented = false
        #expect(screen.alert == nil)
        await screen.sign(firstName: "Jason", lastName: "Varitek", number: 33, position: "Goalie")
        #expect(screen.alert?.message.hasPrefix("unknown position 'Goalie'") == true)
        await screen.sign(firstName: "Jason", lastName: "Varitek", number: 33, position: "Catcher")
        #expect(screen.alert == nil && screen.notice != nil)
    }

    @Test("A failed load is the failed state: an unknown team, or the storage; retrying loads again")
    func failedLoads() async {
        let seattle = screen("SEA")
        await seattle.load()
        #expect(
            seattle.state
                == .failed(
                    ErrorViewModel(
                        message: "no team is registered as SEA", kind: .refused,
                        suggestion: Suggestion("register the team first", step: .registerTeam))))
        let boston = screen("BOS")
        unit.players.faults.failNext(with: .unavailable("disk full"))
        await boston.load()
        #expect(
            boston.state == .failed(ErrorViewModel(message: "storage is unavailable: disk full", kind: .unavailable)))
        await boston.load()
        #expect(boston.state == noPlayers)
    }

    @Test("A reload keeps the rows on screen while it runs; a cancelled load changes nothing")
    func reloadAndCancel() async {
        let screen = screen("BOS")
        await screen.sign(firstName: "David", lastName: "Ortiz", number: 34, position: "Designated Hitter")
        unit.players.faults.holdNext()
        defer { unit.players.faults.releaseAll() }  // never leave a call held, whatever fails
        let reload = Swift.Task { await screen.load() }
        await unit.players.faults.waitUntilHeld()
        #expect(screen.state == .loaded([ortiz()]), "a reload blanked the roster")
        reload.cancel()
        unit.players.faults.failNext(with: .unavailable("gone"))
        #expect(unit.players.faults.releaseHeld())
        await reload.value
        #expect(screen.state == .loaded([ortiz()]), "a cancelled load published its result")
    }

    @Test("A stale load that ends after a newer one does not overwrite it")
    func staleLoad() async throws {
        let players = FakePlayerRepository()
        let screen = screen(
            "BOS", on: OverlappingLeagueUnits(teams: FakeTeamRepository(Self.teams), players: players))
        let draft = { (number: Int) throws in
            try Player.Draft(
                firstName: "David", lastName: "Ortiz", number: number, teamID: Team.ID(1), position: .designatedHitter)
        }
        _ = try await players.create(try draft(34))
        players.faults.holdNext()
        defer { players.faults.releaseAll() }
        let stale = Swift.Task { await screen.load() }
        await players.faults.waitUntilHeld()
        let second = try await players.create(try draft(35))
        await screen.load()
        let fresh = screen.state
        #expect(fresh.rowIDs == [Player.ID(1), second.id])
        // The held load reads after this, and sees one player only.
        try await players.delete(id: second.id)
        #expect(players.faults.releaseHeld())
        await stale.value
        #expect(screen.state == fresh, "the stale load overwrote the newer one")
    }
}

extension ScreenState<[PlayerRow]> {
    /// The ids of the rows loaded, in order; empty for any other state.
    var rowIDs: [Player.ID] {
        if case .loaded(let rows) = self { rows.map(\.id) } else { [] }
    }
}
