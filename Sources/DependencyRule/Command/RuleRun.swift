import ArgumentReading

/// The rules run on a package, as `check` and `graph` both need them: the configuration applied,
/// the names files use resolved where folder layers need them, the findings with the inline
/// suppressions applied.
struct RuleRun {
    /// `--config FILE`, which `check`, `graph` and `fix` read.
    static let configSpec = OptionSpec.value(
        "--config", "FILE",
        help:
            "The configuration, relative to the current folder. Default: DIR/dependency-rules.json if it exists, else the standard layers (Entities, UseCases, InterfaceAdapters, FrameworksAndDrivers)."
    )

    /// `--output FILE`, which `check` and `graph` read.
    static let outputSpec = OptionSpec.value(
        "--output", "FILE",
        help: "Write what it prints to FILE (atomically, folders created) instead of standard output.")

    let analysis: PackageAnalysis
    let root: String
    let configuration: Configuration
    let architecture: LayerAssignment
    let checker: Checker
    /// What the rules found, less what inline suppressions hide.
    let diagnostics: [Diagnostic]
    /// How many findings inline suppressions hid.
    let suppressed: Int

    /// - Parameter counting: whether every reference between folder layers is wanted (the
    ///   graph's counts), not only those a rule may report.
    init(
        _ analysis: PackageAnalysis, root: String, config: String?, resolution: IndexStoreOptions.Resolution,
        counting: Bool, clock: inout PhaseClock, in environment: CommandEnvironment
    ) throws(CheckError) {
        self.analysis = analysis
        self.root = root
        configuration = try Configuration.locate(config, root: root, currentDirectory: environment.currentDirectory)
        architecture = try LayerAssignment(
            configuration: configuration, targets: analysis.targets.map(\.target), root: root)
        clock.lap("configuration")
        // The names files use are read only when folders need them.
        // With them, every name used by a file declaring what a kept reference names: whether the
        // advice may say to move the declaration.
        let (references, cached, names) =
            configuration.hasFolders
            ? try resolution.resolution(in: environment).references(
                in: analysis, root: root,
                needed: architecture.targetsWithFolders(in: analysis.targets.map(\.target)),
                filter: Checker.referenceFilter(for: architecture, counting: counting),
                namesFrom: { kept in Set(kept.map(\.declaration.file)) })
            : ([], false, [])
        clock.lap(cached ? "references (cached)" : "references")
        checker = Checker(
            analysis: analysis, architecture: architecture, references: references,
            names: names.map { Dictionary(grouping: $0, by: \.file) })
        try checker.verifyCoverage()
        (diagnostics, suppressed) = InlineSuppressions(analysis: analysis, configuration: configuration).apply(
            to: checker.diagnostics())
    }

    /// The targets `names` (`--target`) name, by any of their names (in a workspace,
    /// `Member/Target` too); `nil` for none.
    static func selectedTargets(_ names: [String], in analysis: PackageAnalysis) throws(CheckError) -> Set<String>? {
        guard !names.isEmpty else { return nil }
        var selected: Set<String> = []
        for name in names {
            let matching = analysis.targets.filter { $0.target.names.contains(name) }.map(\.target.name)
            guard !matching.isEmpty else {
                throw CheckError(
                    "--target: the \(analysis.isWorkspace ? "workspace" : "package") has no target '\(name)'")
            }
            selected.formUnion(matching)
        }
        return selected
    }

    /// Writes `text` to the file at `path` (atomically), or to the output without one.
    static func emit(_ text: String, to path: String?, in environment: CommandEnvironment) throws(CheckError) {
        if let path {
            try FileSystem.writeAtomically(Array(text.utf8), to: environment.absolute(path))
        } else {
            environment.output(text)
        }
    }
}
