/// The shape of a kind of record: the collection it lives in, its fields besides `id`, and the
/// groups of fields no two records may share.
///
/// A file store uses `collection` as a folder name; a SQL store derives its table from it. Names
/// must be plain identifiers (`[A-Za-z_][A-Za-z0-9_]*`), which ``init(collection:fields:)`` checks.
public struct RecordSchema: Hashable, Sendable {
    /// The type a field holds.
    public enum FieldType: Hashable, Sendable {
        case text
        case integer
        case boolean
        case decimal

        /// What a message calls a value of this type: `text`, `an integer`.
        var noun: String {
            switch self {
            case .text: "text"
            case .integer: "an integer"
            case .boolean: "a boolean"
            case .decimal: "a decimal"
            }
        }

        /// Whether `value` is of this type; `null` is of every type.
        public func holds(_ value: FieldValue) -> Bool {
            switch (self, value) {
            case (_, .null), (.text, .text), (.integer, .integer), (.boolean, .boolean): true
            case (.decimal, .decimal(let decimal)): decimal.isFinite
            default: false
            }
        }
    }

    /// A named, typed field.
    public struct Field: Hashable, Sendable {
        public let name: String
        public let type: FieldType

        public init(_ name: String, _ type: FieldType) {
            self.name = name
            self.type = type
        }
    }

    public let collection: String
    public let fields: [Field]
    /// Groups of fields whose values no two records of the collection may share, such as
    /// `[["abbreviation"]]` or `[["teamID", "number"]]`. Every store refuses a record that repeats
    /// one (`.conflict`); SQLite keeps them as unique indexes. A group with a `null` field never
    /// conflicts, as in SQL.
    ///
    /// They guard rules that belong to the use cases, which check them inside a unit of work; a
    /// key only turns a write that skipped the check into a typed refusal instead of bad data.
    public let uniqueKeys: [[String]]
    /// The schema's version: 1, then one more for each step of ``migrations``.
    public let version: Int
    /// The steps from each earlier version, in order: the first reaches version 2.
    public let migrations: [SchemaMigration]

    /// Traps on a name that is not a plain identifier, on a field named `id`, on a unique key
    /// that is empty or names an unknown field, or on migrations that do not reach versions 2, 3…
    /// in order: a schema is written by the programmer once, so a bad one is a programming error.
    public init(
        collection: String, fields: [Field], uniqueKeys: [[String]] = [], migrations: [SchemaMigration] = []
    ) {
        precondition(Self.isIdentifier(collection), "collection '\(collection)' is not a plain identifier")
        for field in fields {
            precondition(Self.isIdentifier(field.name), "field '\(field.name)' is not a plain identifier")
            precondition(field.name != "id", "'id' is implicit in every record schema")
        }
        for key in uniqueKeys {
            precondition(!key.isEmpty, "a unique key of '\(collection)' names no field")
            for name in key {
                precondition(
                    fields.contains { $0.name == name }, "unique key field '\(name)' is not a field of '\(collection)'")
            }
        }
        for (index, step) in migrations.enumerated() {
            precondition(
                step.version == index + 2, "the migrations of '\(collection)' must reach versions 2, 3… in order")
            for case .add(let field, let value) in step.changes {
                precondition(field.type.holds(value), "the default of '\(field.name)' is not \(field.type.noun)")
                let later = migrations.dropFirst(index + 1).flatMap(\.changes).contains { change in
                    switch change {
                    case .remove(let name), .rename(let name, _): name == field.name
                    case .add: false
                    }
                }
                precondition(
                    later || fields.first(where: { $0.name == field.name }).map { $0.type == field.type } ?? true,
                    "'\(field.name)' is added as \(field.type.noun) but kept as another type")
            }
        }
        self.collection = collection
        self.fields = fields
        self.uniqueKeys = uniqueKeys
        self.migrations = migrations
        version = migrations.count + 1
    }

    /// Refuses data of `collection` kept at `stored`, a version newer than this schema's: what
    /// this program would write could break what a newer one wrote.
    public func refuseNewer(_ stored: Int) throws(RecordStoreError) {
        guard stored > version else { return }
        throw .newerSchema(collection: collection, stored: stored, known: version)
    }

