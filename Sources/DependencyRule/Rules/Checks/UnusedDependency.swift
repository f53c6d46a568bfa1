/// `unused-dependency`: a declared target dependency that no file of the target imports.
///
/// A plugin imports none of its dependencies (they are the executables and binaries it runs);
/// macros, plugins and binaries are not imported; a test target may depend on an executable to
/// run it.
struct UnusedDependency: ArchitectureRule {
    var rules: [Rule] { [.unusedDependency] }

    func applies(to target: PackageTarget, in architecture: Architecture) -> Bool { true }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let graph = context.graph
        return graph.allEdges.compactMap { edge -> Diagnostic? in
            guard edge.declared, edge.imports.isEmpty, graph.hasFiles[edge.from] == true,
                let from = graph.target[edge.from], from.kind != .plugin
            else { return nil }
            let kind = graph.target[edge.to]?.kind
            guard Self.isImportable(kind), !(from.kind == .test && kind == .executable) else { return nil }
            return context.declarationSite(of: edge.to, in: edge.from).diagnostic(
                .unusedDependency, target: edge.from, module: edge.to,
                "target '\(edge.from)' declares a dependency on '\(edge.to)' but none of its files imports it: remove \"\(edge.to)\" from its dependencies in Package.swift, or import it where it is used"
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
