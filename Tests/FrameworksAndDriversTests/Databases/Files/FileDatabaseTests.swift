import Foundation
import InterfaceAdapters
import ProcessSpawning
import TestSupport
import Testing

@testable import FrameworksAndDrivers

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
struct FileDatabaseTests {
    func samples(_ storage: FileDatabase) async throws(TransactionError<RecordStoreError>) -> [SampleRecord] {
        try await storage.transaction { (stores) async throws(RecordStoreError) in
            try await stores.store(of: SampleRecord.self).findAll()
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
                _ = try? await stores.store(of: SampleRecord.self).insert(
                    SampleRecord(title: "Boston", code: "BOS"))
                #expect(
                    folder.files().filter { $0.hasPrefix("samples/") }.isEmpty, "a file was written before the commit")
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
            try await stores.store(of: SampleRecord.self).insert(
                SampleRecord(title: "Boston", code: "BOS"))
        }
        let before = try #require(try disk.read("samples/1.json"))
        // The state a unit killed half-way leaves: its journal, record 1 rewritten, record 2 created.
        let journal =
            #"[{"key":"samples/1.json","before":"\#(before.base64EncodedString())"},{"key":"samples/2.json"}]"#
        try disk.write(Data(journal.utf8), to: ".journal")
        try disk.write(
            Data(#"{"id": 1, "title": "Bristol", "code": "BRI"}"#.utf8), to: "samples/1.json")
        try disk.write(
            Data(#"{"id": 2, "title": "New York", "code": "NYY"}"#.utf8),
            to: "samples/2.json")

        #expect(try await samples(storage) == [SampleRecord(id: 1, title: "Boston", code: "BOS")])
        #expect(try disk.read("samples/1.json") == before)
        #expect(
            folder.files() == [".lock", "samples/.highest-id", "samples/.version", "samples/1.json"],
            "the journal or record 2 is still there: \(folder.files())")
    }

    @Test("A damaged journal stops every unit with a clear error, and nothing is changed")
    func damagedJournal() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let disk = DiskByteStorage(root: folder.url)
        try disk.write(Data("{ torn".utf8), to: ".journal")
        try disk.write(Data(#"{"id": 1, "title": "Boston"}"#.utf8), to: "samples/1.json")
        let files = folder.files()
        do {
            _ = try await samples(FileDatabase(root: folder.url))
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
        try disk.write(Data("old one".utf8), to: "samples/1.json")
        let changes: [(key: String, change: StagedByteStorage.Change)] = [
            ("samples/1.json", .write(Data("new one".utf8))), ("samples/2.json", .write(Data("new two".utf8))),
            ("samples/3.json", .write(Data("new three".utf8))),
        ]
        do {
            try UndoJournal.commit(changes, to: FailingWrites(base: disk, failing: "samples/3.json"))
            Issue.record("a commit whose third write failed succeeded")
        } catch {
            guard case .unavailable(let message) = error else { Issue.record("\(error)"); return }
            #expect(message.contains("no space left on device"), "\(message)")
        }
        #expect(try disk.read("samples/1.json") == Data("old one".utf8))
        #expect(try disk.read("samples/2.json") == nil)
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
            _ = try await samples(FileDatabase(root: folder.url, lockTimeout: .milliseconds(200)))
            Issue.record("a unit ran while another process held the lock")
        } catch {
            guard case .storage(.unavailable(let message)) = error else { Issue.record("\(error)"); return }
            #expect(message.contains("locked by another process"), "\(message)")
            #expect(message.contains("stayed locked for 0.2 s"), "\(message)")
            #expect(message.contains(folder.url.path), "\(message)")
        }
        // A unit waiting for the lock stops waiting when its task is cancelled.
        let waiting = Task { try await samples(FileDatabase(root: folder.url, lockTimeout: .seconds(600))) }
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
        #expect(try await samples(FileDatabase(root: folder.url, lockTimeout: .seconds(10))).isEmpty)
    }
}
