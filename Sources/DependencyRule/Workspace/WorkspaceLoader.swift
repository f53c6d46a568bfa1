import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole app (`--workspace DIR`): every package and Xcode project that DIR holds or its
/// configuration's `"members"` list, and everything they reach — a package's `.package(path:)`,
/// a project's local packages and sub-projects, a workspace's entries — even outside DIR.
///
/// Manifests are read through SwiftPM several at a time (and cached per package, as for one
/// package); projects by ``XcodeProjectReader``. Then ``WorkspaceAssembly`` makes one analysis
/// of all their targets.
///
/// What is left out, and said so in ``Loaded/notes``:
/// - a discovered manifest that SwiftPM refuses and nothing references (a placeholder that hides
///   a folder from Xcode); one that a member references, or `"members"` lists, is an error;
/// - a discovered member that nothing references, whose targets another member that is referenced
///   defines too (a stale copy of a manifest, a framework project beside its package): the
///   referenced form is the member.
struct WorkspaceLoader {
    /// The root folder: DIR, or the folder holding DIR when it is an `.xcworkspace` or `.xcodeproj`.
    let root: String
    /// DIR, absolute.
    let entry: String
    /// `"members"` of the configuration, and the folder its paths are relative to.
    var listed: (patterns: [TargetPattern], folder: String, file: String)?
    /// Where each package's manifest cache goes (by default in the package's `.build`).
    var cacheFolder: String?
    var deadline: Duration = .seconds(120)
    /// Package descriptions handed in by folder (absolute), used instead of running SwiftPM.
    var handedIn: [String: [UInt8]] = [:]
    var outlines = false
    /// What `"exclude"` leaves out: no member is read there.
    var exclusion = Exclusion()

    /// The rule about the workspace's members that loading reports.
    static let descriptions = [
        RuleDescription(
            .unlistedMember, .warning,
            summary: "a package or Xcode project under the folder that \"members\" does not list and no member reaches",
            help:
                "With \"members\" in the configuration, discovery is off, so a package or project added later is not checked until it is listed. Add it to \"members\", or to \"exclude\" if it is not the app's code."
        )
    ]

    /// What loading found.
    struct Loaded {
        let analysis: PackageAnalysis
        /// The members left out, and why; a line each.
        let notes: [String]
    }

    /// One package or project read, with what it references.
    final class Candidate {
        let found: WorkspaceDiscovery.Found
        /// Why it is a member: `discovered`, `listed`, or the members that reference it.
        var listed = false
        var referencedBy: [String] = []
        var package: ManifestLoader.Loaded?
        /// A package's targets, their sources resolved as SwiftPM does (paths relative to the
        /// package), and what resolving them warned about.
        var targets: [PackageTarget] = []
        var warnings: [Diagnostic] = []
        var project: XcodeProject?
        /// Why SwiftPM could not read its manifest.
        var failure: CheckError?
        /// What it references: packages and projects, absolute.
        var references: [String] = []
        /// For a project: the package (absolute) of each product it links without naming one.
        var productPackages: [String: String] = [:]
        /// For a project: the remote package (SwiftPM's identity) of each product it links
        /// without naming one that no member declares but a member package depends on.
        var productRemotes: [String: String] = [:]

        init(_ found: WorkspaceDiscovery.Found) { self.found = found }

        var path: String { found.path }
        var name: String { package?.dump.name ?? project?.name ?? Path.lastComponent(of: path) }
    }

    init(entry: String) {
        self.entry = entry
        root = entry.hasSuffix(".xcworkspace") || entry.hasSuffix(".xcodeproj") ? Path.parent(of: entry) : entry
    }

