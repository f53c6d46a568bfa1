import FrameworksAndDrivers
import Testing

@Suite("InMemoryDatabase: its units of work")
struct InMemoryDatabaseTests {
    @Test("A store kept after its unit ended cannot be used")
    func storeAfterUnit() async throws {
        try await StoreChecks.storeAfterUnit { _ in InMemoryDatabase() }
    }
}
