import Fakes
import InterfaceAdapters
import Testing

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
