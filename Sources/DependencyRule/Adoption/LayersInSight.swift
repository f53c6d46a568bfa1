/// What `check` sees of an app's layers when it has no configuration and no target has a standard
/// layer's name: targets whose names are layer words of two rings or more (`Domain`, `Data`, an
/// app's target), or a target whose folders `init` would split into layers. There `check` fails
/// closed, sending the team to `init`, rather than pass on import rules alone; where nothing is
/// in sight, it says once that only the import rules ran.
struct LayersInSight {
    /// `targets` or `folders`.
    var kind: String
    var names: [String]

    /// The layers in sight in `analysis`, if any.
    static func find(in analysis: PackageAnalysis, graph: DependencyGraph) -> LayersInSight? {
        let workspace = WorkspaceFacts(analysis: analysis)
        var rings: [Int: [String]] = [:]
        for target in graph.targets where ![.test, .plugin, .macro].contains(target.kind) {
            if workspace.endProducts[target.name] != nil {
                rings[LayerConventions.layers.count - 1, default: []].append(target.name)
            } else if let hint = LayerConventions.hint(for: target.localName)
                ?? workspace.packageOf[target.name].flatMap(LayerConventions.hint(for:)), hint.isStrong
            {
                rings[hint.layer, default: []].append(target.name)
            }
        }
        if rings.count >= 2 {
            return LayersInSight(kind: "targets", names: rings.keys.sorted().flatMap { rings[$0]! })
        }
        let folders = FolderLayerInference.candidates(in: analysis, graph: graph).candidates.flatMap { candidate in
            Set(
                candidate.files.compactMap { file -> String? in
                    let parts = FolderLayerInference.relative(file, to: candidate.base).split(separator: "/")
                    guard parts.count > 1, LayerConventions.hint(forFolder: String(parts[0])) != nil else { return nil }
                    return (candidate.base.isEmpty ? "" : candidate.base + "/") + parts[0]
                }
            ).sorted()
        }
        return folders.isEmpty ? nil : LayersInSight(kind: "folders", names: folders)
    }

    /// The refusal: what looks like layers, and the `init` to run (`scope`: `--workspace .`, or
    /// nothing for the current package).
    func refusal(scope: String) -> CheckError {
        let shown = names.count > 6 ? names.prefix(6).joined(separator: ", ") + ", …" : names.joined(separator: ", ")
        return CheckError(
            "no configuration: these \(kind) look like layers (\(shown)), but without a dependency-rules.json only the import rules would run: run 'dependency-rule init\(scope)' and check with the file it writes"
        )
    }

    /// Said once when nothing is in sight.
    static let importRulesOnly =
        "dependency-rule: note: no configuration, and no target or folder named like a layer: only the import rules ran (undeclared-import, implicit-import, dependency-cycle, unused-dependency); 'dependency-rule init' writes a configuration\n"
}
