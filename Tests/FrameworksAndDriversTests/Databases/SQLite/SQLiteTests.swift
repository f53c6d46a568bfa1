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
        #expect(try await SQLiteRecordStore<SampleRecord>(database: database).findAll().isEmpty)
        let columns = try await database.run { connection throws(SQLiteError) in
            try connection.query("SELECT name, type FROM pragma_table_info('samples') ORDER BY cid")
        }
        #expect(
            columns == [
                [.text("id"), .text("INTEGER")], [.text("title"), .text("TEXT")], [.text("code"), .text("TEXT")],
                [.text("count"), .text("INTEGER")],
            ])
        let indexes = try await database.run { connection throws(SQLiteError) in
            try connection.query(
                #"SELECT il.name, il."unique", group_concat(ii.name, ',') FROM pragma_index_list('samples') AS il, pragma_index_info(il.name) AS ii GROUP BY il.name"#
            )
        }
        #expect(indexes == [[.text("samples_code_unique"), .integer(1), .text("code")]])
        // Durable commits: WAL, and every commit synced (2 is FULL).
        let settings = try await database.run { connection throws(SQLiteError) in
            try connection.query("PRAGMA journal_mode") + connection.query("PRAGMA synchronous")
        }
        #expect(settings == [[.text("wal")], [.integer(2)]])
        // Another connection on the same file uses the same table.
        #expect(try await SQLiteRecordStore<SampleRecord>(database: SQLiteDatabase(path: path)).findAll().isEmpty)
    }

    @Test(
        "A table made before the highest id was kept: the next id is past the stored ones, and from then on never given twice"
    )
    func highestIDOfAnOldTable() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try SQLiteDatabase(path: folder.url.appendingPathComponent("db.sqlite").path)
        try await database.run { connection throws(SQLiteError) in
            try connection.query(
                #"CREATE TABLE "samples" ("id" INTEGER PRIMARY KEY, "title" TEXT, "code" TEXT, "count" INTEGER)"#)
            try connection.query(#"INSERT INTO "samples" ("id", "title") VALUES (1, 'Boston'), (7, 'Denver')"#)
        }
        let store = SQLiteRecordStore<SampleRecord>(database: database)
        let next = try await store.insert(SampleRecord(title: "Chicago", code: "CHI"))
        #expect(next == 8)
        try await store.delete(id: 8)
        try await store.delete(id: 7)
        #expect(try await store.insert(SampleRecord(title: "Dallas", code: "DAL")) == 9)
        let kept = try await database.run { connection throws(SQLiteError) in
            try connection.query(#"SELECT "id" FROM "_highest_ids" WHERE "collection" = 'samples'"#)
        }
        #expect(kept == [[.integer(9)]])
    }

    @Test(
        "A table made before schema versions were kept is at version 1: the first unit at version 2 migrates it, and a program at 1 then refuses it"
    )
    func migratesAnOldTable() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("db.sqlite").path
        let database = try SQLiteDatabase(path: path)
        try await database.run { connection throws(SQLiteError) in
            try connection.query(
                #"CREATE TABLE "samples" ("id" INTEGER PRIMARY KEY, "title" TEXT, "code" TEXT, "count" INTEGER)"#)
            try connection.query(#"INSERT INTO "samples" ("id", "title") VALUES (1, 'Boston')"#)
        }
        let read = try await database.transaction { (stores) async throws(RecordStoreError) in
            try await stores.store(of: SampleRecordNext.self).findAll()
        }
        #expect(read.map(\.fields) == [["title": .text("Boston"), "done": .boolean(false)]])
        let version = try await database.run { connection throws(SQLiteError) in
            try connection.query(#"SELECT "version" FROM "_schema_versions" WHERE "collection" = 'samples'"#)
        }
        #expect(version == [[.integer(2)]])
        await #expect(throws: RecordStoreError.newerSchema(collection: "samples", stored: 2, known: 1)) {
            try await SQLiteRecordStore<SampleRecord>(database: SQLiteDatabase(path: path)).findAll()
        }
    }

    @Test("A unique key is kept by the index: a row written around the store's checks is refused as a conflict")
    func uniqueIndex() async throws {
        let database = try SQLiteDatabase(path: ":memory:")
        let store = SQLiteRecordStore<SampleRecord>(database: database)
        _ = try await store.insert(SampleRecord(title: "Boston", code: "BOS"))
        let conflict = try await database.run { connection throws(SQLiteError) in
            do throws(SQLiteError) {
                try connection.query(#"INSERT INTO "samples" ("code") VALUES ('BOS')"#)
                return nil as SQLiteError?
            } catch {
                return error
            }
        }
        #expect(conflict?.code == 2067, "SQLITE_CONSTRAINT_UNIQUE, got \(String(describing: conflict))")
        await #expect(throws: RecordStoreError.conflict(collection: "samples", fields: ["code"])) {
            try await store.insert(SampleRecord(title: "Bristol", code: "BOS"))
        }
    }

    @Test("Data that already breaks a unique key is reported when the index cannot be made, and left as it was")
    func duplicatesBeforeTheIndex() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("records.sqlite").path
        // A database written before the unique index existed, with the code A1 held twice.
        _ = try await SQLiteDatabase(path: path).run { connection throws(SQLiteError) in
            try connection.query(
                #"CREATE TABLE "samples" ("id" INTEGER PRIMARY KEY, "title" TEXT, "code" TEXT, "count" INTEGER)"#
            )
            try connection.query(
                #"INSERT INTO "samples" VALUES (1, 'One', 'A1', 1), (2, 'Two', 'A1', 2)"#)
        }
        let store = SQLiteRecordStore<SampleRecord>(database: try SQLiteDatabase(path: path))
        do {
            _ = try await store.findAll()
            Issue.record("a table that breaks its unique key was used")
        } catch {
            guard case .corrupt(let collection, let detail) = error else { Issue.record("\(error)"); return }
            #expect(collection == "samples")
            #expect(detail.contains("(code)"), "\(detail)")
            #expect(detail.contains("remove the duplicates"), "\(detail)")
        }
        let rows = try await SQLiteDatabase(path: path).run { connection throws(SQLiteError) in
            try connection.query(#"SELECT count(*) FROM "samples""#)
        }
        #expect(rows == [[.integer(2)]])
    }

    @Test("Values are bound, never spliced: SQL in a value stays a value")
    func injection() async throws {
        let database = try SQLiteDatabase(path: ":memory:")
        let store = SQLiteRecordStore<SampleRecord>(database: database)
        let id = try await store.insert(SampleRecord(title: "x'); DROP TABLE samples; --", code: "AB"))
        #expect(try await store.find(id: id)?.title == "x'); DROP TABLE samples; --")
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
            _ = try await SQLiteRecordStore<SampleRecord>(database: database).findAll()
            Issue.record("a non-database file was opened as a store")
        } catch {
            #expect("\(error)".contains("not a database") || "\(error)".contains("file is not a database"))
        }
    }
}
