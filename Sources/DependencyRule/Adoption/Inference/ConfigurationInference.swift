/// `dependency-rule init`: a starting `dependency-rules.json` inferred from a package or a whole
/// app, with a comment for every choice, so that a person can correct it. Each job is a type of
/// its own, run in this order:
///
/// - ``ToolingInference``: plugins, macros, the tools plugins run, targets without Swift files
///   (`unlayered`);
/// - ``TestSupportInference``: test doubles and helpers (`testSupport`);
/// - ``LayerInference``: the targets' layers, the declared graph as evidence and names as hints;
/// - ``FolderLayerInference`` and ``FolderSplit``: targets whose layers are folders, split where
///   their target was (what in its layer depends on it moves after them);
/// - ``PartInference``: sibling rings as parts of a layer;
/// - ``LayerNaming``: every name, unique;
/// - ``IndependentGroupInference``: siblings that must stay apart (`independent`);
/// - ``LinkOnlyInference``: targets linked without an import (`linkOnly`);
/// - ``text(package:check:)`` writes the file.
///
/// Every stage keeps the guarantee of the first: no target is placed outward of one that
/// declares it, and no folder outward of one that names it. Test targets are never layered.
struct ConfigurationInference: Sendable {
    /// One inferred independent group.
    struct Independent: Sendable {
        var group: Configuration.IndependentGroup
        var members: [String]
        /// The targets left out of the group because they compose its members, and why.
        var except: [(target: String, composes: [String])]
    }

    var layers: [InferredLayer] = []
    var testSupport: [(target: String, reason: String)] = []
    var unlayered: [(target: String, reason: String)] = []
    var independent: [Independent] = []
    var linkOnly: [(target: String, reason: String)] = []
    /// The `"linkOnly"` patterns for ``linkOnly``.
    var linkOnlyPatterns: [String] = []
    /// How the layers were found: by names, or by depth (and which targets by their folders).
    var method = ""
    /// What the file says before the layers: the targets split into folder layers, and those
    /// considered and not split, with why.
    var notes: [String] = []
    /// In a workspace, the members found, as `"members"` lists them.
    var members: [String] = []
    /// What to leave out of every rule, as `"exclude"` lists it, with why.
    var exclude: [(pattern: String, reason: String)] = []

    let facts: PackageFacts
    let style: LayerNaming.Style
    /// Target → what must not be inward of it (``LayerInference/dependents``).
    var dependents: [String: [String]] = [:]
    /// The targets split into folder layers (and those split with them) → their files: each sits
    /// in the outermost layer holding one, as check places its declarations.
    var sitting: [String: Set<String>] = [:]

    /// The inference for `analysis`, a package or a workspace (whose members it lists).
    /// - Parameters:
    ///   - references: the references between its files, which order the folders of a split.
    ///   - split: the targets to split into folder layers, and the notes on those not split
    ///     (``FolderLayerInference/candidates(in:graph:)``).
    init(
        analysis: PackageAnalysis, graph: DependencyGraph, style: LayerNaming.Style = .found,
        references: [Reference] = [],
        split: (candidates: [FolderLayerInference.Candidate], notes: [String]) = ([], [])
    ) {
        facts = PackageFacts(
            graph: graph, exported: analysis.exportedTargets,
            outlines: Dictionary(
                analysis.targets.map { ($0.target.name, $0.files.map(\.outline)) }, uniquingKeysWith: { $1 }),
            workspace: WorkspaceFacts(analysis: analysis))
        self.style = style
        if analysis.isWorkspace { members = analysis.members.map { $0.path.isEmpty ? "." : $0.path } }
        let candidates = graph.targets.filter { $0.kind != .test }.map(\.name)
        var remaining = placeOutsideLayers(candidates)
        let placement = LayerInference(facts: facts, targets: remaining)
        dependents = placement.dependents
        let placed = placement.place()
        method = placed.method
        layers = placed.layers
        notes = split.notes
        for candidate in split.candidates { self.split(candidate, references: references) }
        remaining.removeAll { sitting[$0] != nil }
        layers = layers.flatMap(partsOfTargets)
        var naming = LayerNaming(
            style: style, layers: layers, targets: graph.targets.filter { $0.kind != .test }.map(\.localName))
        layers = naming.named(layers)
        independent = IndependentGroupInference.groups(
            layered: layers.map { $0.allUnits.compactMap(\.target) }, candidates: candidates, graph: graph
        ).map { Independent(group: $0.group, members: $0.members, except: $0.except) }
        linkOnly = LinkOnlyInference.linkOnly(remaining, facts: facts)
        linkOnlyPatterns = LinkOnlyInference.patterns(for: linkOnly.map(\.target), candidates: candidates)
    }

    /// Sets aside tooling (`unlayered`) and test support; returns the targets left to layer. A
    /// configuration needs a layer: a package of test support alone layers it, one of tooling
    /// alone (a plugin and the tool it runs) its tools, as they are then its code.
    private mutating func placeOutsideLayers(_ candidates: [String]) -> [String] {
        unlayered = ToolingInference.unlayered(candidates, facts: facts)
        var remaining = candidates.filter { name in !unlayered.contains { $0.target == name } }
        testSupport = TestSupportInference.testSupport(remaining, facts: facts)
        remaining.removeAll { name in testSupport.contains { $0.target == name } }
        if remaining.isEmpty {
            // A package of test support alone is a testing library: its targets are its code.
            remaining = testSupport.map(\.target)
            testSupport = []
        }
        if remaining.isEmpty {
            remaining = unlayered.map(\.target).filter { name in
                facts.graph.target[name].map { $0.kind != .plugin && $0.kind != .macro && !$0.swiftFiles.isEmpty }
                    == true
            }
            unlayered.removeAll { remaining.contains($0.target) }
        }
        return remaining
    }

    /// The folder patterns made relative to the file's folder by `rebased` (which takes a path
    /// relative to the root, and escapes it as a pattern): a folder's `/**` and the root files'
    /// `/*.swift` stay globs.
    mutating func rebasePaths(_ rebased: (String) -> String) {
        func rebase(_ pattern: String) -> String {
            for glob in ["/**", "/*.swift"] where ("/" + pattern).hasSuffix(glob) {
                let folder = rebased(pattern.count == glob.count - 1 ? "." : String(pattern.dropLast(glob.count)))
                return folder == "." ? String(glob.dropFirst()) : folder + glob
            }
            return rebased(pattern)
        }
        func rebase(_ units: [InferredUnit]) -> [InferredUnit] {
            units.map { unit in
                var unit = unit
                if case .folders(let target, let paths) = unit.content {
                    unit.content = .folders(target: target, paths: paths.map(rebase))
                }
                return unit
            }
        }
        for index in layers.indices {
            layers[index].units = rebase(layers[index].units)
            for part in layers[index].parts.indices {
                layers[index].parts[part].units = rebase(layers[index].parts[part].units)
            }
        }
    }
}
