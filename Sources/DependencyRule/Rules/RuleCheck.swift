/// One rule of the architecture, in a type of its own: what it is (its descriptions), which
/// targets it is checked for, and what it finds in one of them.
protocol RuleCheck: Sendable {
    /// The rules it reports (a check may report several, as the import-declaration check does).
    static var descriptions: [RuleDescription] { get }
    /// Whether the rule is checked for `target` at all (JUnit lists a test case per rule checked).
    func applies(to target: PackageTarget, in architecture: LayerAssignment) -> Bool
    /// What the rule finds in `target`; asked only of the targets it applies to.
    func check(_ target: PackageTarget, in context: RuleContext) -> [Diagnostic]
    /// Whether a reference from `file` to a declaration in `declarationFile` may be a finding
    /// (what a warm `check` decodes of the references it keeps); `false` by default, for the
    /// rules that read no references.
    func concerns(_ file: String, _ declarationFile: String, in folders: FolderAssignment) -> Bool
}

extension RuleCheck {
    func concerns(_ file: String, _ declarationFile: String, in folders: FolderAssignment) -> Bool { false }

    /// The ids of the rules it reports.
    var rules: [RuleID] { Self.descriptions.map(\.id) }
}
