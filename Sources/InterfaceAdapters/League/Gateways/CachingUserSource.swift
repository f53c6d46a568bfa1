import Entities

/// A user source that keeps a copy of what the source it wraps returned (a decorator): each
/// successful fetch replaces the copy in `copy`, which ``StoredUserSource`` reads back.
///
/// Failing to save the copy does not fail the fetch (the copy is only a fallback); a failed fetch
/// leaves the copy as it was.
public struct CachingUserSource: UserSource {
    private let source: any UserSource
    private let copy: any ValueStore<[UserRecord]>

    public init(_ source: any UserSource, keepingCopyIn copy: any ValueStore<[UserRecord]>) {
        self.source = source
        self.copy = copy
    }

    public func fetchUsers() async throws(UserSourceError) -> [User] {
        let users = try await source.fetchUsers()
        try? await copy.save(users.map(UserBridge.record(from:)))
        return users
    }
}
