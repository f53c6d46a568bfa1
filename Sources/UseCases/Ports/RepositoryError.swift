/// Why a repository could not do what it was asked.
public enum RepositoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No entity of `entity` kind has identity `id`.
    case notFound(entity: String, id: String)
    /// An entity of `entity` kind with identity `id` already exists.
    case duplicate(entity: String, id: String)
    /// Another entity of `entity` kind already has the same values in `fields`, which the
    /// storage keeps unique: its guard caught a rule that the interactor should have checked.
    case conflict(entity: String, fields: [String])
    /// What is stored cannot be turned into a valid entity (incomplete or corrupt data).
    case corrupt(String)
    /// The storage behind the repository cannot be reached or used.
    case unavailable(String)
    /// A unit of work was asked for inside another one on the same storage, and would have waited
    /// for it forever: a mistake in the code that asked, refused before anything ran.
    case nestedUnit

    public var description: String {
        switch self {
        case .notFound(let entity, let id): "no \(entity) with id \(id)"
        case .duplicate(let entity, let id): "a \(entity) with id \(id) already exists"
        case .conflict(let entity, let fields):
            "another \(entity) already has the same \(fields.joined(separator: " and "))"
        case .corrupt(let detail): "stored data is corrupt: \(detail)"
        case .unavailable(let detail): "storage is unavailable: \(detail)"
        case .nestedUnit:
            "a unit of work was started inside another one on the same storage, and would wait for it forever: do that work in the outer unit"
        }
    }
}
