import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import Testing

@Suite("SQLiteDatabase: its units of work, and its records across reopening")
struct SQLiteDatabaseUnitTests {
    @Test("A store kept after its unit ended cannot be used; records are kept when it is opened again")
    func units() async throws {
        let open = { (folder: URL) throws -> any RecordDatabase in
            try SQLiteDatabase(path: folder.appendingPathComponent("records.sqlite").path)
        }
        try await StoreChecks.storeAfterUnit(open)
        try await StoreChecks.keptAfterReopening(open)
    }
}
