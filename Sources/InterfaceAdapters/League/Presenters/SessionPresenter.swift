import Entities
import UseCases

/// Turns sessions into display strings; the logged-in user is shown as a user's row
/// (``UserPresenter/row(_:)``).
public enum SessionPresenter {
    /// "Logged in as Ada Lovelace <ada@example.com>".
    public static func loggedIn(_ session: Session) -> MessageViewModel {
        MessageViewModel("Logged in as \(UserPresenter.line(session.user))")
    }

    /// "Logged out Ada Lovelace <ada@example.com>".
    public static func loggedOut(_ user: User) -> MessageViewModel {
        MessageViewModel("Logged out \(UserPresenter.line(user))")
    }
}
