import InterfaceAdapters

/// The SQL of one record schema, derived once: one table per collection, one column per field,
/// `id` the `INTEGER PRIMARY KEY`, and one unique index per unique key.
///
/// Names come from the schema, whose initialiser accepts plain identifiers only
/// (``RecordSchema/isIdentifier(_:)``), and are quoted; every value is a bound parameter.
struct SQLiteSchema: Sendable {
    /// `CREATE TABLE IF NOT EXISTS` and `CREATE UNIQUE INDEX IF NOT EXISTS` statements.
    let creation: [String]
    /// The names of the unique indexes: `teams_abbreviation_unique`.
    let indexes: [String]
    let insert, insertWithID, select, selectAll, update, delete: String

    init(_ schema: RecordSchema) {
        let table = Self.quoted(schema.collection)
        let names = schema.fields.map { Self.quoted($0.name) }
        let columns = schema.fields.map { "\(Self.quoted($0.name)) \(Self.columnType(of: $0.type))" }
        let placeholders = { (count: Int) in Array(repeating: "?", count: count).joined(separator: ", ") }
        let all = (["\"id\""] + names).joined(separator: ", ")
        indexes = schema.uniqueKeys.map { ([schema.collection] + $0 + ["unique"]).joined(separator: "_") }
        creation =
            ["CREATE TABLE IF NOT EXISTS \(table) (\"id\" INTEGER PRIMARY KEY, \(columns.joined(separator: ", ")))"]
            + zip(schema.uniqueKeys, indexes).map { key, index in
                "CREATE UNIQUE INDEX IF NOT EXISTS \(Self.quoted(index)) ON \(table) (\(key.map(Self.quoted).joined(separator: ", ")))"
            }
        insert = "INSERT INTO \(table) (\(names.joined(separator: ", "))) VALUES (\(placeholders(names.count)))"
        insertWithID = "INSERT INTO \(table) (\(all)) VALUES (\(placeholders(names.count + 1)))"
        select = "SELECT \(all) FROM \(table) WHERE \"id\" = ?"
        selectAll = "SELECT \(all) FROM \(table) ORDER BY \"id\""
        update = "UPDATE \(table) SET \(names.map { "\($0) = ?" }.joined(separator: ", ")) WHERE \"id\" = ?"
        delete = "DELETE FROM \(table) WHERE \"id\" = ?"
    }

    /// `identifier` quoted: `"teams"`.
    static func quoted(_ identifier: String) -> String { "\"\(identifier)\"" }

    /// What a column holds, as a field value before its schema types it (a boolean is still `0`
    /// or `1`: ``RecordSchema/reading(_:)`` makes it one).
    static func fieldValue(_ value: SQLiteValue) -> FieldValue {
        switch value {
        case .integer(let integer): .integer(integer)
        case .real(let real): .decimal(real)
        case .text(let text): .text(text)
        case .null: .null
        }
    }

    /// `value` as a column keeps it: a boolean as `0` or `1`.
    static func value(_ value: FieldValue) -> SQLiteValue {
        switch value {
        case .text(let text): .text(text)
        case .integer(let integer): .integer(integer)
        case .boolean(let boolean): .integer(boolean ? 1 : 0)
        case .decimal(let decimal): .real(decimal)
        case .null: .null
        }
    }

    /// The column's type: a boolean is an `INTEGER`, `0` or `1`, as SQLite keeps one.
    private static func columnType(of type: RecordSchema.FieldType) -> String {
        switch type {
        case .text: "TEXT"
        case .integer, .boolean: "INTEGER"
        case .decimal: "REAL"
        }
    }
}
