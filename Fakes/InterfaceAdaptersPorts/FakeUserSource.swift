import Entities
import InterfaceAdapters

/// A remote user source that answers what the test configured.
public actor FakeUserSource: UserSource {
    private var result: Result<[User], UserSourceError>

    /// How many times ``fetchUsers()`` was called.
    public private(set) var callCount = 0

    public init(answer result: Result<[User], UserSourceError>) {
        self.result = result
    }

    public func answer(with result: Result<[User], UserSourceError>) { self.result = result }

    public func fetchUsers() throws(UserSourceError) -> [User] {
        callCount += 1
        return try result.get()
    }
}
