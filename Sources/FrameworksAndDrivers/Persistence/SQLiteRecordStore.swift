import InterfaceAdapters

/// Records in a SQLite table: one table per collection, one column per schema field, `id` the
/// `INTEGER PRIMARY KEY`. The table is created when the store is opened, if it does not exist.
///
/// SQL text is derived once from the record's schema, whose names are checked identifiers
/// (``RecordSchema/isIdentifier(_:)``) and are quoted; every value is a bound parameter.
public struct SQLiteRecordStore<Record: StorableRecord>: RecordStore {
    private let database: SQLiteDatabase
    private let sql: Statements

    /// The statements of one schema.
    private struct Statements: Sendable {
        let create, insert, insertWithID, select, selectAll, update, delete: String

        init(schema: RecordSchema) {
            let table = Self.quoted(schema.collection)
            let names = schema.fields.map { Self.quoted($0.name) }
            let columns = schema.fields.map { "\(Self.quoted($0.name)) \($0.type == .integer ? "INTEGER" : "TEXT")" }
            let placeholders = { (count: Int) in Array(repeating: "?", count: count).joined(separator: ", ") }
            let all = (["\"id\""] + names).joined(separator: ", ")
            create =
                "CREATE TABLE IF NOT EXISTS \(table) (\"id\" INTEGER PRIMARY KEY, \(columns.joined(separator: ", ")))"
            insert = "INSERT INTO \(table) (\(names.joined(separator: ", "))) VALUES (\(placeholders(names.count)))"
            insertWithID = "INSERT INTO \(table) (\(all)) VALUES (\(placeholders(names.count + 1)))"
            select = "SELECT \(all) FROM \(table) WHERE \"id\" = ?"
            selectAll = "SELECT \(all) FROM \(table) ORDER BY \"id\""
            update = "UPDATE \(table) SET \(names.map { "\($0) = ?" }.joined(separator: ", ")) WHERE \"id\" = ?"
            delete = "DELETE FROM \(table) WHERE \"id\" = ?"
        }

        private static func quoted(_ identifier: String) -> String { "\"\(identifier)\"" }
    }

    /// Opens the store on `database`, creating its table on first use.
    public init(database: SQLiteDatabase) async throws(RecordStoreError) {
        self.database = database
        sql = Statements(schema: Record.schema)
        let create = sql.create
        _ = try await Self.run(database) { connection throws(SQLiteError) in try connection.query(create) }
    }

    public func insert(_ record: Record) async throws(RecordStoreError) -> Int {
        let (sql, values) = (sql, Self.values(of: record))
        let id = record.id
        do {
            return try await database.run { connection throws(SQLiteError) in
                if let id {
                    try connection.query(sql.insertWithID, [.integer(id)] + values)
                    return id
                }
                try connection.query(sql.insert, values)
                return connection.lastInsertedRowID
            }
        } catch  where error.code == 1555 /* SQLITE_CONSTRAINT_PRIMARYKEY */ {
            throw .duplicateID(collection: Record.schema.collection, id: id ?? 0)
        } catch {
            throw Self.storeError(error)
        }
    }

    public func find(id: Int) async throws(RecordStoreError) -> Record? {
        let select = sql.select
        let rows = try await Self.run(database) { connection throws(SQLiteError) in
            try connection.query(select, [.integer(id)])
        }
        return rows.first.map(Self.record(from:))
    }

    public func findAll() async throws(RecordStoreError) -> [Record] {
        let selectAll = sql.selectAll
        let rows = try await Self.run(database) { connection throws(SQLiteError) in try connection.query(selectAll) }
        return rows.map(Self.record(from:))
    }

    public func update(_ record: Record) async throws(RecordStoreError) {
        guard let id = record.id else { throw .incompleteRecord(collection: Record.schema.collection, missing: ["id"]) }
        let (update, values) = (sql.update, Self.values(of: record) + [.integer(id)])
        let changed = try await Self.run(database) { connection throws(SQLiteError) in
            try connection.query(update, values)
            return connection.changes
        }
        guard changed > 0 else { throw .notFound(collection: Record.schema.collection, id: id) }
    }

    public func delete(id: Int) async throws(RecordStoreError) {
        let delete = sql.delete
        let changed = try await Self.run(database) { connection throws(SQLiteError) in
            try connection.query(delete, [.integer(id)])
            return connection.changes
        }
        guard changed > 0 else { throw .notFound(collection: Record.schema.collection, id: id) }
    }

    // MARK: - Mapping

    private static func values(of record: Record) -> [SQLiteValue] {
        let fields = record.fields
        return Record.schema.fields.map { field in
            switch fields[field.name] ?? .null {
            case .text(let text): .text(text)
            case .integer(let integer): .integer(integer)
            case .null: .null
            }
        }
    }

    private static func record(from row: [SQLiteValue]) -> Record {
        var fields: [String: FieldValue] = [:]
        for (field, value) in zip(Record.schema.fields, row.dropFirst()) {
            switch value {
            case .text(let text): fields[field.name] = .text(text)
            case .integer(let integer): fields[field.name] = .integer(integer)
            case .null: fields[field.name] = .null
            }
        }
        guard case .integer(let id) = row.first else { return Record(id: nil, fields: fields) }
        return Record(id: id, fields: fields)
    }

    private static func run<T: Sendable>(
        _ database: SQLiteDatabase, _ work: @Sendable (SQLiteConnection) throws(SQLiteError) -> T
    ) async throws(RecordStoreError) -> T {
        do {
            return try await database.run(work)
        } catch {
            throw storeError(error)
        }
    }

    private static func storeError(_ error: SQLiteError) -> RecordStoreError {
        if error.primaryCode == 11 /* SQLITE_CORRUPT */ || error.primaryCode == 26 /* SQLITE_NOTADB */ {
            return .corrupt(collection: Record.schema.collection, detail: error.description)
        }
        if error.primaryCode == 5 /* SQLITE_BUSY */ {
            return .unavailable(
                "\(Record.schema.collection): the database is locked by another connection and stayed locked past the busy timeout: try again when it is done (\(error.message))"
            )
        }
        return .unavailable("\(Record.schema.collection): \(error)")
    }
}
