/// What an option's or an argument's value may be; the reader refuses any other value, naming it.
public enum ValueKind: Hashable, Sendable {
    /// Any text but the empty one.
    case text
    /// Any text, the empty one included (a title the program itself validates).
    case textOrEmpty
    /// A whole number: `-3`, `42`.
    case integer
    /// A number: `0.5`, `120`.
    case decimal
    /// `true` or `false`.
    case boolean
    /// One of these words.
    case choice([String])
    /// The empty text, or a value of that kind: what clears an optional field.
    indirect case orEmpty(ValueKind)

    /// The placeholder a usage shows when none is given: `true|false`, `text|json`, else `VALUE`.
    var defaultPlaceholder: String {
        switch self {
        case .boolean: "true|false"
        case .choice(let words): words.joined(separator: "|")
        case .orEmpty(let kind): kind.defaultPlaceholder
        case .text, .textOrEmpty, .integer, .decimal: "VALUE"
        }
    }

    /// Refuses `value` unless it is of this kind; `name` is what the message calls it.
    func check(_ value: String, named name: String, command: String?) throws(UsageError) {
        guard let problem = problem(with: value, named: name) else { return }
        throw UsageError(problem, command: command)
    }

    /// What is wrong with `value`, if anything.
    private func problem(with value: String, named name: String) -> String? {
        switch self {
        case .text:
            guard !value.isEmpty else { return "\(name) needs a value" }
        case .textOrEmpty:
            return nil
        case .integer:
            guard Int(value) != nil else { return "\(name) must be a whole number, not '\(value)'" }
        case .decimal:
            guard let number = Double(value), number.isFinite else {
                return "\(name) must be a number, not '\(value)'"
            }
        case .boolean:
            guard value == "true" || value == "false" else {
                return "\(name) must be true or false, not '\(value)'"
            }
        case .choice(let words):
            guard words.contains(value) else {
                return "\(name) must be \(Wording.list(words, or: true)), not '\(value)'"
            }
        case .orEmpty(let kind):
            guard value.isEmpty else { return kind.problem(with: value, named: name) }
        }
        return nil
    }
}
