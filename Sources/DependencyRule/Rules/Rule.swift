/// The rules the checker enforces. Their raw values are part of the interface: they appear in
/// every output format and in configuration.
public enum Rule: String, CaseIterable, Sendable {
    case outwardDependency = "outward-dependency"
    case undeclaredImport = "undeclared-import"
    case implicitImport = "implicit-import"
    case forbiddenImport = "forbidden-import"
    case testSupportInProduction = "test-support-in-production"
    case dependencyCycle = "dependency-cycle"
    case unusedDependency = "unused-dependency"
    case unassignedTarget = "unassigned-target"
    case independentTargets = "independent-targets"
    case invalidSuppression = "invalid-suppression"
    case unusedSuppression = "unused-suppression"
    case staleBaseline = "stale-baseline"
    case brokenSymlink = "broken-symlink"

    /// What the rule is about, in one line.
    public var summary: String {
        switch self {
        case .outwardDependency: "a target depends on a target of an outer layer"
        case .undeclaredImport:
            "a file imports a target of this package that its target neither declares nor reaches through its declared dependencies"
        case .implicitImport:
            "a file imports a target of this package that its target does not declare but reaches through its declared dependencies"
        case .forbiddenImport: "a layer imports a module from outside the layers that its allowedImports excludes"
        case .testSupportInProduction: "a non-test target uses a test-support target"
        case .dependencyCycle: "targets reach each other through their imports and declared dependencies"
        case .unusedDependency: "a declared target dependency that no file of the target imports"
        case .unassignedTarget: "a non-test target that no layer, test-support or unlayered entry claims"
        case .independentTargets: "two targets that one \"independent\" pattern matches depend on each other"
        case .invalidSuppression: "a dependency-rule:allow comment without a reason, or naming no rule it can suppress"
        case .unusedSuppression: "a dependency-rule:allow comment that suppresses nothing"
        case .staleBaseline: "a baseline entry that no violation matches any more"
        case .brokenSymlink:
            "a symbolic link in a target's folder that leads nowhere, which SwiftPM warns about and skips"
        }
    }

    /// What the rule protects and how to fix a finding: the help text of report formats (SARIF).
    public var help: String {
        switch self {
        case .outwardDependency:
            "Source dependencies must point inward, from outer layers to inner ones. Declare what the inner target needs as a protocol in its own layer, implement it in the outer layer, and wire the two in the composition root; then remove the outward import and declaration."
        case .undeclaredImport:
            "A target must declare every target of its package that it imports. With no declared path to the imported target, nothing makes SwiftPM build it first, and a clean build can fail. Add the imported target to the target's dependencies in Package.swift."
        case .implicitImport:
            "A target should declare every target of its package that it imports. Reached only through other targets' dependencies, the import builds today and breaks when one of them drops the dependency. Add the imported target to the target's dependencies in Package.swift."
        case .forbiddenImport:
            "A layer may use only the modules its allowedImports lists. Move the code that needs the module to an outer layer behind a protocol, or allow the module for the layer in dependency-rules.json."
        case .testSupportInProduction:
            "Test doubles and contracts must not ship. Move the code that needs the test-support target into a test target, or take the target out of testSupport if it is production code."
        case .dependencyCycle:
            "Targets that reach each other cannot be understood or tested apart. Move what they share into a target both depend on, or invert one dependency with a protocol."
        case .unusedDependency:
            "A declared dependency that no file imports slows builds and hides the real graph. Remove it from Package.swift, or import it where it is used."
        case .independentTargets:
            "Targets that one \"independent\" pattern matches (feature modules of one layer, say) must not depend on each other, so that each can be built, tested and changed alone. Move what they share into a target both may use."
        case .unassignedTarget:
            "Every non-test target belongs to a layer, to testSupport, or to unlayered tooling, so that the rules apply to it. Add it to the right entry of dependency-rules.json."
        case .invalidSuppression:
            "A suppression is written `// dependency-rule:allow RULE[, RULE…] -- reason`, on the line it is about or the line above, and names rules that report at a place (not invalid-suppression, unused-suppression or stale-baseline). Give the reason after `--` and spell the rules as `dependency-rule check --help` lists them."
        case .unusedSuppression:
            "A suppression that matches no diagnostic hides nothing today but would hide a future violation on that line. Remove the comment: the violation it was written for is gone."
        case .brokenSymlink:
            "SwiftPM skips a broken symbolic link (or a loop of links) in a target's folder with a warning, so a file meant to be a source is neither built nor checked. Fix the link or remove it."
        case .staleBaseline:
            "The baseline only shrinks: an entry whose violation is fixed must leave it, or the violation could come back unnoticed. Run `dependency-rule check --update-baseline FILE` (not in CI) to rewrite the baseline, or delete the entry."
        }
    }

    /// Its severity unless the configuration's `"rules"` or `--strict` say otherwise.
    public var defaultSeverity: Diagnostic.Severity {
        switch self {
        case .unusedDependency, .unassignedTarget, .unusedSuppression, .staleBaseline, .implicitImport, .brokenSymlink:
            .warning
        default: .error
        }
    }

    /// Whether the rule is about the architecture (and can be suppressed, kept in a baseline or
    /// set in `"rules"`), rather than about the suppressions, the baseline or the package's files.
    public var isArchitectural: Bool {
        switch self {
        case .invalidSuppression, .unusedSuppression, .staleBaseline, .brokenSymlink: false
        default: true
        }
    }
}
