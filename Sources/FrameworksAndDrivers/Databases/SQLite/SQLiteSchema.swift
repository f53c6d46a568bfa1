import InterfaceAdapters

/// The SQL of one record schema, derived once: one table per collection, one column per field,
/// `id` the `INTEGER PRIMARY KEY`, one unique index per unique key, and a trigger that keeps the
/// highest id ever inserted in `_highest_ids`, which no rebuild of the table drops: an insert
/// without an id takes the next one past both it and the stored ones.
///
/// Names come from the schema, whose initialiser accepts plain identifiers only
/// (``RecordSchema/isIdentifier(_:)``), and are quoted (the collection, in the trigger, also as
/// a string); every value is a bound parameter.
struct SQLiteSchema: Sendable {
    /// `CREATE … IF NOT EXISTS` statements: the table of highest ids, the collection's table, its
    /// unique indexes and its trigger.
    let creation: [String]
    /// The names of the unique indexes (`teams_abbreviation_unique`) and of the trigger
    /// (`teams_highest_id`): the table is not current without them.
    let indexes: [String]
    let insert, insertWithID, select, selectAll, update, delete: String

    /// The table that keeps each collection's highest id ever inserted.
    static let highestIDs = #""_highest_ids""#

    init(_ schema: RecordSchema) {
        let table = Self.quoted(schema.collection)
        let names = schema.fields.map { Self.quoted($0.name) }
        let columns = schema.fields.map { "\(Self.quoted($0.name)) \(Self.columnType(of: $0.type))" }
        let placeholders = { (count: Int) in Array(repeating: "?", count: count).joined(separator: ", ") }
        let all = (["\"id\""] + names).joined(separator: ", ")
        let unique = schema.uniqueKeys.map { ([schema.collection] + $0 + ["unique"]).joined(separator: "_") }
        let trigger = schema.collection + "_highest_id"
        indexes = unique + [trigger]
        let highest = "(SELECT \"id\" FROM \(Self.highestIDs) WHERE \"collection\" = '\(schema.collection)')"
        creation =
            [
                "CREATE TABLE IF NOT EXISTS \(Self.highestIDs) (\"collection\" TEXT PRIMARY KEY, \"id\" INTEGER NOT NULL)",
                "CREATE TABLE IF NOT EXISTS \(table) (\"id\" INTEGER PRIMARY KEY, \(columns.joined(separator: ", ")))",
            ]
            + zip(schema.uniqueKeys, unique).map { key, index in
                "CREATE UNIQUE INDEX IF NOT EXISTS \(Self.quoted(index)) ON \(table) (\(key.map(Self.quoted).joined(separator: ", ")))"
            }
            + [
                "CREATE TRIGGER IF NOT EXISTS \(Self.quoted(trigger)) AFTER INSERT ON \(table) BEGIN INSERT OR REPLACE INTO \(Self.highestIDs) (\"collection\", \"id\") VALUES ('\(schema.collection)', max(NEW.\"id\", coalesce(\(highest), 0))); END"
            ]
        // The next id: past the highest ever inserted and the highest stored (a table made before
        // the trigger has no row in `_highest_ids`).
        let next = "max(coalesce((SELECT max(\"id\") FROM \(table)), 0), coalesce(\(highest), 0)) + 1"
        insert = "INSERT INTO \(table) (\(all)) VALUES (\(next), \(placeholders(names.count)))"
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