    func load() throws(CheckError) -> Loaded {
        var clock = PhaseClock()
        let discovery = WorkspaceDiscovery(root: root)
        guard let kind = FileSystem.kind(of: entry) else {
            throw CheckError("no such folder, .xcworkspace or .xcodeproj", file: entry)
        }
        var seeds: [WorkspaceDiscovery.Found]
        var seedsAreListed = true
        var unlistedCandidates: [WorkspaceDiscovery.Found] = []
        var early: BackgroundScan?
        // Projects and packages in third-party folders (Pods, Carthage) that a workspace lists.
        var thirdParty: [String] = []
        if entry.hasSuffix(".xcodeproj") && kind == .folder {
            seeds = [WorkspaceDiscovery.Found(kind: .xcodeProject, path: entry)]
        } else if entry.hasSuffix(".xcworkspace") && kind == .folder {
            seeds = try discovery.entries(ofWorkspace: entry, thirdParty: &thirdParty)
        } else if kind == .folder {
            if let listed {
                seeds = try discovery.expand(
                    listed.patterns, in: listed.folder, file: listed.file, thirdParty: &thirdParty)
                // What discovery would find, to say what "members" does not list: a walk that
                // cannot finish (a link loop, an unreadable folder) finds nothing, and stops nothing.
                unlistedCandidates = (try? discovery.discover().found) ?? []
            } else {
                let discovered = try discovery.discover()
                seeds = discovered.found
                thirdParty = discovered.thirdParty
                seedsAreListed = false
                // Most of them are the members' sources: scanned while the members are read.
                early = BackgroundScan(discovered.swiftFiles.filter { !exclusion.contains($0) }, outlines: outlines)
            }
        } else {
            throw CheckError("--workspace takes a folder, an .xcworkspace or an .xcodeproj", file: entry)
        }
        clock.lap("discovery (\(seeds.count) found)")
        if !seedsAreListed, !seeds.contains(where: { $0.kind == .xcodeProject }),
            let manifest = ["Project.swift", "Workspace.swift", "Tuist.swift", "Tuist"].first(where: {
                FileSystem.kind(of: root + "/" + $0) != nil
            })
        {
            throw CheckError(
                "a Tuist project (\(manifest)) with no generated .xcodeproj: the app's targets are not known yet; generate the project first (`tuist generate`), then check it",
                file: discovery.display(entry))
        }
        guard !seeds.isEmpty else {
            throw CheckError(
                "no member found: no Package.swift and no .xcodeproj under this folder (build output, tools' and hidden folders are skipped)",
                file: discovery.display(entry))
        }

        // Read every candidate, then what they reference, until nothing new is referenced.
        var candidates: [String: Candidate] = [:]
        var order: [String] = []
        var pending: [Candidate] = []
        func add(_ found: WorkspaceDiscovery.Found) -> Candidate {
            if let known = candidates[found.path] { return known }
            let candidate = Candidate(found)
            candidates[found.path] = candidate
            order.append(found.path)
            pending.append(candidate)
            return candidate
        }
        // Excluded members are not read at all: vendored code need not even load.
        var excluded: Set<String> = []
        seeds.removeAll { seed in
            guard exclusion.contains(seed.path) else { return false }
            excluded.insert(seed.path)
            return true
        }
        for seed in seeds { add(seed).listed = seedsAreListed }
        while !pending.isEmpty {
            let batch = pending
            pending = []
            try read(batch, display: discovery.display, isThirdParty: discovery.isThirdParty)
            for candidate in batch {
                // A sub-project or package in a third-party folder is not the app's code.
                candidate.references.removeAll { reference in
                    guard discovery.isThirdParty(reference) else { return false }
                    thirdParty.append(reference)
                    return true
                }
                candidate.references.removeAll { reference in
                    guard exclusion.contains(reference) else { return false }
                    excluded.insert(reference)
                    return true
                }
                for reference in candidate.references {
                    let kind: WorkspaceDiscovery.Found.Kind =
                        reference.hasSuffix(".xcodeproj") ? .xcodeProject : .package
                    add(WorkspaceDiscovery.Found(kind: kind, path: reference)).referencedBy.append(candidate.path)
                }
            }
        }
        var notes: [String] = []
        for path in Set(thirdParty).sorted() {
            notes.append(
                "\(discovery.display(path)): note: third-party code (in a Pods, Carthage or build folder): not a member"
            )
        }
        var saidRemote: Set<String> = []
        for unresolved in Self.resolveUnnamedProducts(order.map { candidates[$0]! }) {
            guard let remote = unresolved.remote else {
                notes.append(
                    "\(unresolved.file):\(unresolved.line): warning: target '\(unresolved.target)' links product '\(unresolved.product)', which no package of the workspace declares (none references a package that does): its imports of it are not checked"
                )
                continue
            }
            // A product of a package outside the workspace that a member depends on: said once.
            guard saidRemote.insert(unresolved.product).inserted else { continue }
            notes.append(
                "\(unresolved.file):\(unresolved.line): note: target '\(unresolved.target)' links product '\(unresolved.product)' of package '\(remote.package)', which \(discovery.display(remote.through)) depends on from outside the workspace: its declarations are checked, its own targets are not"
            )
        }
        clock.lap("members (\(order.count) read)")

        // What is left out: placeholders nobody needs, and other forms of referenced members.
        var kept: [Candidate] = []
        for path in order {
            let candidate = candidates[path]!
            guard let failure = candidate.failure else {
                kept.append(candidate)
                continue
            }
            if candidate.listed || !candidate.referencedBy.isEmpty {
                let why =
                    candidate.referencedBy.isEmpty
                    ? "it is listed as a member"
                    : "\(candidate.referencedBy.map { discovery.display($0) }.joined(separator: ", ")) reference\(candidate.referencedBy.count == 1 ? "s" : "") it"
                var error = failure
                error.message += " (\(why))"
                throw error
            }
            notes.append(
                "\(failure.location): warning: left out of the workspace: \(failure.message), and nothing references it (a placeholder that hides its folder from Xcode, or a package nothing builds?)"
            )
        }
        kept = Self.leavingOutOtherForms(kept, display: discovery.display, notes: &notes)
        // A project that lists Swift files that are not there stops the check, unless it was left
        // out above as another form of a member (a stale framework project beside its package).
        if let missing = kept.lazy.compactMap({ $0.project?.missingFiles.first }).first { throw missing }
        guard !kept.isEmpty else {
            throw CheckError(
                "no member left to check: every package and project found was left out:\n"
                    + notes.joined(separator: "\n"),
                file: discovery.display(entry))
        }
        for candidate in kept where Path.relativeClimbing(candidate.path, from: root).hasPrefix("..") {
            let referrers = candidate.referencedBy.map { discovery.display($0) }.joined(separator: ", ")
            notes.append(
                "\(discovery.display(candidate.path)): note: a member outside the folder\(referrers.isEmpty ? "" : ", referenced by \(referrers)")"
            )
        }
        var assembly = WorkspaceAssembly(root: root, name: Self.name(of: entry), candidates: kept, outlines: outlines)
        assembly.early = early
        var analysis = try assembly.analysis()
        analysis.excluded.members = excluded.count
        let workspaces = ((try? FileSystem.entries(of: root)) ?? []).map(\.name).filter { $0.hasSuffix(".xcworkspace") }
        analysis.pins = ResolvedPins(folders: [root] + kept.map(\.path) + workspaces.map { root + "/" + $0 })
        // A package or project "members" does not list and nothing reaches: never silently ignored.
        let read = Set(order.map(Path.resolved))
        for found in unlistedCandidates
        where !read.contains(Path.resolved(found.path)) && !exclusion.contains(found.path)
            && !discovery.isThirdParty(found.path)
        {
            let what = found.kind == .package ? "package" : "Xcode project"
            let file = discovery.display(found.path) + (found.kind == .package ? "/Package.swift" : "/project.pbxproj")
            analysis.warnings.append(
                Diagnostic(
                    rule: .unlistedMember,
                    message:
                        "a \(what) that \"members\" in \(listed?.file ?? Configuration.fileName) does not list and no member reaches, so it is not checked: add it to \"members\", or to \"exclude\" if it is not the app's code",
                    file: file, target: nil))
        }
        // Nothing to check is never a pass.
        guard analysis.fileCount > 0 else {
            throw CheckError(
                "nothing to check: no target of the workspace's \(kept.count) member\(kept.count == 1 ? "" : "s") has a Swift file",
                file: discovery.display(entry))
        }
        analysis.prependTimings(clock.laps)
        return Loaded(analysis: analysis, notes: notes)
    }

