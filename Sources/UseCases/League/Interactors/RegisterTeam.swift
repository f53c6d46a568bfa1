import Entities

/// Registers a new team under an abbreviation no other team uses.
public struct RegisterTeam: Sendable {
    /// What it takes to register a team, as the user gave it.
    public struct Request: Hashable, Sendable {
        public var abbreviation: String
        public var city: String
        public var nickname: String

        public init(abbreviation: String, city: String, nickname: String) {
            self.abbreviation = abbreviation
            self.city = city
            self.nickname = nickname
        }
    }

    private let league: any UnitOfWork<LeagueRepositories>

    public init(league: any UnitOfWork<LeagueRepositories>) {
        self.league = league
    }

    /// Validates the request, then, in one unit of work, refuses a taken abbreviation and stores
    /// the team.
    public func execute(_ request: Request) async throws(LeagueError) -> Team {
        let draft = try validated { () throws(ValidationError) in
            try Team.Draft(city: request.city, nickname: request.nickname, abbreviation: request.abbreviation)
        }
        return try await league.perform { (repositories) async throws(LeagueError) in
            try await repositories.teams.ensure(abbreviationIsFree: draft.abbreviation)
            return try await repositories.teams.register(draft)
        }
    }
}
