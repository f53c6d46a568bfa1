import Fakes
import InterfaceAdapters
import Testing

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
