/// A file imports a target of the package that its target does not declare.
///
/// - `implicit-import` (warning by default): the target reaches it through its declared
///   dependencies, so it builds today, but only as long as that path stays.
/// - `undeclared-import` (error): no declared path reaches it, so nothing makes SwiftPM build
///   it before the importing target; a clean build can fail.
struct UndeclaredImports: ArchitectureRule {
    var rules: [Rule] { [.implicitImport, .undeclaredImport] }

    func applies(to target: PackageTarget, in architecture: Architecture) -> Bool { true }

    func check(_ context: RuleContext) -> [Diagnostic] {
        context.graph.allEdges.flatMap { edge -> [Diagnostic] in
            guard !edge.declared, !edge.imports.isEmpty else { return [] }
            let advice = "add \"\(edge.to)\" to the dependencies of target '\(edge.from)' in Package.swift"
            if let path = context.graph.declaredPath(from: edge.from, to: edge.to) {
                let through = path.joined(separator: " → ")
                return edge.imports.map {
                    $0.diagnostic(
                        .implicitImport, target: edge.from, module: edge.to,
                        "'\(edge.from)' imports '\(edge.to)' without declaring it; it builds because it is reached through \(through), and breaks when that path changes: \(advice)"
                    )
                }
            }
            return edge.imports.map {
                $0.diagnostic(
                    .undeclaredImport, target: edge.from, module: edge.to,
                    "'\(edge.from)' imports '\(edge.to)', which it neither declares nor reaches through its declared dependencies: nothing makes SwiftPM build '\(edge.to)' first, so a clean build can fail; \(advice)"
                )
            }
        }
    }
}
