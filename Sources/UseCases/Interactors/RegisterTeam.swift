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

    private let teams: any TeamRepository

    public init(teams: any TeamRepository) {
        self.teams = teams
    }

    /// Validates the request, refuses a taken abbreviation, and stores the team.
    public func execute(_ request: Request) async throws(LeagueError) -> Team {
        let draft = try validated { () throws(ValidationError) in
            try Team.Draft(city: request.city, nickname: request.nickname, abbreviation: request.abbreviation)
        }
        let existing = try await storage { () async throws(RepositoryError) in try await teams.list() }
        guard !existing.contains(where: { $0.abbreviation == draft.abbreviation }) else {
            throw .abbreviationTaken(draft.abbreviation.value)
        }
        return try await storage { () async throws(RepositoryError) in try await teams.create(draft) }
    }
}
