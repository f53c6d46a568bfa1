import Entities

/// A team's roster: its players, each with the team embedded, ordered by number.
public struct GetRoster: Sendable {
    private let teams: any TeamRepository
    private let players: any PlayerRepository

    public init(teams: any TeamRepository, players: any PlayerRepository) {
        self.teams = teams
        self.players = players
    }

    public func execute(teamAbbreviation: String) async throws(LeagueError) -> [RosterEntry] {
        let team = try await teams.team(abbreviated: teamAbbreviation)
        let all = try await storage { () async throws(RepositoryError) in try await players.list() }
        return all.filter { $0.teamID == team.id }
            .sorted { ($0.number, $0.id) < ($1.number, $1.id) }
            .map { RosterEntry(player: $0, team: team) }
    }
}
