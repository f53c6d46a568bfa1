import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import ProcessSpawning
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Drivers under concurrency, contention and hostile paths")
struct StressTests {
    @Test("100 concurrent writers to distinct keys lose nothing; 100 to one key leave one whole payload")
    func concurrentWriters() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let storage = DiskByteStorage(root: folder.url)
        let payloads = (0..<100).map { Data(repeating: UInt8($0), count: 4096 + $0) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for index in 0..<100 {
                group.addTask { try storage.write(payloads[index], to: "distinct/\(index).bin") }
                group.addTask { try storage.write(payloads[index], to: "shared.bin") }
            }
            try await group.waitForAll()
        }
        for index in 0..<100 {
            #expect(try storage.read("distinct/\(index).bin") == payloads[index])
        }
        let shared = try #require(try storage.read("shared.bin"))
        #expect(payloads.contains(shared), "the shared file is not one whole payload (\(shared.count) bytes)")
        #expect(folder.files().filter { $0.hasSuffix(".tmp") }.isEmpty, "temporary files were left behind")
    }

    @Test("100 concurrent updates of distinct records through the file store lose none")
    func concurrentUpdates() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store: any RecordStore<TeamRecord> = FileRecordStore<TeamRecord>(root: folder.url)
        for index in 1...100 {
            _ = try await store.insert(TeamRecord(city: "City", nickname: "Old", abbreviation: "T\(index)"))
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for id in 1...100 {
                group.addTask {
                    try await store.update(
                        TeamRecord(id: id, city: "City", nickname: "New \(id)", abbreviation: "T\(id)"))
                }
            }
            try await group.waitForAll()
        }
        let records = try await store.findAll()
        #expect(records.count == 100)
        #expect(records.allSatisfy { $0.nickname == "New \($0.id!)" })
    }

    @Test("SQLite used from many tasks at once: every insert lands, ids distinct")
    func sqliteFromManyTasks() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let database = try SQLiteDatabase(path: folder.url.appendingPathComponent("db.sqlite").path)
        let store = SQLiteRecordStore<TeamRecord>(database: database)
        let ids = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<100 {
                group.addTask {
                    try await store.insert(TeamRecord(city: "City \(index)", nickname: "N", abbreviation: "T\(index)"))
                }
            }
            return try await group.reduce(into: Set<Int>()) { $0.insert($1) }
        }
        #expect(ids == Set(1...100))
        #expect(try await store.findAll().count == 100)
    }

    /// Starts a python process that holds a write lock on the SQLite file at `path`, and returns
    /// once it says it has it. It gives the lock up after `seconds` (the scenario: another process
    /// busy for that long), or, with `seconds` nil, once `release` opens.
    func holdWriteLock(
        on path: String, for seconds: Double?, release: StartGate? = nil
    ) async throws
        -> ReportingProcess
    {
        let script = """
            import sqlite3, sys, time
            c = sqlite3.connect(sys.argv[1], isolation_level=None)
            c.execute("CREATE TABLE IF NOT EXISTS teams (id INTEGER PRIMARY KEY, city TEXT, nickname TEXT, abbreviation TEXT)")
            c.execute("BEGIN IMMEDIATE")
            c.execute("INSERT INTO teams (city) VALUES ('held by another process')")
            print("locked", flush=True)
            if sys.argv[2]:
                time.sleep(float(sys.argv[2]))
            else:
                sys.stdin.read()
            c.execute("ROLLBACK")
            print("released %d" % time.monotonic_ns(), flush=True)
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
        let store = SQLiteRecordStore<TeamRecord>(
            database: try SQLiteDatabase(path: path, busyTimeout: .seconds(10)))
        let holder = try await holdWriteLock(on: path, for: 0.5)
        let id = try await store.insert(TeamRecord(city: "Boston", nickname: "Red Sox", abbreviation: "BOS"))
        // Both clocks are the system's monotonic clock: the insert ended after the lock was given up.
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let inserted = Int(now.tv_sec) * 1_000_000_000 + Int(now.tv_nsec)
        let released = try await holder.line(where: { $0.hasPrefix("released ") }, describedAs: "releasing the lock")
        #expect(
            inserted >= Int(released.dropFirst("released ".count)) ?? .max, "the insert ended while the lock was held")
        #expect(await holder.child.exitStatus() == 0, "the lock holder failed: \(holder.standardError)")
        #expect(try await store.find(id: id)?.city == "Boston")
        #expect(try await store.findAll().map(\.city) == ["Boston"], "the other process's rolled-back row is not there")
    }

    @Test("A write lock held past the busy timeout is reported clearly, and nothing is corrupted")
    func busyReported() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("db.sqlite").path
        let database = try SQLiteDatabase(path: path, busyTimeout: .milliseconds(100))
        let store = SQLiteRecordStore<TeamRecord>(database: database)
        let release = try StartGate()
        let holder = try await holdWriteLock(on: path, for: nil, release: release)
        do {
            _ = try await store.insert(TeamRecord(city: "Boston", nickname: "Red Sox", abbreviation: "BOS"))
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
        _ = try await store.insert(TeamRecord(city: "Boston", nickname: "Red Sox", abbreviation: "BOS"))
        let check = try await database.run { connection throws(SQLiteError) in
            try connection.query("PRAGMA integrity_check")
        }
        #expect(check == [[.text("ok")]])
        #expect(try await store.findAll().count == 1)
    }

    @Test(
        "A storage whose root cannot be written gives a typed error, not a crash",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self")))
    func readOnlyRoot() async throws {
        // /proc is read-only even for root, who ignores folder permissions.
        let storage = DiskByteStorage(root: URL(fileURLWithPath: "/proc/self/cak-storage"))
        #expect(throws: ByteStorageError.self) { try storage.write(Data("x".utf8), to: "teams/1.json") }
        #expect(throws: ByteStorageError.self) { try storage.create(Data("x".utf8), at: "teams/1.json") }
        let store: any RecordStore<TeamRecord> = FileRecordStore<TeamRecord>(
            root: URL(fileURLWithPath: "/proc/self/cak-storage"))
        await #expect(throws: RecordStoreError.self) { try await store.insert(TeamRecord(city: "Boston")) }
    }

    @Test("A name longer than the file system allows gives a typed error naming the key")
    func nameTooLong() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let storage = DiskByteStorage(root: folder.url)
        let key = "teams/" + String(repeating: "x", count: 300) + ".json"
        do {
            try storage.write(Data("x".utf8), to: key)
            Issue.record("a 300-character file name was written")
        } catch {
            guard case .io(let failedKey, _) = error else { Issue.record("\(error)"); return }
            #expect(failedKey == key)
        }
        #expect(throws: ByteStorageError.io(key: key, detail: "File name too long")) { try storage.read(key) }
    }
}
