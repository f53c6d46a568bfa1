/// Makes one ``PackageAnalysis`` of a workspace's members: every target of every package and
/// Xcode project, named uniquely, with its files relative to the root and its dependencies
/// resolved across members, and the modules each member's build graphs hold.
///
/// - Names: a target keeps its name where no other member has a target of that name, else it is
///   `Member/Target`; a member is its package's or project's name, or its path where two share one.
/// - Dependencies: a product of a member package stands for its targets (declared through the
///   product, which is how its declaration names it); a product of a remote package stays a
///   product, as in one package; a target of a sub-project is that project's target.
/// - Build graphs: each member nothing references is a root, and its graph is all it reaches. An
///   import resolves to a module of the graphs its target's member is in, so two apps in one
///   repository (an iOS app and a server, say) may define modules of one name. Two package
///   targets of one module in one graph are an error: that graph would not build.
struct WorkspaceAssembly {
    let root: String
    let name: String
    let candidates: [WorkspaceLoader.Candidate]
    let outlines: Bool
    /// Files scanned while the members were read, if any.
    var early: BackgroundScan?

    /// Member index → the display name.
    private var memberNames: [String] = []
    /// Member index → local target name → workspace name.
    private var workspaceNames: [[String: String]] = []
    /// Absolute path of a member → its index.
    private var memberAt: [String: Int] = [:]
    /// SwiftPM's identity of a member package (its folder's name, lowercased) → its index: a
    /// remote dependency of that identity resolves to it, as SwiftPM and Xcode resolve a remote
    /// package that a local one of the same identity overrides.
    private var packageWithIdentity: [String: Int] = [:]

    init(root: String, name: String, candidates: [WorkspaceLoader.Candidate], outlines: Bool) {
        self.root = root
        self.name = name
        self.candidates = candidates
        self.outlines = outlines
    }

    private func display(_ path: String) -> String { Path.displayed(path, from: root) }

    /// `path` (absolute) relative to the root; `""` for the root.
    private func relative(_ path: String) -> String {
        Path.relativeClimbing(path, from: root)
    }

    private static func join(_ folder: String, _ path: String) -> String {
        folder.isEmpty ? path : path.isEmpty ? folder : folder + "/" + path
    }

