import Dispatch

/// A package read for checking: its targets, their files and every import in them.
public struct PackageAnalysis: Sendable {
    /// A source file, the imports in it and its `// dependency-rule:` comments.
    public struct File: Sendable {
        /// Relative to the package root.
        public let path: String
        public let imports: [ImportDeclaration]
        public let directives: [DirectiveComment]
        /// What it declares at file scope.
        public var outline = ImportScanner.Outline()
        /// Its stamp when it was scanned.
        var stamp: FileSystem.Stamp?

        public init(path: String, imports: [ImportDeclaration], directives: [DirectiveComment] = []) {
            self.path = path
            self.imports = imports
            self.directives = directives
        }
    }

    /// A target with its scanned files.
    public struct Target: Sendable {
        public internal(set) var target: PackageTarget
        public internal(set) var files: [File]
        /// Index of its package or project in ``PackageAnalysis/members``.
        public var member = 0
        /// Index of the modules its imports resolve to in ``PackageAnalysis/scopes``.
        var scope = 0

        /// A target of the first member, with its scanned files.
        public init(target: PackageTarget, files: [File]) {
            self.target = target
            self.files = files
        }
    }

    /// A package or an Xcode project the analysis read: the one package of `check`, or each
    /// member of a workspace (`--workspace`).
    public struct Member: Sendable {
        public enum Kind: String, Sendable {
            case package
            case xcodeProject = "xcode-project"
        }

        /// The package's name (from its manifest), or the project's (its `.xcodeproj` without the
        /// extension); where two members share one, their paths tell them apart.
        public let name: String
        public let kind: Kind
        /// The package's folder or the `.xcodeproj`, relative to the root (`""` for the root
        /// itself, `../…` outside it).
        public let path: String
        /// The file that declares its targets and their dependencies, relative to the root: the
        /// manifest SwiftPM read, or `project.pbxproj`.
        public let declarationFile: String
        /// A package's manifest text, for locating declarations.
        let manifestText: String
        /// A package's `// dependency-rule:` comments in its manifest.
        let directives: [DirectiveComment]
        /// An Xcode project's declarations, for locating them.
        let projectLines: ProjectLines?
        /// A package's library and executable products, with their targets' names.
        var products: [(name: String, targets: [String])] = []
        /// A package's folder's name: what `.product(name:package:)` calls it in another package.
        var identity = ""
        /// The members a package depends on by path (`.package(path:)`), by index.
        var dependsOn: [Int] = []
        /// The packages a package depends on by URL.
        var remoteDependencies: [ManifestDump.RemoteDependency] = []
        /// Whether an app of the workspace reaches it: false for a package that no Xcode project
        /// of a workspace that has one reaches (a build tool, a server, another app).
        public internal(set) var isReachedByApp = true

        /// Whether it lies outside the root folder.
        public var isOutside: Bool { path == ".." || path.hasPrefix("../") }

        /// A package's manifest and its comments.
        init(package name: String, path: String, manifestFile: String, manifestText: String) {
            self.name = name
            kind = .package
            self.path = path
            declarationFile = path.isEmpty ? manifestFile : path + "/" + manifestFile
            self.manifestText = manifestText
            directives = ImportScanner.scan(manifestText).directives
            projectLines = nil
        }

        /// An Xcode project and where it declares its targets and dependencies.
        init(project name: String, path: String, lines: ProjectLines) {
            self.name = name
            kind = .xcodeProject
            self.path = path
            declarationFile = path + "/project.pbxproj"
            manifestText = ""
            directives = []
            projectLines = lines
        }
    }

    /// The lines of `project.pbxproj` that declare each target, and each of its dependencies by
    /// the name the project gives it (a target's name, a product's).
    struct ProjectLines: Sendable {
        var targets: [String: Int] = [:]
        var dependencies: [String: [String: Int]] = [:]
    }

