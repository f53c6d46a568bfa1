/// `dependency-rule init`: a starting `dependency-rules.json` inferred from a package, with a
/// comment for every choice, so that a person can correct it. Each job is a type of its own:
///
/// - ``ToolingInference``: plugins, macros, the tools plugins run, targets without Swift files
///   (`unlayered`);
/// - ``TestSupportInference``: test doubles and helpers (`testSupport`);
/// - ``LayerInference``: the layers, the declared graph as evidence and names as hints;
/// - ``IndependentGroupInference``: siblings that must stay apart (`independent`);
/// - ``LinkOnlyInference``: targets linked without an import (`linkOnly`);
/// - ``text(package:)`` writes the file.
///
/// Test targets are never layered.
public struct ConfigurationInference: Sendable {
    /// One inferred layer, innermost first.
    public struct Layer: Sendable {
        public var name: String
        public var targets: [String]
        /// Why each target is in it, for the comment above the layer.
        public var reasons: [String]
        /// Sibling parts that make the layer instead (``PartInference``): name and targets.
        public var parts: [(name: String, targets: [String])] = []
        /// Folder layers (``FolderLayerInference``): the patterns of their folders, relative to
        /// the root until the command makes them relative to the file.
        public var paths: [String] = []
    }

    /// One inferred independent group.
    public struct Independent: Sendable {
        public var group: Configuration.IndependentGroup
        public var members: [String]
        /// The targets left out of the group because they compose its members, and why.
        public var except: [(target: String, composes: [String])]
    }

    public private(set) var layers: [Layer] = []
    public private(set) var testSupport: [(target: String, reason: String)] = []
    public private(set) var unlayered: [(target: String, reason: String)] = []
    public private(set) var independent: [Independent] = []
    public private(set) var linkOnly: [(target: String, reason: String)] = []
    /// The `"linkOnly"` patterns for ``linkOnly``.
    public private(set) var linkOnlyPatterns: [String] = []
    /// How the layers were found: by names, or by depth.
    public private(set) var method = ""
    /// For each target split into folder layers, the references its order points outward.
    public private(set) var accepted: [(target: String, references: [String])] = []

    /// - Parameters:
    ///   - exported: the targets a library or executable product ships.
    ///   - outlines: what each target's files declare, for link-only targets.
    /// In a workspace, the members found, as `"members"` lists them.
    public var members: [String] = []
    /// What to leave out of every rule (``ExclusionInference``), as `"exclude"` lists it, with why.
    public var exclude: [(pattern: String, reason: String)] = []

    public init(
        graph: DependencyGraph, exported: Set<String> = [], outlines: [String: [ImportScanner.Outline]] = [:]
    ) {
        self.init(facts: PackageFacts(graph: graph, exported: exported, outlines: outlines))
    }

    /// How layers inferred from names are named: in the app's own words (`found`, the default),
    /// or Uncle Bob's four (`clean`).
    public enum LayerNames: String, Sendable, CaseIterable {
        case found, clean
    }

    /// The inference for `analysis`, a package or a workspace (whose members it lists).
    /// - Parameter references: the references between its files, for folder layers
    ///   (``FolderLayerInference``); none, none proposed.
    public init(
        analysis: PackageAnalysis, graph: DependencyGraph, layerNames: LayerNames = .found,
        references: [Reference] = []
    ) {
        self.init(
            facts: PackageFacts(
                graph: graph, exported: analysis.exportedTargets,
                outlines: Dictionary(
                    analysis.targets.map { ($0.target.name, $0.files.map(\.outline)) }, uniquingKeysWith: { $1 }),
                workspace: WorkspaceFacts(analysis: analysis)),
            layerNames: layerNames)
        if analysis.isWorkspace { members = analysis.members.map { $0.path.isEmpty ? "." : $0.path } }
        guard !references.isEmpty else { return }
        for proposal in FolderLayerInference.proposals(
            in: analysis, references: references, clean: layerNames == .clean)
        {
            split(proposal)
        }
    }

