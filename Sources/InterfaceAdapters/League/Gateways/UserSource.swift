import Entities

/// Where a list of users comes from: a remote API (``HTTPUserSource``), or a kept copy
/// (``StoredUserSource``).
public protocol UserSource: Sendable {
    func fetchUsers() async throws(UserSourceError) -> [User]
}

/// Why the user source failed.
public struct UserSourceError: Swift.Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
