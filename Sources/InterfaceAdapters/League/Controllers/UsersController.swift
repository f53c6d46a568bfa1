import Foundation
import UseCases

/// Turns the user-list command into a use-case request and its result into what the view shows.
public struct UsersController: Sendable {
    private let listUsers: @Sendable (URL) -> ListUsers
    private let view: any LeagueView

    /// - Parameter listUsers: the interactor that lists the users of a remote source, made by the
    ///   composition root for the source the user named.
    public init(listUsers: @escaping @Sendable (URL) -> ListUsers, view: any LeagueView) {
        self.listUsers = listUsers
        self.view = view
    }

    public func list(source: URL) async -> ControllerOutcome {
        await showingErrors(on: view, presentedBy: ErrorPresenter.present) { () async throws(UserDirectoryError) in
            await view.display(UserPresenter.list(try await listUsers(source).execute()))
        }
    }
}
