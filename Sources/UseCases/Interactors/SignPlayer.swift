import Entities

/// Signs a player to a team: the team must exist and the number must be free on it.
public struct SignPlayer: Sendable {
    /// What it takes to sign a player, as the user gave it.
    public struct Request: Hashable, Sendable {
        public var firstName: String
        public var lastName: String
        public var number: Int
        public var position: String
        public var teamAbbreviation: String

        public init(firstName: String, lastName: String, number: Int, position: String, teamAbbreviation: String) {
            self.firstName = firstName
            self.lastName = lastName
            self.number = number
            self.position = position
            self.teamAbbreviation = teamAbbreviation
        }
    }

    private let teams: any TeamRepository
    private let players: any PlayerRepository

    public init(teams: any TeamRepository, players: any PlayerRepository) {
        self.teams = teams
        self.players = players
    }

    /// Validates the request, checks the team and the number, and stores the player.
    public func execute(_ request: Request) async throws(LeagueError) -> RosterEntry {
        let position = try validated { () throws(ValidationError) in try Position(named: request.position) }
        let team = try await teams.team(abbreviated: request.teamAbbreviation)
        let draft = try validated { () throws(ValidationError) in
            try Player.Draft(
                firstName: request.firstName, lastName: request.lastName, number: request.number,
                teamID: team.id, position: position)
        }
        try await players.ensure(number: draft.number, isFreeOn: team)
        let player = try await storage { () async throws(RepositoryError) in try await players.create(draft) }
        return RosterEntry(player: player, team: team)
    }
}
