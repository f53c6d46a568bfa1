import Foundation
import InterfaceAdapters
import ProcessSpawning
import TestSupport
import Testing

/// What every store's database must do beyond the RecordStore and UnitOfWork contracts, checked
/// by each store's tests in its own folder (so that a package keeps the tests of the stores it
/// keeps).
enum StoreChecks {
    /// A store kept after its unit of work ended cannot be used, and what was tried is not kept,
    /// in the database `open` opens in a new folder.
    static func storeAfterUnit(_ open: (URL) throws -> any RecordDatabase) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try open(folder.url)
        let escaped = try await database.transaction { (stores) async throws(RecordStoreError) in
            stores.store(of: SampleRecord.self)
        }
        do {
            _ = try await escaped.insert(SampleRecord(title: "Late", code: "L1"))
            Issue.record("a store was used after its unit ended")
        } catch {
            guard case .unavailable(let message) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(message.contains("after its unit of work ended"), "\(message)")
        }
        let records = try await database.transaction { (stores) async throws(RecordStoreError) in
            try await stores.store(of: SampleRecord.self).findAll()
        }
        #expect(records.isEmpty)
    }

    /// A record inserted in one database is found in the next one `open` opens in the same folder.
    static func keptAfterReopening(_ open: (URL) throws -> any RecordDatabase) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try open(folder.url)
        let id = try await first.transaction { (stores) async throws(RecordStoreError) in
            try await stores.store(of: SampleRecord.self).insert(SampleRecord(title: "Kept", code: "K1", count: 3))
        }
        let found = try await open(folder.url).transaction { (stores) async throws(RecordStoreError) in
            try await stores.store(of: SampleRecord.self).find(id: id)
        }
        #expect(found == SampleRecord(id: id, title: "Kept", code: "K1", count: 3))
    }
}
