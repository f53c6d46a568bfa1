import Entities

/// Lists every team, ordered by abbreviation.
public struct ListTeams: Sendable {
    private let league: any UnitOfWork<LeagueRepositories>

    public init(league: any UnitOfWork<LeagueRepositories>) {
        self.league = league
    }

    public func execute() async throws(LeagueError) -> [Team] {
        let all = try await league.perform { (repositories) async throws(LeagueError) in
            try await storage { () async throws(RepositoryError) in try await repositories.teams.list() }
        }
        return all.sorted { $0.abbreviation.value < $1.abbreviation.value }
    }
}
