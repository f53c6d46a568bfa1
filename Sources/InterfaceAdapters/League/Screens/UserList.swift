/// The users as the users' screen shows them: their rows, and a note above a kept copy.
public struct UserList: Hashable, Sendable {
    /// Above a kept copy, "(cached copy: the remote source failed: timeout)"; `nil` for a list
    /// fresh from the source.
    public let note: String?
    /// One per user, by name; empty only for a kept copy that holds no users (a fresh list of
    /// none is the screen's empty state).
    public let rows: [UserRow]

    public init(note: String?, rows: [UserRow]) {
        self.note = note
        self.rows = rows
    }
}
