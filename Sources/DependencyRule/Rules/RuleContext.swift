/// What a rule reads: the dependency graph, the layers, and where declarations are in the
/// manifests and projects (found only when a diagnostic needs one).
struct RuleContext {
    let graph: DependencyGraph
    let architecture: LayerAssignment
    let declarations: Declarations
    /// The references between files, by referencing target.
    var references: [String: [Reference]] = [:]
    /// Every name used by a file declaring what a reference names, by that file; `nil` when not
    /// read (advice then moves nothing).
    var names: [String: [Reference]]? = nil

    /// Where the manifest or project of `target` declares `dependency` for it.
    func declarationSite(of dependency: String, in target: String) -> Site {
        declarations.site(of: dependency, in: target)
    }

    /// Where the manifest or project of `target` declares it.
    func targetSite(of target: String) -> Site {
        declarations.site(of: target)
    }

    /// What to do to declare `dependency` (a target, or a product's module) for `target`, in
    /// words that follow "…: ".
    func declarationAdvice(_ dependency: String, for target: String) -> String {
        declarations.advice(declaring: dependency, for: target, graph: graph)
    }

    /// What builds `target`: `Xcode` for a target of an Xcode project, else `SwiftPM`.
    func buildSystem(of target: String) -> String {
        graph.target[target]?.productType == nil ? "SwiftPM" : "Xcode"
    }

    /// What to do to remove the declared dependency of `target` on `dependency`, in words that
    /// follow "…: ".
    func removalAdvice(_ dependency: String, from target: String) -> String {
        declarations.advice(removing: dependency, from: target)
    }

    /// Why `edge`, an import, must not be declared; `nil` when declaring it is the fix.
    func objection(toDeclaring edge: DependencyGraph.Edge) -> DeclarationObjection? {
        DeclarationObjection(from: edge.from, to: edge.to, graph: graph, architecture: architecture)
    }

    /// `site`, located in its manifest or project if it is a declaration not located yet.
    func located(_ site: Site) -> Site {
        guard let dependency = site.pendingDependency else { return site }
        return declarationSite(of: dependency.name, in: dependency.target)
    }

    /// One diagnostic at each import of `edge`, and one at its declaration if there is one.
    func report(
        _ rule: RuleID, on edge: DependencyGraph.Edge, importing: String, declaring: String
    ) -> [Diagnostic] {
        edge.imports.map { $0.diagnostic(rule, target: edge.from, module: edge.to, importing) }
            + (edge.declared
                ? [
                    declarationSite(of: edge.to, in: edge.from).diagnostic(
                        rule, target: edge.from, module: edge.to, declaring)
                ]
                : [])
    }
}
