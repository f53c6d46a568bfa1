import Entities
import UseCases

/// What every ``UserDirectory`` must do, with a remote source the check can fill or take away.
public enum UserDirectoryContract {
    /// A directory and the remote it lists from.
    public struct Subject: Sendable {
        public let directory: any UserDirectory
        /// Makes the remote answer with these users.
        public let remoteServes: @Sendable ([User]) async throws -> Void
        /// Makes the remote fail from now on.
        public let remoteFails: @Sendable () async throws -> Void

        public init(
            directory: any UserDirectory, remoteServes: @escaping @Sendable ([User]) async throws -> Void,
            remoteFails: @escaping @Sendable () async throws -> Void
        ) {
            self.directory = directory
            self.remoteServes = remoteServes
            self.remoteFails = remoteFails
        }
    }

    static func users() throws -> [User] {
        [
            try User(id: User.ID("1"), name: "Ada Lovelace", email: "ada@example.com"),
            try User(id: User.ID("2"), name: "Grace Hopper", email: "grace@example.com"),
        ]
    }

    public static let contract = Contract<Subject>(
        port: "UserDirectory",
        checks: [
            .init("the remote's users are listed, marked as fresh") { subject in
                let expected = try users()
                try await subject.remoteServes(expected)
                let listing = try await subject.directory.users()
                try expect(Set(listing.users) == Set(expected), "listed \(listing.users.map(\.name.value))")
                try expect(listing.origin == .remote, "the origin is \(listing.origin)")
            },
            .init("when the remote fails, the last users it sent are listed as a cached copy") { subject in
                let expected = try users()
                try await subject.remoteServes(expected)
                _ = try await subject.directory.users()
                try await subject.remoteFails()
                let listing = try await subject.directory.users()
                try expect(Set(listing.users) == Set(expected), "listed \(listing.users.map(\.name.value))")
                guard case .cachedCopy = listing.origin else {
                    throw ContractFailure("the origin is \(listing.origin), not a cached copy")
                }
            },
            .init("when the remote fails and nothing was ever fetched, the directory is unavailable") { subject in
                try await subject.remoteFails()
                do {
                    let listing = try await subject.directory.users()
                    throw ContractFailure("listed \(listing.users.count) users without any source")
                } catch is UserDirectoryError {}
            },
        ])
}
