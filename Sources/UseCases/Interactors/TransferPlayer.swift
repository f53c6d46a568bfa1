import Entities

/// Moves a player to another team, keeping their number if it is free there.
public struct TransferPlayer: Sendable {
    /// The player as they are now, where they came from and where they went.
    public struct Result: Hashable, Sendable {
        public let player: Player
        public let formerTeam: Team?
        public let newTeam: Team

        public init(player: Player, formerTeam: Team?, newTeam: Team) {
            self.player = player
            self.formerTeam = formerTeam
            self.newTeam = newTeam
        }
    }

    private let teams: any TeamRepository
    private let players: any PlayerRepository

    public init(teams: any TeamRepository, players: any PlayerRepository) {
        self.teams = teams
        self.players = players
    }

    /// Refuses a transfer to the player's own team or onto a number that is taken there.
    public func execute(playerID: Player.ID, toTeam abbreviation: String) async throws(LeagueError) -> Result {
        var player = try await players.player(id: playerID)
        let newTeam = try await teams.team(abbreviated: abbreviation)
        guard player.teamID != newTeam.id else {
            throw .alreadyOnTeam(player: player.fullName, team: newTeam.fullName)
        }
        try await players.ensure(number: player.number, isFreeOn: newTeam)
        let formerTeam = try await storage { () async throws(RepositoryError) in try await teams.find(id: player.teamID)
        }
        player.teamID = newTeam.id
        try await storage { [player] () async throws(RepositoryError) in try await players.update(player) }
        return Result(player: player, formerTeam: formerTeam, newTeam: newTeam)
    }
}
