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

    private let league: any UnitOfWork<LeagueRepositories>

    public init(league: any UnitOfWork<LeagueRepositories>) {
        self.league = league
    }

    /// Refuses a transfer to the player's own team or onto a number that is taken there; the
    /// check and the move are one unit of work.
    public func execute(playerID: Player.ID, toTeam abbreviation: String) async throws(LeagueError) -> Result {
        try await league.perform { (repositories) async throws(LeagueError) in
            var player = try await repositories.players.player(id: playerID)
            let newTeam = try await repositories.teams.team(abbreviated: abbreviation)
            guard player.teamID != newTeam.id else {
                throw .alreadyOnTeam(player, team: newTeam)
            }
            try await repositories.players.ensure(number: player.number, isFreeOn: newTeam)
            let formerTeam = try await storage { () async throws(RepositoryError) in
                try await repositories.teams.find(id: player.teamID)
            }
            player.teamID = newTeam.id
            try await repositories.players.write(number: player.number, on: newTeam) {
                [player] () async throws(RepositoryError) in try await repositories.players.update(player)
            }
            return Result(player: player, formerTeam: formerTeam, newTeam: newTeam)
        }
    }
}
