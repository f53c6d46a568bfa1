import Entities
import Fakes
import InterfaceAdapters
import Testing
import UseCases

/// The teams' screen driven as a view would drive it, on the league's fake unit of work; a held
/// call (the fake's `holdNext`) orders concurrent loads without sleeping.
@MainActor
@Suite("TeamsScreen: its states, registering a team, selecting one, and loads that overlap", .timeLimit(.minutes(10)))
struct TeamsScreenTests {
    let unit = FakeUnitOfWork()
    let noTeams = ScreenState<[TeamRow]>.empty(
        message: "No teams yet", suggestion: Suggestion("register one", step: .registerTeam))
    let boston = TeamRow(id: Team.ID(1), abbreviation: "BOS", name: "Boston Red Sox", text: "BOS  Boston Red Sox")

    func screen(on league: any UnitOfWork<LeagueRepositories>) -> TeamsScreen {
        TeamsScreen(list: ListTeams(league: league), register: RegisterTeam(league: league))
    }

    @Test(
        "Loading, then empty with its step; registering shows the notice and the list with the team; a row leads to its roster"
    )
    func loadRegisterSelect() async {
        let screen = screen(on: unit)
        #expect(screen.state == .loading)
        await screen.load()
        #expect(screen.state == noTeams)
        await screen.register(abbreviation: "BOS", city: "Boston", nickname: "Red Sox")
        #expect(screen.notice == MessageViewModel("Registered BOS: Boston Red Sox"))
        #expect(screen.alert == nil)
        #expect(screen.state == .loaded([boston]))
        await screen.register(abbreviation: "NY", city: "New York", nickname: "Yankees")
        let newYork = TeamRow(
            id: Team.ID(2), abbreviation: "NY", name: "New York Yankees", text: "NY   New York Yankees")
        #expect(screen.state == .loaded([boston, newYork]))
        #expect(screen.select(newYork) == .roster(team: "NY"))
    }

    @Test(
        "A refused registration is the alert, and the list stays as it was; the user dismisses it; the next one clears it"
    )
    func refusedRegistration() async {
        let screen = screen(on: unit)
        await screen.register(abbreviation: "BOS", city: "Boston", nickname: "Red Sox")
        screen.dismissNotice()
        #expect(screen.notice == nil)
        let outcomes = unit.outcomes.count
        await screen.register(abbreviation: "BOS", city: "Boston", nickname: "Braves")
        #expect(
            screen.alert
                == ErrorViewModel(
                    message: "a team is already registered as BOS: pick another abbreviation", kind: .refused))
        #expect(screen.notice == nil)
        #expect(screen.state == .loaded([boston]))
        #expect(unit.outcomes.count == outcomes + 1, "a refusal reloaded the list")
        screen.isAlertPresented = false
        #expect(screen.alert == nil)
        await screen.register(abbreviation: "bos", city: "Boston", nickname: "Red Sox")
        #expect(
            screen.alert?.message == "abbreviation 'bos' must be 2 or 3 uppercase letters A-Z, like BOS or NY")
        await screen.register(abbreviation: "NY", city: "New York", nickname: "Yankees")
        #expect(screen.alert == nil && screen.notice == MessageViewModel("Registered NY: New York Yankees"))
    }

    @Test("A failed load is the failed state with the presenter's error; retrying loads again")
    func failedLoadAndRetry() async {
        let screen = screen(on: unit)
        unit.teams.faults.failNext(with: .unavailable("disk full"))
        await screen.load()
        #expect(
            screen.state == .failed(ErrorViewModel(message: "storage is unavailable: disk full", kind: .unavailable)))
        await screen.load()
        #expect(screen.state == noTeams)
    }

    @Test("A reload keeps the rows on screen while it runs; a cancelled load changes nothing")
    func reloadAndCancel() async {
        let screen = screen(on: unit)
        await screen.register(abbreviation: "BOS", city: "Boston", nickname: "Red Sox")
        unit.teams.faults.holdNext()
        defer { unit.teams.faults.releaseAll() }  // never leave a call held, whatever fails
        let reload = Swift.Task { await screen.load() }
        await unit.teams.faults.waitUntilHeld()
        #expect(screen.state == .loaded([boston]), "a reload blanked the list")
        reload.cancel()
        unit.teams.faults.failNext(with: .unavailable("gone"))
        #expect(unit.teams.faults.releaseHeld())
        await reload.value
        #expect(screen.state == .loaded([boston]), "a cancelled load published its result")
    }

    @Test("A stale load that ends after a newer one does not overwrite it")
    func staleLoad() async throws {
        let teams = FakeTeamRepository()
        let screen = screen(on: OverlappingLeagueUnits(teams: teams, players: FakePlayerRepository()))
        let first = try await teams.create(try Team.Draft(city: "Boston", nickname: "Red Sox", abbreviation: "BOS"))
        teams.faults.holdNext()
        defer { teams.faults.releaseAll() }
        let stale = Swift.Task { await screen.load() }
        await teams.faults.waitUntilHeld()
        let second = try await teams.create(try Team.Draft(city: "New York", nickname: "Yankees", abbreviation: "NY"))
        await screen.load()
        let fresh = TeamPresenter.listState([first, second])
        #expect(screen.state == fresh)
        // The held load reads after this, and sees one team only.
        try await teams.delete(id: second.id)
        #expect(teams.faults.releaseHeld())
        await stale.value
        #expect(screen.state == fresh, "the stale load overwrote the newer one")
    }
}
