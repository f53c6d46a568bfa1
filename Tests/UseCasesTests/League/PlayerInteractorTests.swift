import Entities
import Fakes
import Testing
import UseCases

@Suite("SignPlayer, ReleasePlayer, TransferPlayer and GetRoster")
struct PlayerInteractorTests {
    // MARK: Sign

    @Test("Signing stores the player on the team and returns them with the team embedded")
    func signs() async throws {
        let league = try LeagueFixture()
        let entry = try await SignPlayer(league: league.unitOfWork).execute(
            .init(firstName: "Pedro", lastName: "Martinez", number: 45, position: "pitcher", teamAbbreviation: "BOS"))
        #expect(entry.team == league.boston)
        #expect(entry.player.id == Player.ID(3))
        #expect(entry.player.position == .pitcher)
        #expect(await league.players.stored.last == entry.player)
    }

    @Test("Signing to an unknown team is refused")
    func signUnknownTeam() async throws {
        let league = try LeagueFixture()
        await #expect(throws: LeagueError.unknownTeam("SEA")) {
            try await SignPlayer(league: league.unitOfWork).execute(
                .init(
                    firstName: "Ken", lastName: "Griffey", number: 24, position: "Center Field", teamAbbreviation: "SEA"
                ))
        }
        #expect(await league.players.stored.count == 2)
    }

    @Test("A number worn on the team is refused, naming who wears it")
    func signTakenNumber() async throws {
        let league = try LeagueFixture()
        await #expect(throws: LeagueError.numberTaken(league.ortiz.number, team: league.boston, wornBy: league.ortiz)) {
            try await SignPlayer(league: league.unitOfWork).execute(
                .init(firstName: "A", lastName: "B", number: 34, position: "Catcher", teamAbbreviation: "BOS"))
        }
        #expect(await league.players.stored.count == 2)
    }

    @Test("The same number on another team is fine")
    func sameNumberOtherTeam() async throws {
        let league = try LeagueFixture()
        let entry = try await SignPlayer(league: league.unitOfWork).execute(
            .init(firstName: "A", lastName: "B", number: 34, position: "Catcher", teamAbbreviation: "NYY"))
        #expect(entry.team == league.newYork)
    }

    @Test(
        "Invalid requests are refused with the broken rule",
        arguments: [
            (
                SignPlayer.Request(
                    firstName: "", lastName: "B", number: 1, position: "Catcher", teamAbbreviation: "BOS"),
                LeagueError.invalid(.blank(field: "first name"))
            ),
            (
                SignPlayer.Request(
                    firstName: "A", lastName: "B", number: 100, position: "Catcher", teamAbbreviation: "BOS"),
                .invalid(.jerseyNumberOutOfRange(100))
            ),
            (
                SignPlayer.Request(
                    firstName: "A", lastName: "B", number: 1, position: "Goalie", teamAbbreviation: "BOS"),
                .invalid(.unknownPosition("Goalie"))
            ),
            (
                SignPlayer.Request(
                    firstName: "A", lastName: "B", number: 1, position: "Catcher", teamAbbreviation: "boston"),
                .invalid(.invalidAbbreviation("boston"))
            ),
        ])
    func signInvalid(request: SignPlayer.Request, expected: LeagueError) async throws {
        let league = try LeagueFixture()
        await #expect(throws: expected) {
            try await SignPlayer(league: league.unitOfWork).execute(request)
        }
        #expect(await league.players.stored.count == 2)
    }

    @Test("A storage failure while creating is reported and nothing is stored")
    func signStorageFailure() async throws {
        let league = try LeagueFixture()
        league.players.faults.failAlways(with: .unavailable("database is locked"))
        await #expect(throws: LeagueError.storage(.unavailable("database is locked"))) {
            try await SignPlayer(league: league.unitOfWork).execute(
                .init(firstName: "A", lastName: "B", number: 1, position: "Catcher", teamAbbreviation: "BOS"))
        }
        #expect(await league.players.stored.count == 2)
    }

    // MARK: Release

    @Test("Releasing removes the player and says which team they left")
    func releases() async throws {
        let league = try LeagueFixture()
        let result = try await ReleasePlayer(league: league.unitOfWork).execute(
            playerID: league.ortiz.id)
        #expect(result.player == league.ortiz)
        #expect(result.formerTeam == league.boston)
        #expect(await league.players.stored == [league.jeter])
    }

    @Test("Releasing an unknown player is refused")
    func releaseUnknown() async throws {
        let league = try LeagueFixture()
        await #expect(throws: LeagueError.unknownPlayer(Player.ID(99))) {
            try await ReleasePlayer(league: league.unitOfWork).execute(playerID: Player.ID(99))
        }
        #expect(await league.players.stored.count == 2)
    }

    @Test("A player whose team is gone can still be released")
    func releaseOrphan() async throws {
        let league = try LeagueFixture()
        try await league.teams.delete(id: league.boston.id)
        let result = try await ReleasePlayer(league: league.unitOfWork).execute(
            playerID: league.ortiz.id)
        #expect(result.formerTeam == nil)
    }

    @Test("A failing delete is reported")
    func releaseStorageFailure() async throws {
        let league = try LeagueFixture()
        league.players.faults.failNext(with: .unavailable("read-only"))
        await #expect(throws: LeagueError.storage(.unavailable("read-only"))) {
            try await ReleasePlayer(league: league.unitOfWork).execute(playerID: league.ortiz.id)
        }
    }

    // MARK: Transfer

    @Test("Transferring moves the player, keeping their number")
    func transfers() async throws {
        let league = try LeagueFixture()
        let result = try await TransferPlayer(league: league.unitOfWork)
            .execute(playerID: league.ortiz.id, toTeam: "NYY")
        #expect(result.player.teamID == league.newYork.id)
        #expect(result.player.number == league.ortiz.number)
        #expect(result.formerTeam == league.boston)
        #expect(result.newTeam == league.newYork)
        #expect(await league.players.stored.first { $0.id == league.ortiz.id }?.teamID == league.newYork.id)
    }

    @Test("Transferring onto a taken number is refused and nothing changes")
    func transferTakenNumber() async throws {
        let league = try LeagueFixture()
        let taken = try await SignPlayer(league: league.unitOfWork).execute(
            .init(firstName: "Num", lastName: "Two", number: 2, position: "Catcher", teamAbbreviation: "BOS"))
        await #expect(throws: LeagueError.numberTaken(league.jeter.number, team: league.newYork, wornBy: league.jeter))
        {
            try await TransferPlayer(league: league.unitOfWork)
                .execute(playerID: taken.player.id, toTeam: "NYY")
        }
        #expect(await league.players.stored.first { $0.id == taken.player.id }?.teamID == league.boston.id)
    }

    @Test("Transferring to the player's own team, an unknown team or an unknown player is refused")
    func transferRefusals() async throws {
        let league = try LeagueFixture()
        let transfer = TransferPlayer(league: league.unitOfWork)
        await #expect(throws: LeagueError.alreadyOnTeam(league.ortiz, team: league.boston)) {
            try await transfer.execute(playerID: league.ortiz.id, toTeam: "BOS")
        }
        await #expect(throws: LeagueError.unknownTeam("SEA")) {
            try await transfer.execute(playerID: league.ortiz.id, toTeam: "SEA")
        }
        await #expect(throws: LeagueError.unknownPlayer(Player.ID(42))) {
            try await transfer.execute(playerID: Player.ID(42), toTeam: "NYY")
        }
        #expect(await !league.players.calls.contains { if case .update = $0 { true } else { false } })
    }

    // MARK: Roster

    @Test("A roster lists the team's players by number, each with the team embedded")
    func roster() async throws {
        let league = try LeagueFixture()
        let sign = SignPlayer(league: league.unitOfWork)
        _ = try await sign.execute(
            .init(firstName: "Pedro", lastName: "Martinez", number: 45, position: "Pitcher", teamAbbreviation: "BOS"))
        _ = try await sign.execute(
            .init(firstName: "Jason", lastName: "Varitek", number: 33, position: "Catcher", teamAbbreviation: "BOS"))
        let roster = try await GetRoster(league: league.unitOfWork).execute(teamAbbreviation: "BOS")
        #expect(roster.map(\.player.number.value) == [33, 34, 45])
        #expect(roster.allSatisfy { $0.team == league.boston })
    }

    @Test("The roster of an unknown team is refused; an empty team has an empty roster")
    func rosterEdges() async throws {
        let league = try LeagueFixture()
        let roster = GetRoster(league: league.unitOfWork)
        await #expect(throws: LeagueError.unknownTeam("SEA")) { try await roster.execute(teamAbbreviation: "SEA") }
        _ = try await RegisterTeam(league: league.unitOfWork).execute(
            .init(abbreviation: "SEA", city: "Seattle", nickname: "Mariners"))
        #expect(try await roster.execute(teamAbbreviation: "SEA").isEmpty)
    }
}
