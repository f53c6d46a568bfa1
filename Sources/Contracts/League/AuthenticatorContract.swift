import Entities
import UseCases

/// What every ``Authenticator`` must do, against an authority the check can register accounts with.
public enum AuthenticatorContract {
    /// An authenticator and a way to create accounts at its authority.
    public struct Subject: Sendable {
        public let authenticator: any Authenticator
        /// Creates (or replaces) an account at the authority.
        public let register: @Sendable (User, _ password: String) async throws -> Void

        public init(authenticator: any Authenticator, register: @escaping @Sendable (User, String) async throws -> Void)
        {
            self.authenticator = authenticator
            self.register = register
        }
    }

    static func ada() throws -> User { try User(id: User.ID("1"), name: "Ada Lovelace", email: "ada@example.com") }

    static func credentials(_ password: String) throws -> Credentials {
        Credentials(email: try EmailAddress("ada@example.com"), password: password)
    }

    public static let contract = Contract<Subject>(
        port: "Authenticator",
        checks: [
            .init("the right password gives a session for the user") { subject in
                try await subject.register(try ada(), "engine")
                let session = try await subject.authenticator.logIn(try credentials("engine"))
                try expect(session.user == (try ada()), "the session is for \(session.user)")
                try expect(!session.token.isEmpty, "the session has no token")
            },
            .init("a wrong password or an unknown email is refused as invalid credentials") { subject in
                try await subject.register(try ada(), "engine")
                try await expectThrows(AuthenticationError.invalidCredentials) { () async throws(AuthenticationError) in
                    _ = try await subject.authenticator.logIn(try! credentials("wrong"))
                }
                try await expectThrows(AuthenticationError.invalidCredentials) { () async throws(AuthenticationError) in
                    _ = try await subject.authenticator.logIn(
                        Credentials(email: try! EmailAddress("nobody@example.com"), password: "engine"))
                }
            },
            .init("a session's token gives the current user") { subject in
                try await subject.register(try ada(), "engine")
                let session = try await subject.authenticator.logIn(try credentials("engine"))
                try expect(try await subject.authenticator.currentUser(for: session) == (try ada()), "not the user")
            },
            .init("after logging out, the session is expired, and logging out again is refused") { subject in
                try await subject.register(try ada(), "engine")
                let session = try await subject.authenticator.logIn(try credentials("engine"))
                try await subject.authenticator.logOut(session)
                try await expectThrows(AuthenticationError.sessionExpired) { () async throws(AuthenticationError) in
                    _ = try await subject.authenticator.currentUser(for: session)
                }
                try await expectThrows(AuthenticationError.sessionExpired) { () async throws(AuthenticationError) in
                    try await subject.authenticator.logOut(session)
                }
            },
        ])
}
