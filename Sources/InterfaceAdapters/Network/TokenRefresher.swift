/// Exchanges a token that is expired or was refused for a new one.
public protocol TokenRefresher: Sendable {
    func refresh(_ token: AccessToken) async throws(RequestError) -> AccessToken
}
