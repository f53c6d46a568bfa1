import InterfaceAdapters
import ProcessSpawning
import TestSupport
import Testing

@testable import FrameworksAndDrivers

@Suite("SQLiteDatabase units of work")
struct SQLiteUnitOfWorkTests {
    @Test("A unit waits for another process's write lock, then fails clearly after the busy timeout")
    func busy() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("records.sqlite").path
        // The file exists (in WAL mode) before the other process locks it, as an app leaves it.
        let database = try SQLiteDatabase(path: path, busyTimeout: .milliseconds(200))
        let release = try StartGate()
        let script = """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1], isolation_level=None)
            c.execute("BEGIN IMMEDIATE")
            print("locked", flush=True)
            sys.stdin.read()
            c.execute("ROLLBACK")
            """
        let holder = try ReportingProcess.start(["python3", "-c", script, path], input: .gate(release))
        _ = try await holder.line(where: { $0 == "locked" }, describedAs: "taking the write lock")
        do {
            try await database.transaction { (_) async throws(RecordStoreError) in }
            Issue.record("a unit began while another process held the write lock")
        } catch {
            guard case .storage(.unavailable(let message)) = error else { Issue.record("\(error)"); return }
            #expect(message.contains("locked by another connection"), "\(message)")
        }
        release.open()
        #expect(await holder.child.exitStatus() == 0, "\(holder.standardError)")
        let id = try await database.transaction { (stores) async throws(RecordStoreError) in
            try await stores.store(of: SampleRecord.self).insert(
                SampleRecord(title: "Boston", code: "BOS"))
        }
        #expect(id == 1)
    }

    @Test("A failed unit's table creation is undone with it, and the next unit creates the table again")
    func rolledBackSchema() async throws {
        let database = try SQLiteDatabase(path: ":memory:")
        struct Abandon: Error {}
        do {
            try await database.transaction { (stores) async throws(Abandon) in
                _ = try? await stores.store(of: SampleRecord.self).findAll()
                throw Abandon()
            }
        } catch {}
        let id = try await database.transaction { (stores) async throws(RecordStoreError) in
            try await stores.store(of: SampleRecord.self).insert(
                SampleRecord(title: "Boston", code: "BOS"))
        }
        #expect(id == 1)
    }

    @Test("When SQLite rolls a unit back by itself, the rest of the unit fails and nothing of it is kept")
    func rolledBackBySQLite() async throws {
        let database = try SQLiteDatabase(path: ":memory:")
        do throws(TransactionError<RecordStoreError>) {
            try await database.transaction { (stores) async throws(RecordStoreError) in
                let samples = stores.store(of: SampleRecord.self)
                _ = try await samples.insert(SampleRecord(title: "Boston", code: "BOS"))
                // What SQLite does after a full disk or an I/O error in a transaction: roll it all back.
                guard let unit = (samples as? SQLiteRecordStore<SampleRecord>)?.unit else {
                    throw .unavailable("not a store of a SQLite unit of work")
                }
                do {
                    _ = try await database.run(inUnit: unit, preparing: SampleRecord.schema) {
                        connection throws(SQLiteError) in
                        try connection.query("ROLLBACK")
                        throw SQLiteError(code: 13, message: "database or disk is full")
                    }
                } catch {}
                // A work that carries on regardless: its writes must not land on their own.
                do throws(RecordStoreError) {
                    _ = try await samples.insert(SampleRecord(title: "New York", code: "NYY"))
                    Issue.record("a write after SQLite's rollback was accepted")
                } catch {
                    guard case .unavailable(let message) = error else { Issue.record("\(error)"); return }
                    #expect(message.contains("already rolled this unit of work back"), "\(message)")
                }
            }
            Issue.record("a unit that SQLite rolled back was reported as kept")
        } catch {
            guard case .storage(.unavailable(let message)) = error else { Issue.record("\(error)"); return }
            #expect(message.contains("SQLite rolled the unit of work back"), "\(message)")
        }
        let samples = try await database.transaction { (stores) async throws(RecordStoreError) in
            try await stores.store(of: SampleRecord.self).findAll()
        }
        #expect(samples.isEmpty, "writes of the rolled-back unit were kept: \(samples)")
    }

    @Test("A statement of its own run inside a unit on the same database fails at once, instead of waiting for it")
    func standaloneInsideUnit() async throws {
        let database = try SQLiteDatabase(path: ":memory:")
        let standalone = SQLiteRecordStore<SampleRecord>(database: database)
        try await database.transaction { (_) async throws(RecordStoreError) in
            do throws(RecordStoreError) {
                _ = try await standalone.findAll()
                Issue.record("a standalone statement ran inside a unit")
            } catch {
                guard case .unavailable(let message) = error else { Issue.record("\(error)"); return }
                #expect(message.contains("inside a unit of work on the same database"), "\(message)")
            }
        }
        #expect(try await standalone.findAll().isEmpty, "the database is usable after the unit")
    }
}
