import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import ProcessSpawning
import TestSupport
import Testing

@Suite("The league's kept values: in memory, and on disk through DiskByteStorage")
struct ValueStoreTests {
    @Test("Its revision is nil when empty and changes on every save, even of the same value")
    func revisions() async {
        let memory = InMemoryValueStore<Int>()
        #expect(await memory.revision() == nil)
        await memory.save(1)
        let first = await memory.revision()
        #expect(first != nil)
        await memory.save(1)
        #expect(await memory.revision() != first)
        #expect(await memory.load() == 1)
    }

    @Test("Codable storage on disk: a corrupt file is a typed error naming the key")
    func corruptJSONOnDisk() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("[{\"id\": ".utf8).write(to: folder.url.appendingPathComponent("users.json"))
        let store = CodableValueStore<[UserRecord]>(storage: DiskByteStorage(root: folder.url), key: "users.json")
        do {
            _ = try await store.load()
            Issue.record("corrupt JSON was loaded")
        } catch {
            guard case .corrupt(let key, _) = error else { Issue.record("wrong error: \(error)"); return }
            #expect(key == "users.json")
        }
    }

    @Test("The cached chain over a file notices a write by another writer")
    func cachedChainOverFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let file = CodableValueStore<[UserRecord]>(storage: DiskByteStorage(root: folder.url), key: "users.json")
        let chain = CachedValueStore(front: InMemoryValueStore(), back: file)
        let ada = UserRecord(id: "1", name: "Ada", email: "ada@example.com")
        try await chain.save([ada])
        #expect(try await chain.load() == [ada])
        let other = CodableValueStore<[UserRecord]>(storage: DiskByteStorage(root: folder.url), key: "users.json")
        try await other.save([])
        #expect(try await chain.load() == [])
    }
}
