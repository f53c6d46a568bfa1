import Entities

// The lookups and rule checks the league's interactors share, run on the repositories a unit of
// work hands them.

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

    /// Refuses `abbreviation` when a team already uses it.
    func ensure(abbreviationIsFree abbreviation: Abbreviation) async throws(LeagueError) {
        let teams = try await storage { () async throws(RepositoryError) in try await list() }
        if teams.contains(where: { $0.abbreviation == abbreviation }) {
            throw .abbreviationTaken(abbreviation.value)
        }
    }

    /// Stores a new team. Should the storage's own uniqueness guard refuse it (a writer that did
    /// not check the rule got there first), the refusal is the league's: `.abbreviationTaken`.
    func register(_ draft: Team.Draft) async throws(LeagueError) -> Team {
        do {
            return try await create(draft)
        } catch .conflict {
            throw .abbreviationTaken(draft.abbreviation.value)
        } catch {
            throw .storage(error)
        }
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
            throw .numberTaken(number, team: team, wornBy: wearer)
        }
    }

    /// Runs a write that puts a player's number on `team`. Should the storage's own uniqueness
    /// guard refuse it, the refusal is the league's `.numberTaken`, naming the wearer.
    func write<Value>(
        number: JerseyNumber, on team: Team, _ body: () async throws(RepositoryError) -> Value
    ) async throws(LeagueError) -> Value {
        do {
            return try await body()
        } catch .conflict(let entity, let fields) {
            try await ensure(number: number, isFreeOn: team)
            throw .storage(.conflict(entity: entity, fields: fields))
        } catch {
            throw .storage(error)
        }
    }
}
