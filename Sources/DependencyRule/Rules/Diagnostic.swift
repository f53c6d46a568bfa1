/// One finding: a rule broken at a place, with a message that says what to do about it.
public struct Diagnostic: Hashable, Sendable {
    public enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    public var rule: RuleID
    public var severity: Severity
    public var message: String
    /// Relative to the package root; `Package.swift` for manifest-level findings.
    public var file: String
    public var line: Int?
    public var column: Int?
    /// The target the finding is about; `nil` for a finding about the package as a whole (a
    /// suppression comment in `Package.swift` that is wrong or unused).
    public var target: String?
    /// The other end of the dependency: the imported or declared module, when there is one.
    public var module: String?
    /// For a finding about a reference (`outward-reference`, `independent-reference`): the
    /// declaration named.
    public internal(set) var declaration: Reference.Declaration?
    /// For a declaration made through a helper (`static let theme = …` used as `.theme`), the
    /// line the helper is defined on: a suppression there counts as well as one at `line`.
    var helperLine: Int?
    /// A warning whatever its rule's severity, unless `--strict`: an undeclared import under
    /// `#if canImport` of its module, which builds or not depending on build order.
    var isWarningOnly = false
    /// What follows from this finding and is reported with it rather than on its own (the cycle
    /// an outward import closes, the same import undeclared): see ``Consequences``.
    public internal(set) var notes: [Diagnostic] = []

    public init(
        rule: RuleID, severity: Severity? = nil, message: String, file: String, line: Int? = nil, column: Int? = nil,
        target: String?, module: String? = nil
    ) {
        self.rule = rule
        self.severity = severity ?? rule.defaultSeverity
        self.message = message
        self.file = file
        self.line = line
        self.column = column
        self.target = target
        self.module = module
    }

    /// `file:line:column`, with the parts that are known.
    public var location: String {
        var location = file
        if let line {
            location += ":\(line)"
            if let column { location += ":\(column)" }
        }
        return location
    }

    /// Each note as a compiler writes one: `FILE:LINE:COLUMN: note: [rule] message`.
    public var noteLines: [String] {
        notes.map { "\($0.location): note: [\($0.rule.rawValue)] \($0.message)" }
    }

    /// `diagnostics` in reading order: by file, line, column, rule and message.
    public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted {
            ($0.file, $0.line ?? 0, $0.column ?? 0, $0.rule.rawValue, $0.message) < (
                $1.file, $1.line ?? 0, $1.column ?? 0, $1.rule.rawValue, $1.message
            )
        }
    }
}