    /// Refuses `records` (a whole collection, as a migration leaves it) when two share a unique
    /// key, as `.conflict`.
    public func checkUnique(_ records: [(id: Int, fields: [String: FieldValue])]) throws(RecordStoreError) {
        for (index, record) in records.enumerated() {
            if let key = conflictingKey(of: record.fields, id: record.id, among: records[(index + 1)...]) {
                throw .conflict(collection: collection, fields: key)
            }
        }
    }

    /// `records`, a whole collection kept at version `stored`, as this version keeps it: every
    /// later step made, each value read as its field's type (`.corrupt` when it cannot be, as after
    /// a rename into a field of another type), checked (`.invalidValue`), and no unique key shared
    /// (`.conflict`). What every store writes back, or nothing.
    public func migrating(
        _ records: [(id: Int, fields: [String: FieldValue])], from stored: Int
    ) throws(RecordStoreError) -> [(id: Int, fields: [String: FieldValue])] {
        var migrated: [(id: Int, fields: [String: FieldValue])] = []
        for record in records {
            let fields = try reading(self.migrated(record.fields, from: stored))
            try check(fields)
            migrated.append((record.id, fields))
        }
        try checkUnique(migrated)
        return migrated
    }

    /// `fields`, a record kept at version `stored`, with every later step's changes made.
    public func migrated(_ fields: [String: FieldValue], from stored: Int) -> [String: FieldValue] {
        migrations.filter { $0.version > stored }.reduce(fields) { $1.apply(to: $0) }
    }

    /// The first unique key whose values `fields` shares with one of `others` (records given as
    /// id and fields; the record with `id` itself is skipped), or `nil` when there is none.
    public func conflictingKey(
        of fields: [String: FieldValue], id: Int?, among others: some Sequence<(id: Int, fields: [String: FieldValue])>
    ) -> [String]? {
        let keys = uniqueKeys.filter { key in key.allSatisfy { (fields[$0] ?? .null) != .null } }
        guard !keys.isEmpty else { return nil }
        for other in others where other.id != id {
            if let key = keys.first(where: { key in key.allSatisfy { fields[$0] == other.fields[$0] } }) {
                return key
            }
        }
        return nil
    }

    /// Refuses `fields` when one holds a value of another type than its field's, or a decimal
    /// that is not finite: what every store checks before it writes, so that none keeps what
    /// another could not (JSON has no NaN; SQLite would keep it as `NULL`).
    public func check(_ fields: [String: FieldValue]) throws(RecordStoreError) {
        for field in self.fields {
            guard let value = fields[field.name], !field.type.holds(value) else { continue }
            throw .invalidValue(collection: collection, field: field.name, value: value.description)
        }
    }

    /// `fields` as a store read them, each made of its field's type where the medium keeps it as
    /// another: a whole decimal written as an integer (JSON), a boolean kept as `0` or `1`
    /// (SQLite). Refuses, as corrupt, a value that is of neither.
    public func reading(_ fields: [String: FieldValue]) throws(RecordStoreError) -> [String: FieldValue] {
        var read = fields
        for field in self.fields {
            guard let value = fields[field.name], !field.type.holds(value) else { continue }
            switch (field.type, value) {
            case (.decimal, .integer(let integer)): read[field.name] = .decimal(Double(integer))
            case (.boolean, .integer(let integer)) where integer == 0 || integer == 1:
                read[field.name] = .boolean(integer == 1)
            default:
                throw .corrupt(collection: collection, detail: "\(field.name) holds \(value), not \(field.type.noun)")
            }
        }
        return read
    }

    /// `true` for `[A-Za-z_][A-Za-z0-9_]*`.
    public static func isIdentifier(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        func isLetter(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || byte == UInt8(ascii: "_")
        }
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard let first = bytes.first, isLetter(first) else { return false }
        return bytes.dropFirst().allSatisfy { isLetter($0) || isDigit($0) }
    }
}
