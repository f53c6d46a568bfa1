import Fakes
import Foundation
import InterfaceAdapters
import Testing

@Suite("CodableValueStore and the cached value chain")
struct StorageTests {
    struct Settings: Codable, Hashable, Sendable {
        var theme: String
        var size: Int
    }

    // MARK: Codable storage

    @Test("A value is saved as JSON under its key and loaded back")
    func codableRoundTrip() async throws {
        let bytes = FakeByteStorage()
        let store = CodableValueStore<Settings>(storage: bytes, key: "settings/app.json")
        #expect(try await store.load() == nil)
        #expect(try await store.revision() == nil)
        try await store.save(Settings(theme: "dark", size: 12))
        #expect(try await store.load() == Settings(theme: "dark", size: 12))
        let json = try #require(await bytes.contents["settings/app.json"])
        #expect(String(decoding: json, as: UTF8.self).contains(#""theme" : "dark""#))
        #expect(try await store.revision() != nil)
    }

    @Test("Corrupt bytes are a typed error naming the key, never a missing value")
    func corruptBytes() async throws {
        let bytes = FakeByteStorage(["settings.json": Data("{ not json".utf8)])
        let store = CodableValueStore<Settings>(storage: bytes, key: "settings.json")
        do {
            _ = try await store.load()
            Issue.record("corrupt bytes were loaded")
        } catch {
            guard case .corrupt(let key, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(key == "settings.json")
        }
    }

    @Test("A failing storage is reported as a storage error")
    func storageFailure() async throws {
        let bytes = FakeByteStorage()
        bytes.faults.failAlways(with: .io(key: "s.json", detail: "permission denied"))
        let store = CodableValueStore<Settings>(storage: bytes, key: "s.json")
        await #expect(throws: ValueStoreError.storage(.io(key: "s.json", detail: "permission denied"))) {
            try await store.save(Settings(theme: "x", size: 1))
        }
        await #expect(throws: ValueStoreError.storage(.io(key: "s.json", detail: "permission denied"))) {
            try await store.load()
        }
    }

    // MARK: Cached chain

    @Test("Reads are served from memory while the underlying store does not change")
    func memoryHit() async throws {
        let back = FakeValueStore<Settings>(Settings(theme: "dark", size: 12))
        let chain = CachedValueStore(front: FakeValueStore(), back: back)
        #expect(try await chain.load() == Settings(theme: "dark", size: 12))
        #expect(try await chain.load() == Settings(theme: "dark", size: 12))
        #expect(try await chain.load() == Settings(theme: "dark", size: 12))
        #expect(await back.loadCount == 1)
    }

    @Test("A change reported by the underlying store invalidates the memory copy")
    func invalidation() async throws {
        let back = FakeValueStore<Settings>(Settings(theme: "dark", size: 12))
        let chain = CachedValueStore(front: FakeValueStore(), back: back)
        _ = try await chain.load()
        await back.changeBehindTheScenes(to: Settings(theme: "light", size: 14))
        #expect(try await chain.load() == Settings(theme: "light", size: 14))
        #expect(await back.loadCount == 2)
        _ = try await chain.load()
        #expect(await back.loadCount == 2)
    }

    @Test("Writes go to both stores, and the next read needs no trip to the underlying store")
    func writeThrough() async throws {
        let front = FakeValueStore<Settings>()
        let back = FakeValueStore<Settings>()
        let chain = CachedValueStore(front: front, back: back)
        try await chain.save(Settings(theme: "dark", size: 12))
        #expect(await front.saved == [Settings(theme: "dark", size: 12)])
        #expect(await back.saved == [Settings(theme: "dark", size: 12)])
        #expect(try await chain.load() == Settings(theme: "dark", size: 12))
        #expect(await back.loadCount == 0)
        #expect(await front.loadCount == 1)
    }

    @Test("An empty underlying store gives nil, and an underlying failure is passed on")
    func emptyAndFailing() async throws {
        let back = FakeValueStore<Settings>()
        let chain = CachedValueStore(front: FakeValueStore(), back: back)
        #expect(try await chain.load() == nil)
        back.faults.failNext(with: .storage(.io(key: "k", detail: "gone")))
        await #expect(throws: ValueStoreError.storage(.io(key: "k", detail: "gone"))) { try await chain.load() }
    }

    @Test("A failed write to the underlying store leaves the memory copy untouched")
    func failedWrite() async throws {
        let back = FakeValueStore<Settings>(Settings(theme: "dark", size: 12))
        let chain = CachedValueStore(front: FakeValueStore(), back: back)
        _ = try await chain.load()
        back.faults.failNext(with: .storage(.io(key: "k", detail: "disk full")))
        await #expect(throws: ValueStoreError.self) { try await chain.save(Settings(theme: "light", size: 1)) }
        #expect(try await chain.load() == Settings(theme: "dark", size: 12))
    }

    @Test("The chain works over a Codable store on a byte storage")
    func overCodableStore() async throws {
        let bytes = FakeByteStorage()
        let file = CodableValueStore<Settings>(storage: bytes, key: "s.json")
        let chain = CachedValueStore(front: FakeValueStore(), back: file)
        try await chain.save(Settings(theme: "dark", size: 12))
        // Another writer replaces the file: the chain must notice.
        try await file.save(Settings(theme: "light", size: 9))
        #expect(try await chain.load() == Settings(theme: "light", size: 9))
    }
}
