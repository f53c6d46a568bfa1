import Entities

/// One team as a list shows it: its id, which a view keys rows by, its abbreviation, which
/// selection carries to the team's roster, and its text.
public struct TeamRow: Identifiable, Hashable, Sendable {
    public let id: Team.ID
    /// "BOS".
    public let abbreviation: String
    /// "Boston Red Sox".
    public let name: String
    /// The row on a terminal: `BOS  Boston Red Sox`.
    public let text: String

    public init(id: Team.ID, abbreviation: String, name: String, text: String) {
        self.id = id
        self.abbreviation = abbreviation
        self.name = name
        self.text = text
    }
}
