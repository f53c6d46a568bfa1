import Entities

/// The port to whoever checks credentials and knows who is logged in.
public protocol Authenticator: Sendable {
    /// Exchanges credentials for a session.
    func logIn(_ credentials: Credentials) async throws(AuthenticationError) -> Session
    /// The user the session belongs to, as the authority knows them now.
    func currentUser(for session: Session) async throws(AuthenticationError) -> User
    /// Ends the session at the authority.
    func logOut(_ session: Session) async throws(AuthenticationError)
}

/// An email address and a password, as typed.
public struct Credentials: Hashable, Sendable {
    public let email: EmailAddress
    public let password: String

    public init(email: EmailAddress, password: String) {
        self.email = email
        self.password = password
    }
}

/// Proof of a successful login: an opaque token and the user it belongs to.
public struct Session: Hashable, Sendable {
    public let token: String
    public let user: User

    public init(token: String, user: User) {
        self.token = token
        self.user = user
    }
}

/// Why authentication failed.
public enum AuthenticationError: Swift.Error, Hashable, Sendable {
    /// A value the user gave broke a rule of the entity layer (an implausible email address).
    case invalid(ValidationError)
    /// The credentials were refused.
    case invalidCredentials
    /// The session is no longer valid; log in again.
    case sessionExpired
    /// No session is stored: nobody is logged in.
    case notLoggedIn
    /// The authority could not be reached or answered nonsense.
    case unavailable(String)
    /// The authority would be reached over plain HTTP across a network, where the password and
    /// the session token would travel in clear: nothing was sent. `host` is the authority's host.
    case cleartextAuthority(host: String)

}
