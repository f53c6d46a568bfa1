/// Lists the app's users from the directory, saying whether the list is fresh or a kept copy.
public struct ListUsers: Sendable {
    private let directory: any UserDirectory

    public init(directory: any UserDirectory) {
        self.directory = directory
    }

    public func execute() async throws(UserDirectoryError) -> UserListing {
        let listing = try await directory.users()
        return UserListing(users: listing.users.sorted { $0.name.value < $1.name.value }, origin: listing.origin)
    }
}
