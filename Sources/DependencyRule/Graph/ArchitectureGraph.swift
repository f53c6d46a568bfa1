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
        public var violations: [Rule]
        /// Whether one of the violations is an error.
        public var isError: Bool
    }

    public let package: String
    /// Layers innermost first, then test support, unlayered and unassigned targets; empty groups
    /// are left out.
    public let groups: [Group]
    /// Sorted by source, then destination.
    public let edges: [Edge]

    /// The graph of `analysis` under `architecture`, with the violations among `diagnostics`.
    public init(analysis: PackageAnalysis, architecture: Architecture, diagnostics: [Diagnostic]) {
        let targets = analysis.targets.filter { $0.target.kind != .test }
        let names = Set(targets.map(\.target.name))
        let byModule = Dictionary(
            targets.map { ($0.target.moduleName, $0.target.name) }, uniquingKeysWith: { a, _ in a })

        var layers = architecture.configuration.layers.map { Group(name: $0.name, kind: .layer, targets: []) }
        var testSupport = Group(name: "test support", kind: .testSupport, targets: [])
        var unlayered = Group(name: "unlayered", kind: .unlayered, targets: [])
        var unassigned = Group(name: "in no layer", kind: .unassigned, targets: [])
        for entry in targets {
            let name = entry.target.name
            if let index = architecture.layerIndex[name] {
                layers[index].targets.append(name)
            } else if architecture.testSupport.contains(name) {
                testSupport.targets.append(name)
            } else if architecture.unlayered.contains(name) {
                unlayered.targets.append(name)
            } else {
                unassigned.targets.append(name)
            }
        }
        package = analysis.name
        groups = (layers + [testSupport, unlayered, unassigned]).filter { !$0.targets.isEmpty }

        struct Pair: Hashable {
            let from: String
            let to: String
        }
        var edges: [Pair: Edge] = [:]
        for entry in targets {
            let from = entry.target.name
            for to in entry.target.targetDependencies where names.contains(to) && to != from {
                edges[Pair(from: from, to: to), default: Edge(from: from, to: to)].declared = true
            }
            for file in entry.files {
                for declaration in file.imports {
                    guard let to = byModule[declaration.module], to != from else { continue }
                    edges[Pair(from: from, to: to), default: Edge(from: from, to: to)].imported = true
                }
            }
        }
        for diagnostic in diagnostics where diagnostic.rule.isArchitectural {
            guard let from = diagnostic.target, let module = diagnostic.module else { continue }
            let to = names.contains(module) ? module : byModule[module] ?? module
            guard var edge = edges[Pair(from: from, to: to)] else { continue }
            if !edge.violations.contains(diagnostic.rule) { edge.violations.append(diagnostic.rule) }
            edge.isError = edge.isError || diagnostic.severity == .error
            edges[Pair(from: from, to: to)] = edge
        }
        self.edges = edges.values.map { edge in
            var edge = edge
            edge.violations.sort { $0.rawValue < $1.rawValue }
            return edge
        }.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
    }
}

extension ArchitectureGraph.Edge {
    fileprivate init(from: String, to: String) {
        self.init(from: from, to: to, declared: false, imported: false, violations: [], isError: false)
    }
}
