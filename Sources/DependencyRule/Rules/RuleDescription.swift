/// What a rule is: its id, what it is about, how to fix a finding, and its severity unless the
/// configuration's `"rules"` or `--strict` say otherwise. Each rule's description lives with the
/// type that reports it.
public struct RuleDescription: Sendable {
    public let id: RuleID
    /// What the rule is about, in one line.
    public let summary: String
    /// What the rule protects and how to fix a finding: the help text of report formats (SARIF).
    public let help: String
    public let defaultSeverity: Diagnostic.Severity

    init(_ id: RuleID, _ defaultSeverity: Diagnostic.Severity, summary: String, help: String) {
        self.id = id
        self.summary = summary
        self.help = help
        self.defaultSeverity = defaultSeverity
    }
}
