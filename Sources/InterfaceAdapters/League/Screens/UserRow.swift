import Entities

/// One user as a list shows them: their id, which a view keys rows by, and their text.
public struct UserRow: Identifiable, Hashable, Sendable {
    public let id: User.ID
    /// "Ada Lovelace".
    public let name: String
    /// "ada@example.com".
    public let email: String
    /// The row on a terminal: `Ada Lovelace <ada@example.com>`.
    public let text: String

    public init(id: User.ID, name: String, email: String, text: String) {
        self.id = id
        self.name = name
        self.email = email
        self.text = text
    }
}
