/// Applies the rules to an analysed package: builds the dependency graph once, and asks every
/// rule the configuration does not set `off` about each target it applies to. Severities are
/// decided later, once, by ``SeverityPolicy``.
public struct Checker: Sendable {
    public let analysis: PackageAnalysis
    public let architecture: LayerAssignment
    /// The graph every rule reads.
    public let graph: DependencyGraph
    /// The references between files, by referencing target: read when the configuration has
    /// folders (``Configuration/hasFolders``), empty otherwise.
    public let references: [String: [Reference]]
    /// Every name used by a file declaring what one of `references` names, by that file (what
    /// the advice to move a declaration reads); `nil` when not read.
    let names: [String: [Reference]]?

    /// The rules, each in a type of its own.
    static let checks: [any RuleCheck] = [
        OutwardDependency(), UndeclaredImports(), ForbiddenImport(), TestSupportInProduction(), UnusedDependency(),
        DependencyCycle(), UnassignedTarget(), IndependentTargets(), OutwardReference(), IndependentReference(),
    ]

    public init(analysis: PackageAnalysis, architecture: LayerAssignment, references: [Reference] = []) {
        self.init(analysis: analysis, architecture: architecture, references: references, names: nil)
    }

    init(
        analysis: PackageAnalysis, architecture: LayerAssignment, references: [Reference],
        names: [String: [Reference]]?
    ) {
        self.names = names
        self.analysis = analysis
        self.architecture = architecture
        graph = DependencyGraph(analysis: analysis)
        self.references = Dictionary(grouping: references, by: \.target)
    }

    /// The references the checks need of `architecture`'s folders: those a rule that is checked
    /// may report, or with `counting` (`graph --counts`) every one between two places.
    static func referenceFilter(for architecture: LayerAssignment, counting: Bool = false) -> ReferenceFilter {
        let folders = architecture.folders
        let checks = Self.checks.filter { $0.rules.contains(where: architecture.policy.isChecked) }
        return ReferenceFilter(places: folders.unitOfFile) { file, declarationFile in
            counting || checks.contains { $0.concerns(file, declarationFile, in: folders) }
        }
    }

    /// Refuses a layered target with no Swift file (unless it is a C or system-library target):
    /// checking it would pass without checking anything.
    public func verifyCoverage() throws(CheckError) {
        for entry in analysis.targets where architecture.layerIndex[entry.target.name] != nil {
            let target = entry.target
            if target.swiftFiles.isEmpty && target.kind != .system && target.kind != .binary
                && !target.hasCFamilySources
            {
                throw CheckError(
                    "layered target '\(target.name)' has no Swift source files in \(target.folder ?? "its folder"): nothing of it would be checked; fix its path or sources in Package.swift, or remove it from its layer",
                    file: target.folder ?? analysis.manifestFile)
            }
        }
    }

    /// Every finding of the rules the configuration does not set `off`, sorted by file, line,
    /// column and rule, with their default severities (``SeverityPolicy`` decides the final ones).
    public func diagnostics() -> [Diagnostic] {
        let context = RuleContext(
            graph: graph, architecture: architecture, declarations: Declarations(analysis: analysis),
            references: references, names: names)
        let policy = architecture.policy
        var found: [Diagnostic] = []
        for check in Self.checks where check.rules.contains(where: policy.isChecked) {
            for target in graph.targets where check.applies(to: target, in: architecture) {
                found += check.check(target, in: context).filter { policy.isChecked($0.rule) }
            }
        }
        return Diagnostic.sorted(found + analysis.warnings)
    }

    /// The rules checked for `target`, whether or not it breaks them (JUnit lists one test case
    /// per rule checked); a rule set `off` is not checked.
    public func rulesChecked(for target: PackageTarget) -> [RuleID] {
        let checked = Self.checks.filter { $0.applies(to: target, in: architecture) }.flatMap(\.rules)
        return RuleID.allCases.filter { checked.contains($0) && architecture.policy.isChecked($0) }
    }
}
