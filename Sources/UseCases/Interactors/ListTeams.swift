import Entities

/// Lists every team, ordered by abbreviation.
public struct ListTeams: Sendable {
    private let teams: any TeamRepository

    public init(teams: any TeamRepository) {
        self.teams = teams
    }

    public func execute() async throws(LeagueError) -> [Team] {
        let all = try await storage { () async throws(RepositoryError) in try await teams.list() }
        return all.sorted { $0.abbreviation.value < $1.abbreviation.value }
    }
}
