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

    func store<Record: StorableRecord>(_ type: Record.Type, in folder: Foundation.URL) throws -> any RecordStore<Record>
    {
        switch self {
        case .memory: InMemoryRecordStore<Record>()
        case .files: FileRecordStore<Record>(root: folder)
        case .sqlite:
            SQLiteRecordStore<Record>(
                database: try SQLiteDatabase(path: folder.appendingPathComponent("league.sqlite").path))
        }
    }

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
/// (Tests/ContractTests); these are what the contract does not cover.
@Suite("The record-store drivers under the use cases, and across reopening")
struct RecordStoreTests {
    let boston = TeamRecord(city: "Boston", nickname: "Red Sox", abbreviation: "BOS")

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

    @Test("Files and SQLite keep records after the store is reopened", arguments: [Driver.files, .sqlite])
    func persistence(driver: Driver) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = try await driver.store(TeamRecord.self, in: folder.url).insert(boston)
        let reopened = try driver.store(TeamRecord.self, in: folder.url)
        #expect(try await reopened.find(id: id)?.abbreviation == "BOS")
    }
}
