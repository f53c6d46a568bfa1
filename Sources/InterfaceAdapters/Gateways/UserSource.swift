import Entities

/// Where fresh users come from (a remote API).
public protocol UserSource: Sendable {
    func fetchUsers() async throws(UserSourceError) -> [User]
}

/// Why the user source failed.
public struct UserSourceError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
