/// Applies the rules to an analysed package.
public struct Checker: Sendable {
    public let analysis: PackageAnalysis
    public let architecture: Architecture
    /// With `strict`, `unassigned-target` is an error.
    public let strict: Bool

    public init(analysis: PackageAnalysis, architecture: Architecture, strict: Bool = false) {
        self.analysis = analysis
        self.architecture = architecture
        self.strict = strict
    }

    /// Refuses a layered target with no Swift file (unless it is a C or system-library target):
    /// checking it would pass without checking anything.
    public func verifyCoverage() throws(CheckError) {
        for entry in analysis.targets where architecture.layerIndex[entry.target.name] != nil {
            let target = entry.target
            if target.swiftFiles.isEmpty && target.kind != .system && target.kind != .binary
                && !target.hasCFamilySources
            {
                throw CheckError(
                    "layered target '\(target.name)' has no Swift source files in \(target.folder ?? "its folder"): nothing of it would be checked; fix its path or sources in Package.swift, or remove it from its layer",
                    file: target.folder ?? "Package.swift")
            }
        }
    }

    /// Every finding, sorted by file, line, column and rule.
    public func diagnostics() -> [Diagnostic] {
        var found: [Diagnostic] = []
        let locator = LazyLocator(text: analysis.manifestText)
        let targetsByModule = Dictionary(
            analysis.targets.map { ($0.target.moduleName, $0.target) }, uniquingKeysWith: { first, _ in first })
        let kinds = Dictionary(
            analysis.targets.map { ($0.target.name, $0.target.kind) }, uniquingKeysWith: { a, _ in a })
        var graph: [String: [String: Site]] = [:]  // target → target → where the edge is seen first

        for entry in analysis.targets {
            let target = entry.target
            let declared = Set(target.targetDependencies)
            let layerIndex = architecture.layerIndex[target.name]
            let layer = layerIndex.map { architecture.configuration.layers[$0] }
            var imported: [String: [Site]] = [:]

            for file in entry.files {
                for declaration in file.imports {
                    let site = Site(file: file.path, line: declaration.line, column: declaration.column)
                    if let other = targetsByModule[declaration.module] {
                        guard other.name != target.name else { continue }
                        imported[other.name, default: []].append(site)
                        // A target of this package in no layer (unlayered or unassigned) is, to a
                        // layer, a module from outside the architecture.
                        if let layer, architecture.layerIndex[other.name] == nil,
                            !architecture.testSupport.contains(other.name), other.kind != .test
                        {
                            found += forbidden(
                                declaration.module, by: target.name, in: layer, at: site, outsideArchitecture: true)
                        }
                    } else if let layer {
                        found += forbidden(
                            declaration.module, by: target.name, in: layer, at: site, outsideArchitecture: false)
                    }
                }
            }

            let manifestSite = { (dependency: String) -> Site in
                let location = locator.value.dependency(dependency, of: target.name)
                return Site(file: "Package.swift", line: location?.line, column: location?.column)
            }

            for other in declared.union(imported.keys).sorted() {
                let importSites = imported[other] ?? []
                // Located in the manifest only when a diagnostic needs it.
                var declaredSite: Site? { declared.contains(other) ? manifestSite(other) : nil }
                graph[target.name, default: [:]][other] =
                    importSites.first ?? (declared.contains(other) ? .manifest(other, of: target.name) : nil)

                // outward-dependency
                if let layerIndex, let otherIndex = architecture.layerIndex[other], otherIndex > layerIndex {
                    let inner = architecture.configuration.layers[layerIndex].name
                    let outer = architecture.configuration.layers[otherIndex].name
                    found += Self.report(
                        .outwardDependency, target: target.name, module: other, at: importSites,
                        declaredAt: declaredSite,
                        importing:
                            "'\(target.name)' (layer \(inner)) imports '\(other)' (layer \(outer)), an outer layer: dependencies must point inward. Declare what \(target.name) needs as a protocol in \(inner) and implement it in \(outer)",
                        declaring:
                            "target '\(target.name)' (layer \(inner)) declares a dependency on '\(other)' (layer \(outer)), an outer layer: remove it from the dependencies of '\(target.name)' and invert it with a protocol in \(inner)"
                    )
                }

                // undeclared-import
                if !declared.contains(other) {
                    for site in importSites {
                        found.append(
                            site.diagnostic(
                                .undeclaredImport, target: target.name, module: other,
                                "'\(target.name)' imports '\(other)' without declaring it: add \"\(other)\" to the dependencies of target '\(target.name)' in Package.swift (without it, the import builds only by luck of other targets' dependencies, if at all)"
                            ))
                    }
                }

                // test-support-in-production
                if target.kind != .test, !architecture.testSupport.contains(target.name),
                    architecture.testSupport.contains(other)
                {
                    let advice =
                        "test support must not ship: move the code that needs '\(other)' into a test target, or take '\(other)' out of \"testSupport\" if it is production code"
                    found += Self.report(
                        .testSupportInProduction, target: target.name, module: other, at: importSites,
                        declaredAt: declaredSite,
                        importing:
                            "'\(target.name)' is not a test target but imports test-support target '\(other)': \(advice)",
                        declaring:
                            "target '\(target.name)' is not a test target but depends on test-support target '\(other)': \(advice)"
                    )
                }

                // unused-dependency (a plugin imports none of its dependencies: they are the
                // executables and binaries it runs)
                if let declaredSite, importSites.isEmpty, !entry.files.isEmpty, target.kind != .plugin,
                    Self.isImportable(kinds[other]), !(target.kind == .test && kinds[other] == .executable)
                {
                    found.append(
                        declaredSite.diagnostic(
                            .unusedDependency, target: target.name, module: other,
                            "target '\(target.name)' declares a dependency on '\(other)' but none of its files imports it: remove \"\(other)\" from its dependencies in Package.swift, or import it where it is used"
                        ))
                }
            }
        }

        found += cycles(in: graph, locator: locator)
        found += unassigned(locator)
        return Diagnostic.sorted(found)
    }

