/// `unused-dependency`: a declared target dependency that no file of the target imports.
///
/// A plugin imports none of its dependencies (they are the executables and binaries it runs);
/// macros, plugins and binaries are not imported; a test target may depend on an executable to
/// run it; a link-only dependency (`"linkOnly"`) is linked for what it adds, not imported.
struct UnusedDependency: RuleCheck {
    static let descriptions = [
        RuleDescription(
            .unusedDependency, .warning, summary: "a declared target dependency that no file of the target imports",
            help:
                "A declared dependency that no file imports slows builds and hides the real graph. Remove it from Package.swift, or import it where it is used. A target linked for what it adds without being imported (conformances, live implementations registered at load) is listed in \"linkOnly\" instead."
        )
    ]

    func applies(to target: PackageTarget, in architecture: LayerAssignment) -> Bool {
        target.kind != .plugin
    }

    func check(_ target: PackageTarget, in context: RuleContext) -> [Diagnostic] {
        let graph = context.graph
        guard graph.hasFiles[target.name] == true else { return [] }
        let edges = graph.edges(from: target.name)
        // A product of several targets is used when any of them is imported (in a workspace).
        let usedProducts = Set(
            edges.filter { !$0.imports.isEmpty }.compactMap { target.declaredNames[$0.to] })
        var reportedProducts: Set<String> = []
        return edges.compactMap { edge -> Diagnostic? in
            guard edge.declared, edge.imports.isEmpty, !context.architecture.isLinkOnly(edge.to),
                !context.architecture.isLinkOnly(target.declaredName(of: edge.to))
            else { return nil }
            let other = graph.target[edge.to]
            let kind = other?.kind
            guard Self.isImportable(kind), !(target.kind == .test && kind == .executable) else { return nil }
            // An Xcode target links package products; its dependencies on targets of projects
            // (an extension it embeds, a framework it builds first) need not be imported.
            if target.productType != nil && (other?.productType != nil || other == nil) { return nil }
            if let product = target.declaredNames[edge.to] {
                guard !usedProducts.contains(product), reportedProducts.insert(product).inserted else { return nil }
            }
            return context.declarationSite(of: edge.to, in: edge.from).diagnostic(
                .unusedDependency, target: edge.from, module: edge.to,
                "target '\(edge.from)' declares a dependency on '\(edge.to)' but none of its files imports it: \(context.removalAdvice(edge.to, from: edge.from)), or import it where it is used; if it is linked for what it adds without being imported (conformances, live implementations), list it in \"linkOnly\" in dependency-rules.json"
            )
        }
    }

    /// Whether a dependency of this kind is used through `import` (macros and plugins are not).
    private static func isImportable(_ kind: PackageTarget.Kind?) -> Bool {
        switch kind {
        case .macro?, .plugin?, .binary?: false
        default: true
        }
    }
}
