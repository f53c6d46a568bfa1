/// `forbidden-import`: a layered target imports a module its layer's `allowedImports` does not
/// list: a module from outside the package, or a target of the package in no layer.
struct ForbiddenImport: ArchitectureRule {
    var rules: [Rule] { [.forbiddenImport] }

    func applies(to target: PackageTarget, in architecture: Architecture) -> Bool {
        architecture.layer(of: target.name)?.allowedImports != nil
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let architecture = context.architecture
        let graph = context.graph
        var found: [Diagnostic] = []
        for target in graph.targets {
            guard let layer = architecture.layer(of: target.name), let allowed = layer.allowedImports else { continue }
            for foreign in graph.foreignImports[target.name] ?? [] {
                found += forbidden(
                    foreign.module, by: target.name, in: layer, allowed, at: foreign.site, outside: false)
            }
            // A target of this package in no layer (unlayered or unassigned) is, to a layer, a
            // module from outside the architecture.
            for edge in graph.edges(from: target.name) {
                guard let other = graph.target[edge.to], architecture.layerIndex[other.name] == nil,
                    !architecture.testSupport.contains(other.name), other.kind != .test
                else { continue }
                for site in edge.imports {
                    found += forbidden(other.moduleName, by: target.name, in: layer, allowed, at: site, outside: true)
                }
            }
        }
        return found
    }

    private func forbidden(
        _ module: String, by target: String, in layer: Configuration.Layer, _ allowed: Set<String>, at site: Site,
        outside: Bool
    ) -> [Diagnostic] {
        guard !allowed.contains(module), !Configuration.standardLibraryModules.contains(module) else { return [] }
        let list = allowed.isEmpty ? "nothing from outside the package" : allowed.sorted().joined(separator: ", ")
        let what = outside ? "'\(module)', a target outside the architecture," : "'\(module)'"
        return [
            site.diagnostic(
                .forbiddenImport, target: target, module: module,
                "'\(target)' (layer \(layer.name)) imports \(what) which layer \(layer.name) does not allow (it allows \(list)): move the code that needs \(module) to an outer layer behind a protocol, or add \"\(module)\" to \"allowedImports\" of layer \(layer.name)"
            )
        ]
    }
}
