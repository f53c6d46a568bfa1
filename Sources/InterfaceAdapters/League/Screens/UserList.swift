/// The users as the users' screen shows them: their rows, and a note above a kept copy.
public struct UserList: Hashable, Sendable {
    /// Above a kept copy, "(cached copy: the remote source failed: timeout)"; `nil` for a list
    /// fresh from the source.
    public let note: String?
    /// One per user, by name; empty only for a kept copy that holds no users (a fresh list of
    /// none is the screen's empty state).
    public let rows: [UserRow]
    /// What shows where the rows would be when there are none: "No users"; `nil` otherwise.
    public let placeholder: String?

    public init(note: String?, rows: [UserRow], placeholder: String? = nil) {
        self.note = note
        self.rows = rows
        self.placeholder = placeholder
    }
}
