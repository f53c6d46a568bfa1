import Entities

/// Refreshes the logged-in user from the authority and keeps the stored session up to date.
public struct LoadCurrentUser: Sendable {
    private let authenticator: any Authenticator
    private let sessions: any SessionStore

    public init(authenticator: any Authenticator, sessions: any SessionStore) {
        self.authenticator = authenticator
        self.sessions = sessions
    }

    /// The current user as the authority knows them now.
    ///
    /// `.notLoggedIn` without a stored session. When the authority says the session expired, the
    /// stored session is cleared before the error is passed on.
    public func execute() async throws(AuthenticationError) -> User {
        guard let session = try await sessions.load() else { throw .notLoggedIn }
        let user: User
        do {
            user = try await authenticator.currentUser(for: session)
        } catch .sessionExpired {
            try await sessions.clear()
            throw .sessionExpired
        }
        if user != session.user {
            try await sessions.save(Session(token: session.token, user: user))
        }
        return user
    }
}