    public let name: String
    /// The package folder, as given (the workspace's root folder with `--workspace`).
    public let root: String
    public internal(set) var targets: [Target]
    /// The package read, or every member of the workspace; targets point into it.
    public internal(set) var members: [Member]
    /// Whether this is a workspace (`--workspace`): names, paths and outputs say which member
    /// each target belongs to.
    public internal(set) var isWorkspace = false
    /// Module name → the targets that define it, for each group of targets that build together
    /// (the build graphs a workspace member is in; the package itself otherwise).
    /// ``Target/scope`` picks one. Several targets define one module only in Xcode projects
    /// (platform variants of a framework, apps sharing a module name).
    var scopes: [[String: [String]]]
    /// The text of the manifest SwiftPM read, for locating declarations.
    public var manifestText: String { members[0].manifestText }
    /// Which manifest that is: `Package.swift`, or the `Package@swift-*.swift` SwiftPM chose.
    public var manifestFile: String { members[0].declarationFile }
    /// The `// dependency-rule:` comments of `Package.swift`.
    public var manifestDirectives: [DirectiveComment] { members[0].directives }
    /// Time spent per phase, for `--timings`.
    public private(set) var timings: [(phase: String, seconds: Double)]
    /// The targets a library or executable product ships: production code, whoever uses it here.
    public var exportedTargets: Set<String> = []
    /// What reading the package found wrong without stopping the check (broken links).
    public var warnings: [Diagnostic] = []
    /// What `"exclude"` left out.
    public internal(set) var excluded = Excluded()
    /// In a workspace, what its `Package.resolved` files pin.
    var pins = ResolvedPins()

    /// Counts of what `"exclude"` left out of every rule.
    public struct Excluded: Hashable, Sendable {
        public internal(set) var members = 0
        public internal(set) var targets = 0
        public internal(set) var files = 0

        public var isEmpty: Bool { members == 0 && targets == 0 && files == 0 }
    }

    /// One package, its manifest read from `manifestText`.
    init(
        name: String, root: String, targets: [Target], manifestText: String, manifestFile: String = "Package.swift",
        timings: [(phase: String, seconds: Double)],
        warnings: [Diagnostic] = []
    ) {
        self.name = name
        self.root = root
        self.targets = targets
        members = [Member(package: name, path: "", manifestFile: manifestFile, manifestText: manifestText)]
        scopes = [
            Dictionary(
                targets.map { ($0.target.moduleName, [$0.target.name]) }, uniquingKeysWith: { first, _ in first })
        ]
        self.timings = timings
        self.warnings = warnings
    }

    /// A workspace: its members, their targets, and the modules each group of them sees.
    init(
        workspace name: String, root: String, members: [Member], targets: [Target], scopes: [[String: [String]]],
        timings: [(phase: String, seconds: Double)], warnings: [Diagnostic]
    ) {
        self.name = name
        self.root = root
        self.targets = targets
        self.members = members
        self.scopes = scopes
        isWorkspace = true
        self.timings = timings
        self.warnings = warnings
    }

    /// Leaves out what `exclusion` holds: a target whose folder it holds (an Xcode target, whose
    /// files it all holds), and each file it holds. A dependency on a target left out is one on a
    /// module from outside, and imports of it are imports from outside.
    mutating func exclude(_ exclusion: Exclusion) {
        guard !exclusion.isEmpty else { return }
        let base = root.hasPrefix("/") ? root : "/" + root
        func isExcluded(_ path: String) -> Bool { exclusion.contains(Path.appending(path, to: base)) }
        var dropped: Set<String> = []
        var kept: [Target] = []
        for var entry in targets {
            let files = entry.files
            let isLeftOut =
                if let folder = entry.target.folder { isExcluded(folder) } else {
                    !files.isEmpty && files.allSatisfy { isExcluded($0.path) }
                }
            if isLeftOut {
                dropped.insert(entry.target.name)
                excluded.targets += 1
                continue
            }
            let remaining = files.filter { !isExcluded($0.path) }
            excluded.files += files.count - remaining.count
            entry.files = remaining
            kept.append(entry)
        }
        guard !dropped.isEmpty || excluded.files > 0 else { return }
        targets = kept.map { entry in
            var entry = entry
            var target = entry.target
            target.dependencies = target.dependencies.map { dependency in
                if case .target(let name) = dependency, dropped.contains(name) {
                    .product(name, package: nil)
                } else {
                    dependency
                }
            }
            target.swiftFiles = entry.files.map(\.path)
            entry.target = target
            return entry
        }
        scopes = scopes.map { scope in
            scope.compactMapValues { names in
                let left = names.filter { !dropped.contains($0) }
                return left.isEmpty ? nil : left
            }
        }
        exportedTargets.subtract(dropped)
        warnings.removeAll { $0.target.map(dropped.contains) == true || isExcluded($0.file) }
    }

