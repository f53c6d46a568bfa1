import Entities
import UseCases

/// Turns a user listing into display strings; a cached copy is marked as such.
public enum UserPresenter {
    /// "Ada Lovelace <ada@example.com>" per user, with a note above a cached copy.
    public static func list(_ listing: UserListing) -> ListViewModel {
        let note: String? =
            switch listing.origin {
            case .remote: nil
            case .cachedCopy(let reason): "(cached copy: the remote source failed: \(reason))"
            }
        return ListViewModel(
            note: note, lines: listing.users.map(line), emptyText: "No users")
    }

    /// "Ada Lovelace <ada@example.com>".
    public static func line(_ user: User) -> String { "\(user.name) <\(user.email)>" }
}
