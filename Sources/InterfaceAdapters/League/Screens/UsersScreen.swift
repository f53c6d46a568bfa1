import Observation
import UseCases

/// The app's users, from a remote source or the copy kept of its last answer: their state, and
/// loading it (which is also retry). A SwiftUI view holds it and binds to ``state``; the terminal
/// loads it and prints it. Every sentence comes from ``UserPresenter`` and ``ErrorPresenter``.
@MainActor
@Observable
public final class UsersScreen: LoadingScreen {
    /// The users as they stand, with a note above a kept copy. A reload keeps the rows on screen
    /// until the new ones arrive.
    public internal(set) var state: ScreenState<UserList> = .loading

    private let list: ListUsers
    @ObservationIgnored var loads = LoadSequence()

    public init(list: ListUsers) {
        self.list = list
    }

    /// Loads the users (on appearing, and to retry after a failure). A load whose task is
    /// cancelled, or that a newer one overtook, changes nothing.
    public func load() async {
        await refresh(
            { () async throws(UserDirectoryError) in UserPresenter.listState(try await list.execute()) },
            failure: ErrorPresenter.present)
    }
}
