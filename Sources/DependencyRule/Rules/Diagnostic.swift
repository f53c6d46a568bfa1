/// One finding: a rule broken at a place, with a message that says what to do about it.
public struct Diagnostic: Hashable, Sendable, Codable {
    public enum Severity: String, Hashable, Sendable, Codable {
        case error, warning
    }

    public var rule: Rule
    public var severity: Severity
    public var message: String
    /// Relative to the package root; `Package.swift` for manifest-level findings.
    public var file: String
    public var line: Int?
    public var column: Int?
    /// The target the finding is about.
    public var target: String
    /// The other end of the dependency: the imported or declared module, when there is one.
    public var module: String?

    public init(
        rule: Rule, severity: Severity? = nil, message: String, file: String, line: Int? = nil, column: Int? = nil,
        target: String, module: String? = nil
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

    enum CodingKeys: String, CodingKey { case rule, severity, message, file, line, column, target, module }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(message, forKey: .message)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)  // null when unknown, never absent
        try container.encode(column, forKey: .column)
        try container.encode(target, forKey: .target)
        try container.encode(module, forKey: .module)
    }
}
