/// A file imports a target of the package that its target does not declare.
///
/// - `implicit-import` (warning by default): the target reaches it through its declared
///   dependencies, so it builds today, but only as long as that path stays.
/// - `undeclared-import` (error): no declared path reaches it, so nothing makes SwiftPM build
///   it before the importing target; a clean build can fail.
///
/// Either advises declaring the dependency, unless declaring it would make a violation official
/// (``DeclarationObjection``): then it advises removing the import, and says why.
struct UndeclaredImports: ArchitectureRule {
    static let descriptions = [
        RuleDescription(
            .undeclaredImport, .error,
            summary:
                "a file imports a target of this package that its target neither declares nor reaches through its declared dependencies",
            help:
                "A target must declare every target of its package that it imports. With no declared path to the imported target, nothing makes SwiftPM build it first, and a clean build can fail. Add the imported target to the target's dependencies in Package.swift, unless the import itself breaks a rule (an outer layer, test support, an independent sibling, a cycle): then remove the import."
        ),
        RuleDescription(
            .implicitImport, .warning,
            summary:
                "a file imports a target of this package that its target does not declare but reaches through its declared dependencies",
            help:
                "A target should declare every target of its package that it imports. Reached only through other targets' dependencies, the import builds today and breaks when one of them drops the dependency. Add the imported target to the target's dependencies in Package.swift (dependency-rule fix does), unless the import itself breaks a rule: then remove the import."
        ),
    ]

    func applies(to target: PackageTarget, in architecture: Architecture) -> Bool { true }

    func check(_ target: PackageTarget, in context: RuleContext) -> [Diagnostic] {
        context.graph.edges(from: target.name).flatMap { edge -> [Diagnostic] in
            guard !edge.declared, !edge.imports.isEmpty else { return [] }
            let advice =
                if let objection = context.objection(toDeclaring: edge) {
                    "remove the import rather than declare it: \(objection.text)"
                } else {
                    "add \"\(edge.to)\" to the dependencies of target '\(edge.from)' in Package.swift"
                }
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
