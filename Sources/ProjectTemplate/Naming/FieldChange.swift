import DependencyRule

/// One step of a feature's schema history after it was made, which its record's
/// `SchemaMigration` takes stored data through: a field added (`add field`), renamed
/// (`rename field`) or removed (`remove field`).
public enum FieldChange: Hashable, Sendable, CustomStringConvertible {
    case add(FieldAddition)
    /// The field's values stay, under the new name.
    case rename(String, to: String)
    /// The field's values go.
    case remove(String)

    /// How the lock writes it: `pages:Int=3`, `rename pages count`, `remove count`.
    public var description: String {
        switch self {
        case .add(let addition): addition.description
        case .rename(let old, let new): "rename \(old) \(new)"
        case .remove(let name): "remove \(name)"
        }
    }

    /// Reads what ``description`` writes.
    init(parsing text: String) throws(NameError) {
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        switch words.first {
        case "rename" where words.count == 3:
            self = .rename(try Self.name(words[1]), to: try Self.name(words[2]))
        case "remove" where words.count == 2:
            self = .remove(try Self.name(words[1]))
        default:
            self = .add(try FieldAddition(parsing: text))
        }
    }

    /// `name`, refused unless a field may have it.
    private static func name(_ name: String) throws(NameError) -> String {
        try FeatureField(parsing: name + ":String").name
    }

    /// The change as the list of a `SchemaMigration` step spells it, in Swift:
    /// `[.add(.init("pages", .integer), default: .integer(3))]`, `[.rename("pages", to: "count")]`,
    /// `[.remove("count")]`.
    var migrationList: String {
        switch self {
        case .add(let addition):
            "[.add(.init(\(SwiftLiteral.quoted(addition.field.name)), .\(addition.field.kind.recordType)), default: \(addition.fieldValue))]"
        case .rename(let old, let new): "[.rename(\(SwiftLiteral.quoted(old)), to: \(SwiftLiteral.quoted(new)))]"
        case .remove(let name): "[.remove(\(SwiftLiteral.quoted(name)))]"
        }
    }

    /// `fields` after the change: the field added last, renamed in place, or taken out.
    func applied(to fields: [FeatureField]) -> [FeatureField] {
        switch self {
        case .add(let addition): return fields + [addition.field]
        case .rename(let old, let new):
            return fields.map { $0.name == old ? FeatureField(trusted: new, $0.kind, optional: $0.isOptional) : $0 }
        case .remove(let name): return fields.filter { $0.name != name }
        }
    }
}

/// A feature's fields walked back through its schema history, from the last change to the first:
/// the names it had before each change, and the fields known by them (those it has now, renamed
/// back; a field removed since is known by its name alone). What the lock's reader checks a
/// history by, and `adopt` reads one.
struct FieldReplay {
    private(set) var names: Set<String>
    private(set) var known: [String: FeatureField]

    /// Starts from the fields the history leads to.
    init(_ fields: [FeatureField]) {
        names = Set(fields.map(\.name))
        known = Dictionary(fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Takes `change` back; `nil` when it fits the fields as they were after it, else why not.
    mutating func undo(_ change: FieldChange) -> String? {
        switch change {
        case .add(let addition):
            let name = addition.field.name
            if let field = known[name],
                field.kind != addition.field.kind || field.isOptional != addition.field.isOptional
            {
                return "the added field \(addition.field) is \(field) among the feature's fields then"
            }
            guard names.remove(name) != nil else {
                return "the added field \(addition.field) is not among the feature's fields then"
            }
            known[name] = nil
        case .rename(let old, let new):
            guard old != new else { return "the field \(old) is renamed to its own name" }
            guard names.contains(new) else { return "the renamed field \(new) is not among the feature's fields then" }
            guard !names.contains(old) else {
                return "the field \(old) is renamed while the feature has one of that name"
            }
            names.remove(new)
            names.insert(old)
            known[old] = known.removeValue(forKey: new).map {
                FeatureField(trusted: old, $0.kind, optional: $0.isOptional)
            }
        case .remove(let name):
            guard names.insert(name).inserted else {
                return "the removed field \(name) is still among the feature's fields then"
            }
        }
        return nil
    }
}
