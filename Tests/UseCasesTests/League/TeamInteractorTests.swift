import Entities
import Fakes
import Testing
import UseCases

@Suite("RegisterTeam and ListTeams")
struct TeamInteractorTests {
    @Test("Registering a team validates it and stores it under a new id")
    func registers() async throws {
        let teams = FakeTeamRepository()
        let team = try await RegisterTeam(league: FakeUnitOfWork(teams: teams)).execute(
            .init(abbreviation: "BOS", city: " Boston ", nickname: "Red Sox"))
        #expect(team.id == Team.ID(1))
        #expect(team.fullName == "Boston Red Sox")
        #expect(await teams.stored == [team])
    }

    @Test("An invalid team is refused before anything is stored")
    func refusesInvalid() async throws {
        let teams = FakeTeamRepository()
        await #expect(throws: LeagueError.invalid(.invalidAbbreviation("bos"))) {
            try await RegisterTeam(league: FakeUnitOfWork(teams: teams)).execute(
                .init(abbreviation: "bos", city: "Boston", nickname: "Red Sox"))
        }
        await #expect(throws: LeagueError.invalid(.blank(field: "city"))) {
            try await RegisterTeam(league: FakeUnitOfWork(teams: teams)).execute(
                .init(abbreviation: "BOS", city: "", nickname: "Red Sox"))
        }
        #expect(await teams.calls.isEmpty)
    }

    @Test("A taken abbreviation is refused and nothing is created")
    func refusesTakenAbbreviation() async throws {
        let league = try LeagueFixture()
        await #expect(throws: LeagueError.abbreviationTaken("BOS")) {
            try await RegisterTeam(league: league.unitOfWork).execute(
                .init(abbreviation: "BOS", city: "Bristol", nickname: "Sharks"))
        }
        #expect(await league.teams.stored.count == 2)
        #expect(await !league.teams.calls.contains { if case .create = $0 { true } else { false } })
    }

    @Test("A storage failure is reported as such")
    func storageFailure() async throws {
        let teams = FakeTeamRepository()
        teams.faults.failNext(with: .unavailable("disk full"))
        await #expect(throws: LeagueError.storage(.unavailable("disk full"))) {
            try await RegisterTeam(league: FakeUnitOfWork(teams: teams)).execute(
                .init(abbreviation: "BOS", city: "Boston", nickname: "Red Sox"))
        }
        #expect(await teams.stored.isEmpty)
    }

    @Test("Teams are listed by abbreviation")
    func listsByAbbreviation() async throws {
        let teams = FakeTeamRepository()
        let register = RegisterTeam(league: FakeUnitOfWork(teams: teams))
        for (abbreviation, city) in [("NYY", "New York"), ("BOS", "Boston"), ("CHC", "Chicago")] {
            _ = try await register.execute(.init(abbreviation: abbreviation, city: city, nickname: "X"))
        }
        #expect(
            try await ListTeams(league: FakeUnitOfWork(teams: teams)).execute().map(\.abbreviation.value) == [
                "BOS", "CHC", "NYY",
            ])
    }

    @Test("Listing reports a storage failure")
    func listFailure() async throws {
        let teams = FakeTeamRepository()
        teams.faults.failAlways(with: .corrupt("teams/1.json"))
        await #expect(throws: LeagueError.storage(.corrupt("teams/1.json"))) {
            try await ListTeams(league: FakeUnitOfWork(teams: teams)).execute()
        }
    }
}
