import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import ProcessSpawning
import TestSupport
import Testing
import UseCases

/// The three record-store drivers, each opened in a folder.
enum Driver: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case memory, files, sqlite

    var testDescription: String { rawValue }

    /// The medium the composition root uses for this driver, in `folder`.
    func storage(in folder: Foundation.URL) throws -> any RecordDatabase {
        switch self {
        case .memory: InMemoryDatabase()
        case .files: FileDatabase(root: folder)
        case .sqlite: try SQLiteDatabase(path: folder.appendingPathComponent("league.sqlite").path)
        }
    }
}

/// The semantics every store shares are checked by the RecordStore contract
/// (Tests/ContractTests), and each store's own by its tests under Databases/.
@Suite("The league's use cases over every record-store driver")
struct RecordStoreTests {
    @Test("The use cases run the same over every driver", arguments: Driver.allCases)
    func repositories(driver: Driver) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let league = RecordStoreUnitOfWork<LeagueRepositories>(database: try driver.storage(in: folder.url))
        let team = try await RegisterTeam(league: league).execute(
            .init(abbreviation: "BOS", city: "Boston", nickname: "Red Sox"))
        let entry = try await SignPlayer(league: league).execute(
            .init(
                firstName: "David", lastName: "Ortiz", number: 34, position: "Designated Hitter",
                teamAbbreviation: "BOS"))
        #expect(entry.team == team)
        #expect(try await GetRoster(league: league).execute(teamAbbreviation: "BOS") == [entry])
    }
}
