import Foundation
import InterfaceAdapters

/// One JSON file per record: `ROOT/teams/1.json` holds `{"id": 1, "city": "Boston", …}`.
///
/// Standalone, it is built on ``DiskByteStorage``, so every write is an atomic replace, a new
/// record is created exclusively (two processes inserting at once get different ids), and folders
/// appear on demand. Inside a ``FileDatabase`` unit of work it writes to the unit's staged
/// changes instead, which reach the disk together when the unit commits.
///
/// A file that is not a valid record is reported as `.corrupt`, naming the file. The highest id
/// given is kept in `teams/.highest-id`, so a deleted record's id is not given again. The schema's
/// unique keys are checked against every stored record; outside a unit of work, two processes
/// writing at the same moment can both pass that check, and can lower the highest id kept.
public struct FileRecordStore<Record: StorableRecord>: RecordStore {
    private let storage: any ByteStorage
    private var collection: String { Record.schema.collection }

    /// A standalone store. - Parameter root: the folder that holds one subfolder per collection.
    public init(root: URL) {
        storage = DiskByteStorage(root: root)
    }

    /// A store on any byte storage: a unit of work's staged changes, or a disk whose calls the
    /// package's own tests record.
    package init(storage: any ByteStorage) {
        self.storage = storage
    }

    public func insert(_ record: Record) throws(RecordStoreError) -> Int {
        try Record.schema.check(record.fields)
        try prepare(writing: true)
        try ensureUnique(record.fields, id: record.id)
        // The mark first: a power cut before the record is made then skips an id, never gives one
        // twice.
        if let id = record.id {
            if id > (try highestID()) { try writeHighestID(id) }
            try create(record, id: id)
            return id
        }
        // Another process may take the next id between listing and creating: try the one after.
        for _ in 0..<1000 {
            let id = max(try ids().last ?? 0, try highestID()) + 1
            try writeHighestID(id)
            do {
                try create(record, id: id)
                return id
            } catch .duplicateID {
                continue
            }
        }
        throw .unavailable("\(collection): could not find a free id after 1000 attempts")
    }

    public func find(id: Int) throws(RecordStoreError) -> Record? {
        try prepare(writing: false)
        return try load(id: id)
    }

    public func findAll() throws(RecordStoreError) -> [Record] {
        try prepare(writing: false)
        return try loadAll()
    }

    /// The record `id`, read as it is stored.
    private func load(id: Int) throws(RecordStoreError) -> Record? {
        try map { () throws(ByteStorageError) in try storage.read(key(id)) }.map { (data) throws(RecordStoreError) in
            try decode(data, key: key(id), id: id)
        }
    }

    /// Every record, read as it is stored.
    private func loadAll() throws(RecordStoreError) -> [Record] {
        var records: [Record] = []
        for id in try ids() {
            // A file removed since the listing is simply no longer there.
            if let record = try load(id: id) { records.append(record) }
        }
        return records
    }

    public func update(_ record: Record) throws(RecordStoreError) {
        guard let id = record.id else { throw .incompleteRecord(collection: collection, missing: ["id"]) }
        try Record.schema.check(record.fields)
        try prepare(writing: true)
        guard try map({ () throws(ByteStorageError) in try storage.revision(of: key(id)) }) != nil else {
            throw .notFound(collection: collection, id: id)
        }
        try ensureUnique(record.fields, id: id)
        let data = try encode(record, id: id)
        try map { () throws(ByteStorageError) in try storage.write(data, to: key(id)) }
    }

    public func delete(id: Int) throws(RecordStoreError) {
        try prepare(writing: false)
        do {
            try storage.remove(key(id))
        } catch .notFound {
            throw .notFound(collection: collection, id: id)
        } catch {
            throw .unavailable(error.description)
        }
    }

    /// Refuses `fields` when another stored record has the same values in a unique key.
    private func ensureUnique(_ fields: [String: FieldValue], id: Int?) throws(RecordStoreError) {
        guard !Record.schema.uniqueKeys.isEmpty else { return }
        let others = try loadAll().map { (id: $0.id!, fields: $0.fields) }
        if let key = Record.schema.conflictingKey(of: fields, id: id, among: others) {
            throw .conflict(collection: collection, fields: key)
        }
    }

    // MARK: - Files

    private func key(_ id: Int) -> String { "\(collection)/\(id).json" }

    /// The ids of the stored records, ascending, from the file names `N.json`.
    private func ids() throws(RecordStoreError) -> [Int] {
        try map { () throws(ByteStorageError) in try storage.keys(in: collection) }
            .compactMap { key in
                let name = key.dropFirst(collection.count + 1)
                guard name.hasSuffix(".json") else { return nil }
                return Int(name.dropLast(5))
            }
            .sorted()
    }

    private func create(_ record: Record, id: Int) throws(RecordStoreError) {
        let data = try encode(record, id: id)
        do {
            try storage.create(data, at: key(id))
        } catch .alreadyExists {
            throw .duplicateID(collection: collection, id: id)
        } catch {
            throw .unavailable(error.description)
        }
    }

    private func encode(_ record: Record, id: Int) throws(RecordStoreError) -> Data {
        try encode(record.fields, id: id)
    }

