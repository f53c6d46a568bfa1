import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import ProcessSpawning
import TestSupport
import Testing

@Suite("SQLite driver")
struct SQLiteTests {
    @Test("The table is created on first use, with one column per field and a unique index per unique key")
    func schemaOnFirstUse() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("db.sqlite").path
        let database = try SQLiteDatabase(path: path)
        #expect(try await SQLiteRecordStore<PlayerRecord>(database: database).findAll().isEmpty)
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
        let indexes = try await database.run { connection throws(SQLiteError) in
            try connection.query(
                #"SELECT il.name, il."unique", group_concat(ii.name, ',') FROM pragma_index_list('players') AS il, pragma_index_info(il.name) AS ii GROUP BY il.name"#
            )
        }
        #expect(indexes == [[.text("players_teamID_number_unique"), .integer(1), .text("teamID,number")]])
        // Durable commits: WAL, and every commit synced (2 is FULL).
        let settings = try await database.run { connection throws(SQLiteError) in
            try connection.query("PRAGMA journal_mode") + connection.query("PRAGMA synchronous")
        }
        #expect(settings == [[.text("wal")], [.integer(2)]])
        // Another connection on the same file uses the same table.
        #expect(try await SQLiteRecordStore<PlayerRecord>(database: SQLiteDatabase(path: path)).findAll().isEmpty)
    }

    @Test("A unique key is kept by the index: a row written around the store's checks is refused as a conflict")
    func uniqueIndex() async throws {
        let database = try SQLiteDatabase(path: ":memory:")
        let store = SQLiteRecordStore<TeamRecord>(database: database)
        _ = try await store.insert(TeamRecord(city: "Boston", nickname: "Red Sox", abbreviation: "BOS"))
        let conflict = try await database.run { connection throws(SQLiteError) in
            do throws(SQLiteError) {
                try connection.query(#"INSERT INTO "teams" ("abbreviation") VALUES ('BOS')"#)
                return nil as SQLiteError?
            } catch {
                return error
            }
        }
        #expect(conflict?.code == 2067, "SQLITE_CONSTRAINT_UNIQUE, got \(String(describing: conflict))")
        await #expect(throws: RecordStoreError.conflict(collection: "teams", fields: ["abbreviation"])) {
            try await store.insert(TeamRecord(city: "Bristol", nickname: "Bears", abbreviation: "BOS"))
        }
    }

    @Test("Data that already breaks a unique key is reported when the index cannot be made, and left as it was")
    func duplicatesBeforeTheIndex() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("league.sqlite").path
        // A league.sqlite written before the unique index existed, with #34 worn twice on team 1.
        _ = try await SQLiteDatabase(path: path).run { connection throws(SQLiteError) in
            try connection.query(
                #"CREATE TABLE "players" ("id" INTEGER PRIMARY KEY, "firstName" TEXT, "lastName" TEXT, "number" INTEGER, "teamID" INTEGER, "position" TEXT)"#
            )
            try connection.query(
                #"INSERT INTO "players" VALUES (1, 'A', 'B', 34, 1, 'pitcher'), (2, 'C', 'D', 34, 1, 'catcher')"#)
        }
        let store = SQLiteRecordStore<PlayerRecord>(database: try SQLiteDatabase(path: path))
        do {
            _ = try await store.findAll()
            Issue.record("a table that breaks its unique key was used")
        } catch {
            guard case .corrupt(let collection, let detail) = error else { Issue.record("\(error)"); return }
            #expect(collection == "players")
            #expect(detail.contains("(teamID, number)"), "\(detail)")
            #expect(detail.contains("remove the duplicates"), "\(detail)")
        }
        let rows = try await SQLiteDatabase(path: path).run { connection throws(SQLiteError) in
            try connection.query(#"SELECT count(*) FROM "players""#)
        }
        #expect(rows == [[.integer(2)]])
    }

    @Test("Values are bound, never spliced: SQL in a value stays a value")
    func injection() async throws {
        let database = try SQLiteDatabase(path: ":memory:")
        let store = SQLiteRecordStore<TeamRecord>(database: database)
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
        try Foundation.Data(repeating: 0x41, count: 4096).write(to: path)
        do {
            let database = try SQLiteDatabase(path: path.path)
            _ = try await SQLiteRecordStore<TeamRecord>(database: database).findAll()
            Issue.record("a non-database file was opened as a store")
        } catch {
            #expect("\(error)".contains("not a database") || "\(error)".contains("file is not a database"))
        }
    }
}
