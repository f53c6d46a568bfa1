import Entities

/// Where the list of the app's users comes from.
public protocol UserDirectory: Sendable {
    /// The users, and whether they are fresh from the source or a stored copy.
    func users() async throws(UserDirectoryError) -> UserListing
}

/// A list of users and where it came from.
public struct UserListing: Hashable, Sendable {
    /// Where a listing came from.
    public enum Origin: Hashable, Sendable {
        /// Fresh from the remote source.
        case remote
        /// The locally kept copy, because the remote source failed for `reason`.
        case cachedCopy(reason: String)
    }

    public let users: [User]
    public let origin: Origin

    public init(users: [User], origin: Origin) {
        self.users = users
        self.origin = origin
    }
}

/// Why no list of users could be produced.
public enum UserDirectoryError: Swift.Error, Hashable, Sendable {
    /// The remote source failed and there is no usable local copy.
    case unavailable(remote: String, local: String)

}
