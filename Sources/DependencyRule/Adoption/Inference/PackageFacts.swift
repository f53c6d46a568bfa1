/// What `init` reads off a package before deciding anything: its targets, who uses each (by
/// declaration or import), and the edges a layering must respect.
struct PackageFacts {
    let graph: DependencyGraph
    /// The targets a library or executable product ships.
    let exported: Set<String>
    /// Each file's outline, by target (for link-only targets).
    let outlines: [String: [ImportScanner.Outline]]
    let tests: Set<String>
    /// Target → the targets that declare or import it.
    let users: [String: Set<String>]

    /// In a workspace, what each target's member says about it.
    var workspace = WorkspaceFacts()

    init(
        graph: DependencyGraph, exported: Set<String>, outlines: [String: [ImportScanner.Outline]],
        workspace: WorkspaceFacts = WorkspaceFacts()
    ) {
        self.graph = graph
        self.exported = exported
        self.outlines = outlines
        self.workspace = workspace
        tests = Set(graph.targets.filter { $0.kind == .test }.map(\.name))
        var users: [String: Set<String>] = [:]
        for edge in graph.allEdges { users[edge.to, default: []].insert(edge.from) }
        self.users = users
    }

    func kind(of name: String) -> PackageTarget.Kind? { graph.target[name]?.kind }

    /// The name `name` has in its own package or project (without `Member/`).
    func localName(of name: String) -> String { graph.target[name]?.localName ?? name }

    /// What the target's name says about its layer, else what its package's name says.
    func hint(for name: String) -> LayerConventions.Hint? {
        if let own = LayerConventions.hint(for: localName(of: name)) { return own }
        guard let package = workspace.packageOf[name], var hint = LayerConventions.hint(for: package) else {
            return nil
        }
        hint.package = package
        return hint
    }

    /// The dependencies of `name` among `targets` that a layering must place no further out
    /// than `name`: those it declares, and those it imports through a declared path (an
    /// implicit import). An import with no declared path breaks a rule of its own and does not
    /// bind the layering.
    func boundDependencies(of name: String, among targets: Set<String>) -> [String] {
        graph.edges(from: name).compactMap { edge in
            guard targets.contains(edge.to), edge.to != name else { return nil }
            if edge.declared { return edge.to }
            return graph.declaredPath(from: name, to: edge.to) != nil ? edge.to : nil
        }
    }
}
