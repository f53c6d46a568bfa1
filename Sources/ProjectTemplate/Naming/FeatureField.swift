/// A field of a feature, as `add feature --field` and `add field` take it: `pages:Int`,
/// `'due:String?'`, `due:String:optional` (a `?` must be quoted in zsh). Its name is a
/// lowerCamelCase ASCII identifier; a feature's files spell it in every form they need
/// (``forms``).
public struct FeatureField: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of value a field may hold.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        case string = "String"
        case int = "Int"
        case bool = "Bool"
        case double = "Double"

        /// The record schema's type of a field of this kind: `text`, `integer`…
        var recordType: String {
            switch self {
            case .string: "text"
            case .int: "integer"
            case .bool: "boolean"
            case .double: "decimal"
            }
        }
    }

    /// `dueDate`.
    public let name: String
    public let kind: Kind
    public let isOptional: Bool

    /// The field of a feature without `--field`: what a row shows.
    public static let defaults = [FeatureField(trusted: "title", .string)]

    /// Names a field may not take besides Swift's keywords, compared without case (as SQLite's
    /// columns are): the members the feature's types have beside their fields (`id`, the
    /// entity's `draft`, `hash`, the record's `fields`…), and the app's own options (`--store`,
    /// `--data-dir`, `--help`, `--version`), which a field's option would collide with.
    static let reservedNames: Set<String> = [
        "id", "draft", "fields", "schema", "lines", "text", "trimmed", "checked", "applied", "hash", "hashvalue",
        "store", "datadir", "help", "version",
    ]

    /// - Throws: ``NameError`` for anything but `name:Type`, `name:Type?` or `name:Type:optional`
    ///   with a lowerCamelCase ASCII name that is not reserved (``reservedNames``, keywords) and a
    ///   type of ``Kind``.
    public init(parsing text: String) throws(NameError) {
        var parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        var isOptional = false
        if parts.count == 3, parts[2] == "optional" {
            isOptional = true
            parts.removeLast()
        }
        if parts.count == 2, parts[1].hasSuffix("?") {
            isOptional = true
            parts[1].removeLast()
        }
        let types = Kind.allCases.map(\.rawValue).joined(separator: ", ")
        guard parts.count == 2, !parts[0].isEmpty else {
            throw NameError(
                "the field '\(text)' must be NAME:TYPE, with a TYPE of \(types), optional with a trailing '?' or ':optional'"
            )
        }
        guard let kind = Kind(rawValue: parts[1]) else {
            throw NameError("the field '\(text)' has the type '\(parts[1])': choose one of \(types)")
        }
        let name = parts[0]
        let isASCIIIdentifier =
            name.first.map { $0.isASCII && $0.isLowercase } == true
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        guard isASCIIIdentifier else {
            throw NameError(
                "the field name '\(name)' must be lowerCamelCase ASCII letters and digits, starting with a small letter, like pages or dueDate"
            )
        }
        guard !ReservedNames.keywords.contains(name), !Self.reservedNames.contains(name.lowercased()) else {
            throw NameError(
                "the field name '\(name)' is \(ReservedNames.keywords.contains(name) ? "a Swift keyword" : "taken by the feature's code or the app's options"): choose another name"
            )
        }
        self.init(trusted: name, kind, optional: isOptional)
    }

    init(trusted name: String, _ kind: Kind, optional: Bool = false) {
        self.name = name
        self.kind = kind
        isOptional = optional
        let words = Words(name).words.map { $0.lowercased() }
        let phrase = words.joined(separator: " ")
        forms = [
            name,
            name.prefix(1).uppercased() + name.dropFirst(),
            words.joined(separator: "-"),
            words.map { $0.uppercased() }.joined(separator: "_"),
            phrase,
            phrase.prefix(1).uppercased() + phrase.dropFirst(),
        ]
        formBytes = forms.map { Array($0.utf8) }
    }

    /// `due:String?`: how the lock and the messages write it.
    public var description: String { "\(name):\(kind.rawValue)\(isOptional ? "?" : "")" }

    /// The name in every form the feature's files use, in the order of ``Form``.
    let forms: [String]
    /// ``forms`` as UTF-8, which generation searches every line of the slice for.
    let formBytes: [[UInt8]]

    /// The forms of a name: `dueDate`, `DueDate`, `due-date`, `DUE_DATE`, `due date`, `Due date`.
    enum Form: Int, CaseIterable {
        case variable, type, option, placeholder, phrase, capitalizedPhrase
    }

    /// Refuses `fields` that are empty, repeat a name (without regard to case, as SQLite's columns
    /// do), or hold no `String` field that is not optional: the first is what a row shows.
    static func checkFeature(_ fields: [FeatureField]) throws(NameError) {
        var seen: Set<String> = []
        for field in fields where !seen.insert(field.name.lowercased()).inserted {
            throw NameError("the field '\(field.name)' is given twice: each field needs its own name")
        }
        guard fields.contains(where: { $0.kind == .string && !$0.isOptional }) else {
            throw NameError(
                "a feature needs a String field that is not optional: its rows show the first (add --field title:String)"
            )
        }
    }
}
