import Entities
import InterfaceAdapters

/// A remote user source that answers what the test configured.
public actor FakeUserSource: UserSource {
    private var result: Swift.Result<[User], UserSourceError>

    /// How many times ``fetchUsers()`` was called.
    public private(set) var callCount = 0

    /// Failures and delays for the next calls, or for every call, before the configured answer.
    public nonisolated let faults = FaultInjector<UserSourceError>()

    public init(answer result: Swift.Result<[User], UserSourceError>) {
        self.result = result
    }

    public func answer(with result: Swift.Result<[User], UserSourceError>) { self.result = result }

    public func fetchUsers() async throws(UserSourceError) -> [User] {
        callCount += 1
        try await faults.enter()
        return try result.get()
    }
}
