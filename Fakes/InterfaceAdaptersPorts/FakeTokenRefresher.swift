import InterfaceAdapters

/// Hands out the tokens the test queued, one per refresh, recording what it was asked to refresh.
/// Refreshing with nothing queued fails with `.refreshFailed`: there is no default token.
public actor FakeTokenRefresher: TokenRefresher {
    private var queued: [Result<AccessToken, RequestError>]

    /// The tokens it was asked to refresh, in order.
    public private(set) var refreshed: [AccessToken] = []

    public init(answers: [Result<AccessToken, RequestError>]) {
        queued = answers
    }

    public func refresh(_ token: AccessToken) throws(RequestError) -> AccessToken {
        refreshed.append(token)
        guard !queued.isEmpty else { throw .refreshFailed("FakeTokenRefresher has no token queued") }
        return try queued.removeFirst().get()
    }
}
