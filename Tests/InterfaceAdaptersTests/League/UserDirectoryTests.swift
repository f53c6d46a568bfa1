import Entities
import Fakes
import InterfaceAdapters
import Testing
import UseCases

private let ada = try! User(id: User.ID("1"), name: "Ada Lovelace", email: "ada@example.com")
private let grace = try! User(id: User.ID("2"), name: "Grace Hopper", email: "grace@example.com")

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

@Suite("CachingUserSource: keeps a copy of what the source it wraps returned")
struct CachingUserSourceTests {
    @Test("A successful fetch is returned and replaces the copy")
    func copies() async throws {
        let copy = FakeValueStore<[UserRecord]>([UserRecord(id: "0", name: "Old", email: "old@example.com")])
        let users = try await CachingUserSource(FakeUserSource(answer: .success([ada, grace])), keepingCopyIn: copy)
            .fetchUsers()
        #expect(users == [ada, grace])
        #expect(await copy.saved == [[UserBridge.record(from: ada), UserBridge.record(from: grace)]])
    }

    @Test("A failed fetch is passed on and leaves the copy as it was")
    func failureKeepsCopy() async throws {
        let old = [UserBridge.record(from: ada)]
        let copy = FakeValueStore<[UserRecord]>(old)
        await #expect(throws: UserSourceError("timeout")) {
            try await CachingUserSource(
                FakeUserSource(answer: .failure(UserSourceError("timeout"))), keepingCopyIn: copy
            )
            .fetchUsers()
        }
        #expect(await copy.saved.isEmpty)
        #expect(try await copy.load() == old)
    }

    @Test("A copy that cannot be saved does not fail the fetch")
    func saveFailsQuietly() async throws {
        let copy = FakeValueStore<[UserRecord]>()
        copy.faults.failAlways(with: .storage(.io(key: "users.json", detail: "read-only")))
        let users = try await CachingUserSource(FakeUserSource(answer: .success([ada])), keepingCopyIn: copy)
            .fetchUsers()
        #expect(users == [ada])
    }
}

@Suite("StoredUserSource: the kept copy as a user source")
struct StoredUserSourceTests {
    @Test("The kept users are listed")
    func lists() async throws {
        let copy = FakeValueStore<[UserRecord]>([UserBridge.record(from: grace), UserBridge.record(from: ada)])
        #expect(try await StoredUserSource(copy).fetchUsers() == [grace, ada])
    }

    @Test("No copy yet is a failure saying so, not an empty list")
    func noCopy() async {
        await #expect(throws: UserSourceError("no local copy yet")) {
            try await StoredUserSource(FakeValueStore<[UserRecord]>()).fetchUsers()
        }
    }

    @Test("An unreadable copy is a failure naming the problem")
    func unreadable() async {
        let copy = FakeValueStore<[UserRecord]>()
        copy.faults.failAlways(with: .corrupt(key: "users.json", detail: "bad JSON"))
        await #expect(throws: UserSourceError("'users.json' holds corrupt data: bad JSON")) {
            try await StoredUserSource(copy).fetchUsers()
        }
    }

    @Test("A copy holding a user that breaks a rule is not served")
    func invalidUser() async {
        let copy = FakeValueStore<[UserRecord]>([UserRecord(id: "9", name: "", email: "x@example.com")])
        await #expect(throws: UserSourceError.self) { try await StoredUserSource(copy).fetchUsers() }
    }
}
