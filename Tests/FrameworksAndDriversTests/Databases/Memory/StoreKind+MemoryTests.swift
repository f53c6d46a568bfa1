import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import ProcessSpawning
import TestSupport
import Testing

@Suite("StoreKind.memory: nothing on disk, nothing kept")
struct StoreKindMemoryTests {
    @Test("A unit on the memory store touches no folder; the store says it keeps nothing")
    func nothingOnDisk() async throws {
        let folder = try TemporaryFolder(prefix: "memory-store")
        defer { folder.remove() }
        let database = try StoreKind.memory.open(in: folder.url.appendingPathComponent("data"), program: "bookshelf")
        try await database.transaction { (_: any TransactionStores) async throws(Never) in }
        #expect(!StoreKind.memory.keepsData)
        #expect(folder.listing.isEmpty)
    }
}
