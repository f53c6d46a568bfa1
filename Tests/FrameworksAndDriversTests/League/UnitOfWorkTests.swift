import Foundation
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

/// A byte storage that fails writes to one key, to make a commit fail half-way.
private struct FailingWrites: ByteStorage {
    let base: DiskByteStorage
    let failing: String

    func read(_ key: String) throws(ByteStorageError) -> Data? { try base.read(key) }
    func keys(in folder: String) throws(ByteStorageError) -> [String] { try base.keys(in: folder) }
    func revision(of key: String) throws(ByteStorageError) -> StorageRevision? { try base.revision(of: key) }
    func write(_ data: Data, to key: String) throws(ByteStorageError) {
        guard key != failing else { throw .io(key: key, detail: "no space left on device") }
        try base.write(data, to: key)
    }
    func create(_ data: Data, at key: String) throws(ByteStorageError) { try base.create(data, at: key) }
    func remove(_ key: String) throws(ByteStorageError) { try base.remove(key) }
}

@Suite("FileDatabase: the lock file and the undo journal")
struct FileRecordStorageTests {
    func teams(_ storage: FileDatabase) async throws(TransactionError<RecordStoreError>) -> [TeamRecord] {
        try await storage.transaction { (stores) async throws(RecordStoreError) in
            try await stores.store(of: TeamRecord.self).findAll()
        }
    }

    @Test("Nothing reaches the disk before the unit's work returns, and nothing at all when it throws")
    func staged() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let storage = FileDatabase(root: folder.url)
        struct Abandon: Error {}
        do {
            try await storage.transaction { (stores) async throws(Abandon) in
                _ = try? await stores.store(of: TeamRecord.self).insert(
                    TeamRecord(city: "Boston", nickname: "Sox", abbreviation: "BOS"))
                #expect(
                    folder.files().filter { $0.hasPrefix("teams/") }.isEmpty, "a file was written before the commit")
                throw Abandon()
            }
        } catch {
            guard case .work = error else { Issue.record("\(error)"); return }
        }
        #expect(folder.files() == [".lock"], "the abandoned unit left \(folder.files())")
    }

    @Test("A journal left by a unit that died mid-commit is undone by the next unit, before anything else")
    func recovery() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let disk = DiskByteStorage(root: folder.url)
        let storage = FileDatabase(root: folder.url)
        _ = try await storage.transaction { (stores) async throws(RecordStoreError) in
            try await stores.store(of: TeamRecord.self).insert(
                TeamRecord(city: "Boston", nickname: "Sox", abbreviation: "BOS"))
        }
        let before = try #require(try disk.read("teams/1.json"))
        // The state a unit killed half-way leaves: its journal, team 1 rewritten, team 2 created.
        let journal = #"[{"key":"teams/1.json","before":"\#(before.base64EncodedString())"},{"key":"teams/2.json"}]"#
        try disk.write(Data(journal.utf8), to: ".journal")
        try disk.write(
            Data(#"{"id": 1, "city": "Bristol", "nickname": "Bears", "abbreviation": "BRI"}"#.utf8), to: "teams/1.json")
        try disk.write(
            Data(#"{"id": 2, "city": "New York", "nickname": "Yankees", "abbreviation": "NYY"}"#.utf8),
            to: "teams/2.json")

        #expect(try await teams(storage) == [TeamRecord(id: 1, city: "Boston", nickname: "Sox", abbreviation: "BOS")])
        #expect(try disk.read("teams/1.json") == before)
        #expect(folder.files() == [".lock", "teams/1.json"], "the journal or team 2 is still there: \(folder.files())")
    }

    @Test("A damaged journal stops every unit with a clear error, and nothing is changed")
    func damagedJournal() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let disk = DiskByteStorage(root: folder.url)
        try disk.write(Data("{ torn".utf8), to: ".journal")
        try disk.write(Data(#"{"id": 1, "city": "Boston"}"#.utf8), to: "teams/1.json")
        let files = folder.files()
        do {
            _ = try await teams(FileDatabase(root: folder.url))
            Issue.record("a unit ran over a damaged journal")
        } catch {
            guard case .storage(.corrupt(_, let detail)) = error else { Issue.record("\(error)"); return }
            #expect(detail.contains("undo journal"), "\(detail)")
            #expect(detail.contains(folder.url.path), "\(detail)")
        }
        #expect(folder.files() == files + [".lock"] || folder.files().sorted() == (files + [".lock"]).sorted())
        #expect(try disk.read(".journal") == Data("{ torn".utf8))
    }

    @Test("A commit that fails half-way puts back what it had changed, and says so")
    func failedCommit() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let disk = DiskByteStorage(root: folder.url)
        try disk.write(Data("old one".utf8), to: "teams/1.json")
        let changes: [(key: String, change: StagedByteStorage.Change)] = [
            ("teams/1.json", .write(Data("new one".utf8))), ("teams/2.json", .write(Data("new two".utf8))),
            ("teams/3.json", .write(Data("new three".utf8))),
        ]
        do {
            try UndoJournal.commit(changes, to: FailingWrites(base: disk, failing: "teams/3.json"))
            Issue.record("a commit whose third write failed succeeded")
        } catch {
            guard case .unavailable(let message) = error else { Issue.record("\(error)"); return }
            #expect(message.contains("no space left on device"), "\(message)")
        }
        #expect(try disk.read("teams/1.json") == Data("old one".utf8))
        #expect(try disk.read("teams/2.json") == nil)
        #expect(try disk.read(".journal") == nil, "the journal of an undone commit was left behind")
    }

    @Test("A unit waits for another process's lock, and gives up clearly after its timeout")
    func lockHeldElsewhere() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let release = try StartGate()
        let script = """
            import fcntl, sys
            lock = open(sys.argv[1], "w")
            fcntl.flock(lock, fcntl.LOCK_EX)
            print("locked", flush=True)
            sys.stdin.read()
            """
        let holder = try ReportingProcess.start(
            ["python3", "-c", script, folder.url.appendingPathComponent(".lock").path], input: .gate(release))
        _ = try await holder.line(where: { $0 == "locked" }, describedAs: "taking the lock")

        do {
            _ = try await teams(FileDatabase(root: folder.url, lockTimeout: .milliseconds(200)))
            Issue.record("a unit ran while another process held the lock")
        } catch {
            guard case .storage(.unavailable(let message)) = error else { Issue.record("\(error)"); return }
            #expect(message.contains("locked by another process"), "\(message)")
            #expect(message.contains("stayed locked for 0.2 s"), "\(message)")
            #expect(message.contains(folder.url.path), "\(message)")
        }
        // A unit waiting for the lock stops waiting when its task is cancelled.
        let waiting = Task { try await teams(FileDatabase(root: folder.url, lockTimeout: .seconds(600))) }
        waiting.cancel()
        do {
            _ = try await waiting.value
            Issue.record("a cancelled unit ran while another process held the lock")
        } catch let error as TransactionError<RecordStoreError> {
            guard case .storage(.unavailable(let message)) = error else { Issue.record("\(error)"); return }
            #expect(message.contains("cancelled while waiting for the lock"), "\(message)")
        }
        release.open()
        #expect(await holder.child.exitStatus() == 0, "\(holder.standardError)")
        #expect(try await teams(FileDatabase(root: folder.url, lockTimeout: .seconds(10))).isEmpty)
    }
}