    /// The member `target` (a target name) belongs to.
    func member(of target: String) -> Member? {
        targets.first { $0.target.name == target }.map { members[$0.member] }
    }

    /// The product of member `member` that ships `target`: the one named like it, else the one
    /// with fewest targets.
    func product(containing target: String, in member: Int) -> String? {
        let shipping = members[member].products.filter { $0.targets.contains(target) }
        let local = targets.first { $0.target.name == target }?.target.localName ?? target
        return (shipping.first { $0.name == local } ?? shipping.min { $0.targets.count < $1.targets.count })?.name
    }

    public var fileCount: Int { targets.reduce(0) { $0 + $1.files.count } }
    public var importCount: Int { targets.reduce(0) { $0 + $1.files.reduce(0) { $0 + $1.imports.count } } }

    /// Reads the manifest from `manifest`, resolves every target's sources and scans them,
    /// several files at a time.
    /// - Parameter outlines: also outline what each file declares (``File/outline``), which
    ///   `init` reads and `check` does not.
    public static func load(
        packageRoot: String, manifest: ManifestSource = .swiftPM(), outlines: Bool = false
    ) throws(CheckError) -> PackageAnalysis {
        var clock = PhaseClock()
        // Dispatch starts its worker threads on first use, late for a lexing that lasts a few
        // milliseconds: ask for one now, so that it is there when the files are lexed.
        DispatchQueue.global().async {}
        // While SwiftPM reads the manifest (a cache miss), lex the files in the usual folders.
        var early: [String: ImportScanner.Result] = [:]
        let loaded: ManifestLoader.Loaded
        switch manifest {
        case .swiftPM(let cacheFolder, let deadline):
            var loader = ManifestLoader()
            loader.deadline = deadline
            switch try loader.start(packageRoot: packageRoot, cacheFolder: cacheFolder) {
            case .cached(let cached):
                loaded = cached
            case .dumping(let dump):
                let paths = conventionalSwiftFiles(in: packageRoot)
                let scan = BackgroundScan(paths.map { packageRoot + "/" + $0 }, outlines: outlines)
                loaded = try dump.finish()
                let scanned = scan.results()
                for path in paths { early[path] = scanned[packageRoot + "/" + path] }
            }
            clock.lap(
                loaded.fromCache
                    ? "manifest (cached)"
                    : "manifest (swift package dump-package, \(early.count) files lexed meanwhile)")
        case .dumpPackageJSON(let bytes):
            guard FileSystem.kind(of: packageRoot) == .folder else {
                throw CheckError("no such package folder", file: packageRoot)
            }
            loaded = ManifestLoader.Loaded(
                dump: try ManifestDump(json: bytes, origin: "the package description handed in"), fromCache: false,
                manifestBytes: (try? FileSystem.read(packageRoot + "/Package.swift")) ?? [])
            clock.lap("manifest (handed in)")
        }

        var warnings: [Diagnostic] = []
        let targets = try SourceResolver.targets(of: loaded.dump, packageRoot: packageRoot, warnings: &warnings)
        clock.lap("sources")
        // A file in two targets: SwiftPM refuses the package, and the checker cannot say whose
        // imports it holds.
        var owner: [String: String] = [:]
        for target in targets {
            for path in target.swiftFiles {
                if let other = owner.updateValue(target.name, forKey: path) {
                    throw CheckError(
                        "targets '\(other)' and '\(target.name)' both hold this file, which SwiftPM refuses (overlapping sources): give each target a folder of its own, or exclude the file from one",
                        file: path)
                }
            }
        }

        let paths = targets.flatMap(\.swiftFiles)
        let remaining = paths.filter { early[$0] == nil }
        let lexed = Dictionary(
            uniqueKeysWithValues: zip(remaining, try scanAll(remaining, root: packageRoot, outlines: outlines)))
        let scanned = paths.map { early[$0] ?? lexed[$0] ?? ImportScanner.Result(imports: [], directives: []) }
        clock.lap("lexing \(remaining.count) files")

        var next = 0
        let analyzed = targets.map { target in
            let files = target.swiftFiles.map { path in
                defer { next += 1 }
                var file = File(path: path, imports: scanned[next].imports, directives: scanned[next].directives)
                file.outline = scanned[next].outline
                file.stamp = scanned[next].stamp
                return file
            }
            return Target(target: target, files: files)
        }
        let manifestText = String(decoding: loaded.manifestBytes, as: UTF8.self)
        var analysis = PackageAnalysis(
            name: loaded.dump.name, root: packageRoot, targets: analyzed, manifestText: manifestText,
            manifestFile: loaded.manifestFile, timings: clock.laps, warnings: warnings)
        analysis.exportedTargets = loaded.dump.exportedTargets
        return analysis
    }

