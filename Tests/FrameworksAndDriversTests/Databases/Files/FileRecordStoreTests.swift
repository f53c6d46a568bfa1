import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import ProcessSpawning
import TestSupport
import Testing

@Suite("FileRecordStore on disk")
struct FileRecordStoreTests {
    /// A store in `folder` that holds one record, `samples/1.json`.
    static func storeHoldingOne(in folder: TemporaryFolder) async throws -> any RecordStore<SampleRecord> {
        let store: any RecordStore<SampleRecord> = FileRecordStore<SampleRecord>(root: folder.url)
        _ = try await store.insert(SampleRecord(title: "Boston", code: "BOS"))
        return store
    }

    @Test(
        "One pretty JSON file per record, named by id, in a folder per collection, with its schema version and highest id"
    )
    func layout() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try await Self.storeHoldingOne(in: folder)
        _ = try await store.insert(SampleRecord(title: "New York", code: "NYY"))
        #expect(folder.files() == ["samples/.highest-id", "samples/.version", "samples/1.json", "samples/2.json"])
        #expect(try String(contentsOf: folder.url.appendingPathComponent("samples/.version"), encoding: .utf8) == "1\n")
        let highest = folder.url.appendingPathComponent("samples/.highest-id")
        #expect(try String(contentsOf: highest, encoding: .utf8) == "2\n")
        let json = try String(contentsOf: folder.url.appendingPathComponent("samples/1.json"), encoding: .utf8)
        #expect(json.contains(#""code" : "BOS""#))
        #expect(json.contains(#""id" : 1"#))
    }

    @Test("Records kept before the highest id was: the next id is past them; a highest id that is no number is corrupt")
    func highestIDOfOldRecords() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try await Self.storeHoldingOne(in: folder)
        let highest = folder.url.appendingPathComponent("samples/.highest-id")
        try FileManager.default.removeItem(at: highest)
        #expect(try await store.insert(SampleRecord(title: "Denver", code: "DEN")) == 2)
        try await store.delete(id: 2)
        #expect(try await store.insert(SampleRecord(title: "Dallas", code: "DAL")) == 3)
        try Foundation.Data("three\n".utf8).write(to: highest)
        await #expect(
            throws: RecordStoreError.corrupt(collection: "samples", detail: "samples/.highest-id holds no id")
        ) {
            _ = try await store.insert(SampleRecord(title: "Austin", code: "AUS"))
        }
        #expect(try await store.findAll().map(\.id) == [1, 3], "the refused insert stored nothing")
    }

    @Test("A corrupt file is a typed error naming the file")
    func corruptFile() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try await Self.storeHoldingOne(in: folder)
        try Foundation.Data("{ \"id\": 1, ".utf8).write(to: folder.url.appendingPathComponent("samples/1.json"))
        for operation in [{ _ = try await store.find(id: 1) }, { _ = try await store.findAll() }]
            as [() async throws -> Void]
        {
            do {
                try await operation()
                Issue.record("a corrupt file was read")
            } catch let error as RecordStoreError {
                guard case .corrupt(let collection, let detail) = error else { Issue.record("\(error)"); continue }
                #expect(collection == "samples")
                #expect(detail.contains("samples/1.json"))
            }
        }
    }

    @Test(
        "A file whose id disagrees with its name, or whose field holds another type, is corrupt, naming the file",
        arguments: [
            (#"{"id": 2, "title": "Boston"}"#, "samples/1.json holds id 2, not 1"),
            (#"{"id": 1, "count": "two"}"#, #"samples/1.json: count holds "two", not an integer"#),
        ])
    func corruptRecord(json: String, detail: String) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("samples"), withIntermediateDirectories: true)
        try Foundation.Data(json.utf8).write(to: folder.url.appendingPathComponent("samples/1.json"))
        await #expect(throws: RecordStoreError.corrupt(collection: "samples", detail: detail)) {
            let store: any RecordStore<SampleRecord> = FileRecordStore<SampleRecord>(root: folder.url)
            return try await store.find(id: 1)
        }
    }

    @Test(
        "Records kept before schema versions are at version 1: a unit migrates them, a store on its own refuses to; a damaged version file is corrupt"
    )
    func migration() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("samples"), withIntermediateDirectories: true)
        try Foundation.Data(#"{"id": 1, "title": "Boston"}"#.utf8).write(
            to: folder.url.appendingPathComponent("samples/1.json"))
        let alone: any RecordStore<SampleRecordNext> = FileRecordStore<SampleRecordNext>(root: folder.url)
        await #expect(
            throws: RecordStoreError.unavailable(
                "samples: the records are at schema version 1 and need migrating to 2: open them in a unit of work of their FileDatabase, which migrates them all or none"
            )
        ) { try await alone.findAll() }
        let database = FileDatabase(root: folder.url)
        let read = try await database.transaction { (stores) async throws(RecordStoreError) in
            try await stores.store(of: SampleRecordNext.self).findAll()
        }
        #expect(read.map(\.fields) == [["title": .text("Boston"), "done": .boolean(false)]])
        let version = folder.url.appendingPathComponent("samples/.version")
        #expect(try String(contentsOf: version, encoding: .utf8) == "2\n")
        try Foundation.Data("two".utf8).write(to: version)
        await #expect(
            throws: RecordStoreError.corrupt(collection: "samples", detail: "samples/.version holds no version number")
        ) { try await alone.findAll() }
    }

    @Test("Files that are not records are ignored when listing")
    func strayFiles() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store = try await Self.storeHoldingOne(in: folder)
        try Foundation.Data("notes".utf8).write(to: folder.url.appendingPathComponent("samples/README.txt"))
        try Foundation.Data("{}".utf8).write(to: folder.url.appendingPathComponent("samples/.1.json.tmp"))
        #expect(try await store.findAll().map(\.id) == [1])
    }

    @Test("Concurrent inserts from many tasks get distinct ids and lose nothing")
    func concurrentInserts() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let ids = try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<40 {
                group.addTask {
                    let store: any RecordStore<SampleRecord> = FileRecordStore<SampleRecord>(root: folder.url)
                    return try await store.insert(
                        SampleRecord(title: "City \(index)", code: "T\(index)"))
                }
            }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        #expect(Set(ids).count == 40)
        let store: any RecordStore<SampleRecord> = FileRecordStore<SampleRecord>(root: folder.url)
        #expect(try await store.findAll().count == 40)
    }
    @Test("100 concurrent updates of distinct records through the file store lose none")
    func concurrentUpdates() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let store: any RecordStore<SampleRecord> = FileRecordStore<SampleRecord>(root: folder.url)
        for index in 1...100 {
            _ = try await store.insert(SampleRecord(title: "Old", code: "T\(index)"))
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for id in 1...100 {
                group.addTask {
                    try await store.update(
                        SampleRecord(id: id, title: "New \(id)", code: "T\(id)"))
                }
            }
            try await group.waitForAll()
        }
        let records = try await store.findAll()
        #expect(records.count == 100)
        #expect(records.allSatisfy { $0.title == "New \($0.id!)" })
    }
}
