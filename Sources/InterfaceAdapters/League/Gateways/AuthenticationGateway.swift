import Entities
import Foundation
import UseCases

/// The ``Authenticator`` port over a JSON API:
/// `POST auth/login` (public) → `{"token": …, "user": {…}}`, `GET auth/me` and
/// `POST auth/logout` (authenticated). Every call carries a secret, so none is sent to an `http`
/// authority that is not this machine (``SecretTransport``).
public struct AuthenticationGateway: Authenticator {
    struct LoginEndpoint: PublicEndpoint {
        struct Body: Encodable { let email: String; let password: String }
        struct Response: Decodable, Sendable { let token: String; let user: UserRecord }
        let path = "auth/login"
        let method = HTTPMethod.post
        let body: Foundation.Data?
    }

    struct CurrentUserEndpoint: AuthenticatedEndpoint {
        typealias Response = UserRecord
        let path = "auth/me"
    }

    struct LogoutEndpoint: AuthenticatedEndpoint {
        struct Response: Decodable, Sendable {}
        let path = "auth/logout"
        let method = HTTPMethod.post
    }

    private let performer: RequestPerformer

    public init(performer: RequestPerformer) {
        self.performer = performer
    }

    public func logIn(_ credentials: Credentials) async throws(AuthenticationError) -> Session {
        try refuseCleartext()
        let body = try? JSONEncoder().encode(
            LoginEndpoint.Body(email: credentials.email.value, password: credentials.password))
        let response = try await mapped { () async throws(RequestError) in
            try await performer.perform(LoginEndpoint(body: body))
        } unauthorized: {
            .invalidCredentials
        }
        return Session(token: response.token, user: try user(from: response.user))
    }

    public func currentUser(for session: Session) async throws(AuthenticationError) -> User {
        try refuseCleartext()
        let record = try await mapped { () async throws(RequestError) in
            try await performer.perform(CurrentUserEndpoint(), token: AccessToken(value: session.token))
        } unauthorized: {
            .sessionExpired
        }
        return try user(from: record)
    }

    public func logOut(_ session: Session) async throws(AuthenticationError) {
        try refuseCleartext()
        _ = try await mapped { () async throws(RequestError) in
            try await performer.perform(LogoutEndpoint(), token: AccessToken(value: session.token))
        } unauthorized: {
            .sessionExpired
        }
    }

    /// Every call carries a secret (the password, or the token): none goes out in clear.
    private func refuseCleartext() throws(AuthenticationError) {
        guard SecretTransport.allows(performer.baseURL) else {
            throw .cleartextAuthority(host: performer.baseURL.host ?? performer.baseURL.absoluteString)
        }
    }

    private func user(from record: UserRecord) throws(AuthenticationError) -> User {
        do {
            return try UserBridge.user(from: record)
        } catch {
            throw .unavailable(error.description)
        }
    }

    private func mapped<T>(
        _ body: () async throws(RequestError) -> T, unauthorized: () -> AuthenticationError
    ) async throws(AuthenticationError) -> T {
        do {
            return try await body()
        } catch .unauthorized {
            throw unauthorized()
        } catch {
            throw .unavailable(error.description)
        }
    }
}
