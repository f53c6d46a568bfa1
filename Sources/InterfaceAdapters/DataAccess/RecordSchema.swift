/// The shape of a kind of record: the collection it lives in and its fields besides `id`.
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

    /// Traps on a name that is not a plain identifier or on a field named `id`: a schema is
    /// written by the programmer once, so a bad one is a programming error.
    public init(collection: String, fields: [Field]) {
        precondition(Self.isIdentifier(collection), "collection '\(collection)' is not a plain identifier")
        for field in fields {
            precondition(Self.isIdentifier(field.name), "field '\(field.name)' is not a plain identifier")
            precondition(field.name != "id", "'id' is implicit in every record schema")
        }
        self.collection = collection
        self.fields = fields
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
