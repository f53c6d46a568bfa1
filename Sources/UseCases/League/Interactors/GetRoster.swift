import Entities

/// A team's roster: its players, each with the team embedded, ordered by number.
public struct GetRoster: Sendable {
    private let league: any UnitOfWork<LeagueRepositories>

    public init(league: any UnitOfWork<LeagueRepositories>) {
        self.league = league
    }

    /// Reads the team and its players in one unit of work, so the roster is one consistent view.
    public func execute(teamAbbreviation: String) async throws(LeagueError) -> [RosterEntry] {
        let (team, all) = try await league.perform { (repositories) async throws(LeagueError) in
            let team = try await repositories.teams.team(abbreviated: teamAbbreviation)
            let players = try await storage { () async throws(RepositoryError) in try await repositories.players.list()
            }
            return (team, players)
        }
        return all.filter { $0.teamID == team.id }
            .sorted { ($0.number, $0.id) < ($1.number, $1.id) }
            .map { RosterEntry(player: $0, team: team) }
    }
}
