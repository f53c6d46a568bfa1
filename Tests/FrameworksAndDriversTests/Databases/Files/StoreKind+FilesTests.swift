import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import ProcessSpawning
import TestSupport
import Testing

@Suite("StoreKind.files: one file per record under DATA/records")
struct StoreKindFilesTests {
    @Test("Nothing is written until a unit writes; then the records live under DATA/records")
    func records() async throws {
        let folder = try TemporaryFolder(prefix: "files-store")
        defer { folder.remove() }
        let database = try StoreKind.files.open(in: folder.url, program: "bookshelf")
        #expect(StoreKind.files.keepsData)
        #expect(folder.listing.isEmpty, "opening writes nothing")
        try await database.transaction { (_: any TransactionStores) async throws(Never) in }
        #expect(folder.listing.allSatisfy { $0 == "records" || $0.hasPrefix("records/") }, "\(folder.listing)")
    }
}
