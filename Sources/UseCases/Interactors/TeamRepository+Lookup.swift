import Entities

extension TeamRepository {
    /// The team registered under `abbreviation`; `.invalid` when the text is not an
    /// abbreviation, `.unknownTeam` when no team uses it.
    func team(abbreviated text: String) async throws(LeagueError) -> Team {
        let abbreviation = try validated { () throws(ValidationError) in try Abbreviation(text) }
        let teams = try await storage { () async throws(RepositoryError) in try await list() }
        guard let team = teams.first(where: { $0.abbreviation == abbreviation }) else {
            throw .unknownTeam(abbreviation.value)
        }
        return team
    }
}

extension PlayerRepository {
    /// The player with `id`; `.unknownPlayer` when there is none.
    func player(id: Player.ID) async throws(LeagueError) -> Player {
        guard let player = try await storage({ () async throws(RepositoryError) in try await find(id: id) }) else {
            throw .unknownPlayer(id)
        }
        return player
    }

    /// Refuses `number` when another player of `team` already wears it.
    func ensure(number: JerseyNumber, isFreeOn team: Team) async throws(LeagueError) {
        let players = try await storage { () async throws(RepositoryError) in try await list() }
        if let wearer = players.first(where: { $0.teamID == team.id && $0.number == number }) {
            throw .numberTaken(number: number.value, team: team.fullName, wornBy: wearer.fullName)
        }
    }
}