    /// The workspace's name: DIR's, without `.xcworkspace` or `.xcodeproj`.
    static func name(of entry: String) -> String {
        let last = Path.lastComponent(of: entry)
        for suffix in [".xcworkspace", ".xcodeproj"] where last.hasSuffix(suffix) {
            return String(last.dropLast(suffix.count))
        }
        return last
    }

    /// Reads `batch`: projects here, manifests through SwiftPM several at a time.
    /// - Parameter isThirdParty: whether a path lies in a third-party folder (what is referenced
    ///   there need not exist).
    private func read(
        _ batch: [Candidate], display: (String) -> String, isThirdParty: (String) -> Bool
    ) throws(CheckError) {
        let projects = batch.filter { $0.found.kind == .xcodeProject }
        let packages = batch.filter { $0.found.kind == .package }
        let projectPaths = projects.map(\.path)
        let projectNames = projectPaths.map(display)
        let packagePaths = packages.map(\.path)
        // Every path in a message is named from the root.
        let prefixes = packages.map { display($0.path) == "." ? "" : display($0.path) + "/" }
        let cores = Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
        let reads = ManifestReads(
            packages.indices.map { index in
                var loader = ManifestLoader()
                loader.deadline = deadline
                loader.displayPrefix = prefixes[index]
                let path = packages[index].path
                return ManifestReads.Source(
                    path: path, loader: loader, cacheFolder: cacheFolder,
                    handedIn: handedIn[path].map { json in
                        (
                            json, (try? FileSystem.read(path + "/Package.swift")) ?? [],
                            "Package.swift (handed in)"
                        )
                    })
            }, width: max(2, cores * 2))
        let readProjects = Slots<XcodeProject>(count: projects.count)
        let readPackages = Slots<ResolvedPackage>(count: packages.count)
        let count = projects.count + packages.count
        // Projects are parsed, and packages' sources found, while SwiftPM reads other manifests.
        DispatchQueue.concurrentPerform(iterations: count) { item in
            guard item >= projectPaths.count else {
                do throws(CheckError) {
                    readProjects.set(
                        item,
                        .success(
                            try XcodeProjectReader.read(
                                bundle: projectPaths[item], displayPath: projectNames[item], collectingMissing: true)))
                } catch {
                    readProjects.set(item, .failure(error))
                }
                return
            }
            let index = item - projectPaths.count
            readPackages.set(index, Self.resolve(reads.take(index), at: packagePaths[index], prefix: prefixes[index]))
        }
        for (candidate, result) in zip(projects, readProjects.results) {
            let project = try result.get()
            candidate.project = project
            for package in project.localPackages {
                guard FileSystem.kind(of: package.path + "/Package.swift") == .file || isThirdParty(package.path) else {
                    throw CheckError(
                        "the project references the local package '\(display(package.path))', but \(FileSystem.kind(of: package.path) == .folder ? "it holds no Package.swift" : "there is no such folder")",
                        file: project.file, line: package.line)
                }
                candidate.references.append(Path.absolute(package.path, in: "/"))
            }
            // A product of a local package the project does not list (an edit by hand) reaches it too.
            for target in project.targets {
                for dependency in target.dependencies {
                    guard case .product(_, .local(let path)?) = dependency.kind,
                        !candidate.references.contains(Path.absolute(path, in: "/"))
                    else { continue }
                    guard FileSystem.kind(of: path + "/Package.swift") == .file || isThirdParty(path) else {
                        throw CheckError(
                            "target '\(target.name)' links a product of the local package '\(display(path))', but \(FileSystem.kind(of: path) == .folder ? "it holds no Package.swift" : "there is no such folder")",
                            file: project.file, line: dependency.line)
                    }
                    candidate.references.append(Path.absolute(path, in: "/"))
                }
            }
            for subproject in project.subprojects {
                guard FileSystem.kind(of: subproject.path) == .folder || isThirdParty(subproject.path) else {
                    throw CheckError(
                        "the project references the project '\(display(subproject.path))', which does not exist",
                        file: project.file, line: subproject.line)
                }
                candidate.references.append(Path.absolute(subproject.path, in: "/"))
            }
        }
        for (candidate, result) in zip(packages, readPackages.results) {
            switch result {
            case .success(let resolved):
                let loaded = resolved.loaded
                candidate.package = loaded
                candidate.targets = resolved.targets
                candidate.warnings = resolved.warnings
                let manifest = display(candidate.path + "/" + loaded.manifestFile)
                for dependency in loaded.dump.localDependencies {
                    let path = Path.absolute(dependency.path, in: candidate.path)
                    guard FileSystem.kind(of: path + "/Package.swift") == .file else {
                        let text = String(decoding: loaded.manifestBytes, as: UTF8.self)
                        throw CheckError(
                            "the package depends on '\(display(path))' (.package(path:)), but \(FileSystem.kind(of: path) == .folder ? "it holds no Package.swift" : "there is no such folder")",
                            file: manifest, line: Self.line(mentioning: Path.lastComponent(of: path), in: text))
                    }
                    candidate.references.append(path)
                }
            case .failure(let error) where error.isPackageRefusal:
                // Left out later if nothing needs it.
                candidate.failure = error
            case .failure(let error):
                // SwiftPM could not run, or ran out of time: never a reason to skip a package.
                throw error
            }
        }
    }

