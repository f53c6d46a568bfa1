/// The package as a picture: layers as groups from inner to outer (then test support, unlayered
/// and unassigned targets), targets as nodes, declared and imported dependencies as edges, and
/// the edges that break a rule marked with it.
///
/// Test targets are left out: they may depend on anything, and their findings are in `check`.
public struct ArchitectureGraph: Sendable {
    /// A group of targets: a layer, test support, unlayered tooling, or targets in no entry.
    public struct Group: Hashable, Sendable {
        public enum Kind: String, Hashable, Sendable {
            case layer, testSupport, unlayered, unassigned
        }

        public var name: String
        public var kind: Kind
        public var targets: [String]
        /// For a part of a layer (named `Layer/Part`): the layer, drawn around its parts.
        public var layer: String?
    }

    /// A dependency of one target on another.
    public struct Edge: Hashable, Sendable {
        public var from: String
        public var to: String
        /// Declared in `Package.swift`.
        public var declared: Bool
        /// Imported by at least one file of `from`.
        public var imported: Bool
        /// The rules the dependency breaks, sorted; empty when it is fine.
        public var violations: [RuleID]
        /// Whether one of the violations is an error.
        public var isError: Bool
    }

    public let package: String
    /// With `--workspace`, the members whose targets are drawn, each with them (a cluster in each
    /// group it has targets in); empty for one package.
    public let members: [Member]

    /// A package or Xcode project of a workspace, and its drawn targets.
    public struct Member: Hashable, Sendable {
        /// As targets' qualified names and the summary name it.
        public var name: String
        /// `package` or `xcode-project`.
        public var kind: String
        /// The package's folder or the `.xcodeproj`, relative to the root (`.` for the root).
        public var path: String
        /// Its drawn targets (test targets are not drawn).
        public var targets: [String]
    }
    /// Layers innermost first, then test support, unlayered and unassigned targets; empty groups
    /// are left out.
    public let groups: [Group]
    /// Sorted by source, then destination.
    public let edges: [Edge]
    /// The `"independent"` groups of more than one drawn target: none of them may depend on another.
    public let independent: [Independent]

    /// Targets one `"independent"` pattern matches.
    public struct Independent: Hashable, Sendable {
        public var pattern: String
        public var targets: [String]
    }

    /// The checker's graph under its architecture, with the violations among `diagnostics`.
    public init(checker: Checker, diagnostics: [Diagnostic]) {
        let architecture = checker.architecture
        let dependencies = checker.graph
        let targets = dependencies.targets.filter { $0.kind != .test }
        let names = Set(targets.map(\.name))

        // A layer made of parts is a group per part, each drawn inside the layer.
        var layers: [Group] = []
        var groupOf: [[Int]] = []
        for layer in architecture.configuration.layers {
            if layer.parts.isEmpty {
                groupOf.append([layers.count])
                layers.append(Group(name: layer.name, kind: .layer, targets: []))
            } else {
                groupOf.append(Array(layers.count..<(layers.count + layer.parts.count)))
                layers += layer.parts.map {
                    Group(name: layer.name + "/" + $0.name, kind: .layer, targets: [], layer: layer.name)
                }
            }
        }
        var testSupport = Group(name: "test support", kind: .testSupport, targets: [])
        var unlayered = Group(name: "unlayered", kind: .unlayered, targets: [])
        var unassigned = Group(name: "in no layer", kind: .unassigned, targets: [])
        for target in targets {
            let name = target.name
            if let index = architecture.layerIndex[name] {
                layers[groupOf[index][architecture.partIndex[name] ?? 0]].targets.append(name)
            } else if architecture.testSupport.contains(name) {
                testSupport.targets.append(name)
            } else if architecture.unlayered.contains(name) {
                unlayered.targets.append(name)
            } else {
                unassigned.targets.append(name)
            }
        }
        package = checker.analysis.name
        let analysis = checker.analysis
        if analysis.isWorkspace {
            var members = analysis.members.map {
                Member(name: $0.name, kind: $0.kind.rawValue, path: $0.path.isEmpty ? "." : $0.path, targets: [])
            }
            for entry in analysis.targets where names.contains(entry.target.name) {
                members[entry.member].targets.append(entry.target.name)
            }
            self.members = members.filter { !$0.targets.isEmpty }
        } else {
            members = []
        }
        groups = (layers + [testSupport, unlayered, unassigned]).filter { !$0.targets.isEmpty }
        independent = architecture.independentGroups.compactMap { group in
            let members = group.targets.intersection(names).sorted()
            return members.count > 1 ? Independent(pattern: group.pattern, targets: members) : nil
        }

        var edges: [String: Edge] = [:]
        for edge in dependencies.allEdges where names.contains(edge.from) && names.contains(edge.to) {
            edges[edge.from + "\u{0}" + edge.to] = Edge(
                from: edge.from, to: edge.to, declared: edge.declared, imported: !edge.imports.isEmpty,
                violations: [], isError: false)
        }
        for diagnostic in diagnostics where diagnostic.rule.isArchitectural {
            guard let from = diagnostic.target, let module = diagnostic.module else { continue }
            let to = names.contains(module) ? module : dependencies.targetOfModule[module] ?? module
            guard var edge = edges[from + "\u{0}" + to] else { continue }
            if !edge.violations.contains(diagnostic.rule) { edge.violations.append(diagnostic.rule) }
            edge.isError = edge.isError || diagnostic.severity == .error
            edges[from + "\u{0}" + to] = edge
        }
        self.edges = edges.values.map { edge in
            var edge = edge
            edge.violations.sort { $0.rawValue < $1.rawValue }
            return edge
        }.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }
}
