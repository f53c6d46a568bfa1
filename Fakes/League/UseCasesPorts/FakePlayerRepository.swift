import Entities
import UseCases

/// A fake ``PlayerRepository``: a player repeating a number on a team is refused as a conflict.
public typealias FakePlayerRepository = FakeRepository<Player, Player.Draft>

extension FakeRepository: PlayerRepository where Entity == Player, Draft == Player.Draft {
    /// An empty player repository, or one holding `players`.
    public init(_ players: [Player] = []) {
        self.init(entityName: "player", seed: players, make: Player.init(id:draft:)) { player, other in
            player.teamID == other.teamID && player.number == other.number ? ["teamID", "number"] : nil
        }
    }
}
