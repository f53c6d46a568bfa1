import FrameworksAndDrivers
import ProcessSpawning
import TestSupport
import Testing

@Suite("SQLiteDatabase: its units of work, and its records across reopening")
struct SQLiteDatabaseUnitTests {
    @Test("A store kept after its unit ended cannot be used")
    func storeAfterUnit() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await StoreChecks.storeAfterUnit(
            SQLiteDatabase(path: folder.url.appendingPathComponent("records.sqlite").path))
    }

    @Test("Records are kept after the database is opened again")
    func reopened() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("records.sqlite").path
        try await StoreChecks.keptAfterReopening { try SQLiteDatabase(path: path) }
    }
}
