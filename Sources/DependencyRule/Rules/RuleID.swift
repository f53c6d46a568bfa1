/// The rules the checker reports. Their raw values are part of the interface: they appear in
/// every output format, in configuration, suppressions and baselines. What each is about lives
/// with the type that reports it (``RuleDescription``).
public enum RuleID: String, CaseIterable, Sendable {
    case outwardDependency = "outward-dependency"
    case undeclaredImport = "undeclared-import"
    case implicitImport = "implicit-import"
    case forbiddenImport = "forbidden-import"
    case testSupportInProduction = "test-support-in-production"
    case dependencyCycle = "dependency-cycle"
    case unusedDependency = "unused-dependency"
    case unassignedTarget = "unassigned-target"
    case independentTargets = "independent-targets"
    case outwardReference = "outward-reference"
    case independentReference = "independent-reference"
    case invalidSuppression = "invalid-suppression"
    case unusedSuppression = "unused-suppression"
    case staleBaseline = "stale-baseline"
    case brokenSymlink = "broken-symlink"
    case unlistedMember = "unlisted-member"

    /// Every rule's description, from the types that report them.
    private static let catalog: [RuleID: RuleDescription] = {
        let architectural = Checker.checks.flatMap { type(of: $0).descriptions }
        let others =
            InlineSuppressions.descriptions + Baseline.descriptions + SourceResolver.descriptions
            + WorkspaceLoader.descriptions
        return Dictionary(uniqueKeysWithValues: (architectural + others).map { ($0.id, $0) })
    }()

    /// The rules about the architecture: they can be suppressed, kept in a baseline and set in
    /// `"rules"` (the others are about suppressions, the baseline and the package's files).
    private static let architectural = Set(Checker.checks.flatMap { type(of: $0).descriptions.map(\.id) })

    public var description: RuleDescription { Self.catalog[self]! }
    public var summary: String { description.summary }
    public var help: String { description.help }
    public var defaultSeverity: Diagnostic.Severity { description.defaultSeverity }
    public var isArchitectural: Bool { Self.architectural.contains(self) }
}
