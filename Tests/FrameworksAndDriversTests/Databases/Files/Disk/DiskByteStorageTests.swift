import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import ProcessSpawning
import TestSupport
import Testing

@Suite("DiskByteStorage on a real folder")
struct DiskByteStorageTests {
    /// The permission bits of `path`.
    static func permissions(_ path: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path.path)
        return try #require(attributes[.posixPermissions] as? Int, "no permissions for \(path.path)")
    }

    /// The system's calls, with `sync` or `rename` failing as a full or failing disk makes them.
    struct FailingDisk: FileOperations {
        enum Step { case sync, rename }
        let failing: Step
        let real = POSIXFileOperations()

        func createFile(_ path: String, mode: mode_t) -> Int32 { real.createFile(path, mode: mode) }
        func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int { real.write(descriptor, bytes) }
        func sync(_ descriptor: Int32) -> Int32 { failing == .sync ? fail() : real.sync(descriptor) }
        func close(_ descriptor: Int32) { real.close(descriptor) }
        func rename(_ source: String, _ target: String) -> Int32 {
            failing == .rename ? fail() : real.rename(source, target)
        }
        func link(_ source: String, _ target: String) -> Int32 { real.link(source, target) }
        func unlink(_ path: String) -> Int32 { real.unlink(path) }
        func makeFolder(_ path: String, mode: mode_t) -> Int32 { real.makeFolder(path, mode: mode) }
        func syncFolder(_ path: String) -> Int32 { real.syncFolder(path) }

        private func fail() -> Int32 {
            errno = EIO
            return -1
        }
    }

    @Test(
        "A write whose bytes cannot be synced or moved into place fails naming the system's reason, keeps the old bytes and leaves no temporary file",
        arguments: [FailingDisk.Step.sync, .rename])
    func failedWrite(step: FailingDisk.Step) throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try DiskByteStorage(root: folder.url).write(Data("old".utf8), to: "a/k.json")
        let failing = DiskByteStorage(root: folder.url, system: FailingDisk(failing: step))
        #expect(throws: ByteStorageError.io(key: "a/k.json", detail: String(cString: strerror(EIO)))) {
            try failing.write(Data("new".utf8), to: "a/k.json")
        }
        if step == .sync {  // create moves its file into place with link, not rename
            #expect(throws: ByteStorageError.io(key: "a/new.json", detail: String(cString: strerror(EIO)))) {
                try failing.create(Data("new".utf8), at: "a/new.json")
            }
        }
        #expect(try DiskByteStorage(root: folder.url).read("a/k.json") == Data("old".utf8))
        #expect(folder.files() == ["a/k.json"], "a temporary file or a half-made file was left")
    }

    @Test("Owner-only storage: its root, folders and files are 0700 and 0600 whatever the umask allows")
    func ownerOnly() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = folder.url.appendingPathComponent("sessions")
        let storage = DiskByteStorage(root: root, privacy: .ownerOnly)
        try storage.write(Data("token".utf8), to: "a/1.json")
        try storage.create(Data("token".utf8), at: "a/2.json")
        #expect(try Self.permissions(root) == 0o700)
        #expect(try Self.permissions(root.appendingPathComponent("a")) == 0o700)
        #expect(try Self.permissions(root.appendingPathComponent("a/1.json")) == 0o600)
        #expect(try Self.permissions(root.appendingPathComponent("a/2.json")) == 0o600)
        // Shared storage is readable by others, as any program's data (the umask may narrow it).
        let shared = DiskByteStorage(root: folder.url.appendingPathComponent("data"))
        try shared.write(Data("team".utf8), to: "t/1.json")
        #expect(try Self.permissions(folder.url.appendingPathComponent("data/t/1.json")) & 0o600 == 0o600)
        #expect(try Self.permissions(folder.url.appendingPathComponent("data/t/1.json")) & 0o022 == 0)
    }

    @Test("A secret found readable by others is made private before it is read or written")
    func tightensLooseSecrets() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let root = folder.url.appendingPathComponent("sessions")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("a"), withIntermediateDirectories: true)
        let file = root.appendingPathComponent("a/1.json")
        try Data("token".utf8).write(to: file)
        for (path, mode) in [(root, 0o777), (root.appendingPathComponent("a"), 0o755), (file, 0o666)] {
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path.path)
        }
        let storage = DiskByteStorage(root: root, privacy: .ownerOnly)
        #expect(try storage.read("a/1.json") == Data("token".utf8))
        #expect(try Self.permissions(root) == 0o700)
        #expect(try Self.permissions(root.appendingPathComponent("a")) == 0o700)
        #expect(try Self.permissions(file) == 0o600)
        // Narrower is kept as it is.
        try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: file.path)
        #expect(try storage.read("a/1.json") == Data("token".utf8))
        #expect(try Self.permissions(file) == 0o400)
    }

    @Test("Bytes are written under their key, read back, listed and removed; folders appear on demand")
    func roundTrip() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let storage = DiskByteStorage(root: folder.url)
        #expect(try storage.read("a/b/c.json") == nil)
        try storage.write(Data("one".utf8), to: "a/b/c.json")
        try storage.write(Data("two".utf8), to: "a/d.json")
        #expect(try storage.read("a/b/c.json") == Data("one".utf8))
        #expect(folder.files() == ["a/b/c.json", "a/d.json"])
        #expect(try storage.keys(in: "a") == ["a/d.json"])
        #expect(try storage.keys(in: "a/b") == ["a/b/c.json"])
        #expect(try storage.keys(in: "missing") == [])
        try storage.remove("a/d.json")
        #expect(try storage.read("a/d.json") == nil)
        #expect(throws: ByteStorageError.notFound("a/d.json")) { try storage.remove("a/d.json") }
    }

    @Test("Writing replaces the whole file and leaves no temporary file behind")
    func atomicReplace() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let storage = DiskByteStorage(root: folder.url)
        try storage.write(Data(repeating: 1, count: 100_000), to: "big.bin")
        try storage.write(Data("small".utf8), to: "big.bin")
        #expect(try storage.read("big.bin") == Data("small".utf8))
        #expect(folder.files() == ["big.bin"])
    }

    @Test("A reader racing a writer sees the old file or the new one, never a mix")
    func noTornReads() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let storage = DiskByteStorage(root: folder.url)
        let old = Data(repeating: UInt8(ascii: "o"), count: 256 * 1024)
        let new = Data(repeating: UInt8(ascii: "n"), count: 200 * 1024)
        try storage.write(old, to: "value.bin")
        let writer = Task.detached {
            for index in 0..<200 { try storage.write(index.isMultiple(of: 2) ? new : old, to: "value.bin") }
        }
        for _ in 0..<2_000 {
            let data = try #require(try storage.read("value.bin"))
            #expect(data == old || data == new, "a torn read of \(data.count) bytes")
        }
        try await writer.value
    }

    @Test("Create is exclusive: a second create of the same key fails and keeps the first bytes")
    func exclusiveCreate() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let storage = DiskByteStorage(root: folder.url)
        try storage.create(Data("first".utf8), at: "k/1.json")
        #expect(throws: ByteStorageError.alreadyExists("k/1.json")) {
            try storage.create(Data("second".utf8), at: "k/1.json")
        }
        #expect(try storage.read("k/1.json") == Data("first".utf8))
        #expect(folder.files() == ["k/1.json"])
    }

    @Test(
        "Keys that could leave the root are refused before touching anything",
        arguments: ["../escape.json", "a/../../escape.json", "/etc/passwd", "", "a//b", "./a", "a/.", "a\u{0}b", "a/"])
    func escapingKeys(key: String) throws {
        let parent = try TemporaryFolder()
        defer { parent.remove() }
        let root = parent.url.appendingPathComponent("root")
        let storage = DiskByteStorage(root: root)
        #expect(throws: ByteStorageError.self) { try storage.write(Data("x".utf8), to: key) }
        #expect(throws: ByteStorageError.self) { try storage.read(key) }
        #expect(throws: ByteStorageError.self) { try storage.create(Data("x".utf8), at: key) }
        #expect(throws: ByteStorageError.self) { try storage.remove(key) }
        #expect(parent.files().isEmpty)
        do {
            try storage.write(Data("x".utf8), to: key)
        } catch {
            guard case .invalidKey = error else {
                Issue.record("expected invalidKey, got \(error)")
                return
            }
        }
    }

    @Test("A folder where a file should be is a typed error, not a crash")
    func folderInsteadOfFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("x.json"), withIntermediateDirectories: true)
        let storage = DiskByteStorage(root: folder.url)
        #expect(throws: ByteStorageError.io(key: "x.json", detail: "a folder is where a file should be")) {
            try storage.read("x.json")
        }
        #expect(throws: ByteStorageError.io(key: "x.json", detail: "a folder is where a file should be")) {
            try storage.write(Data(), to: "x.json")
        }
    }

    @Test("A file where a folder should be is a typed error")
    func fileInsteadOfFolder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try Data("I am a file".utf8).write(to: folder.url.appendingPathComponent("teams"))
        let storage = DiskByteStorage(root: folder.url)
        let error = ByteStorageError.io(key: "teams/1.json", detail: "a file is where a folder should be")
        #expect(throws: ByteStorageError.self) { try storage.write(Data("x".utf8), to: "teams/1.json") }
        #expect(throws: error) { try storage.read("teams/1.json") }
        #expect(throws: error) { try storage.revision(of: "teams/1.json") }
        #expect(throws: ByteStorageError.io(key: "teams", detail: "a folder was expected, found a file")) {
            try storage.keys(in: "teams")
        }
    }

    @Test("The revision changes when the file changes, and is nil for a missing file")
    func revisions() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let storage = DiskByteStorage(root: folder.url)
        #expect(try storage.revision(of: "r.json") == nil)
        try storage.write(Data("1".utf8), to: "r.json")
        let first = try storage.revision(of: "r.json")
        #expect(try storage.revision(of: "r.json") == first)
        try storage.write(Data("1".utf8), to: "r.json")
        #expect(try storage.revision(of: "r.json") != first)
    }
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
    @Test(
        "A storage whose root cannot be written gives a typed error, not a crash",
        .enabled(if: FileManager.default.fileExists(atPath: "/proc/self")))
    func readOnlyRoot() async throws {
        // /proc is read-only even for root, who ignores folder permissions.
        let storage = DiskByteStorage(root: URL(fileURLWithPath: "/proc/self/cak-storage"))
        #expect(throws: ByteStorageError.self) { try storage.write(Data("x".utf8), to: "samples/1.json") }
        #expect(throws: ByteStorageError.self) { try storage.create(Data("x".utf8), at: "samples/1.json") }
        let store: any RecordStore<SampleRecord> = FileRecordStore<SampleRecord>(
            root: URL(fileURLWithPath: "/proc/self/cak-storage"))
        await #expect(throws: RecordStoreError.self) { try await store.insert(SampleRecord(title: "Boston")) }
    }
    @Test("A name longer than the file system allows gives a typed error naming the key")
    func nameTooLong() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let storage = DiskByteStorage(root: folder.url)
        let key = "samples/" + String(repeating: "x", count: 300) + ".json"
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
