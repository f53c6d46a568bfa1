import Entities

/// Logs a user in and keeps the session. Loading and ending sessions are other types' jobs
/// (``LoadCurrentUser``, ``LogOut``).
public struct LogIn: Sendable {
    private let authenticator: any Authenticator
    private let sessions: any SessionStore

    public init(authenticator: any Authenticator, sessions: any SessionStore) {
        self.authenticator = authenticator
        self.sessions = sessions
    }

    /// Validates the email address, exchanges the credentials for a session and stores it;
    /// nothing is stored on failure.
    public func execute(email: String, password: String) async throws(AuthenticationError) -> Session {
        let address: EmailAddress
        do {
            address = try EmailAddress(email)
        } catch {
            throw .invalid(error)
        }
        return try await execute(Credentials(email: address, password: password))
    }

    /// Exchanges the credentials for a session and stores it; nothing is stored on failure.
    public func execute(_ credentials: Credentials) async throws(AuthenticationError) -> Session {
        let session = try await authenticator.logIn(credentials)
        try await sessions.save(session)
        return session
    }
}