    /// The `.swift` files under the folders SwiftPM looks in by default, skipping hidden entries.
    private static func conventionalSwiftFiles(in root: String) -> [String] {
        var files: [String] = []
        var pending = ["Sources", "Source", "src", "srcs", "Tests", "Plugins"].filter {
            FileSystem.kind(of: root + "/" + $0) == .folder
        }
        while let folder = pending.popLast() {
            for entry in (try? FileSystem.entries(of: root + "/" + folder)) ?? [] where !entry.name.hasPrefix(".") {
                let path = folder + "/" + entry.name
                switch entry.kind(in: root + "/" + folder) {
                case .folder?: pending.append(path)
                case .file? where entry.name.hasSuffix(".swift"): files.append(path)
                default: continue
                }
            }
        }
        return files
    }

    /// The `#if` conditions of every import that has some, by file and line.
    var importConditions: [String: [Int: [String]]] {
        var conditions: [String: [Int: [String]]] = [:]
        for entry in targets {
            for file in entry.files {
                for declaration in file.imports where !declaration.conditions.isEmpty {
                    conditions[file.path, default: [:]][declaration.line] = declaration.conditions
                }
            }
        }
        return conditions
    }

    /// Puts `laps` before the phases timed so far.
    mutating func prependTimings(_ laps: [(phase: String, seconds: Double)]) {
        timings = laps + timings
    }

    /// Reads and scans every file, in parallel; fails on the first file that cannot be read.
    static func scanAll(
        _ paths: [String], root: String, outlines: Bool
    ) throws(CheckError) -> [ImportScanner.Result] {
        let results = Slots<ImportScanner.Result>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            do throws(CheckError) {
                let imports = try FileSystem.withContents(of: root + "/" + paths[index]) { bytes, stamp in
                    var result = ImportScanner.scan(bytes, outline: outlines)
                    result.stamp = stamp
                    return result
                }
                results.set(index, .success(imports))
            } catch {
                results.set(index, .failure(CheckError(error.message, file: paths[index])))
            }
        }
        return try results.values()
    }
}

/// Measures phases with a monotonic clock.
struct PhaseClock {
    private var last = DispatchTime.now().uptimeNanoseconds
    private(set) var laps: [(phase: String, seconds: Double)] = []

    mutating func lap(_ phase: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        laps.append((phase, Double(now - last) / 1e9))
        last = now
    }
}
