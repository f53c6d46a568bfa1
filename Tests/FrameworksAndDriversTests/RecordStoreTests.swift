import Entities
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import Testing
import UseCases

/// The three record-store drivers, each opened in a folder.
enum Driver: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case memory, files, sqlite

    var testDescription: String { rawValue }

    func store<Record: StorableRecord>(_ type: Record.Type, in folder: URL) async throws -> any RecordStore<Record> {
        switch self {
        case .memory: InMemoryRecordStore<Record>()
        case .files: FileRecordStore<Record>(root: folder)
        case .sqlite:
            try await SQLiteRecordStore<Record>(
                database: SQLiteDatabase(path: folder.appendingPathComponent("league.sqlite").path))
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
        let teams = RecordStoreRepository(
            store: try await driver.store(TeamRecord.self, in: folder.url), bridge: TeamBridge.self)
        let players = RecordStoreRepository(
            store: try await driver.store(PlayerRecord.self, in: folder.url), bridge: PlayerBridge.self)
        let team = try await RegisterTeam(teams: teams).execute(
            .init(abbreviation: "BOS", city: "Boston", nickname: "Red Sox"))
        let entry = try await SignPlayer(teams: teams, players: players).execute(
            .init(
                firstName: "David", lastName: "Ortiz", number: 34, position: "Designated Hitter",
                teamAbbreviation: "BOS"))
        #expect(entry.team == team)
        #expect(try await GetRoster(teams: teams, players: players).execute(teamAbbreviation: "BOS") == [entry])
    }

    @Test("Files and SQLite keep records after the store is reopened", arguments: [Driver.files, .sqlite])
    func persistence(driver: Driver) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let id = try await driver.store(TeamRecord.self, in: folder.url).insert(boston)
        let reopened = try await driver.store(TeamRecord.self, in: folder.url)
        #expect(try await reopened.find(id: id)?.abbreviation == "BOS")
    }
}

@Suite("FileRecordStore on disk")
struct FileRecordStoreTests {
    @Test("One pretty JSON file per record, named by id, in a folder per collection")
    func layout() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store: any RecordStore<TeamRecord> = FileRecordStore<TeamRecord>(root: folder.url)
        _ = try await store.insert(TeamRecord(city: "Boston", nickname: "Red Sox", abbreviation: "BOS"))
        _ = try await store.insert(TeamRecord(city: "New York", nickname: "Yankees", abbreviation: "NYY"))
        #expect(folder.files() == ["teams/1.json", "teams/2.json"])
        let json = try String(contentsOf: folder.url.appendingPathComponent("teams/1.json"), encoding: .utf8)
        #expect(json.contains(#""abbreviation" : "BOS""#))
        #expect(json.contains(#""id" : 1"#))
    }

    @Test("A corrupt file is a typed error naming the file")
    func corruptFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store: any RecordStore<TeamRecord> = FileRecordStore<TeamRecord>(root: folder.url)
        _ = try await store.insert(TeamRecord(city: "Boston", nickname: "Red Sox", abbreviation: "BOS"))
        try Data("{ \"id\": 1, ".utf8).write(to: folder.url.appendingPathComponent("teams/1.json"))
        for operation in [{ _ = try await store.find(id: 1) }, { _ = try await store.findAll() }]
            as [() async throws -> Void]
        {
            do {
                try await operation()
                Issue.record("a corrupt file was read")
            } catch let error as RecordStoreError {
                guard case .corrupt(let collection, let detail) = error else { Issue.record("\(error)"); continue }
                #expect(collection == "teams")
                #expect(detail.contains("teams/1.json"))
            }
        }
    }

    @Test("A file whose id disagrees with its name is corrupt")
    func idMismatch() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("teams"), withIntermediateDirectories: true)
        try Data(#"{"id": 2, "city": "Boston"}"#.utf8).write(to: folder.url.appendingPathComponent("teams/1.json"))
        await #expect(throws: RecordStoreError.corrupt(collection: "teams", detail: "teams/1.json holds id 2, not 1")) {
            let store: any RecordStore<TeamRecord> = FileRecordStore<TeamRecord>(root: folder.url)
            return try await store.find(id: 1)
        }
    }

    @Test("Files that are not records are ignored when listing")
    func strayFiles() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store: any RecordStore<TeamRecord> = FileRecordStore<TeamRecord>(root: folder.url)
        _ = try await store.insert(TeamRecord(city: "Boston", nickname: "Red Sox", abbreviation: "BOS"))
        try Data("notes".utf8).write(to: folder.url.appendingPathComponent("teams/README.txt"))
        try Data("{}".utf8).write(to: folder.url.appendingPathComponent("teams/.1.json.tmp"))
        #expect(try await store.findAll().map(\.id) == [1])
    }

    @Test("Concurrent inserts from many tasks get distinct ids and lose nothing")
    func concurrentInserts() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let ids = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<40 {
                group.addTask {
                    let store: any RecordStore<TeamRecord> = FileRecordStore<TeamRecord>(root: folder.url)
                    return try await store.insert(TeamRecord(city: "City \(index)", nickname: "N", abbreviation: "AB"))
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(Set(ids).count == 40)
        let store: any RecordStore<TeamRecord> = FileRecordStore<TeamRecord>(root: folder.url)
        #expect(try await store.findAll().count == 40)
    }
}

