import Fakes
import InterfaceAdapters
import Testing
import UseCases

@Suite("FallbackUserDirectory: the remote source first, the local one when the remote fails")
struct FallbackUserDirectoryTests {
    @Test("Remote succeeds: its list, marked fresh; the local source is not asked")
    func remoteOK() async throws {
        let remote = FakeUserSource(answer: .success([ada, grace]))
        let local = FakeUserSource(answer: .success([]))
        let listing = try await FallbackUserDirectory(remote: remote, local: local).users()
        #expect(listing == UserListing(users: [ada, grace], origin: .remote))
        #expect(await local.callCount == 0)
    }

    @Test("Remote fails: the local source's list, marked as a cached copy with the remote's reason")
    func remoteFails() async throws {
        let remote = FakeUserSource(answer: .failure(UserSourceError("connection refused")))
        let local = FakeUserSource(answer: .success([ada]))
        let listing = try await FallbackUserDirectory(remote: remote, local: local).users()
        #expect(listing == UserListing(users: [ada], origin: .cachedCopy(reason: "connection refused")))
    }

    @Test("Both fail: unavailable, naming both reasons")
    func bothFail() async throws {
        let remote = FakeUserSource(answer: .failure(UserSourceError("timeout")))
        let local = FakeUserSource(answer: .failure(UserSourceError("no local copy yet")))
        await #expect(throws: UserDirectoryError.unavailable(remote: "timeout", local: "no local copy yet")) {
            try await FallbackUserDirectory(remote: remote, local: local).users()
        }
    }

    @Test("Composed as the app composes it, a later failure serves what the last success returned")
    func composed() async throws {
        let remote = FakeUserSource(answer: .success([ada, grace]))
        let copy = FakeValueStore<[UserRecord]>()
        let directory = FallbackUserDirectory(
            remote: CachingUserSource(remote, keepingCopyIn: copy), local: StoredUserSource(copy))
        #expect(try await directory.users().origin == .remote)
        await remote.answer(with: .failure(UserSourceError("502")))
        #expect(try await directory.users() == UserListing(users: [ada, grace], origin: .cachedCopy(reason: "502")))
    }
}
