import Foundation
import UseCases

/// Turns the user-list command into a use-case request and its result into what the view shows.
public struct UsersController: Sendable {
    private let directory: @Sendable (URL) -> any UserDirectory
    private let view: any LeagueView

    /// - Parameter directory: the user directory for a remote source URL.
    public init(directory: @escaping @Sendable (URL) -> any UserDirectory, view: any LeagueView) {
        self.directory = directory
        self.view = view
    }

    public func list(source: URL) async -> ControllerOutcome {
        do {
            let listing = try await ListUsers(directory: directory(source)).execute()
            await view.display(UserPresenter.list(listing))
            return .succeeded
        } catch {
            let model = ErrorPresenter.present(error)
            await view.display(model)
            return .failed(model.kind)
        }
    }
}
