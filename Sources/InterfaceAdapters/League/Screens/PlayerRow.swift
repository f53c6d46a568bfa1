import Entities

/// One player as a roster shows them: their id, which a view keys rows by and releasing and
/// transferring take, and their text.
public struct PlayerRow: Identifiable, Hashable, Sendable {
    public let id: Player.ID
    /// 0 to 99.
    public let number: Int
    /// "David Ortiz".
    public let name: String
    /// "Designated Hitter".
    public let position: String
    /// The row on a terminal: `#34 David Ortiz, Designated Hitter — Boston Red Sox (id 1)`.
    public let text: String

    public init(id: Player.ID, number: Int, name: String, position: String, text: String) {
        self.id = id
        self.number = number
        self.name = name
        self.position = position
        self.text = text
    }
}