    /// A package's description and its targets' sources, resolved as SwiftPM does; every path in
    /// an error named from the root (`prefix` is the package's path there).
    private static func resolve(
        _ loaded: Result<ManifestLoader.Loaded, CheckError>, at path: String, prefix: String
    ) -> Result<ResolvedPackage, CheckError> {
        do throws(CheckError) {
            let loaded = try loaded.get()
            var targets: [PackageTarget] = []
            var warnings: [Diagnostic] = []
            do throws(CheckError) {
                targets = try SourceResolver.targets(of: loaded.dump, packageRoot: path, warnings: &warnings)
            } catch {
                var refusal = error
                refusal.isPackageRefusal = true
                throw refusal
            }
            return .success(ResolvedPackage(loaded: loaded, targets: targets, warnings: warnings))
        } catch {
            var error = error
            if let file = error.file, !file.hasPrefix("/") { error.file = prefix + file }
            return .failure(error)
        }
    }

    /// The package of each product a project links without naming its package (a local package
    /// added as a folder, or one Xcode finds in a folder it shows): the package that declares the
    /// product among those the project references, else the one nearest the project. The
    /// product's package then counts as referenced by the project.
    /// A product no member declares but a member package depends on (`.product(name:package:)`
    /// of a package outside the workspace) comes from that package.
    /// - Returns: the products no package declares, each with the target and the line that links
    ///   it, and the outside package a member gets it from, if one does.
    static func resolveUnnamedProducts(
        _ candidates: [Candidate]
    ) -> [(file: String, line: Int, target: String, product: String, remote: (package: String, through: String)?)] {
        let packages = candidates.filter { $0.package != nil }
        var unresolved:
            [(file: String, line: Int, target: String, product: String, remote: (package: String, through: String)?)] =
                []
        /// The outside package a member package names for product `name`, and that member.
        func remote(_ name: String) -> (package: String, through: String)? {
            for candidate in packages {
                let dump = candidate.package!.dump
                for target in dump.targets {
                    for case .product(let product, let package?) in target.dependencies where product == name {
                        let local = dump.localDependencies.contains { $0.identity.lowercased() == package.lowercased() }
                        if !local { return (package, candidate.path) }
                    }
                }
            }
            return nil
        }
        for candidate in candidates {
            guard let project = candidate.project else { continue }
            for target in project.targets {
                for dependency in target.dependencies {
                    guard case .product(let name, nil) = dependency.kind, candidate.productPackages[name] == nil else {
                        continue
                    }
                    let owners = packages.filter { $0.package!.dump.products.contains { $0.name == name } }
                    let shared = { (path: String) in
                        zip(path.split(separator: "/"), candidate.path.split(separator: "/")).prefix { $0 == $1 }.count
                    }
                    guard
                        let owner = owners.first(where: { candidate.references.contains($0.path) })
                            ?? owners.max(by: { (shared($0.path), $1.path) < (shared($1.path), $0.path) })
                    else {
                        let outside = remote(name)
                        if let outside { candidate.productRemotes[name] = outside.package }
                        unresolved.append((project.file, dependency.line, target.name, name, outside))
                        continue
                    }
                    candidate.productPackages[name] = owner.path
                    if !candidate.references.contains(owner.path) {
                        candidate.references.append(owner.path)
                        owner.referencedBy.append(candidate.path)
                    }
                }
            }
        }
        return unresolved
    }

