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

    /// Traps on a name that is not a plain identifier, on a field named `id`, or on a unique key
    /// that is empty or names an unknown field: a schema is written by the programmer once, so a
    /// bad one is a programming error.
    public init(collection: String, fields: [Field], uniqueKeys: [[String]] = []) {
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
        self.collection = collection
        self.fields = fields
        self.uniqueKeys = uniqueKeys
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
