import Entities

/// Why a stored record could not become an entity.
public enum BridgeError: Swift.Error, Hashable, Sendable, CustomStringConvertible {
    /// Fields the entity needs are missing from the record.
    case incompleteRecord(collection: String, id: String?, missing: [String])
    /// The record is complete but its values break an entity rule.
    case invalidRecord(collection: String, id: String?, reason: String)

    public var description: String {
        switch self {
        case .incompleteRecord(let collection, let id, let missing):
            "\(collection) record \(id ?? "without id") is incomplete: missing \(missing.joined(separator: ", "))"
        case .invalidRecord(let collection, let id, let reason):
            "\(collection) record \(id ?? "without id") is invalid: \(reason)"
        }
    }
}
