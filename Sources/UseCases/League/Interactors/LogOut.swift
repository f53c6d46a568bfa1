import Entities

/// Ends the session of whoever is logged in.
public struct LogOut: Sendable {
    private let authenticator: any Authenticator
    private let sessions: any SessionStore

    public init(authenticator: any Authenticator, sessions: any SessionStore) {
        self.authenticator = authenticator
        self.sessions = sessions
    }

    /// Ends the session: forgets it locally first, so that a failing authority cannot keep anyone
    /// logged in here, then tells the authority (whose failure is still reported). Returns the
    /// user whose session ended; `.notLoggedIn` when there is no session.
    @discardableResult
    public func execute() async throws(AuthenticationError) -> User {
        guard let session = try await sessions.load() else { throw .notLoggedIn }
        try await sessions.clear()
        try await authenticator.logOut(session)
        return session.user
    }
}
