/// Logs a user in and keeps the session. Loading and ending sessions are other types' jobs
/// (``CurrentUserLoader``, ``SessionManager``).
public struct LoginPerformer: Sendable {
    private let authenticator: any Authenticator
    private let sessions: any SessionStore

    public init(authenticator: any Authenticator, sessions: any SessionStore) {
        self.authenticator = authenticator
        self.sessions = sessions
    }

    /// Exchanges the credentials for a session and stores it; nothing is stored on failure.
    public func logIn(_ credentials: Credentials) async throws(AuthenticationError) -> Session {
        let session = try await authenticator.logIn(credentials)
        try await sessions.save(session)
        return session
    }
}
