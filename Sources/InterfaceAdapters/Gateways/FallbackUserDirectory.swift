import Entities
import UseCases

/// The user directory: the remote source first, the local copy when the remote fails.
///
/// - Remote succeeds: the local copy is replaced with what it sent, and the fresh list returned.
///   Failing to refresh the copy does not fail the listing (the copy is only a fallback).
/// - Remote fails: the local copy is returned, marked as cached with the remote's failure.
/// - Both fail (or there is no copy yet): ``UserDirectoryError/unavailable(remote:local:)``.
public struct FallbackUserDirectory: UserDirectory {
    private let remote: any UserSource
    private let local: any ValueStore<[UserRecord]>

    public init(remote: any UserSource, local: any ValueStore<[UserRecord]>) {
        self.remote = remote
        self.local = local
    }

    public func users() async throws(UserDirectoryError) -> UserListing {
        let remoteFailure: UserSourceError
        do {
            let users = try await remote.fetchUsers()
            try? await local.save(users.map(UserBridge.record(from:)))
            return UserListing(users: users, origin: .remote)
        } catch {
            remoteFailure = error
        }
        do {
            guard let records = try await local.load() else {
                throw UserDirectoryError.unavailable(remote: remoteFailure.description, local: "no local copy yet")
            }
            return UserListing(
                users: try UserBridge.users(from: records), origin: .cachedCopy(reason: remoteFailure.description))
        } catch let error as UserDirectoryError {
            throw error
        } catch {
            throw .unavailable(remote: remoteFailure.description, local: String(describing: error))
        }
    }
}
