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

    private let league: any UnitOfWork<LeagueRepositories>

    public init(league: any UnitOfWork<LeagueRepositories>) {
        self.league = league
    }

    /// Validates the request, then, in one unit of work, checks the team and the number and
    /// stores the player: two signings of one number can never both pass the check.
    public func execute(_ request: Request) async throws(LeagueError) -> RosterEntry {
        let position = try validated { () throws(ValidationError) in try Position(named: request.position) }
        return try await league.perform { (repositories) async throws(LeagueError) in
            let team = try await repositories.teams.team(abbreviated: request.teamAbbreviation)
            let draft = try validated { () throws(ValidationError) in
                try Player.Draft(
                    firstName: request.firstName, lastName: request.lastName, number: request.number,
                    teamID: team.id, position: position)
            }
            try await repositories.players.ensure(number: draft.number, isFreeOn: team)
            let player = try await repositories.players.write(number: draft.number, on: team) {
                () async throws(RepositoryError) in try await repositories.players.create(draft)
            }
            return RosterEntry(player: player, team: team)
        }
    }
}
