import Entities
import Fakes
import Testing
import UseCases

/// A unit of work that hands out repositories whose writes hit the storage's uniqueness guard, as
/// if a writer that skipped the rule had got there first: `create` and `update` store `intruder`
/// (when given), then refuse with `.conflict`.
private struct GuardedUnitOfWork: UnitOfWork {
    let teams: FakeTeamRepository
    let players: FakePlayerRepository
    let intruder: Player?

    struct Guarded: PlayerRepository {
        let players: FakePlayerRepository
        let intruder: Player?

        func create(_ draft: Player.Draft) async throws(RepositoryError) -> Player {
            try await intrude()
        }
        func find(id: Player.ID) async throws(RepositoryError) -> Player? { try await players.find(id: id) }
        func list() async throws(RepositoryError) -> [Player] { try await players.list() }
        func update(_ player: Player) async throws(RepositoryError) { _ = try await intrude() }
        func delete(id: Player.ID) async throws(RepositoryError) { try await players.delete(id: id) }

        private func intrude() async throws(RepositoryError) -> Player {
            if let intruder { await players.restore(await players.stored + [intruder]) }
            throw .conflict(entity: "player", fields: ["teamID", "number"])
        }
    }

    func perform<Result: Sendable, Failure: UnitOfWorkFailure>(
        _ work: @Sendable (LeagueRepositories) async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        try await work(LeagueRepositories(teams: teams, players: Guarded(players: players, intruder: intruder)))
    }
}

@Suite("Interactors read to decide a write inside one unit of work")
struct UnitOfWorkTests {
    let ortizRequest = SignPlayer.Request(
        firstName: "Pedro", lastName: "Martinez", number: 99, position: "Pitcher", teamAbbreviation: "BOS")

    @Test("Each interactor runs in exactly one unit, kept when it succeeds")
    func oneUnitEach() async throws {
        let league = try LeagueFixture()
        let unit = league.unitOfWork
        _ = try await RegisterTeam(league: unit).execute(.init(abbreviation: "SEA", city: "Seattle", nickname: "M"))
        _ = try await SignPlayer(league: unit).execute(ortizRequest)
        _ = try await TransferPlayer(league: unit).execute(playerID: league.ortiz.id, toTeam: "NYY")
        _ = try await ReleasePlayer(league: unit).execute(playerID: league.jeter.id)
        _ = try await GetRoster(league: unit).execute(teamAbbreviation: "BOS")
        _ = try await ListTeams(league: unit).execute()
        #expect(unit.outcomes == Array(repeating: .committed, count: 6))
    }

    @Test("A refusal found inside the unit rolls back whatever the unit wrote")
    func refusalRollsBack() async throws {
        let league = try LeagueFixture()
        await #expect(throws: LeagueError.numberTaken(league.ortiz.number, team: league.boston, wornBy: league.ortiz)) {
            try await SignPlayer(league: league.unitOfWork).execute(
                .init(firstName: "A", lastName: "B", number: 34, position: "Catcher", teamAbbreviation: "BOS"))
        }
        #expect(league.unitOfWork.outcomes == [.rolledBack])
        #expect(await league.players.stored == [league.ortiz, league.jeter])
    }

    @Test("A unit that cannot start is a storage failure, and no repository is touched")
    func unitCannotStart() async throws {
        let league = try LeagueFixture()
        league.unitOfWork.faults.failNext(with: .unavailable("the database is locked"))
        await #expect(throws: LeagueError.storage(.unavailable("the database is locked"))) {
            try await SignPlayer(league: league.unitOfWork).execute(ortizRequest)
        }
        #expect(league.unitOfWork.outcomes == [.failedToStart])
        #expect(await league.teams.calls.isEmpty)
        #expect(await league.players.calls.isEmpty)
    }

    @Test("The storage's uniqueness guard is mapped to the same refusal, naming the wearer")
    func guardMappedToRule() async throws {
        let league = try LeagueFixture()
        let intruder = Player(
            id: Player.ID(50),
            draft: try Player.Draft(
                firstName: "Tim", lastName: "Wakefield", number: 99, teamID: league.boston.id, position: .pitcher))
        let guarded = GuardedUnitOfWork(teams: league.teams, players: league.players, intruder: intruder)
        await #expect(throws: LeagueError.numberTaken(intruder.number, team: league.boston, wornBy: intruder)) {
            try await SignPlayer(league: guarded).execute(ortizRequest)
        }
        // The intruder takes #34 on New York first this time.
        let blocker = Player(
            id: Player.ID(51),
            draft: try Player.Draft(
                firstName: "Tim", lastName: "Wakefield", number: 34, teamID: league.newYork.id, position: .pitcher))
        await #expect(throws: LeagueError.numberTaken(blocker.number, team: league.newYork, wornBy: blocker)) {
            _ = try await TransferPlayer(
                league: GuardedUnitOfWork(teams: league.teams, players: league.players, intruder: blocker)
            ).execute(playerID: league.ortiz.id, toTeam: "NYY")
        }
    }

    @Test("A guard refusal with no wearer to name is reported as the storage's conflict")
    func guardWithoutWearer() async throws {
        let league = try LeagueFixture()
        let guarded = GuardedUnitOfWork(teams: league.teams, players: league.players, intruder: nil)
        await #expect(throws: LeagueError.storage(.conflict(entity: "player", fields: ["teamID", "number"]))) {
            try await SignPlayer(league: guarded).execute(ortizRequest)
        }
    }

    @Test("A team's abbreviation refused by the storage's guard is the league's refusal")
    func abbreviationGuard() async throws {
        let teams = FakeTeamRepository()
        struct Guarded: UnitOfWork {
            let teams: FakeTeamRepository
            struct Refusing: TeamRepository {
                let teams: FakeTeamRepository
                func create(_ draft: Team.Draft) async throws(RepositoryError) -> Team {
                    throw .conflict(entity: "team", fields: ["abbreviation"])
                }
                func find(id: Team.ID) async throws(RepositoryError) -> Team? { try await teams.find(id: id) }
                func list() async throws(RepositoryError) -> [Team] { try await teams.list() }
                func update(_ team: Team) async throws(RepositoryError) { try await teams.update(team) }
                func delete(id: Team.ID) async throws(RepositoryError) { try await teams.delete(id: id) }
            }
            func perform<Result: Sendable, Failure: UnitOfWorkFailure>(
                _ work: @Sendable (LeagueRepositories) async throws(Failure) -> Result
            ) async throws(Failure) -> Result {
                try await work(LeagueRepositories(teams: Refusing(teams: teams), players: FakePlayerRepository()))
            }
        }
        await #expect(throws: LeagueError.abbreviationTaken("BOS")) {
            try await RegisterTeam(league: Guarded(teams: teams)).execute(
                .init(abbreviation: "BOS", city: "Boston", nickname: "Red Sox"))
        }
    }
}
