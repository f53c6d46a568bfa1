import Entities
import UseCases

/// A user directory with the semantics of the real gateway, in memory: while its remote serves
/// users it lists them fresh and keeps a copy; while the remote is down it lists the kept copy,
/// marked as cached, or fails as unavailable when it has none. Counts calls, fails on demand.
public actor FakeUserDirectory: UserDirectory {
    private enum Remote {
        case serving([User])
        case down(reason: String)
    }

    private var remote: Remote
    private var keptCopy: [User]?

    /// How many times ``users()`` was called.
    public private(set) var callCount = 0

    /// Failures and delays for the next calls, or for every call.
    public nonisolated let faults = FaultInjector<UserDirectoryError>()

    /// A directory whose remote serves `users`.
    public init(serving users: [User]) {
        remote = .serving(users)
    }

    /// A directory whose remote is down for `reason`, holding `keptCopy` from an earlier listing.
    public init(remoteDown reason: String, keptCopy: [User]? = nil) {
        remote = .down(reason: reason)
        self.keptCopy = keptCopy
    }

    /// The remote serves `users` from now on.
    public func serve(_ users: [User]) { remote = .serving(users) }

    /// The remote fails with `reason` from now on.
    public func takeRemoteDown(reason: String) { remote = .down(reason: reason) }

    public func users() async throws(UserDirectoryError) -> UserListing {
        callCount += 1
        try await faults.enter()
        switch remote {
        case .serving(let users):
            keptCopy = users
            return UserListing(users: users, origin: .remote)
        case .down(let reason):
            guard let keptCopy else { throw .unavailable(remote: reason, local: "no local copy yet") }
            return UserListing(users: keptCopy, origin: .cachedCopy(reason: reason))
        }
    }
}