@Suite("SQLite driver")
struct SQLiteTests {
    @Test("The table is created on first open, with one column per field")
    func schemaOnFirstOpen() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("db.sqlite").path
        let database = try SQLiteDatabase(path: path)
        _ = try await SQLiteRecordStore<PlayerRecord>(database: database)
        let columns = try await database.run { connection throws(SQLiteError) in
            try connection.query("SELECT name, type FROM pragma_table_info('players') ORDER BY cid")
        }
        #expect(
            columns == [
                [.text("id"), .text("INTEGER")], [.text("firstName"), .text("TEXT")],
                [.text("lastName"), .text("TEXT")],
                [.text("number"), .text("INTEGER")], [.text("teamID"), .text("INTEGER")],
                [.text("position"), .text("TEXT")],
            ])
        _ = try await SQLiteRecordStore<PlayerRecord>(database: database)  // opening again is fine
    }

    @Test("A transaction that throws leaves nothing behind")
    func rollback() async throws {
        let database = try SQLiteDatabase(path: ":memory:")
        let store = try await SQLiteRecordStore<TeamRecord>(database: database)
        struct Boom: Error {}
        await #expect(throws: SQLiteError.self) {
            try await database.run { connection throws(SQLiteError) in
                try connection.transaction { () throws(SQLiteError) in
                    try connection.query(#"INSERT INTO "teams" ("city") VALUES (?)"#, [.text("Boston")])
                    throw SQLiteError(code: 1, message: "abort on purpose")
                }
            }
        }
        #expect(try await store.findAll().isEmpty)
    }

    @Test("Values are bound, never spliced: SQL in a value stays a value")
    func injection() async throws {
        let database = try SQLiteDatabase(path: ":memory:")
        let store = try await SQLiteRecordStore<TeamRecord>(database: database)
        let id = try await store.insert(
            TeamRecord(city: "x'); DROP TABLE teams; --", nickname: "N", abbreviation: "AB"))
        #expect(try await store.find(id: id)?.city == "x'); DROP TABLE teams; --")
        #expect(try await store.findAll().count == 1)
    }

    @Test("A database that cannot be opened is a typed error")
    func cannotOpen() throws {
        #expect(throws: SQLiteError.self) { try SQLiteDatabase(path: "/nonexistent-folder/sub/db.sqlite") }
    }

    @Test("A file that is not a database is reported, not crashed on")
    func notADatabase() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("db.sqlite")
        try Data(repeating: 0x41, count: 4096).write(to: path)
        do {
            let database = try SQLiteDatabase(path: path.path)
            _ = try await SQLiteRecordStore<TeamRecord>(database: database)
            Issue.record("a non-database file was opened as a store")
        } catch {
            #expect("\(error)".contains("not a database") || "\(error)".contains("file is not a database"))
        }
    }
}