@Suite("SQLiteDatabase units of work")
struct SQLiteUnitOfWorkTests {
    @Test("A unit waits for another process's write lock, then fails clearly after the busy timeout")
    func busy() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("league.sqlite").path
        // The file exists (in WAL mode) before the other process locks it, as league leaves it.
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
            try await stores.store(of: TeamRecord.self).insert(
                TeamRecord(city: "Boston", nickname: "Sox", abbreviation: "BOS"))
        }
        #expect(id == 1)
    }

    @Test("A failed unit's table creation is undone with it, and the next unit creates the table again")
    func rolledBackSchema() async throws {
        let database = try SQLiteDatabase(path: ":memory:")
        struct Abandon: Error {}
        do {
            try await database.transaction { (stores) async throws(Abandon) in
                _ = try? await stores.store(of: TeamRecord.self).findAll()
                throw Abandon()
            }
        } catch {}
        let id = try await database.transaction { (stores) async throws(RecordStoreError) in
            try await stores.store(of: TeamRecord.self).insert(
                TeamRecord(city: "Boston", nickname: "Sox", abbreviation: "BOS"))
        }
        #expect(id == 1)
    }

    @Test("When SQLite rolls a unit back by itself, the rest of the unit fails and nothing of it is kept")
    func rolledBackBySQLite() async throws {
        let database = try SQLiteDatabase(path: ":memory:")
        do throws(TransactionError<RecordStoreError>) {
            try await database.transaction { (stores) async throws(RecordStoreError) in
                let teams = stores.store(of: TeamRecord.self)
                _ = try await teams.insert(TeamRecord(city: "Boston", nickname: "Sox", abbreviation: "BOS"))
                // What SQLite does after a full disk or an I/O error in a transaction: roll it all back.
                guard let unit = (teams as? SQLiteRecordStore<TeamRecord>)?.unit else {
                    throw .unavailable("not a store of a SQLite unit of work")
                }
                do {
                    _ = try await database.run(inUnit: unit, preparing: TeamRecord.schema) {
                        connection throws(SQLiteError) in
                        try connection.query("ROLLBACK")
                        throw SQLiteError(code: 13, message: "database or disk is full")
                    }
                } catch {}
                // A work that carries on regardless: its writes must not land on their own.
                do throws(RecordStoreError) {
                    _ = try await teams.insert(TeamRecord(city: "New York", nickname: "Yankees", abbreviation: "NYY"))
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
        let teams = try await database.transaction { (stores) async throws(RecordStoreError) in
            try await stores.store(of: TeamRecord.self).findAll()
        }
        #expect(teams.isEmpty, "writes of the rolled-back unit were kept: \(teams)")
    }

    @Test("A statement of its own run inside a unit on the same database fails at once, instead of waiting for it")
    func standaloneInsideUnit() async throws {
        let database = try SQLiteDatabase(path: ":memory:")
        let standalone = SQLiteRecordStore<TeamRecord>(database: database)
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
