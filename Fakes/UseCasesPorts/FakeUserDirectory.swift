import UseCases

/// A user directory that answers what the test configured: there is no default answer.
public actor FakeUserDirectory: UserDirectory {
    private var result: Result<UserListing, UserDirectoryError>

    /// How many times ``users()`` was called.
    public private(set) var callCount = 0

    /// Failures and delays for the next calls, or for every call, before the configured answer.
    public nonisolated let faults = FaultInjector<UserDirectoryError>()

    public init(answer result: Result<UserListing, UserDirectoryError>) {
        self.result = result
    }

    public func answer(with result: Result<UserListing, UserDirectoryError>) { self.result = result }

    public func users() async throws(UserDirectoryError) -> UserListing {
        callCount += 1
        try await faults.enter()
        return try result.get()
    }
}
