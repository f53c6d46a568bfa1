import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import ProcessSpawning
import TestSupport
import Testing

@Suite("StoreKind.files: one file per record under DATA/records")
struct StoreKindFilesTests {
    /// A record of the test's own.
    struct Probe: StorableRecord {
        static let schema = RecordSchema(collection: "probes", fields: [.init("name", .text)])
        var id: Int?
        var fields: [String: FieldValue] { ["name": .text("one")] }
        init(id: Int?, fields: [String: FieldValue]) { self.id = id }
    }

    @Test("Nothing is written until a unit writes; then each record is a file under DATA/records")
    func records() async throws {
        let folder = try TemporaryFolder(prefix: "files-store")
        defer { folder.remove() }
        let database = try StoreKind.files.open(in: folder.url, program: "bookshelf")
        #expect(StoreKind.files.keepsData)
        #expect(folder.listing.isEmpty, "opening writes nothing")
        let id = try await database.transaction { stores async throws(RecordStoreError) in
            try await stores.store(of: Probe.self).insert(Probe(id: nil, fields: [:]))
        }
        #expect(folder.files().contains("records/probes/\(id).json"), "\(folder.listing)")
        #expect(folder.listing.allSatisfy { $0 == "records" || $0.hasPrefix("records/") }, "\(folder.listing)")
    }
}