    /// A dependency rule broken both in source and in the manifest: one diagnostic at each import,
    /// and one at the declaration when there is one.
    private static func report(
        _ rule: Rule, target: String, module: String, at importSites: [Site], declaredAt declaredSite: Site?,
        importing: String, declaring: String
    ) -> [Diagnostic] {
        importSites.map { $0.diagnostic(rule, target: target, module: module, importing) }
            + (declaredSite.map { [$0.diagnostic(rule, target: target, module: module, declaring)] } ?? [])
    }

    // MARK: - Rules over one import

    private func forbidden(
        _ module: String, by target: String, in layer: Configuration.Layer, at site: Site, outsideArchitecture: Bool
    ) -> [Diagnostic] {
        guard let allowed = layer.allowedImports, !allowed.contains(module),
            !Configuration.standardLibraryModules.contains(module)
        else { return [] }
        let list = allowed.isEmpty ? "nothing from outside the package" : allowed.sorted().joined(separator: ", ")
        let what = outsideArchitecture ? "'\(module)', a target outside the architecture," : "'\(module)'"
        return [
            site.diagnostic(
                .forbiddenImport, target: target, module: module,
                "'\(target)' (layer \(layer.name)) imports \(what) which layer \(layer.name) does not allow (it allows \(list)): move the code that needs \(module) to an outer layer behind a protocol, or add \"\(module)\" to \"allowedImports\" of layer \(layer.name)"
            )
        ]
    }

    // MARK: - Rules over the whole graph