    /// The folder layers' patterns made relative to the file's folder by `rebased` (which takes a
    /// path relative to the root).
    mutating func rebasePaths(_ rebased: (String) -> String) {
        for index in layers.indices { layers[index].paths = layers[index].paths.map(rebased) }
    }

    /// Puts a split target's folder layers where the target was: after what is left of its layer.
    private mutating func split(_ proposal: FolderLayerInference.Proposal) {
        guard let index = layers.firstIndex(where: { $0.targets.contains(proposal.target) && $0.parts.isEmpty })
        else { return }
        let position = layers[index].targets.firstIndex(of: proposal.target)!
        layers[index].targets.remove(at: position)
        layers[index].reasons.remove(at: position)
        let taken = Set(layers.map(\.name))
        let folders = proposal.layers.map { layer in
            Layer(
                name: taken.contains(layer.name) ? proposal.target + layer.name : layer.name, targets: [],
                reasons: layer.reasons.map { "\(proposal.target) › \($0)" }, paths: layer.paths)
        }
        if layers[index].targets.isEmpty {
            layers.replaceSubrange(index...index, with: folders)
        } else {
            layers.insert(contentsOf: folders, at: index + 1)
        }
        accepted.append((proposal.target, proposal.accepted))
        method += ", folders of \(proposal.target) by the references between them"
    }

    private init(facts: PackageFacts, layerNames: LayerNames = .found) {
        let graph = facts.graph
        let candidates = graph.targets.filter { $0.kind != .test }.map(\.name)
        unlayered = ToolingInference.unlayered(candidates, facts: facts)
        var remaining = candidates.filter { name in !unlayered.contains { $0.target == name } }
        testSupport = TestSupportInference.testSupport(remaining, facts: facts)
        remaining.removeAll { name in testSupport.contains { $0.target == name } }

        let placement = LayerInference(facts: facts, targets: remaining).place(
            naming: layerNames == .found ? .found : .clean)
        method = placement.method
        layers = placement.layers.map {
            Layer(name: $0.name, targets: $0.targets.map(\.target), reasons: $0.targets.map(\.reason))
        }
        // Sibling rings the names and the graph agree on become parts of their layer; a layer
        // named like one of its parts takes a name of its own.
        // Names stay unique in the file: a layer whose parts would repeat a name already taken (a
        // part's, or a layer's) is left whole.
        var taken = Set(layers.map(\.name))
        for index in layers.indices {
            guard let parts = PartInference.parts(of: layers[index].targets, graph: graph, found: layerNames == .found)
            else { continue }
            let old = layers[index].name
            let renamed = parts.contains { $0.name == old } ? "Adapters" : old
            let newNames = parts.map(\.name)
            guard renamed == old || !taken.contains(renamed),
                !newNames.contains(where: { taken.subtracting([old]).contains($0) })
            else { continue }
            taken.remove(old)
            taken.insert(renamed)
            taken.formUnion(newNames)
            layers[index].parts = parts.map { ($0.name, $0.targets) }
            layers[index].name = renamed
            // Every comment names the new places: `HomeUI (Adapters/UI)`.
            for part in parts {
                for target in part.targets {
                    let place = "\(layers[index].name)/\(part.name)"
                    for other in layers.indices {
                        layers[other].reasons = layers[other].reasons.map {
                            $0.replacing("\(target) (\(old))", with: "\(target) (\(place))")
                        }
                    }
                    if let position = layers[index].targets.firstIndex(of: target), part.name == old {
                        layers[index].reasons[position] = layers[index].reasons[position].replacing(
                            "named like its layer (", with: "named like its part (")
                    }
                }
            }
        }
        independent = IndependentGroupInference.groups(
            layered: layers.map(\.targets), candidates: candidates, graph: graph
        ).map { Independent(group: $0.group, members: $0.members, except: $0.except) }
        linkOnly = LinkOnlyInference.linkOnly(remaining, facts: facts)
        linkOnlyPatterns = LinkOnlyInference.patterns(for: linkOnly.map(\.target), candidates: candidates)
    }

