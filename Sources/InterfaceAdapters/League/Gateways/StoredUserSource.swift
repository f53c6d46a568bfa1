import Entities

/// The users kept in a value store (the copy ``CachingUserSource`` saves), as a user source: the
/// local side of a ``FallbackUserDirectory``.
///
/// No copy yet, an unreadable one, or one holding a user that breaks a rule are failures naming
/// the problem: a damaged copy never looks like an empty list.
public struct StoredUserSource: UserSource {
    private let copy: any ValueStore<[UserRecord]>

    public init(_ copy: any ValueStore<[UserRecord]>) {
        self.copy = copy
    }

    public func fetchUsers() async throws(UserSourceError) -> [User] {
        let records: [UserRecord]?
        do {
            records = try await copy.load()
        } catch {
            throw UserSourceError(error.description)
        }
        guard let records else { throw UserSourceError("no local copy yet") }
        do {
            return try UserBridge.users(from: records)
        } catch {
            throw UserSourceError(error.description)
        }
    }
}
