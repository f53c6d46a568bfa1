import InterfaceAdapters
import ProcessSpawning
import TestSupport
import Testing

@testable import FrameworksAndDrivers

/// The stores a unit of work hands out, on every driver. (The mechanism itself is checked by the
/// UnitOfWork contract, the league's rules under racing tasks by the LeagueRules contract, racing
/// processes in LeagueCLITests.)
@Suite("Units of work on every driver")
struct DriverUnitOfWorkTests {
    @Test("A store kept after its unit ended cannot be used", arguments: Driver.allCases)
    func storeAfterUnit(driver: Driver) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let storage = try driver.storage(in: folder.url)
        let escaped = try await storage.transaction { (stores) async throws(RecordStoreError) in
            stores.store(of: TeamRecord.self)
        }
        do {
            _ = try await escaped.insert(TeamRecord(city: "Boston", nickname: "Sox", abbreviation: "BOS"))
            Issue.record("a store was used after its unit ended")
        } catch {
            guard case .unavailable(let message) = error else { Issue.record("\(error)"); return }
            #expect(message.contains("after its unit of work ended"), "\(message)")
        }
        let teams = try await storage.transaction { (stores) async throws(RecordStoreError) in
            try await stores.store(of: TeamRecord.self).findAll()
        }
        #expect(teams.isEmpty)
    }
}
