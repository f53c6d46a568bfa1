import Foundation
import UseCases

/// Turns the login, who-am-I and logout commands into use-case requests, asking the view for the
/// password, and their results into what the view shows.
public struct SessionController: Sendable {
    /// The session use cases against one authority.
    public struct Interactors: Sendable {
        public let logIn: LogIn
        public let currentUser: LoadCurrentUser
        public let logOut: LogOut

        public init(logIn: LogIn, currentUser: LoadCurrentUser, logOut: LogOut) {
            self.logIn = logIn
            self.currentUser = currentUser
            self.logOut = logOut
        }
    }

    private let interactors: @Sendable (URL) -> Interactors
    private let view: any LeagueView

    /// - Parameter interactors: the session use cases against the authority at a URL, made by the
    ///   composition root for the server the user named.
    public init(interactors: @escaping @Sendable (URL) -> Interactors, view: any LeagueView) {
        self.interactors = interactors
        self.view = view
    }

    /// Asks the view for the password, then logs in. No password at all is refused before the
    /// authority is asked.
    public func logIn(email: String, server: URL) async -> ControllerOutcome {
        guard let password = await view.askPassword(for: email) else {
            let refusal = ErrorPresenter.missingPassword(for: email)
            await view.display(refusal)
            return .failed(refusal.kind)
        }
        return await showingErrors(on: view, presentedBy: ErrorPresenter.present) {
            () async throws(AuthenticationError) in
            let session = try await interactors(server).logIn.execute(email: email, password: password)
            await view.display(SessionPresenter.loggedIn(session))
        }
    }

    /// Shows the logged-in user as the authority knows them now.
    public func showCurrentUser(server: URL) async -> ControllerOutcome {
        await showingErrors(on: view, presentedBy: ErrorPresenter.present) { () async throws(AuthenticationError) in
            await view.display(SessionPresenter.currentUser(try await interactors(server).currentUser.execute()))
        }
    }

    /// Ends the session.
    public func logOut(server: URL) async -> ControllerOutcome {
        await showingErrors(on: view, presentedBy: ErrorPresenter.present) { () async throws(AuthenticationError) in
            await view.display(SessionPresenter.loggedOut(try await interactors(server).logOut.execute()))
        }
    }
}
