import Entities
import InterfaceAdapters

/// What every ``UserSource`` must do (the remote API, the kept copy, the copying decorator and
/// the fake alike): list the users it has, and fail with a ``UserSourceError`` when it has none to
/// give, never with an empty list.
public enum UserSourceContract {
    /// A source and the way to make it serve users or fail.
    public struct Subject: Sendable {
        public let source: any UserSource
        /// Makes the source answer with these users.
        public let serve: @Sendable ([User]) async throws -> Void
        /// Makes the source fail from now on.
        public let takeDown: @Sendable () async throws -> Void

        public init(
            source: any UserSource, serve: @escaping @Sendable ([User]) async throws -> Void,
            takeDown: @escaping @Sendable () async throws -> Void
        ) {
            self.source = source
            self.serve = serve
            self.takeDown = takeDown
        }
    }

    public static let contract = Contract<Subject>(
        port: "UserSource",
        checks: [
            .init("the users it serves are listed, every field intact") { subject in
                let expected = try UserDirectoryContract.users()
                try await subject.serve(expected)
                let users = try await subject.source.fetchUsers()
                try expect(users == expected, "listed \(users)")
            },
            .init("an empty list is listed as empty, not as a failure") { subject in
                try await subject.serve([])
                let users = try await subject.source.fetchUsers()
                try expect(users.isEmpty, "listed \(users)")
            },
            .init("a source that is down fails with a UserSourceError, never with an empty list") { subject in
                try await subject.serve(try UserDirectoryContract.users())
                try await subject.takeDown()
                do {
                    let users = try await subject.source.fetchUsers()
                    throw ContractFailure("a source that is down listed \(users.count) users")
                } catch is UserSourceError {}
            },
        ])
}