    mutating func analysis() throws(CheckError) -> PackageAnalysis {
        var clock = PhaseClock()
        // Names: members, then targets.
        // Members of one name (two packages, or a package and a project) are told apart by their
        // paths (the folder's name for the root).
        memberNames = candidates.map { candidate in
            guard candidates.contains(where: { $0 !== candidate && $0.name == candidate.name }) else {
                return candidate.name
            }
            let path = relative(candidate.path)
            return path.isEmpty ? Path.lastComponent(of: candidate.path) : path
        }
        for (index, candidate) in candidates.enumerated() { memberAt[Path.normalized(candidate.path)] = index }
        // Of two packages of one identity, one that something references or "members" lists.
        for (index, candidate) in candidates.enumerated() where candidate.package != nil {
            let identity = Path.lastComponent(of: candidate.path).lowercased()
            if let other = packageWithIdentity[identity],
                candidates[other].listed || !candidates[other].referencedBy.isEmpty
            {
                continue
            }
            packageWithIdentity[identity] = index
        }
        let localNames: [[String]] = candidates.map { candidate in
            candidate.package.map { $0.dump.targets.map(\.name) } ?? candidate.project!.targets.map(\.name)
        }
        var count: [String: Int] = [:]
        for names in localNames { for name in names { count[name, default: 0] += 1 } }
        workspaceNames = localNames.enumerated().map { index, names in
            Dictionary(
                names.map { ($0, count[$0]! > 1 ? "\(memberNames[index])/\($0)" : $0) }, uniquingKeysWith: { $1 })
        }
        // Every target's name is its own: two alike would merge two targets into one.
        var named: [String: Int] = [:]
        for (index, names) in workspaceNames.enumerated() {
            for name in names.values {
                if let other = named.updateValue(index, forKey: name), other != index {
                    throw CheckError(
                        "two members' targets would both be called '\(name)' (\(display(candidates[other].path)) and \(display(candidates[index].path))): please report this",
                        file: display(candidates[index].path))
                }
            }
        }

        var members: [PackageAnalysis.Member] = []
        var targets: [(target: PackageTarget, member: Int)] = []
        var exported: Set<String> = []
        var warnings: [Diagnostic] = []
        for (index, candidate) in candidates.enumerated() {
            let folder = relative(candidate.path)
            if let loaded = candidate.package {
                var member = PackageAnalysis.Member(
                    package: memberNames[index], path: folder, manifestFile: loaded.manifestFile,
                    manifestText: String(decoding: loaded.manifestBytes, as: UTF8.self))
                member.identity = Path.lastComponent(of: candidate.path)
                member.dependsOn =
                    loaded.dump.localDependencies.compactMap { dependency in
                        memberAt[Path.normalized(Path.absolute(dependency.path, in: candidate.path))]
                    } + loaded.dump.remoteDependencies.compactMap { packageWithIdentity[$0.identity] }
                member.remoteDependencies = loaded.dump.remoteDependencies
                member.products = loaded.dump.products.map { product in
                    (product.name, product.targets.map { workspaceNames[index][$0] ?? $0 })
                }
                members.append(member)
                exported.formUnion(loaded.dump.exportedTargets.map { workspaceNames[index][$0] ?? $0 })
                for target in try packageTargets(of: index, loaded, folder: folder, warnings: &warnings) {
                    targets.append((target, index))
                }
            } else if let project = candidate.project {
                var lines = PackageAnalysis.ProjectLines()
                for target in project.targets {
                    lines.targets[target.name] = target.line
                    var declared: [String: Int] = [:]
                    for dependency in target.dependencies {
                        declared[Self.writtenName(of: dependency.kind)] = dependency.line
                    }
                    lines.dependencies[target.name] = declared
                }
                members.append(PackageAnalysis.Member(project: memberNames[index], path: folder, lines: lines))
                for target in project.targets {
                    targets.append((projectTarget(target, of: index, candidate), index))
                }
            }
        }
        clock.lap("sources")

        let scopes = try self.scopes(targets: targets, members: members)
        // What the apps reach, where there is an app.
        let projects = members.indices.filter { members[$0].kind == .xcodeProject }
        if !projects.isEmpty {
            let reached = Set(projects.flatMap { scopes.closures[$0] })
            for index in members.indices { members[index].isReachedByApp = reached.contains(index) }
        }
        // Every file once, though Xcode targets may share one.
        var paths: [String] = []
        var seen: Set<String> = []
        for (target, _) in targets {
            for path in target.swiftFiles where seen.insert(path).inserted { paths.append(path) }
        }
        let early = self.early?.results() ?? [:]
        clock.lap("early lexing (\(early.count) files)")
        var scanned: [String: ImportScanner.Result] = [:]
        scanned.reserveCapacity(paths.count)
        var remaining: [String] = []
        let prefix = root + "/"
        for path in paths {
            if let result = early[prefix + path] { scanned[path] = result } else { remaining.append(path) }
        }
        for (path, result) in zip(remaining, try PackageAnalysis.scanAll(remaining, root: root, outlines: outlines)) {
            scanned[path] = result
        }
        clock.lap("lexing \(remaining.count) files")
        let analyzed = targets.map { target, member in
            var entry = PackageAnalysis.Target(
                target: target,
                files: target.swiftFiles.map { path in
                    let result = scanned[path]!
                    var file = PackageAnalysis.File(path: path, imports: result.imports, directives: result.directives)
                    file.outline = result.outline
                    file.stamp = result.stamp
                    return file
                })
            entry.member = member
            entry.scope = scopes.ofMember[member]
            return entry
        }
        var analysis = PackageAnalysis(
            workspace: name, root: root, members: members, targets: analyzed, scopes: scopes.modules,
            timings: clock.laps, warnings: warnings)
        analysis.exportedTargets = exported
        return analysis
    }

    /// SwiftPM's identity of the package at `url`: its last component without `.git`, lowercased.
    static func identity(ofURL url: String) -> String {
        let last = Path.lastComponent(of: url)
        return String(last.dropLast(last.hasSuffix(".git") ? 4 : 0)).lowercased()
    }

    /// How a project's declaration names a dependency (the key of ``PackageAnalysis/ProjectLines``).
    private static func writtenName(of kind: XcodeProject.Dependency.Kind) -> String {
        switch kind {
        case .target(let name), .projectTarget(_, let name), .product(let name, _): name
        }
    }

