import InterfaceAdapters

/// Hands out the tokens the test queued, one per refresh, recording what it was asked to refresh.
/// Refreshing with nothing queued fails with `.refreshFailed`: there is no default token.
public actor FakeTokenRefresher: TokenRefresher {
    private var queued: [Result<AccessToken, RequestError>]

    /// The tokens it was asked to refresh, in order.
    public private(set) var refreshed: [AccessToken] = []

    /// Failures and delays for the next refreshes, or for every refresh, before the queued answers.
    public nonisolated let faults = FaultInjector<RequestError>()

    public init(answers: [Result<AccessToken, RequestError>]) {
        queued = answers
    }

    public func refresh(_ token: AccessToken) async throws(RequestError) -> AccessToken {
        refreshed.append(token)
        try await faults.enter()
        guard !queued.isEmpty else { throw .refreshFailed("FakeTokenRefresher has no token queued") }
        return try queued.removeFirst().get()
    }
}
