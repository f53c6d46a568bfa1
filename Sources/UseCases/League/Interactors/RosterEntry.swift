import Entities

/// A player with the team they play for embedded, as a roster shows them.
public struct RosterEntry: Hashable, Sendable {
    public let player: Player
    public let team: Team

    public init(player: Player, team: Team) {
        self.player = player
        self.team = team
    }
}
