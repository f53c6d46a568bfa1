import Entities
import UseCases

/// The user directory as a fallback composite: the remote source first, the local one when the
/// remote fails. It keeps nothing itself; keeping a local copy is ``CachingUserSource``'s job, and
/// the composition root chains the two.
///
/// - Remote succeeds: its users, marked as fresh.
/// - Remote fails: the local source's users, marked as a cached copy with the remote's failure.
/// - Both fail: ``UserDirectoryError/unavailable(remote:local:)`` naming both failures.
public struct FallbackUserDirectory: UserDirectory {
    private let remote: any UserSource
    private let local: any UserSource

    public init(remote: any UserSource, local: any UserSource) {
        self.remote = remote
        self.local = local
    }

    public func users() async throws(UserDirectoryError) -> UserListing {
        let remoteFailure: UserSourceError
        do {
            return UserListing(users: try await remote.fetchUsers(), origin: .remote)
        } catch {
            remoteFailure = error
        }
        do {
            return UserListing(
                users: try await local.fetchUsers(), origin: .cachedCopy(reason: remoteFailure.description))
        } catch {
            throw .unavailable(remote: remoteFailure.description, local: error.description)
        }
    }
}
