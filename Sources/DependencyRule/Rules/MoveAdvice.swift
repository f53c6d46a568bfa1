/// When the reference rules may advise moving a declaration rather than inverting the dependency:
/// only a declaration at file scope whose file names and imports nothing its new place may not
/// use, so that following the advice never adds a finding. A nested type or a member moves with
/// its type, which the advice cannot promise; a view controller naming its presenter stays out.
struct MoveAdvice {
    private let target: String
    private let architecture: LayerAssignment
    private let graph: DependencyGraph
    /// Every name a file declaring a named declaration uses, by file; `nil` when not read.
    private let namesByFile: [String: [Reference]]?

    init(_ target: PackageTarget, in context: RuleContext) {
        self.target = target.name
        architecture = context.architecture
        graph = context.graph
        namesByFile = context.names
    }

    /// Whether `declaration`, of this target, may move into folder layer `layer` (an index into
    /// the configuration's layers): its file names declarations of that layer or inner ones only,
    /// and imports only what the layer allows, inner targets and foreign modules alike.
    func canMove(_ declaration: Reference.Declaration, into layer: Int) -> Bool {
        guard declaration.isTopLevel, let namesByFile else { return false }
        let file = declaration.file
        for name in namesByFile[file] ?? [] where name.declaration.target == target {
            guard let place = architecture.folders.layerOfFile[name.declaration.file], place <= layer else {
                return false
            }
        }
        let allowed = architecture.configuration.layers[layer].allowedImports
        for edge in graph.edges(from: target) where edge.imports.contains(where: { $0.file == file }) {
            if let place = architecture.layerIndex[edge.to] {
                if place > layer { return false }
            } else if allowed != nil {
                return false
            }
        }
        guard let allowed else { return true }
        return (graph.foreignImports[target] ?? []).allSatisfy { foreign in
            foreign.site.file != file || allowed.contains(foreign.module)
                || Configuration.standardLibraryModules.contains(foreign.module)
        }
    }

    /// Whether `declaration` may leave its folder (a sibling or a part, whose files `holds`
    /// tells) for an inner layer or a folder its siblings share: at file scope, and its file names
    /// nothing else of that folder, which it would have to name from outside.
    func canLeave(_ declaration: Reference.Declaration, folder holds: (String) -> Bool) -> Bool {
        guard declaration.isTopLevel, let namesByFile else { return false }
        return !(namesByFile[declaration.file] ?? []).contains { holds($0.declaration.file) }
    }
}
