/// `forbidden-import`: a layered target imports a module its layer's `allowedImports` does not
/// list: a module from outside the package, or a target of the package in no layer.
struct ForbiddenImport: RuleCheck {
    static let descriptions = [
        RuleDescription(
            .forbiddenImport, .error,
            summary: "a layer imports a module from outside the layers that its allowedImports excludes",
            help:
                "A layer may use only the modules its allowedImports lists. Move the code that needs the module to an outer layer behind a protocol, or allow the module for the layer in dependency-rules.json."
        )
    ]

    func applies(to target: PackageTarget, in architecture: LayerAssignment) -> Bool {
        architecture.isSplit(target.name)
            ? target.swiftFiles.contains { architecture.layer(ofFile: $0, in: target.name)?.allowedImports != nil }
            : architecture.layer(of: target.name)?.allowedImports != nil
    }

    /// Each import against the layer of its file: the target's, or in a split target the file's
    /// folder layer.
    func check(_ target: PackageTarget, in context: RuleContext) -> [Diagnostic] {
        let architecture = context.architecture
        let graph = context.graph
        var found: [Diagnostic] = []
        func check(_ module: String, at site: Site, outside: Bool) {
            guard let layer = architecture.layer(ofFile: site.file, in: target.name),
                let allowed = layer.allowedImports
            else { return }
            // In a split target the file, not the target, is in the layer.
            let subject = architecture.isSplit(target.name) ? "this file" : "'\(target.name)'"
            found += forbidden(module, by: target.name, subject, in: layer, allowed, at: site, outside: outside)
        }
        for foreign in graph.foreignImports[target.name] ?? [] {
            check(foreign.module, at: foreign.site, outside: false)
        }
        // A target of this package in no layer (unlayered or unassigned) is, to a layer, a
        // module from outside the architecture.
        for edge in graph.edges(from: target.name) where Self.isOutsideTheArchitecture(edge.to, architecture, graph) {
            for site in edge.imports { check(graph.target[edge.to]!.moduleName, at: site, outside: true) }
        }
        return found
    }

    /// Whether `name` is a target of the package that no layer or test-support entry claims.
    static func isOutsideTheArchitecture(
        _ name: String, _ architecture: LayerAssignment, _ graph: DependencyGraph
    ) -> Bool {
        guard let other = graph.target[name] else { return false }
        return architecture.layerIndex[name] == nil && !architecture.testSupport.contains(name) && other.kind != .test
    }

    private func forbidden(
        _ module: String, by target: String, _ subject: String, in layer: Configuration.Layer, _ allowed: Set<String>,
        at site: Site, outside: Bool
    ) -> [Diagnostic] {
        guard !allowed.contains(module), !Configuration.standardLibraryModules.contains(module) else { return [] }
        let list = allowed.isEmpty ? "nothing from outside the package" : allowed.sorted().joined(separator: ", ")
        let what = outside ? "'\(module)', a target outside the architecture," : "'\(module)'"
        return [
            site.diagnostic(
                .forbiddenImport, target: target, module: module,
                "\(subject) (layer \(layer.name)) imports \(what) which layer \(layer.name) does not allow (it allows \(list)): move the code that needs \(module) to an outer layer behind a protocol, or add \"\(module)\" to \"allowedImports\" of layer \(layer.name)"
            )
        ]
    }
}
