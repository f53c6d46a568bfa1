import Entities
import UseCases

/// An authority that knows the accounts the test registered: logging in with the right password
/// gives a new token; a token stays valid until it is logged out or expired by the test.
public actor FakeAuthenticator: Authenticator {
    /// A call the fake received.
    public enum Call: Hashable, Sendable {
        case logIn(email: String)
        case currentUser(token: String)
        case logOut(token: String)
    }

    private var accounts: [String: (password: String, user: User)] = [:]
    private var tokens: [String: String] = [:]  // token → email
    private var issued = 0
    /// Failures and delays for the next calls, or for every call.
    public nonisolated let faults = FaultInjector<AuthenticationError>()

    /// Every call so far, in order.
    public private(set) var calls: [Call] = []

    public init() {}

    /// Adds (or replaces) an account.
    public func register(_ user: User, password: String) {
        accounts[user.email.value] = (password, user)
    }

    /// Changes what the authority knows about a registered user (same email).
    public func update(_ user: User) {
        accounts[user.email.value]?.user = user
    }

    /// Makes `token` invalid, as if it had expired.
    public func expire(token: String) { tokens[token] = nil }

    /// The tokens that are valid now.
    public var validTokens: Set<String> { Set(tokens.keys) }

    public func logIn(_ credentials: Credentials) async throws(AuthenticationError) -> Session {
        calls.append(.logIn(email: credentials.email.value))
        try await faults.enter()
        guard let account = accounts[credentials.email.value], account.password == credentials.password else {
            throw .invalidCredentials
        }
        issued += 1
        let token = "token-\(issued)"
        tokens[token] = credentials.email.value
        return Session(token: token, user: account.user)
    }

    public func currentUser(for session: Session) async throws(AuthenticationError) -> User {
        calls.append(.currentUser(token: session.token))
        try await faults.enter()
        guard let email = tokens[session.token], let account = accounts[email] else { throw .sessionExpired }
        return account.user
    }

    public func logOut(_ session: Session) async throws(AuthenticationError) {
        calls.append(.logOut(token: session.token))
        try await faults.enter()
        guard tokens.removeValue(forKey: session.token) != nil else { throw .sessionExpired }
    }
}
