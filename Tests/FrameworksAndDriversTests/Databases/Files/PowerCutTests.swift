import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import PowerCut
import ProcessSpawning
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a power cut can leave of a unit of work on the files store, in the spirit of ALICE: the
/// unit's file-system calls are recorded (``RecordingFileOperations``), then every state the disk
/// could hold after a cut at any moment (``PowerCutModel``) is rebuilt in a scratch folder and the
/// store reopened on it.
@Suite("A power cut at any moment leaves a unit of work before or after it, and after once it returned")
struct PowerCutTests {
    /// Writes `state` into a new folder under `scratch` and returns what `read` finds there.
    static func reopened<Value: Sendable>(
        _ state: DiskImage, scratch: URL, _ read: (URL) async throws -> Value
    ) async throws -> Value {
        let folder = scratch.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: folder) }
        try state.write(into: folder)
        return try await read(folder)
    }

    /// A second kind of record: the unit's insert of one makes a new folder.
    struct NoteRecord: StorableRecord {
        static let schema = RecordSchema(
            collection: "notes", fields: [.init("text", .text), .init("sample", .integer)])
        var id: Int?
        var fields: [String: FieldValue]

        init(id: Int?, fields: [String: FieldValue]) {
            self.id = id
            self.fields = fields
        }
    }

    /// What a scenario's store holds, read the way its next user reads it.
    struct Holdings: Hashable, Sendable {
        let samples: [SampleRecord]
        let notes: [NoteRecord]

        /// A files store opened on `folder` (which first puts back any unit left half-way).
        static func read(_ folder: URL) async throws -> Holdings {
            try await FileDatabase(root: folder, lockTimeout: .seconds(5)).transaction { stores in
                Holdings(
                    samples: try await stores.store(of: SampleRecord.self).findAll(),
                    notes: try await stores.store(of: NoteRecord.self).findAll())
            }
        }
    }

    /// A recorded run: the disk before it, its calls, and what a reader finds before and after.
    struct Recorded<Value: Hashable & Sendable> {
        let initial: DiskImage
        let events: [RecordingFileOperations.Event]
        let before: Value
        let after: Value
    }

    /// A unit of work (rename record 1, add record 2, and a first note on it: a new folder)
    /// recorded on a files store that holds record 1.
    static func recordedUnit(in scratch: URL) async throws -> Recorded<Holdings> {
        let root = scratch.appendingPathComponent("store")
        try await FileDatabase(root: root, lockTimeout: .seconds(5)).transaction { stores in
            _ = try await stores.store(of: SampleRecord.self).insert(SampleRecord(title: "Boston", code: "BOS"))
        }
        let initial = DiskImage.capture(root)
        let before = try await reopened(initial, scratch: scratch, Holdings.read)
        let recorder = RecordingFileOperations(root: root)
        let recorded = FileDatabase(
            root: root, lockTimeout: .seconds(5), disk: DiskByteStorage(root: root, system: recorder))
        try await recorded.transaction { stores in
            let samples = stores.store(of: SampleRecord.self)
            try await samples.update(SampleRecord(id: 1, title: "Americans", code: "BOS"))
            let newYork = try await samples.insert(SampleRecord(title: "New York", code: "NYY"))
            _ = try await stores.store(of: NoteRecord.self).insert(
                NoteRecord(id: nil, fields: ["text": .text("first"), "sample": .integer(newYork)]))
        }
        let after = try await reopened(DiskImage.capture(root), scratch: scratch, Holdings.read)
        return Recorded(initial: initial, events: recorder.events, before: before, after: after)
    }

    /// An exclusive create of a value in a new folder (`DiskByteStorage.create`, as a record
    /// store's insert outside a unit), recorded.
    static func recordedCreate(in scratch: URL) async throws -> Recorded<Data?> {
        let root = scratch.appendingPathComponent("values")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let read = { (folder: URL) async throws -> Data? in try DiskByteStorage(root: folder).read("kept/value.bin") }
        let initial = DiskImage.capture(root)
        let recorder = RecordingFileOperations(root: root)
        try DiskByteStorage(root: root, system: recorder).create(Data(repeating: 7, count: 4096), at: "kept/value.bin")
        return Recorded(
            initial: initial, events: recorder.events, before: try await reopened(initial, scratch: scratch, read),
            after: try await reopened(DiskImage.capture(root), scratch: scratch, read))
    }

    /// The states that break the rule: after a cut at event `k`, a reader finds the data as before
    /// or as after, and as after once the run has returned (`k` is the last).
    static func violations<Value: Hashable & Sendable>(
        _ run: Recorded<Value>, events: [RecordingFileOperations.Event]? = nil, scratch: URL,
        read: (URL) async throws -> Value
    ) async throws -> [String] {
        let events = events ?? run.events
        var model = PowerCutModel(run.initial)
        var seen: [DiskImage: Value?] = [:]
        var found: [String] = []
        for k in 0...events.count {
            if k > 0 { model.apply(events[k - 1]) }
            for state in model.crashStates() {
                if seen[state] == nil { seen[state] = .some(try? await reopened(state, scratch: scratch, read)) }
                let value = seen[state]!
                let allowed = k == events.count ? [run.after] : [run.before, run.after]
                if value == nil || !allowed.contains(value!) {
                    found.append(
                        "a cut after event \(k) (\(k > 0 ? "\(events[k - 1])" : "none")) leaves \(value.map { "\($0)" } ?? "a store that cannot be read")"
                    )
                }
            }
        }
        return found
    }

    /// The fsyncs of each kind (one call site of `DurableFiles` each): of a file's bytes, and of
    /// a folder after a rename, a link, a removal or a new folder in it.
    static func syncsBySite(_ events: [RecordingFileOperations.Event]) -> [String: [Int]] {
        var sites: [String: [Int]] = [:]
        var lastChange: [String: String] = [:]
        for (index, event) in events.enumerated() {
            switch event {
            case .sync: sites["the file's bytes", default: []].append(index)
            case .rename(_, let target): lastChange[PowerCutModel.folder(of: target)] = "rename"
            case .link(_, let target): lastChange[PowerCutModel.folder(of: target)] = "link"
            case .unlink(let path): lastChange[PowerCutModel.folder(of: path)] = "removal"
            case .makeFolder(let path, _): lastChange[PowerCutModel.folder(of: path)] = "new folder"
            case .syncFolder(let folder):
                sites["the folder after a \(lastChange[folder] ?? "new file")", default: []].append(index)
            default: break
            }
        }
        return sites
    }

    @Test("Every state a cut could leave reopens to the data before or after; after, once the call returned")
    func everyCrashStateIsWhole() async throws {
        let scratch = try TemporaryFolder(prefix: "power-cut")
        defer { scratch.remove() }
        let unit = try await Self.recordedUnit(in: scratch.url)
        #expect(unit.before != unit.after)
        let unitFound = try await Self.violations(unit, scratch: scratch.url, read: Holdings.read)
        #expect(unitFound.isEmpty, "\(unitFound.prefix(5))")
        let create = try await Self.recordedCreate(in: scratch.url)
        #expect(create.before == nil && create.after != nil)
        let read = { (folder: URL) async throws -> Data? in try DiskByteStorage(root: folder).read("kept/value.bin") }
        let createFound = try await Self.violations(create, scratch: scratch.url, read: read)
        #expect(createFound.isEmpty, "\(createFound.prefix(5))")
    }

    /// The samples as the disk holds them after recovery, untouched by any schema: the version
    /// file's text and each record file's fields.
    struct Kept: Hashable, Sendable {
        let version: String?
        let records: [String: [String: FieldValue]]

        /// A files store opened on `folder`: a unit that touches no collection puts back any unit
        /// left half-way; then the files are read as they are.
        static func read(_ folder: URL) async throws -> Kept {
            try await FileDatabase(root: folder, lockTimeout: .seconds(5)).transaction { _ in }
            let disk = DiskByteStorage(root: folder)
            var records: [String: [String: FieldValue]] = [:]
            for key in try disk.keys(in: "samples") where key.hasSuffix(".json") {
                records[key] = try JSONDecoder().decode([String: FieldValue].self, from: try disk.read(key) ?? Data())
            }
            return Kept(
                version: try disk.read("samples/.version").map { String(decoding: $0, as: UTF8.self) }, records: records
            )
        }
    }

    @Test(
        "A power cut at any moment of a migration leaves the records at version 1 or at version 2, never some of each")
    func migrationIsWhole() async throws {
        let scratch = try TemporaryFolder(prefix: "power-cut")
        defer { scratch.remove() }
        let root = scratch.url.appendingPathComponent("store")
        try await FileDatabase(root: root, lockTimeout: .seconds(5)).transaction { stores in
            for (title, code) in [("Boston", "BOS"), ("New York", "NYY"), ("Chicago", "CHC")] {
                _ = try await stores.store(of: SampleRecord.self).insert(SampleRecord(title: title, code: code))
            }
        }
        let initial = DiskImage.capture(root)
        let recorder = RecordingFileOperations(root: root)
        let recorded = FileDatabase(
            root: root, lockTimeout: .seconds(5), disk: DiskByteStorage(root: root, system: recorder))
        let migrated = try await recorded.transaction { stores in
            try await stores.store(of: SampleRecordNext.self).findAll()
        }
        #expect(migrated.map(\.done) == [false, false, false])
        let run = Recorded(
            initial: initial, events: recorder.events,
            before: try await Self.reopened(initial, scratch: scratch.url, Kept.read),
            after: try await Self.reopened(DiskImage.capture(root), scratch: scratch.url, Kept.read))
        #expect(
            run.before.version == "1\n" && run.after.version == "2\n",
            "\(run.before.version ?? "none") → \(run.after.version ?? "none")")
        #expect(run.events.count > 6, "the migration wrote \(run.events.count) events")
        let found = try await Self.violations(run, scratch: scratch.url, read: Kept.read)
        #expect(found.isEmpty, "\(found.prefix(5))")
    }

    @Test("Without the fsyncs of any one call site, some cut would lose or tear the data: each one is needed")
    func everySyncIsNeeded() async throws {
        let scratch = try TemporaryFolder(prefix: "power-cut")
        defer { scratch.remove() }
        let unit = try await Self.recordedUnit(in: scratch.url)
        let create = try await Self.recordedCreate(in: scratch.url)
        let read = { (folder: URL) async throws -> Data? in try DiskByteStorage(root: folder).read("kept/value.bin") }
        let unitSites = Self.syncsBySite(unit.events)
        let createSites = Self.syncsBySite(create.events)
        #expect(
            Set(unitSites.keys).union(createSites.keys) == [
                "the file's bytes", "the folder after a rename", "the folder after a removal",
                "the folder after a new folder", "the folder after a link",
            ], "\(unitSites.keys) \(createSites.keys)")
        // Removing a call site removes its fsyncs from both runs; one of them must then break.
        for site in Set(unitSites.keys).union(createSites.keys).sorted() {
            let unitEvents = unit.events.enumerated().filter { !(unitSites[site] ?? []).contains($0.offset) }
                .map(\.element)
            let createEvents = create.events.enumerated().filter { !(createSites[site] ?? []).contains($0.offset) }
                .map(\.element)
            let found =
                try await Self.violations(unit, events: unitEvents, scratch: scratch.url, read: Holdings.read)
                + Self.violations(create, events: createEvents, scratch: scratch.url, read: read)
            #expect(!found.isEmpty, "without the fsync of \(site), no cut breaks the unit or the create")
        }
    }

    @Test(
        "A secret is private from its first byte: every file an owner-only storage creates, temporary ones included, is 0600, every folder 0700"
    )
    func secretsArePrivateFromTheStart() throws {
        let scratch = try TemporaryFolder(prefix: "power-cut")
        defer { scratch.remove() }
        let root = scratch.url.appendingPathComponent("sessions")
        let recorder = RecordingFileOperations(root: root)
        let storage = DiskByteStorage(root: root, privacy: .ownerOnly, system: recorder)
        try storage.write(Data("token".utf8), to: "a/1.json")
        try storage.create(Data("token".utf8), at: "a/2.json")
        try storage.write(Data("token".utf8), to: "a/1.json")
        var modes: [String] = []
        for event in recorder.events {
            switch event {
            case .create(let path, _, let mode): modes.append("\(path) \(String(mode, radix: 8))")
            case .makeFolder(let path, let mode): modes.append("\(path)/ \(String(mode, radix: 8))")
            default: break
            }
        }
        #expect(modes.count == 5, "\(modes)")
        #expect(modes.allSatisfy { $0.hasSuffix("/ 700") || (!$0.contains("/ ") && $0.hasSuffix(" 600")) }, "\(modes)")
        // Shared storage creates what any program's data is: 0644 and 0755.
        let shared = RecordingFileOperations(root: scratch.url.appendingPathComponent("data"))
        try DiskByteStorage(root: scratch.url.appendingPathComponent("data"), system: shared)
            .write(Data("record".utf8), to: "t/1.json")
        #expect(
            shared.events.contains { if case .create(_, _, 0o644) = $0 { true } else { false } }
                && shared.events.contains { if case .makeFolder(_, 0o755) = $0 { true } else { false } },
            "\(shared.events)")
    }
}
