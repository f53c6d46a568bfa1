import Entities
import Fakes
import InterfaceAdapters
import Testing
import UseCases

@Suite("FallbackUserDirectory: remote first, local copy when the remote fails")
struct FallbackUserDirectoryTests {
    let ada = try! User(id: User.ID("1"), name: "Ada Lovelace", email: "ada@example.com")
    let grace = try! User(id: User.ID("2"), name: "Grace Hopper", email: "grace@example.com")

    @Test("Remote succeeds: its list is returned and the local copy refreshed")
    func remoteOK() async throws {
        let remote = FakeUserSource(answer: .success([ada, grace]))
        let local = FakeValueStore<[UserRecord]>([UserRecord(id: "0", name: "Old", email: "old@example.com")])
        let listing = try await FallbackUserDirectory(remote: remote, local: local).users()
        #expect(listing == UserListing(users: [ada, grace], origin: .remote))
        #expect(await local.saved == [[UserBridge.record(from: ada), UserBridge.record(from: grace)]])
        #expect(await local.loadCount == 0)
    }

    @Test("Remote fails: the local copy is returned, marked as cached with the reason")
    func remoteFails() async throws {
        let remote = FakeUserSource(answer: .failure(UserSourceError("connection refused")))
        let local = FakeValueStore<[UserRecord]>([UserBridge.record(from: ada)])
        let listing = try await FallbackUserDirectory(remote: remote, local: local).users()
        #expect(listing == UserListing(users: [ada], origin: .cachedCopy(reason: "connection refused")))
        #expect(await local.saved.isEmpty)
    }

    @Test("Remote fails and there is no copy yet: unavailable, saying both")
    func noCopy() async throws {
        let remote = FakeUserSource(answer: .failure(UserSourceError("timeout")))
        await #expect(throws: UserDirectoryError.unavailable(remote: "timeout", local: "no local copy yet")) {
            try await FallbackUserDirectory(remote: remote, local: FakeValueStore<[UserRecord]>()).users()
        }
    }

    @Test("Both fail: unavailable, with both reasons")
    func bothFail() async throws {
        let remote = FakeUserSource(answer: .failure(UserSourceError("timeout")))
        let local = FakeValueStore<[UserRecord]>()
        await local.failAlways(with: .corrupt(key: "users.json", detail: "bad JSON"))
        await #expect(
            throws: UserDirectoryError.unavailable(
                remote: "timeout", local: "'users.json' holds corrupt data: bad JSON")
        ) {
            try await FallbackUserDirectory(remote: remote, local: local).users()
        }
    }

    @Test("A local copy holding an invalid user is not served")
    func invalidCopy() async throws {
        let remote = FakeUserSource(answer: .failure(UserSourceError("timeout")))
        let local = FakeValueStore<[UserRecord]>([UserRecord(id: "9", name: "", email: "x@example.com")])
        await #expect(throws: UserDirectoryError.self) {
            try await FallbackUserDirectory(remote: remote, local: local).users()
        }
    }

    @Test("A failure to refresh the copy does not fail a successful remote listing")
    func refreshFailsQuietly() async throws {
        let remote = FakeUserSource(answer: .success([ada]))
        let local = FakeValueStore<[UserRecord]>()
        await local.failAlways(with: .storage(.io(key: "users.json", detail: "read-only")))
        #expect(try await FallbackUserDirectory(remote: remote, local: local).users().origin == .remote)
    }

    @Test("After a successful remote call, a later failure serves what that call returned")
    func sequence() async throws {
        let remote = FakeUserSource(answer: .success([ada, grace]))
        let directory = FallbackUserDirectory(remote: remote, local: MemoryValueStore<[UserRecord]>())
        _ = try await directory.users()
        await remote.answer(with: .failure(UserSourceError("502")))
        let listing = try await directory.users()
        #expect(listing.users == [ada, grace])
        #expect(listing.origin == .cachedCopy(reason: "502"))
    }
}
