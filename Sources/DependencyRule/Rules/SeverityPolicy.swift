/// What decides a finding's severity: the configuration's `"rules"` (error, warning or off) over
/// each rule's default, and `--strict`, which makes every warning an error that fails the check.
///
/// A rule set `off` is not checked at all (``isChecked(_:)``). Severities are applied once
/// (``apply(to:)``), to the findings that remain after suppressions and the baseline and to the
/// ones they add, so that every report shows what fails as an error.
public struct SeverityPolicy: Sendable {
    public let configured: [RuleID: Configuration.RuleSetting]
    public let strict: Bool

    public init(configured: [RuleID: Configuration.RuleSetting] = [:], strict: Bool = false) {
        self.configured = configured
        self.strict = strict
    }

    /// Whether the rule is checked (not set `off`).
    public func isChecked(_ rule: RuleID) -> Bool { configured[rule] != .off }

    /// The severity a finding of `rule` is reported with.
    public func severity(of rule: RuleID) -> Diagnostic.Severity {
        if strict { return .error }
        switch configured[rule] {
        case .error?: return .error
        case .warning?: return .warning
        case .off?, nil: return rule.defaultSeverity
        }
    }

    /// `diagnostics` with their severities decided, without those of rules set `off`.
    public func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            guard isChecked(diagnostic.rule) else { return nil }
            var diagnostic = diagnostic
            diagnostic.severity = diagnostic.isWarningOnly && !strict ? .warning : severity(of: diagnostic.rule)
            return diagnostic
        }
    }
}