    /// The first line of `text` that mentions `word` in a `.package(` call, for a place to point at.
    static func line(mentioning word: String, in text: String) -> Int? {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains("\"") && line.contains(word) && line.contains("path") {
            return index + 1
        }
        return nil
    }

    /// `kept` without the discovered members that nothing references and that repeat the targets
    /// of a referenced member (a stale copy of its manifest, a framework project beside its
    /// package); each left out gets a note saying which form is checked.
    static func leavingOutOtherForms(
        _ kept: [Candidate], display: (String) -> String, notes: inout [String]
    ) -> [Candidate] {
        func modules(_ candidate: Candidate) -> Set<String> {
            if let package = candidate.package {
                return Set(
                    package.dump.targets.filter { $0.type != "test" }.map { PackageTarget.moduleName(for: $0.name) })
            }
            return Set(
                (candidate.project?.targets ?? []).filter { !$0.productType.isTest }.map {
                    XcodeProject.moduleName(for: $0.name)
                })
        }
        let referenced = kept.filter { !$0.referencedBy.isEmpty }
        return kept.filter { candidate in
            guard candidate.referencedBy.isEmpty, !candidate.listed else { return true }
            // An app's project is never another form of a package: it is what runs.
            if let project = candidate.project, project.targets.contains(where: { $0.productType.isEndProduct }) {
                return true
            }
            let own = modules(candidate)
            // Another form of a member that something else references (never of one it references
            // itself): a package of the same name (a stale copy of its manifest), or a framework
            // project beside it.
            guard !own.isEmpty,
                let other = referenced.first(where: {
                    $0 !== candidate && !candidate.references.contains($0.path)
                        && $0.referencedBy.contains { $0 != candidate.path } && own.isSubset(of: modules($0))
                        && ($0.found.kind != candidate.found.kind || $0.name == candidate.name)
                })
            else { return true }
            let what = candidate.found.kind == other.found.kind ? "a copy of" : "another form of"
            let missing = candidate.project?.missingFiles.count ?? 0
            let stale =
                missing == 0
                ? ""
                : "; it lists \(counted(missing, "Swift file")) that \(missing == 1 ? "is" : "are") not there any more"
            notes.append(
                "\(display(candidate.path)): note: left out of the workspace: it is \(what) \(display(other.path)) (the same targets), which \(other.referencedBy.map(display).joined(separator: ", ")) reference\(other.referencedBy.count == 1 ? "s" : ""), so \(display(other.path)) is the member checked\(stale)"
            )
            return false
        }
    }
}
