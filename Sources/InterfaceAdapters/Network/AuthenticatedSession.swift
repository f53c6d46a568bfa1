import Foundation

/// Performs authenticated endpoints with a token it keeps fresh.
///
/// Before a request, a token known to be expired is refreshed; when the server answers 401 the
/// token is refreshed once and the request retried once. Concurrent callers share one refresh.
public actor AuthenticatedSession {
    private let performer: RequestPerformer
    private let refresher: any TokenRefresher
    private let now: @Sendable () -> Date
    private var token: AccessToken
    private var refreshing: Task<AccessToken, any Error>?

    public init(
        token: AccessToken, performer: RequestPerformer, refresher: any TokenRefresher,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.token = token
        self.performer = performer
        self.refresher = refresher
        self.now = now
    }

    /// The token requests are sent with now.
    public var currentToken: AccessToken { token }

    /// Performs `endpoint`, refreshing the token when it is expired or refused.
    public func perform<E: AuthenticatedEndpoint>(_ endpoint: E) async throws(RequestError) -> E.Response {
        if token.isExpired(at: now()) {
            try await refresh(from: token)
        }
        let used = token
        do {
            return try await performer.perform(endpoint, token: used)
        } catch .unauthorized {
            try await refresh(from: used)
            return try await performer.perform(endpoint, token: token)
        }
    }

    /// Refreshes `stale` unless another caller already replaced it; joins a refresh in flight.
    private func refresh(from stale: AccessToken) async throws(RequestError) {
        guard token == stale else { return }
        let task: Task<AccessToken, any Error>
        if let refreshing {
            task = refreshing
        } else {
            let refresher = self.refresher
            task = Task { try await refresher.refresh(stale) }
            refreshing = task
        }
        defer { if refreshing == task { refreshing = nil } }
        do {
            token = try await task.value
        } catch let error as RequestError {
            throw error
        } catch {
            throw .refreshFailed(String(describing: error))
        }
    }
}
