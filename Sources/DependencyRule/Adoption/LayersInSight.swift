/// What `check` sees of an app's layers when it has no configuration and no target has a standard
/// layer's name: targets whose names are layer words of two rings or more (`Domain`, `Data`, an
/// app's target counting as the outermost), or a target whose folders `init` would split into
/// layers. (Names that only end with a layer's word, `NIOCore`, are no layers plain to see.) There `check` fails closed, sending the team to `init`, rather than pass on import
/// rules alone; elsewhere it says once that only the import rules ran.
struct LayersInSight {
    enum Kind: String {
        case targets, folders
    }

    var kind: Kind
    var names: [String]

    /// The layers in sight in `analysis`, if any: for folders, those `init` would split, read as
    /// it reads them (with the references between the files).
    static func find(in analysis: PackageAnalysis, graph: DependencyGraph) throws(CheckError) -> LayersInSight? {
        let facts = PackageFacts(
            graph: graph, exported: analysis.exportedTargets, outlines: [:],
            workspace: WorkspaceFacts(analysis: analysis))
        let targets = graph.targets.filter { ![.test, .plugin, .macro].contains($0.kind) }.map(\.name)
        let strong = LayerInference.hints(for: targets, facts: facts).filter(\.value.isStrong)
        if Set(strong.values.map(\.layer)).count >= 2 {
            let named = targets.filter { strong[$0] != nil }.sorted {
                (strong[$0]!.layer, $0) < (strong[$1]!.layer, $1)
            }
            return LayersInSight(kind: .targets, names: named)
        }
        let split = FolderLayerInference.candidates(in: analysis, graph: graph)
        guard !split.candidates.isEmpty else { return nil }
        let inference = ConfigurationInference(
            analysis: analysis, graph: graph, references: try SyntaxResolver(analysis: analysis).references(),
            split: split)
        let folders = split.candidates.filter { inference.sitting[$0.target.name] != nil }.flatMap { candidate in
            candidate.named.map { candidate.base.isEmpty ? $0 : candidate.base + "/" + $0 }
        }
        return folders.isEmpty ? nil : LayersInSight(kind: .folders, names: folders)
    }

    /// The refusal: what looks like layers, and the `init` to run (`scope`: ` --workspace .`, or
    /// nothing for the current package).
    func refusal(scope: String) -> CheckError {
        let shown = names.count > 6 ? names.prefix(6).joined(separator: ", ") + ", …" : names.joined(separator: ", ")
        return CheckError(
            "no configuration: these \(kind.rawValue) look like layers (\(shown)), but without a dependency-rules.json only the import rules would run: run 'dependency-rule init\(scope)' and check with the file it writes"
        )
    }

    /// Said once where nothing is in sight (`scope` as for ``refusal(scope:)``).
    static func importRulesOnly(scope: String) -> String {
        "dependency-rule: note: no configuration: only the import rules ran (undeclared-import, implicit-import, dependency-cycle, unused-dependency); 'dependency-rule init\(scope)' writes one\n"
    }
}
