/// Why a record store could not do what it was asked.
public enum RecordStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No record with this id in the collection.
    case notFound(collection: String, id: Int)
    /// A record with this id already exists in the collection.
    case duplicateID(collection: String, id: Int)
    /// Another record of the collection has the same values in `fields`, a unique key of the
    /// schema (``RecordSchema/uniqueKeys``).
    case conflict(collection: String, fields: [String])
    /// The record lacks fields the operation needs (for `update`, its `id`).
    case incompleteRecord(collection: String, missing: [String])
    /// A field holds a value of another type than the schema's, or a decimal that is not finite:
    /// refused before anything is written.
    case invalidValue(collection: String, field: String, value: String)
    /// The collection is kept at a schema version newer than the program's: nothing is read or
    /// written, so that nothing a newer program wrote is lost.
    case newerSchema(collection: String, stored: Int, known: Int)
    /// Stored data could not be read back as a record.
    case corrupt(collection: String, detail: String)
    /// The medium behind the store failed (disk, database, permissions).
    case unavailable(String)

    public var description: String {
        switch self {
        case .notFound(let collection, let id):
            "\(collection): no record with id \(id)"
        case .duplicateID(let collection, let id):
            "\(collection): a record with id \(id) already exists"
        case .conflict(let collection, let fields):
            "\(collection): another record has the same \(fields.joined(separator: " and "))"
        case .incompleteRecord(let collection, let missing):
            "\(collection): record is missing \(missing.joined(separator: ", "))"
        case .invalidValue(let collection, let field, let value):
            "\(collection): \(field) cannot hold \(value)"
        case .newerSchema(let collection, let stored, let known):
            "\(collection): the data is at schema version \(stored), newer than this program's \(known): use a newer build"
        case .corrupt(let collection, let detail):
            "\(collection): stored data is corrupt: \(detail)"
        case .unavailable(let detail):
            detail
        }
    }
}
