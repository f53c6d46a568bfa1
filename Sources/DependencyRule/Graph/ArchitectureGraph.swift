/// The package as a picture: layers as groups from inner to outer (then test support, unlayered
/// and unassigned targets), targets as nodes, declared and imported dependencies as edges, and
/// the edges that break a rule marked with it.
///
/// Test targets are left out: they may depend on anything, and their findings are in `check`.
/// A target split into folder layers is a group of its own (after the layers), holding a node per
/// folder layer (`App › Entities`) innermost first, with the references between them as edges.
public struct ArchitectureGraph: Sendable {
    /// A group of targets: a layer, a target split into folder layers (its nodes its folder
    /// layers), test support, unlayered tooling, or targets in no entry.
    public struct Group: Hashable, Sendable {
        public enum Kind: String, Hashable, Sendable {
            case layer, target, testSupport, unlayered, unassigned
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
        /// Between the folder layers of a split target: how many names one uses of the other.
        public var references = 0
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

    /// Whether the labels count references (`graph --counts`).
    public var showsCounts = false

    /// The node of a split target's folder layer: `App › Entities`.
    static func folderNode(_ target: String, _ layer: String) -> String { target + " › " + layer }

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
        // A split target: a group of its own, a node per folder layer its files are in.
        var folderNodes: [String: [Int: String]] = [:]
        var splitTargets: [Group] = []
        for target in targets where architecture.isSplit(target.name) {
            let held = Set(target.swiftFiles.compactMap { architecture.folders.layerOfFile[$0] })
            var group = Group(name: target.name, kind: .target, targets: [])
            for layer in held.sorted() {
                let node = Self.folderNode(target.name, architecture.configuration.layers[layer].name)
                folderNodes[target.name, default: [:]][layer] = node
                group.targets.append(node)
            }
            splitTargets.append(group)
        }
        for target in targets {
            let name = target.name
            if folderNodes[name] != nil { continue }
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
        groups = (layers + splitTargets + [testSupport, unlayered, unassigned]).filter { !$0.targets.isEmpty }
        independent = architecture.independentGroups.compactMap { group in
            let members = group.targets.intersection(names).sorted()
            return members.count > 1 ? Independent(pattern: group.pattern, targets: members) : nil
        }

        // A split target's node for a file (its folder layer's), or for the whole target (the
        // outermost folder layer's: what its declarations and importers reach).
        func node(_ target: String, file: String? = nil) -> String {
            guard let nodes = folderNodes[target] else { return target }
            if let file, let layer = architecture.folders.layerOfFile[file], let node = nodes[layer] { return node }
            return nodes[nodes.keys.max()!]!
        }
        var edges: [String: Edge] = [:]
        for edge in dependencies.allEdges where names.contains(edge.from) && names.contains(edge.to) {
            let to = node(edge.to)
            var ends = Set(edge.imports.map { node(edge.from, file: $0.file) })
            if edge.declared { ends.insert(node(edge.from)) }
            for from in ends where from != to {
                edges[from + "\u{0}" + to] = Edge(
                    from: from, to: to, declared: edge.declared && from == node(edge.from),
                    imported: edge.imports.contains { node(edge.from, file: $0.file) == from }, violations: [],
                    isError: false)
            }
        }
        for (target, references) in checker.references where folderNodes[target] != nil {
            for reference in references where reference.declaration.target == target {
                let from = node(target, file: reference.file)
                let to = node(target, file: reference.declaration.file)
                guard from != to else { continue }
                edges[
                    from + "\u{0}" + to,
                    default: Edge(
                        from: from, to: to, declared: false, imported: false, violations: [], isError: false)
                ]
                .references += 1
            }
        }
        for diagnostic in diagnostics where diagnostic.rule.isArchitectural {
            guard let target = diagnostic.target, let module = diagnostic.module else { continue }
            let from = node(target, file: diagnostic.file)
            let to: String
            if let declaration = diagnostic.declaration {
                to = node(declaration.target, file: declaration.file)
            } else {
                to = node(names.contains(module) ? module : dependencies.targetOfModule[module] ?? module)
            }
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
