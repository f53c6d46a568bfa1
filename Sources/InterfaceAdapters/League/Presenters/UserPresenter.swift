import Entities
import UseCases

/// Turns a user listing into the users' screen state; a kept copy is marked as such.
public enum UserPresenter {
    /// What a list of no users says.
    public static let noUsers = "No users"

    /// The users' screen state for `listing`: a row per user, with a note above a kept copy (and
    /// ``noUsers`` in place of the rows of one that holds none); the empty screen for a fresh list
    /// of none.
    public static func listState(_ listing: UserListing) -> ScreenState<UserList> {
        let note: String? =
            switch listing.origin {
            case .remote: nil
            case .cachedCopy(let reason): "(cached copy: the remote source failed: \(reason))"
            }
        if listing.users.isEmpty && note == nil { return .empty(message: noUsers, suggestion: nil) }
        return .loaded(
            UserList(note: note, rows: listing.users.map(row), placeholder: listing.users.isEmpty ? noUsers : nil))
    }

    /// A user as a list's row; on a terminal, their ``line(_:)``.
    public static func row(_ user: User) -> UserRow {
        UserRow(id: user.id, name: user.name.value, email: user.email.value, text: line(user))
    }

    /// "Ada Lovelace <ada@example.com>".
    public static func line(_ user: User) -> String { "\(user.name) <\(user.email)>" }
}