    private func encode(_ fields: [String: FieldValue], id: Int) throws(RecordStoreError) -> Data {
        var fields = fields
        fields["id"] = .integer(id)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            return try encoder.encode(fields)
        } catch {
            throw .unavailable("\(collection): cannot encode record \(id): \(error)")
        }
    }

    private func decode(_ data: Data, key: String, id: Int) throws(RecordStoreError) -> Record {
        let fields = try decodeFields(data, key: key, id: id)
        do throws(RecordStoreError) {
            return Record(id: id, fields: try Record.schema.reading(fields))
        } catch .corrupt(_, let detail) {
            throw .corrupt(collection: collection, detail: "\(key): \(detail)")
        }
    }

    /// The fields `data` holds, as they are (a migration reads them so), its id checked.
    private func decodeFields(_ data: Data, key: String, id: Int) throws(RecordStoreError) -> [String: FieldValue] {
        let fields: [String: FieldValue]
        do {
            fields = try JSONDecoder().decode([String: FieldValue].self, from: data)
        } catch {
            throw .corrupt(
                collection: collection, detail: "\(key) is not a JSON object of fields: \(Self.summary(of: error))")
        }
        guard fields["id"] == .integer(id) else {
            throw .corrupt(
                collection: collection, detail: "\(key) holds id \(fields["id"].map { "\($0)" } ?? "none"), not \(id)")
        }
        return fields.filter { $0.key != "id" }
    }

    // MARK: - The highest id

    /// The file that holds the highest id the collection has given or kept: `teams/.highest-id`.
    private var highestIDKey: String { "\(collection)/.highest-id" }

    /// The highest id given, as its file says (0 when there is none: a collection kept before it
    /// was written, whose next id is past its stored ones).
    private func highestID() throws(RecordStoreError) -> Int {
        guard let data = try map({ () throws(ByteStorageError) in try storage.read(highestIDKey) }) else { return 0 }
        guard let id = Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw .corrupt(collection: collection, detail: "\(highestIDKey) holds no id")
        }
        return id
    }

    /// Writes `id` as the highest given.
    private func writeHighestID(_ id: Int) throws(RecordStoreError) {
        let data = Data("\(id)\n".utf8)
        try map { () throws(ByteStorageError) in try storage.write(data, to: highestIDKey) }
    }

    // MARK: - Schema versions

    /// The file that holds the collection's schema version: `teams/.version`.
    private var versionKey: String { "\(collection)/.version" }

    /// The collection's schema version on disk, and whether its version file says so (else it is
    /// 1, for records kept before versions were); `nil` for a collection with neither, which is at
    /// any version.
    private func storedVersion() throws(RecordStoreError) -> (version: Int, recorded: Bool)? {
        guard let data = try map({ () throws(ByteStorageError) in try storage.read(versionKey) }) else {
            return try ids().isEmpty ? nil : (1, false)
        }
        guard let version = Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        else {
            throw .corrupt(collection: collection, detail: "\(versionKey) holds no version number")
        }
        return (version, true)
    }

    /// Brings the collection to the schema's version before it is used: refuses a newer one;
    /// migrates every record from an older one, in the unit of work (all of them or none: the
    /// unit's journal puts back what a power cut interrupts); writes the version when `writing`
    /// to a collection whose version file is missing.
    private func prepare(writing: Bool) throws(RecordStoreError) {
        let schema = Record.schema
        guard let (stored, recorded) = try storedVersion() else {
            if writing { try writeVersion() }
            return
        }
        try schema.refuseNewer(stored)
        if stored == schema.version {
            if writing && !recorded { try writeVersion() }
            return
        }
        guard storage is StagedByteStorage else {
            throw .unavailable(
                "\(collection): the records are at schema version \(stored) and need migrating to \(schema.version): open them in a unit of work of their FileDatabase, which migrates them all or none"
            )
        }
        var records: [(id: Int, fields: [String: FieldValue])] = []
        for id in try ids() {
            guard let data = try map({ () throws(ByteStorageError) in try storage.read(key(id)) }) else { continue }
            records.append((id, try decodeFields(data, key: key(id), id: id)))
        }
        // Every file made before any is written: the unit's writes then cannot stop half-way.
        var files: [(key: String, data: Data)] = []
        for record in try schema.migrating(records, from: stored) {
            files.append((key(record.id), try encode(record.fields, id: record.id)))
        }
        for file in files {
            try map { () throws(ByteStorageError) in try storage.write(file.data, to: file.key) }
        }
        try writeVersion()
    }

    private func writeVersion() throws(RecordStoreError) {
        let data = Data("\(Record.schema.version)\n".utf8)
        try map { () throws(ByteStorageError) in try storage.write(data, to: versionKey) }
    }

    private func map<T>(_ body: () throws(ByteStorageError) -> T) throws(RecordStoreError) -> T {
        do {
            return try body()
        } catch {
            throw .unavailable(error.description)
        }
    }

    private static func summary(of error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error { return context.debugDescription }
        if case DecodingError.typeMismatch(_, let context) = error { return context.debugDescription }
        return String(describing: error)
    }
}