    /// One `dependency-cycle` per group of targets that reach each other (Tarjan's algorithm).
    private func cycles(in graph: [String: [String: Site]], locator: LazyLocator) -> [Diagnostic] {
        var index = 0
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var components: [[String]] = []

        // Iterative depth-first search, so that no package can exhaust the call stack.
        for root in graph.keys.sorted() where indices[root] == nil {
            var work: [(node: String, successors: [String], next: Int)] = []
            func push(_ node: String) {
                indices[node] = index
                lowLinks[node] = index
                index += 1
                stack.append(node)
                onStack.insert(node)
                work.append((node, (graph[node] ?? [:]).keys.sorted(), 0))
            }
            push(root)
            while !work.isEmpty {
                let top = work.count - 1
                let node = work[top].node
                if work[top].next < work[top].successors.count {
                    let successor = work[top].successors[work[top].next]
                    work[top].next += 1
                    if indices[successor] == nil {
                        push(successor)
                    } else if onStack.contains(successor) {
                        lowLinks[node] = min(lowLinks[node]!, indices[successor]!)
                    }
                } else {
                    work.removeLast()
                    if let parent = work.last?.node { lowLinks[parent] = min(lowLinks[parent]!, lowLinks[node]!) }
                    if lowLinks[node] == indices[node] {
                        var component: [String] = []
                        while let member = stack.popLast() {
                            onStack.remove(member)
                            component.append(member)
                            if member == node { break }
                        }
                        if component.count > 1 { components.append(component.sorted()) }
                    }
                }
            }
        }

        return components.map { component in
            let path = cyclePath(through: component, in: graph)
            var site = graph[path[0]]?[path[1]] ?? Site(file: "Package.swift", line: nil, column: nil)
            if case .some(let dependency) = site.pendingDependency {
                let location = locator.value.dependency(dependency.name, of: dependency.target)
                site = Site(file: "Package.swift", line: location?.line, column: location?.column)
            }
            return site.diagnostic(
                .dependencyCycle, target: path[0], module: path[1],
                "targets depend on each other in a cycle: \(path.joined(separator: " → ")): move what they share into a target both can depend on, or invert one of the dependencies with a protocol"
            )
        }
    }

    /// A cycle through the first member of `component`, as a path that ends where it starts.
    private func cyclePath(through component: [String], in graph: [String: [String: Site]]) -> [String] {
        let members = Set(component)
        let start = component[0]
        var previous: [String: String] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in (graph[node] ?? [:]).keys.sorted() where members.contains(next) {
                if next == start {
                    var path = [start]
                    var step: String? = node
                    while let current = step, current != start {
                        path.insert(current, at: 1)
                        step = previous[current]
                    }
                    return path + [start]
                }
                if previous[next] == nil {
                    previous[next] = node
                    queue.append(next)
                }
            }
        }
        return component + [start]
    }

    private func unassigned(_ locator: LazyLocator) -> [Diagnostic] {
        guard !architecture.layerIndex.isEmpty else { return [] }
        return analysis.targets.compactMap { entry in
            let name = entry.target.name
            guard entry.target.kind != .test, architecture.layerIndex[name] == nil,
                !architecture.testSupport.contains(name), !architecture.unlayered.contains(name)
            else { return nil }
            let location = locator.value.target(name)
            let configuration = architecture.configuration.file ?? Configuration.fileName
            return Diagnostic(
                rule: .unassignedTarget, severity: strict ? .error : .warning,
                message:
                    "target '\(name)' is in no layer: add it to a layer in \(configuration), or list it under \"unlayered\" (tooling outside the architecture) or \"testSupport\"",
                file: "Package.swift", line: location?.line, column: location?.column, target: name)
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

/// The manifest locator, indexed the first time a diagnostic needs a place in `Package.swift`
/// (a clean package never pays for it).
private final class LazyLocator {
    private let text: String
    lazy var value = ManifestLocator(text: text)

    init(text: String) { self.text = text }
}

/// Where a dependency is seen: an import, or a declaration in the manifest.
struct Site: Sendable {
    let file: String
    let line: Int?
    let column: Int?
    /// For a declaration not located yet: the dependency and the target declaring it.
    var pendingDependency: (name: String, target: String)?

    init(file: String, line: Int?, column: Int?) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// A declaration in `Package.swift`, to be located if a diagnostic is reported there.
    static func manifest(_ dependency: String, of target: String) -> Site {
        var site = Site(file: "Package.swift", line: nil, column: nil)
        site.pendingDependency = (dependency, target)
        return site
    }

    func diagnostic(_ rule: Rule, target: String, module: String?, _ message: String) -> Diagnostic {
        Diagnostic(rule: rule, message: message, file: file, line: line, column: column, target: target, module: module)
    }
}
