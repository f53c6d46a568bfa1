import Entities

/// Releases a player from the league.
public struct ReleasePlayer: Sendable {
    /// The released player and the team they played for (`nil` if that team no longer exists).
    public struct Result: Hashable, Sendable {
        public let player: Player
        public let formerTeam: Team?

        public init(player: Player, formerTeam: Team?) {
            self.player = player
            self.formerTeam = formerTeam
        }
    }

    private let league: any UnitOfWork<LeagueRepositories>

    public init(league: any UnitOfWork<LeagueRepositories>) {
        self.league = league
    }

    /// Finds the player and their team and deletes the player, in one unit of work.
    public func execute(playerID: Player.ID) async throws(LeagueError) -> Result {
        try await league.perform { (repositories) async throws(LeagueError) in
            let player = try await repositories.players.player(id: playerID)
            let team = try await storage { () async throws(RepositoryError) in
                try await repositories.teams.find(id: player.teamID)
            }
            try await storage { () async throws(RepositoryError) in try await repositories.players.delete(id: player.id)
            }
            return Result(player: player, formerTeam: team)
        }
    }
}
