import InterfaceAdapters

/// Records in a SQLite table: one table per collection, one column per schema field, `id` the
/// `INTEGER PRIMARY KEY`, the schema's unique keys as unique indexes, the highest id inserted
/// kept by a trigger (``SQLiteSchema``). The table is created on first use, if it does not exist.
///
/// Standalone, each operation is a statement of its own; inside a unit of work of the
/// ``SQLiteDatabase``, every operation belongs to the unit's transaction.
public struct SQLiteRecordStore<Record: StorableRecord>: RecordStore {
    private let database: SQLiteDatabase
    /// The unit of work this store belongs to, or `nil` for a standalone store.
    let unit: Int?
    private let sql = SQLiteSchema(Record.schema)

    /// A standalone store on `database`.
    public init(database: SQLiteDatabase) {
        self.database = database
        unit = nil
    }

    /// A store inside the unit of work numbered `unit`.
    init(database: SQLiteDatabase, unit: Int) {
        self.database = database
        self.unit = unit
    }

    public func insert(_ record: Record) async throws(RecordStoreError) -> Int {
        let (sql, values, id) = (sql, try Self.values(of: record), record.id)
        return try await run { connection throws(SQLiteError) in
            if let id {
                try connection.query(sql.insertWithID, [.integer(id)] + values)
                return id
            }
            try connection.query(sql.insert, values)
            return connection.lastInsertedRowID
        } duplicateID: {
            id ?? 0
        }
    }

    public func find(id: Int) async throws(RecordStoreError) -> Record? {
        let select = sql.select
        let rows = try await run { connection throws(SQLiteError) in try connection.query(select, [.integer(id)]) }
        return try rows.first.map(Self.record(from:))
    }

    public func findAll() async throws(RecordStoreError) -> [Record] {
        let selectAll = sql.selectAll
        let rows = try await run { connection throws(SQLiteError) in try connection.query(selectAll) }
        return try rows.map(Self.record(from:))
    }

    public func update(_ record: Record) async throws(RecordStoreError) {
        guard let id = record.id else { throw .incompleteRecord(collection: Record.schema.collection, missing: ["id"]) }
        let (update, values) = (sql.update, try Self.values(of: record) + [.integer(id)])
        let changed = try await run { connection throws(SQLiteError) in
            try connection.query(update, values)
            return connection.changes
        }
        guard changed > 0 else { throw .notFound(collection: Record.schema.collection, id: id) }
    }

    public func delete(id: Int) async throws(RecordStoreError) {
        let delete = sql.delete
        let changed = try await run { connection throws(SQLiteError) in
            try connection.query(delete, [.integer(id)])
            return connection.changes
        }
        guard changed > 0 else { throw .notFound(collection: Record.schema.collection, id: id) }
    }

    // MARK: - Running

    /// Runs `work` in this store's unit, or on its own; maps SQLite's failures to the store's.
    private func run<T: Sendable>(
        _ work: @Sendable (SQLiteConnection) throws(SQLiteError) -> T, duplicateID: () -> Int = { 0 }
    ) async throws(RecordStoreError) -> T {
        let collection = Record.schema.collection
        do {
            if let unit {
                return try await database.run(inUnit: unit, preparing: Record.schema, work)
            }
            return try await database.run(preparing: Record.schema, work)
        } catch {
            switch error {
            case .statement(let error) where error.code == 1555 /* SQLITE_CONSTRAINT_PRIMARYKEY */:
                throw .duplicateID(collection: collection, id: duplicateID())
            case .statement(let error):
                throw error.recordStoreError(collection: collection, schema: Record.schema)
            case .schema(let error) where error.primaryCode == 19 /* SQLITE_CONSTRAINT */:
                let keys = Record.schema.uniqueKeys.map { "(\($0.joined(separator: ", ")))" }.joined(separator: ", ")
                throw .corrupt(
                    collection: collection,
                    detail:
                        "the stored records already share values that must be unique, \(keys), so the unique index cannot be made: remove the duplicates, then try again (\(error.message))"
                )
            case .schema(let error):
                throw error.recordStoreError(collection: collection)
            case .migration(let error):
                throw error
            }
        }
    }

    // MARK: - Mapping

    private static func values(of record: Record) throws(RecordStoreError) -> [SQLiteValue] {
        let fields = record.fields
        try Record.schema.check(fields)
        return Record.schema.fields.map { SQLiteSchema.value(fields[$0.name] ?? .null) }
    }

    private static func record(from row: [SQLiteValue]) throws(RecordStoreError) -> Record {
        var fields: [String: FieldValue] = [:]
        for (field, value) in zip(Record.schema.fields, row.dropFirst()) {
            fields[field.name] = SQLiteSchema.fieldValue(value)
        }
        let read = try Record.schema.reading(fields)
        guard case .integer(let id) = row.first else { return Record(id: nil, fields: read) }
        return Record(id: id, fields: read)
    }
}
