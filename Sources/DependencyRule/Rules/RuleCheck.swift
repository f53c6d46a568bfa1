/// One rule of the architecture, in a type of its own: what it is (its descriptions), which
/// targets it is checked for, and what it finds in one of them.
protocol RuleCheck: Sendable {
    /// The rules it reports (a check may report several, as the import-declaration check does).
    static var descriptions: [RuleDescription] { get }
    /// Whether the rule is checked for `target` at all (JUnit lists a test case per rule checked).
    func applies(to target: PackageTarget, in architecture: LayerAssignment) -> Bool
    /// What the rule finds in `target`; asked only of the targets it applies to.
    func check(_ target: PackageTarget, in context: RuleContext) -> [Diagnostic]
}

extension RuleCheck {
    /// The ids of the rules it reports.
    var rules: [RuleID] { Self.descriptions.map(\.id) }
}
