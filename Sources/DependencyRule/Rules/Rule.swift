/// The rules the checker enforces. Their raw values are part of the interface: they appear in
/// every output format and in configuration.
public enum Rule: String, CaseIterable, Sendable {
    case outwardDependency = "outward-dependency"
    case undeclaredImport = "undeclared-import"
    case forbiddenImport = "forbidden-import"
    case testSupportInProduction = "test-support-in-production"
    case dependencyCycle = "dependency-cycle"
    case unusedDependency = "unused-dependency"
    case unassignedTarget = "unassigned-target"

    /// What the rule is about, in one line.
    public var summary: String {
        switch self {
        case .outwardDependency: "a target depends on a target of an outer layer"
        case .undeclaredImport: "a file imports a target of this package that its target does not declare"
        case .forbiddenImport: "a layer imports a module from outside the layers that its allowedImports excludes"
        case .testSupportInProduction: "a non-test target uses a test-support target"
        case .dependencyCycle: "targets reach each other through their imports and declared dependencies"
        case .unusedDependency: "a declared target dependency that no file of the target imports"
        case .unassignedTarget: "a non-test target that no layer, test-support or unlayered entry claims"
        }
    }

    /// Its severity without `--strict`.
    public var defaultSeverity: Diagnostic.Severity {
        switch self {
        case .unusedDependency, .unassignedTarget: .warning
        default: .error
        }
    }
}
