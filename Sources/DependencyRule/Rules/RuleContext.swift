/// What a rule reads: the dependency graph, the layers, and where declarations are in the
/// manifest (found only when a diagnostic needs one).
struct RuleContext {
    let graph: DependencyGraph
    let architecture: Architecture
    let locator: LazyLocator

    /// Where `Package.swift` declares `dependency` for `target`.
    func declarationSite(of dependency: String, in target: String) -> Site {
        let location = locator.value.dependency(dependency, of: target)
        var site = Site(file: locator.file, line: location.line, column: location.column)
        site.helperLine = location.helperLine
        return site
    }

    /// Where `Package.swift` declares `target`.
    func targetSite(of target: String) -> Site {
        let location = locator.value.target(target)
        return Site(file: locator.file, line: location.line, column: location.column)
    }

    /// Why `edge`, an import, must not be declared; `nil` when declaring it is the fix.
    func objection(toDeclaring edge: DependencyGraph.Edge) -> DeclarationObjection? {
        DeclarationObjection(from: edge.from, to: edge.to, graph: graph, architecture: architecture)
    }

    /// `site`, located in the manifest if it is a declaration not located yet.
    func located(_ site: Site) -> Site {
        guard let dependency = site.pendingDependency else { return site }
        return declarationSite(of: dependency.name, in: dependency.target)
    }

    /// One diagnostic at each import of `edge`, and one at its declaration if there is one.
    func report(
        _ rule: Rule, on edge: DependencyGraph.Edge, importing: String, declaring: String
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

/// The manifest locator, indexed the first time a diagnostic needs a place in `Package.swift`
/// (a clean package never pays for it).
final class LazyLocator {
    /// The manifest file, as diagnostics name it.
    let file: String
    private let text: String
    lazy var value = ManifestLocator(text: text)

    init(file: String, text: String) {
        self.file = file
        self.text = text
    }
}
