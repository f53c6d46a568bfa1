import Foundation
import InterfaceAdapters
import ProcessSpawning
import TestSupport
import Testing

@testable import FrameworksAndDrivers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("SQLiteDatabase: units of work, many tasks at once, and another process's locks")
struct SQLiteUnitOfWorkTests {
    @Test("A unit waits for another process's write lock, then fails clearly after the busy timeout")
    func busy() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("records.sqlite").path
        // The file exists (in WAL mode) before the other process locks it, as an app leaves it.
        let database = try SQLiteDatabase(path: path, busyTimeout: .milliseconds(200))
        let release = try StartGate()
        let holder = try await holdWriteLock(on: path, for: nil, release: release)
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
    @Test("SQLite used from many tasks at once: every insert lands, ids distinct")
    func sqliteFromManyTasks() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try SQLiteDatabase(path: folder.url.appendingPathComponent("db.sqlite").path)
        let store = SQLiteRecordStore<SampleRecord>(database: database)
        let ids = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<100 {
                group.addTask {
                    try await store.insert(SampleRecord(title: "City \(index)", code: "T\(index)"))
                }
            }
            return try await group.reduce(into: Set<Int>()) { $0.insert($1) }
        }
        #expect(ids == Set(1...100))
        #expect(try await store.findAll().count == 100)
    }
    /// Starts a python process that holds a write lock on the SQLite file at `path`, and returns
    /// once it says it has it. It gives the lock up after `seconds` (the scenario: another process
    /// busy for that long), or, with `seconds` nil, once `release` opens, and then prints
    /// `released T`, T the monotonic time just before it did.
    func holdWriteLock(
        on path: String, for seconds: Double?, release: StartGate? = nil
    ) async throws
        -> ReportingProcess
    {
        let script = """
            import sqlite3, sys, time
            c = sqlite3.connect(sys.argv[1], isolation_level=None)
            c.execute("CREATE TABLE IF NOT EXISTS samples (id INTEGER PRIMARY KEY, title TEXT, code TEXT, count INTEGER)")
            c.execute("BEGIN IMMEDIATE")
            c.execute("INSERT INTO samples (title) VALUES ('held by another process')")
            print("locked", flush=True)
            if sys.argv[2]:
                time.sleep(float(sys.argv[2]))
            else:
                sys.stdin.read()
            releasing = time.monotonic_ns()
            c.execute("ROLLBACK")
            print("released %d" % releasing, flush=True)
            """
        let holder = try ReportingProcess.start(
            ["python3", "-c", script, path, seconds.map { String($0) } ?? ""], input: release.map { .gate($0) } ?? .none
        )
        _ = try await holder.line(where: { $0 == "locked" }, describedAs: "taking the write lock")
        return holder
    }
    @Test("A write lock held by another process is waited out within the busy timeout")
    func busyWaitedOut() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("db.sqlite").path
        let store = SQLiteRecordStore<SampleRecord>(
            database: try SQLiteDatabase(path: path, busyTimeout: .seconds(10)))
        let holder = try await holdWriteLock(on: path, for: 0.5)
        let id = try await store.insert(SampleRecord(title: "Boston", code: "BOS"))
        // Both clocks are the system's monotonic clock: the insert ended after the holder began to
        // give the lock up (its time is read before ROLLBACK, which lets a waiting insert through
        // before ROLLBACK returns).
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let inserted = Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec)
        let released = try await holder.line(where: { $0.hasPrefix("released ") }, describedAs: "releasing the lock")
        #expect(
            inserted >= Int(released.dropFirst("released ".count)) ?? .max, "the insert ended while the lock was held")
        #expect(await holder.child.exitStatus() == 0, "the lock holder failed: \(holder.standardError)")
        #expect(try await store.find(id: id)?.title == "Boston")
        #expect(
            try await store.findAll().map(\.title) == ["Boston"], "the other process's rolled-back row is not there")
    }
    @Test("A write lock held past the busy timeout is reported clearly, and nothing is corrupted")
    func busyReported() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("db.sqlite").path
        let database = try SQLiteDatabase(path: path, busyTimeout: .milliseconds(100))
        let store = SQLiteRecordStore<SampleRecord>(database: database)
        let release = try StartGate()
        let holder = try await holdWriteLock(on: path, for: nil, release: release)
        do {
            _ = try await store.insert(SampleRecord(title: "Boston", code: "BOS"))
            Issue.record("an insert succeeded while another process held the write lock")
        } catch {
            guard case .unavailable(let message) = error else {
                Issue.record("expected unavailable, got \(error)")
                return
            }
            #expect(message.contains("locked by another connection"), "\(message)")
        }
        release.open()
        #expect(await holder.child.exitStatus() == 0, "the lock holder failed: \(holder.standardError)")
        _ = try await store.insert(SampleRecord(title: "Boston", code: "BOS"))
        let check = try await database.run { connection throws(SQLiteError) in
            try connection.query("PRAGMA integrity_check")
        }
        #expect(check == [[.text("ok")]])
        #expect(try await store.findAll().count == 1)
    }
}