    /// The configuration file: JSON with a comment for every choice.
    public func text(package: String) -> String {
        func list(_ names: [String]) -> String { names.map(JSONOutput.quoted).joined(separator: ", ") }
        var lines = [
            "// The architecture of \(package), as `dependency-rule init` inferred it (layers by \(method)).",
            "// Read it, correct what it got wrong, then run `dependency-rule check`.",
            "{",
        ]
        if !members.isEmpty {
            lines += [
                "  // The packages and Xcode projects of the app, as found: a new one is read once it is listed here.",
                "  \"members\": [\(list(members))],",
            ]
        }
        if !exclude.isEmpty {
            lines.append("  // Left out of every rule, as code the team does not own:")
            for entry in exclude { lines.append("  // \(entry.pattern): \(entry.reason)") }
            lines.append("  \"exclude\": [\(list(exclude.map(\.pattern)))],")
        }
        lines += [
            "  // Innermost first: a target may depend on its own layer and the layers above it in this list.",
            "  // Add \"allowedImports\": [...] to a layer to limit the modules it may use.",
            "  \"layers\": [",
        ]
        for (target, references) in accepted {
            lines.append(
                "    // \(target) is split into folder layers; \(references.isEmpty ? "no reference between them points outward" : "what points outward in this order, check will report: \(references.joined(separator: ", "))")"
            )
        }
        for (index, layer) in layers.enumerated() {
            let comma = index == layers.count - 1 ? "" : ","
            guard layer.paths.isEmpty else {
                for reason in layer.reasons { lines.append("    // \(reason)") }
                lines.append(
                    "    { \"name\": \(JSONOutput.quoted(layer.name)), \"paths\": [\(list(layer.paths))] }\(comma)")
                continue
            }
            for (target, reason) in zip(layer.targets, layer.reasons) { lines.append("    // \(target): \(reason)") }
            guard !layer.parts.isEmpty else {
                lines.append(
                    "    { \"name\": \(JSONOutput.quoted(layer.name)), \"targets\": [\(list(layer.targets))] }\(comma)")
                continue
            }
            let named = layer.parts.map { "\($0.name) (\($0.targets.joined(separator: ", ")))" }
            lines.append(
                "    // Parts: \(named.joined(separator: " and ")): named so, and none depends on another, so they stay siblings"
            )
            lines.append("    { \"name\": \(JSONOutput.quoted(layer.name)), \"parts\": [")
            for (number, part) in layer.parts.enumerated() {
                let partComma = number == layer.parts.count - 1 ? "" : ","
                lines.append(
                    "      { \"name\": \(JSONOutput.quoted(part.name)), \"targets\": [\(list(part.targets))] }\(partComma)"
                )
            }
            lines.append("    ] }\(comma)")
        }
        lines.append("  ],")
        for (key, entries) in [("testSupport", testSupport), ("unlayered", unlayered)] {
            for entry in entries { lines.append("  // \(entry.target): \(entry.reason)") }
            lines.append("  \"\(key)\": [\(list(entries.map(\.target)))],")
        }
        if !independent.isEmpty {
            lines.append("  // Targets named alike that do not depend on each other: keep them apart.")
            var entries: [String] = []
            for group in independent {
                let pattern = group.group.targets.map(\.text).joined(separator: ", ")
                lines.append("  // \(pattern): \(group.members.joined(separator: ", "))")
                for composer in group.except {
                    lines.append(
                        "  //   except \(composer.target), which composes \(composer.composes.joined(separator: ", "))")
                }
                if group.except.isEmpty {
                    entries.append(JSONOutput.quoted(pattern))
                } else {
                    entries.append(
                        "{ \"targets\": [\(list(group.group.targets.map(\.text)))], \"except\": [\(list(group.except.map(\.target)))] }"
                    )
                }
            }
            lines.append("  \"independent\": [\(entries.joined(separator: ", "))],")
        }
        if !linkOnly.isEmpty {
            for entry in linkOnly { lines.append("  // \(entry.target): \(entry.reason)") }
            lines.append("  \"linkOnly\": [\(list(linkOnlyPatterns))],")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
