import FrameworksAndDrivers
import ProcessSpawning
import TestSupport
import Testing

@Suite("FileDatabase: its units of work, and its records across reopening")
struct FileDatabaseUnitTests {
    @Test("A store kept after its unit ended cannot be used")
    func storeAfterUnit() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await StoreChecks.storeAfterUnit(FileDatabase(root: folder.url))
    }

    @Test("Records are kept after the database is opened again")
    func reopened() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await StoreChecks.keptAfterReopening { FileDatabase(root: folder.url) }
    }
}
