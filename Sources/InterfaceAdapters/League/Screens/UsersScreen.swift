import Observation
import UseCases

/// The app's users, from a remote source or the copy kept of its last answer: their state, and
/// loading it (which is also retry). A SwiftUI view holds it and binds to ``state``; the terminal
/// loads it and prints it. Every sentence comes from ``UserPresenter`` and ``ErrorPresenter``.
@MainActor
@Observable
public final class UsersScreen {
    /// The users as they stand, with a note above a kept copy. A reload keeps the rows on screen
    /// until the new ones arrive.
    public private(set) var state: ScreenState<UserList> = .loading

    private let list: ListUsers
    @ObservationIgnored private var loads = LoadSequence()

    public init(list: ListUsers) {
        self.list = list
    }

    /// Loads the users (on appearing, and to retry after a failure). A load whose task is
    /// cancelled, or that a newer one overtook, changes nothing.
    public func load() async {
        let load = loads.start()
        state = state.reloading
        let next: ScreenState<UserList>
        do {
            next = UserPresenter.listState(try await list.execute())
        } catch {
            next = .failed(ErrorPresenter.present(error))
        }
        guard loads.isCurrent(load) else { return }
        state = next
    }
}
