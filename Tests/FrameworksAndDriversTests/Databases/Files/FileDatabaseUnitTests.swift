import FrameworksAndDrivers
import Testing

@Suite("FileDatabase: its units of work, and its records across reopening")
struct FileDatabaseUnitTests {
    @Test("A store kept after its unit ended cannot be used; records are kept when it is opened again")
    func units() async throws {
        try await StoreChecks.storeAfterUnit { FileDatabase(root: $0) }
        try await StoreChecks.keptAfterReopening { FileDatabase(root: $0) }
    }
}
