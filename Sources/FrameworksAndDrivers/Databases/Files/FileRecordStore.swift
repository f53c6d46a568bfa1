import Foundation
import InterfaceAdapters

/// One JSON file per record: `ROOT/teams/1.json` holds `{"id": 1, "city": "Boston", …}`.
///
/// Standalone, it is built on ``DiskByteStorage``, so every write is an atomic replace, a new
/// record is created exclusively (two processes inserting at once get different ids), and folders
/// appear on demand. Inside a ``FileDatabase`` unit of work it writes to the unit's staged
/// changes instead, which reach the disk together when the unit commits.
///
/// A file that is not a valid record is reported as `.corrupt`, naming the file. The schema's
/// unique keys are checked against every stored record; outside a unit of work, two processes
/// writing at the same moment can both pass that check.
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
        try ensureUnique(record.fields, id: record.id)
        if let id = record.id {
            try create(record, id: id)
            return id
        }
        // Another process may take the next id between listing and creating: try the one after.
        for _ in 0..<1000 {
            let id = (try ids().last ?? 0) + 1
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
        try map { () throws(ByteStorageError) in try storage.read(key(id)) }.map { (data) throws(RecordStoreError) in
            try decode(data, key: key(id), id: id)
        }
    }

    public func findAll() throws(RecordStoreError) -> [Record] {
        var records: [Record] = []
        for id in try ids() {
            // A file removed since the listing is simply no longer there.
            if let record = try find(id: id) { records.append(record) }
        }
        return records
    }

    public func update(_ record: Record) throws(RecordStoreError) {
        guard let id = record.id else { throw .incompleteRecord(collection: collection, missing: ["id"]) }
        try Record.schema.check(record.fields)
        guard try map({ () throws(ByteStorageError) in try storage.revision(of: key(id)) }) != nil else {
            throw .notFound(collection: collection, id: id)
        }
        try ensureUnique(record.fields, id: id)
        let data = try encode(record, id: id)
        try map { () throws(ByteStorageError) in try storage.write(data, to: key(id)) }
    }

    public func delete(id: Int) throws(RecordStoreError) {
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
        let others = try findAll().map { (id: $0.id!, fields: $0.fields) }
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
        var fields = record.fields
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
        do throws(RecordStoreError) {
            return Record(id: id, fields: try Record.schema.reading(fields))
        } catch .corrupt(_, let detail) {
            throw .corrupt(collection: collection, detail: "\(key): \(detail)")
        }
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
