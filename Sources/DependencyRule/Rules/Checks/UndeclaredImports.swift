/// A file imports a target of the package that its target does not declare, or the module of a
/// product of another package that some target of this package declares but its own does not.
///
/// - `implicit-import` (warning by default): the target reaches it through its declared
///   dependencies, so it builds today, but only as long as that path stays. A product's module
///   is always an implicit import: without a declared path to a target declaring the product, it
///   may still come through another product, which the checker cannot see.
/// - `undeclared-import` (error): no declared path reaches the target it imports, so nothing
///   makes SwiftPM build it before the importing target; a clean build can fail.
///
/// An import under `#if canImport` of its module (``ImportDeclaration/isOptional``) is neither
/// for a product of another package, and an `undeclared-import` of a target that is only a
/// warning: whether it is compiled depends on build order.
///
/// Either advises declaring the dependency, unless declaring it would make a violation official
/// (``DeclarationObjection``): then it advises removing the import, and says why.
struct UndeclaredImports: RuleCheck {
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
                "a file imports a target of this package (or a product another target declares) that its target does not declare but reaches through its declared dependencies",
            help:
                "A target should declare every target of its package that it imports. Reached only through other targets' dependencies, the import builds today and breaks when one of them drops the dependency. Add the imported target to the target's dependencies in Package.swift (dependency-rule fix does), unless the import itself breaks a rule: then remove the import."
        ),
    ]

    func applies(to target: PackageTarget, in architecture: LayerAssignment) -> Bool { true }

    func check(_ target: PackageTarget, in context: RuleContext) -> [Diagnostic] {
        targets(of: target, in: context) + products(of: target, in: context) + elsewhere(of: target, in: context)
    }

    /// Imports of a module that the workspace defines only in another build graph: nothing the
    /// target builds with reaches it, so it is undeclared (a warning under `#if canImport`).
    private func elsewhere(of target: PackageTarget, in context: RuleContext) -> [Diagnostic] {
        (context.graph.foreignImports[target.name] ?? []).compactMap { foreign -> Diagnostic? in
            guard let other = foreign.elsewhere else { return nil }
            var diagnostic = foreign.site.diagnostic(
                .undeclaredImport, target: target.name, module: foreign.module,
                "'\(target.name)' imports '\(foreign.module)', which nothing it builds with defines: the workspace defines it only as target '\(other.target)' (\(other.file)), in another build graph (another app's); make '\(target.name)' depend on it, or remove the import"
            )
            diagnostic.isWarningOnly = foreign.site.isOptional
            return diagnostic
        }
    }

    /// Imports of modules that products of other packages provide (a product and its module are
    /// taken to share their name), declared by some target of the package but not this one.
    private func products(of target: PackageTarget, in context: RuleContext) -> [Diagnostic] {
        let graph = context.graph
        // One finding per import site, the path and the advice worked out once per module.
        var messages: [String: String?] = [:]
        // An import under `#if canImport` of its module needs no declaration: a build without
        // the module skips it.
        return (graph.foreignImports[target.name] ?? []).filter { !$0.site.isOptional }.compactMap {
            foreign -> Diagnostic? in
            let module = foreign.module
            if let known = messages[module] {
                return known.map { foreign.site.diagnostic(.implicitImport, target: target.name, module: module, $0) }
            }
            let message = productMessage(for: module, in: target, context: context)
            messages[module] = message
            return message.map { foreign.site.diagnostic(.implicitImport, target: target.name, module: module, $0) }
        }
    }

    /// What to say about `target` importing `module`, a product's; `nil` when there is nothing.
    private func productMessage(for module: String, in target: PackageTarget, context: RuleContext) -> String? {
        let graph = context.graph
        guard let product = graph.products[module], !graph.declares(product: module, target.name) else {
            return nil
        }
        let advice =
            if let objection = DeclarationObjection(
                from: target.name, product: module, architecture: context.architecture)
            {
                "remove the import rather than declare it: \(objection.text)"
            } else {
                context.declarationAdvice(module, for: target.name)
            }
        if let path = graph.declaredPath(from: target.name, toProduct: module) {
            return
                "'\(target.name)' imports '\(module)' without declaring its product; it builds because \(path.last!) declares it and is reached through \(path.joined(separator: " → ")), and breaks when that path changes: \(advice)"
        }
        // No declared path: it can still come through a product it depends on (NIOCore
        // brings NIOConcurrencyHelpers), which the checker cannot see without resolving the
        // other package, so this is an implicit import too, never an error.
        return
            "'\(target.name)' imports '\(module)' without declaring its product, and none of its targets declares it (\(product.declaredBy.joined(separator: ", ")) do\(product.declaredBy.count == 1 ? "es" : "")): it builds only while a product it depends on brings '\(module)' in: \(advice)"
    }

    private func targets(of target: PackageTarget, in context: RuleContext) -> [Diagnostic] {
        context.graph.edges(from: target.name).flatMap { edge -> [Diagnostic] in
            guard !edge.declared, !edge.imports.isEmpty else { return [] }
            let advice =
                if let objection = context.objection(toDeclaring: edge) {
                    "remove the import rather than declare it: \(objection.text)"
                } else {
                    context.declarationAdvice(edge.to, for: edge.from)
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
            return edge.imports.map { site in
                guard site.isOptional else {
                    return site.diagnostic(
                        .undeclaredImport, target: edge.from, module: edge.to,
                        "'\(edge.from)' imports '\(edge.to)', which it neither declares nor reaches through its declared dependencies: nothing makes \(context.buildSystem(of: edge.from)) build '\(edge.to)' first, so a clean build can fail; \(advice)"
                    )
                }
                // Under `#if canImport('\(edge.to)')`: it compiles or is skipped depending on
                // whether something else built the module first, so a warning.
                var diagnostic = site.diagnostic(
                    .undeclaredImport, target: edge.from, module: edge.to,
                    "'\(edge.from)' imports '\(edge.to)' under #if canImport(\(edge.to)) without declaring it: whether the import is compiled depends on the build order, since nothing makes \(context.buildSystem(of: edge.from)) build '\(edge.to)' first; \(advice)"
                )
                diagnostic.isWarningOnly = true
                return diagnostic
            }
        }
    }
}