    /// The targets of package member `index`, their sources resolved as SwiftPM does, named for
    /// the workspace, their product dependencies on member packages made target dependencies.
    private func packageTargets(
        of index: Int, _ loaded: ManifestLoader.Loaded, folder: String, warnings: inout [Diagnostic]
    ) throws(CheckError) -> [PackageTarget] {
        let candidate = candidates[index]
        // The members this package depends on by path, by SwiftPM's identity and by name.
        var dependencyMembers: [String: Int] = [:]
        for dependency in loaded.dump.localDependencies {
            guard let member = memberAt[Path.normalized(Path.absolute(dependency.path, in: candidate.path))] else {
                continue
            }
            dependencyMembers[dependency.identity.lowercased()] = member
            dependencyMembers[candidates[member].name.lowercased()] = member
        }
        // A remote dependency that a member package of the same identity overrides.
        for dependency in loaded.dump.remoteDependencies {
            guard let member = packageWithIdentity[dependency.identity], member != index else { continue }
            dependencyMembers[dependency.identity] = member
            dependencyMembers[candidates[member].name.lowercased()] = member
        }
        var owner: [String: String] = [:]
        var targets: [PackageTarget] = []
        warnings += candidate.warnings.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.file = Self.join(folder, diagnostic.file)
            diagnostic.target = diagnostic.target.flatMap { workspaceNames[index][$0] }
            return diagnostic
        }
        for (dump, resolved) in zip(loaded.dump.targets, candidate.targets) {
            for path in resolved.swiftFiles {
                if let other = owner.updateValue(dump.name, forKey: path) {
                    throw CheckError(
                        "targets '\(other)' and '\(dump.name)' both hold this file, which SwiftPM refuses (overlapping sources): give each target a folder of its own, or exclude the file from one",
                        file: Self.join(folder, path))
                }
            }
            var dependencies: [PackageTarget.Dependency] = []
            var declaredNames: [String: String] = [:]
            /// `product`: whether `written` names a product (recorded even where it is the target's
            /// own name, so that a product of several targets is one dependency for
            /// `unused-dependency`).
            func depend(on name: String, writtenAs written: String, product: Bool = false) {
                if !dependencies.contains(.target(name)) { dependencies.append(.target(name)) }
                if name != written || product { declaredNames[name] = written }
            }
            for dependency in resolved.dependencies {
                switch dependency {
                case .target(let name):
                    depend(on: workspaceNames[index][name] ?? name, writtenAs: name)
                case .product(let product, let package):
                    // `package:` is the dependency's identity or name; a plain name is looked for
                    // in every package depended on by path.
                    let members =
                        package.map { [dependencyMembers[$0.lowercased()]].compactMap { $0 } }
                        ?? Array(Set(dependencyMembers.values)).sorted()
                    let shipped = members.lazy.compactMap { member in
                        self.candidates[member].package?.dump.products.first { $0.name == product }.map { (member, $0) }
                    }.first
                    if let (member, product) = shipped {
                        for target in product.targets {
                            depend(on: workspaceNames[member][target] ?? target, writtenAs: product.name, product: true)
                        }
                    } else {
                        dependencies.append(dependency)
                    }
                }
            }
            var target = PackageTarget(
                name: workspaceNames[index][dump.name]!, kind: resolved.kind, dependencies: dependencies,
                folder: resolved.folder.map { Self.join(folder, $0) },
                swiftFiles: resolved.swiftFiles.map { Self.join(folder, $0) },
                hasCFamilySources: resolved.hasCFamilySources,
                moduleName: resolved.moduleName)
            target.localName = dump.name
            target.qualifiedName = "\(memberNames[index])/\(dump.name)"
            target.declaredNames = declaredNames
            targets.append(target)
        }
        return targets
    }

    /// A target of the project of member `index`, named for the workspace, with its dependencies
    /// resolved to members.
    private func projectTarget(
        _ target: XcodeProject.Target, of index: Int, _ candidate: WorkspaceLoader.Candidate
    ) -> PackageTarget {
        var dependencies: [PackageTarget.Dependency] = []
        var declaredNames: [String: String] = [:]
        /// `product`: whether `written` names a product (recorded even where it is the target's own
        /// name, so that a product of several targets is one dependency for `unused-dependency`).
        func depend(on name: String, writtenAs written: String, product: Bool = false) {
            if !dependencies.contains(.target(name)) { dependencies.append(.target(name)) }
            if name != written || product { declaredNames[name] = written }
        }
        for dependency in target.dependencies {
            switch dependency.kind {
            case .target(let name):
                depend(on: workspaceNames[index][name] ?? name, writtenAs: name)
            case .projectTarget(let project, let name):
                if let member = memberAt[Path.normalized(project)], let other = workspaceNames[member][name] {
                    depend(on: other, writtenAs: name)
                }
            case .product(let product, let package):
                let path: String? =
                    switch package {
                    case .local(let path)?: path
                    // A remote package that a member package of the same identity overrides.
                    case .remote(let url)?: packageWithIdentity[Self.identity(ofURL: url)].map { candidates[$0].path }
                    case nil: candidate.productPackages[product]
                    }
                if let path, let member = memberAt[Path.normalized(path)],
                    let shipped = candidates[member].package?.dump.products.first(where: { $0.name == product })
                {
                    for name in shipped.targets {
                        depend(on: workspaceNames[member][name] ?? name, writtenAs: product, product: true)
                    }
                } else {
                    // A remote package's, or the outside package a member gets the product from.
                    let identity: String? =
                        if case .remote(let url)? = package {
                            String(Path.lastComponent(of: url).dropLast(url.hasSuffix(".git") ? 4 : 0))
                        } else {
                            candidate.productRemotes[product]
                        }
                    dependencies.append(.product(product, package: identity))
                }
            }
        }
        var result = PackageTarget(
            name: workspaceNames[index][target.name]!, kind: target.productType.kind, dependencies: dependencies,
            folder: nil, swiftFiles: target.swiftFiles.map(relative), hasCFamilySources: false,
            moduleName: target.moduleName)
        result.localName = target.name
        result.qualifiedName = "\(memberNames[index])/\(target.name)"
        result.declaredNames = declaredNames
        result.productType = target.productType.identifier
        return result
    }

    /// The modules of the build graphs each member is in, and an error for a module that two
    /// package targets of one graph define.
    private func scopes(
        targets: [(target: PackageTarget, member: Int)], members: [PackageAnalysis.Member]
    ) throws(CheckError) -> (modules: [[String: [String]]], ofMember: [Int], closures: [Set<Int>]) {
        let count = candidates.count
        var references: [[Int]] = Array(repeating: [], count: count)
        var referenced = Array(repeating: false, count: count)
        for (index, candidate) in candidates.enumerated() {
            for path in candidate.references {
                guard let other = memberAt[Path.normalized(path)], other != index else { continue }
                references[index].append(other)
                referenced[other] = true
            }
        }
        func closure(_ start: Int) -> Set<Int> {
            var reached: Set<Int> = [start]
            var pending = [start]
            while let member = pending.popLast() {
                for next in references[member] where reached.insert(next).inserted { pending.append(next) }
            }
            return reached
        }
        var graphs: [Set<Int>] = (0..<count).filter { !referenced[$0] }.map(closure)
        // Members that only reference each other, in a loop no root reaches, make graphs of their own.
        for member in 0..<count where !graphs.contains(where: { $0.contains(member) }) {
            graphs.append(closure(member))
        }

        var targetsOf: [[PackageTarget]] = Array(repeating: [], count: count)
        for (target, member) in targets { targetsOf[member].append(target) }
        for graph in graphs {
            var definedBy: [String: (target: PackageTarget, member: Int)] = [:]
            for member in graph.sorted() where members[member].kind == .package {
                for target in targetsOf[member] where target.kind != .test {
                    if let first = definedBy[target.moduleName], first.member != member {
                        let place = ManifestLocator(text: members[first.member].manifestText).target(
                            first.target.localName)
                        throw CheckError(
                            "module '\(target.moduleName)' is defined twice in one build graph, by target '\(first.target.localName)' of \(display(candidates[first.member].path)) and by target '\(target.localName)' of \(display(candidates[member].path)): it would not build; rename one (or, if they are separate apps, make sure nothing reaches both)",
                            file: members[first.member].declarationFile, line: place.line, column: place.column)
                    }
                    definedBy[target.moduleName] = (target, member)
                }
            }
        }

        var modules: [[String: [String]]] = []
        var scopeOfGraphs: [[Int]: Int] = [:]
        var ofMember: [Int] = []
        for member in 0..<count {
            let mine = graphs.indices.filter { graphs[$0].contains(member) }
            let own = closure(member)
            let key = mine + [-1] + own.sorted()
            if let known = scopeOfGraphs[key] {
                ofMember.append(known)
                continue
            }
            // Its own closure's modules first, then those of the other graphs it is in.
            var scope: [String: [String]] = [:]
            for reached in [own] + mine.map({ graphs[$0] }) {
                var added: [String: [String]] = [:]
                for other in reached.sorted() {
                    for target in targetsOf[other] where scope[target.moduleName] == nil {
                        added[target.moduleName, default: []].append(target.name)
                    }
                }
                scope.merge(added, uniquingKeysWith: { first, _ in first })
            }
            scopeOfGraphs[key] = modules.count
            ofMember.append(modules.count)
            modules.append(scope)
        }
        return (modules, ofMember, (0..<count).map(closure))
    }
}
