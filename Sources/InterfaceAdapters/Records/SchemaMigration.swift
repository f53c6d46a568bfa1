/// One step of a record schema's history: the changes that took its records from the version
/// before to ``version``. Every store applies the steps a collection has not had yet when it first
/// uses it, in one unit: all of them or none.
public struct SchemaMigration: Hashable, Sendable {
    /// What one step changes.
    public enum Change: Hashable, Sendable {
        /// A new field; every record gets `default` (`.null` for an optional field).
        case add(RecordSchema.Field, default: FieldValue)
        /// A field no longer kept: its values go.
        case remove(String)
        /// A field by another name: its values stay.
        case rename(String, to: String)
    }

    /// The version this step reaches.
    public let version: Int
    public let changes: [Change]

    public init(to version: Int, _ changes: [Change]) {
        self.version = version
        self.changes = changes
    }

    /// `fields` with this step's changes made.
    public func apply(to fields: [String: FieldValue]) -> [String: FieldValue] {
        var fields = fields
        for change in changes {
            switch change {
            case .add(let field, let value): fields[field.name] = fields[field.name] ?? value
            case .remove(let name): fields[name] = nil
            case .rename(let old, let new) where old != new:
                fields[new] = fields[old]
                fields[old] = nil
            case .rename: break
            }
        }
        return fields
    }
}
