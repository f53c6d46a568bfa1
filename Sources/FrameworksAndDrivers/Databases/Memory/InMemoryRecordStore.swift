import InterfaceAdapters

/// Records in memory, in id order: the fastest store, and gone when the process ends. The
/// highest id given is kept beside the rows, so a deleted record's id is not given again.
///
/// A standalone store owns its records; the stores of an ``InMemoryDatabase`` unit of work
/// share the unit's working copy.
public struct InMemoryRecordStore<Record: StorableRecord>: RecordStore {
    private let tables: RecordTables
    private var collection: String { Record.schema.collection }

    /// A standalone store holding `records` (those with an id).
    public init(_ records: [Record] = []) {
        var rows: [Int: [String: FieldValue]] = [:]
        for record in records {
            if let id = record.id { rows[id] = record.fields }
        }
        let highest: [Int: [String: FieldValue]] = [0: [Record.schema.collection: .integer(rows.keys.max() ?? 0)]]
        tables = RecordTables([Record.schema.collection: rows, RecordTables.highestIDs: highest])
    }

    /// A store on shared tables (a unit of work's working copy).
    init(tables: RecordTables) {
        self.tables = tables
    }

    public func insert(_ record: Record) throws(RecordStoreError) -> Int {
        try Record.schema.check(record.fields)
        return try tables.withRows(of: Record.schema) { (rows, highest) throws(RecordStoreError) in
            let id = record.id ?? (max(rows.keys.max() ?? 0, highest) + 1)
            guard rows[id] == nil else { throw .duplicateID(collection: collection, id: id) }
            try ensureUnique(record.fields, id: id, in: rows)
            rows[id] = record.fields
            highest = max(highest, id)
            return id
        }
    }

    public func find(id: Int) throws(RecordStoreError) -> Record? {
        try tables.withRows(of: Record.schema) { rows in rows[id].map { Record(id: id, fields: $0) } }
    }

    public func findAll() throws(RecordStoreError) -> [Record] {
        try tables.withRows(of: Record.schema) { rows in
            rows.keys.sorted().map { Record(id: $0, fields: rows[$0]!) }
        }
    }

    public func update(_ record: Record) throws(RecordStoreError) {
        guard let id = record.id else { throw .incompleteRecord(collection: collection, missing: ["id"]) }
        try Record.schema.check(record.fields)
        try tables.withRows(of: Record.schema) { (rows) throws(RecordStoreError) in
            guard rows[id] != nil else { throw .notFound(collection: collection, id: id) }
            try ensureUnique(record.fields, id: id, in: rows)
            rows[id] = record.fields
        }
    }

    public func delete(id: Int) throws(RecordStoreError) {
        try tables.withRows(of: Record.schema) { (rows) throws(RecordStoreError) in
            guard rows.removeValue(forKey: id) != nil else { throw .notFound(collection: collection, id: id) }
        }
    }

    private func ensureUnique(
        _ fields: [String: FieldValue], id: Int, in rows: [Int: [String: FieldValue]]
    ) throws(RecordStoreError) {
        if let key = Record.schema.conflictingKey(of: fields, id: id, among: rows.lazy.map { ($0.key, $0.value) }) {
            throw .conflict(collection: collection, fields: key)
        }
    }
}
