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

    private let teams: any TeamRepository
    private let players: any PlayerRepository

    public init(teams: any TeamRepository, players: any PlayerRepository) {
        self.teams = teams
        self.players = players
    }

    public func execute(playerID: Player.ID) async throws(LeagueError) -> Result {
        let player = try await players.player(id: playerID)
        let team = try await storage { () async throws(RepositoryError) in try await teams.find(id: player.teamID) }
        try await storage { () async throws(RepositoryError) in try await players.delete(id: player.id) }
        return Result(player: player, formerTeam: team)
    }
}
