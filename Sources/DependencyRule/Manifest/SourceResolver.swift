/// Finds each target's folder and source files the way SwiftPM does.
///
/// - The folder is the target's `path`, else `ROOT/NAME`, where ROOT is the first of `Sources`,
///   `Source`, `src`, `srcs` that exists (for test targets `Tests` first, for plugins `Plugins`
///   only; `Sources` when none exists). From tools 5.9, a target that is the only one of its kind
///   (test, plugin, or any other) takes ROOT itself when `ROOT/NAME` does not exist.
/// - The files are those under `sources:` entries (files or folders, relative to the target's
///   folder), else everything under the folder; minus `exclude:` entries; hidden files and
///   folders (a name starting with `.`) are skipped, as SwiftPM does, and so are the package's
///   manifests (`Package.swift`, `Package@swift-*.swift`) when a target's folder is the root.
/// - What SwiftPM does not compile is left out, as its `TargetSourcesBuilder` does: folders it
///   ignores (`.xcodeproj`, `.playground`, `.xcworkspace`); opaque folders, which it treats as one
///   resource (`.docc`, `.xcassets`, `.xcdatamodeld` and the other bundle-like extensions; from
///   tools 5.3 to 5.5, any folder with an extension), unless declared in `sources:`; folders
///   declared as `.copy` resources; and every file under a declared resource.
/// - Fail closed: a folder that cannot be found or read is an error naming the target.
struct SourceResolver {
    /// The rule about the package's files that reading them reports.
    static let descriptions = [
        RuleDescription(
            .brokenSymlink, .warning,
            summary: "a symbolic link in a target's folder that leads nowhere, which SwiftPM warns about and skips",
            help:
                "SwiftPM skips a broken symbolic link (or a loop of links) in a target's folder with a warning, so a file meant to be a source is neither built nor checked. Fix the link or remove it."
        )
    ]

    let packageRoot: String
    /// `[major, minor]` of the manifest's tools version.
    var toolsVersion: [Int] = [6, 0]
    /// How many targets share each source root (SwiftPM's `targetsWithCommonSourceRoot`): tests,
    /// plugins, and every other kind together. A lone one may take the root folder itself.
    private var sharingRoot: [Root: Int] = [:]

    /// The three families of targets that share a conventional source root.
    private enum Root: Hashable {
        case tests, plugins, sources

        init(_ kind: PackageTarget.Kind) {
            self = kind == .test ? .tests : kind == .plugin ? .plugins : .sources
        }

        /// The conventional root folders, in the order SwiftPM tries them.
        var candidates: [String] {
            switch self {
            case .tests: ["Tests", "Sources", "Source", "src", "srcs"]
            case .plugins: ["Plugins"]
            case .sources: ["Sources", "Source", "src", "srcs"]
            }
        }
    }

    init(packageRoot: String, toolsVersion: [Int] = [6, 0]) {
        self.packageRoot = packageRoot
        self.toolsVersion = toolsVersion
    }

    /// Every target of `dump`, resolved.
    ///
    /// - Parameter warnings: gets what SwiftPM would warn about (broken links), as diagnostics.
    static func targets(
        of dump: ManifestDump, packageRoot: String, warnings: inout [Diagnostic]
    ) throws(CheckError) -> [PackageTarget] {
        var resolver = SourceResolver(packageRoot: packageRoot, toolsVersion: dump.toolsVersion)
        for target in dump.targets {
            resolver.sharingRoot[Root(PackageTarget.Kind(rawValue: target.type) ?? .regular), default: 0] += 1
        }
        let localNames = Set(dump.targets.map(\.name))
        var targets: [PackageTarget] = []
        for target in dump.targets {
            targets.append(try resolver.target(from: target, localNames: localNames, warnings: &warnings))
        }
        return targets
    }

    private func target(
        from dump: ManifestDump.Target, localNames: Set<String>, warnings: inout [Diagnostic]
    ) throws(CheckError) -> PackageTarget {
        let kind = PackageTarget.Kind(rawValue: dump.type) ?? .regular
        let dependencies = dump.dependencies.map { dependency -> PackageTarget.Dependency in
            switch dependency {
            case .target(let name): .target(name)
            case .byName(let name): localNames.contains(name) ? .target(name) : .product(name, package: nil)
            case .product(let name, let package): .product(name, package: package)
            }
        }
        guard kind != .binary else {
            return PackageTarget(
                name: dump.name, kind: kind, dependencies: dependencies, folder: nil, swiftFiles: [],
                hasCFamilySources: false)
        }
        let folder = try self.folder(of: dump, kind: kind)
        var files: [String] = []
        let rules = Rules(
            toolsVersion: toolsVersion,
            excluded: Set(dump.exclude.map { Path.normalized(Self.join(folder, $0)) }),
            declaredSources: Set((dump.sources ?? []).map { Path.normalized(Self.join(folder, $0)) } + [folder]),
            copied: Set(
                dump.resources.filter { $0.rule == "copy" }.map { Path.normalized(Self.join(folder, $0.path)) }),
            resources: dump.resources.map { Path.normalized(Self.join(folder, $0.path)) })
        if let sources = dump.sources {
            for source in sources {
                let path = Path.normalized(Self.join(folder, source))
                guard let found = FileSystem.kind(of: packageRoot + "/" + path) else {
                    throw CheckError("target '\(dump.name)' lists source '\(source)', which does not exist", file: path)
                }
                if found == .file {
                    files.append(path)
                } else {
                    try walk(path, into: &files, rules: rules, target: dump.name, warnings: &warnings)
                }
            }
        } else {
            try walk(folder, into: &files, rules: rules, target: dump.name, warnings: &warnings)
        }
        // Overlapping `sources:` entries (`["Sub", "Sub/F.swift"]`) name a file twice; SwiftPM
        // compiles it once.
        let swiftFiles = Set(files.filter { $0.hasSuffix(".swift") && rules.isCompiled($0) }).sorted()
        let cFamily = files.contains { file in Self.cFamilyExtensions.contains { file.hasSuffix($0) } }
        return PackageTarget(
            name: dump.name, kind: kind, dependencies: dependencies, folder: folder, swiftFiles: swiftFiles,
            hasCFamilySources: cFamily)
    }

    private func folder(of target: ManifestDump.Target, kind: PackageTarget.Kind) throws(CheckError) -> String {
        if let path = target.path {
            let folder = Path.normalized(path)
            guard FileSystem.kind(of: packageRoot + "/" + folder) == .folder else {
                throw CheckError(
                    "the folder of target '\(target.name)' does not exist (path: \"\(path)\")", file: folder)
            }
            return folder
        }
        // SwiftPM's PackageBuilder: one root, the first conventional folder that exists, and the
        // target's folder in it; from tools 5.9 a lone target of its kind may be the root itself.
        let family = Root(kind)
        let root =
            family.candidates.first { FileSystem.kind(of: "\(packageRoot)/\($0)") == .folder }
            ?? family.candidates[0]
        let folder = "\(root)/\(target.name)"
        if FileSystem.kind(of: "\(packageRoot)/\(folder)") == .folder { return folder }
        let mayTakeRoot = !toolsVersion.lexicographicallyPrecedes([5, 9]) && sharingRoot[family] == 1
        if mayTakeRoot, FileSystem.kind(of: "\(packageRoot)/\(root)") == .folder { return root }
        let expected = mayTakeRoot ? "'\(folder)', '\(root)'" : "'\(folder)'"
        throw CheckError(
            "no source folder for target '\(target.name)': SwiftPM expects its files under \(expected), or a path: in Package.swift",
            file: "Package.swift")
    }

    /// SwiftPM's rules for which files of a target are sources.
    struct Rules {
        /// `[major, minor]` of the manifest's tools version.
        let toolsVersion: [Int]
        let excluded: Set<String>
        /// The folders and files `sources:` names, and the target's folder.
        let declaredSources: Set<String>
        /// Folders declared as `.copy` resources: SwiftPM does not look inside.
        let copied: Set<String>
        /// Every declared resource: nothing under one is compiled.
        let resources: [String]

        /// Folders SwiftPM never looks into.
        static let ignoredFolderExtensions: Set<String> = ["xcodeproj", "playground", "xcworkspace"]
        /// Folders SwiftPM treats as a single resource file (its xcbuild and SwiftPM file types).
        static let opaqueFolderExtensions: Set<String> = [
            "nib", "xib", "storyboard", "xcassets", "xcstrings", "xcdatamodeld", "xcdatamodel", "xcmappingmodel",
            "metal", "docc",
        ]

        /// Whether SwiftPM walks into the folder at `path` (relative to the package root).
        func descends(into path: String) -> Bool {
            if excluded.contains(path) || copied.contains(path) { return false }
            guard let dot = path.split(separator: "/").last?.lastIndex(of: "."),
                dot != path.split(separator: "/").last!.startIndex
            else { return true }
            let name = path.split(separator: "/").last!
            let ext = String(name[name.index(after: dot)...])
            if Self.ignoredFolderExtensions.contains(ext) { return false }
            if ext == "lproj" || declaredSources.contains(path) { return true }
            if toolsVersion.lexicographicallyPrecedes([5, 3]) { return true }
            // From 5.6, the known bundle-like extensions; from 5.3 to 5.5, any extension at all.
            return toolsVersion.lexicographicallyPrecedes([5, 6]) ? false : !Self.opaqueFolderExtensions.contains(ext)
        }

        /// Whether a file SwiftPM found is compiled rather than a resource or excluded.
        func isCompiled(_ path: String) -> Bool {
            !excluded.contains(path) && !resources.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
    }

    /// Every file under `folder` (relative to the root), skipping hidden entries and what `rules`
    /// says SwiftPM does not look into.
    private func walk(
        _ folder: String, into files: inout [String], rules: Rules, target: String, warnings: inout [Diagnostic]
    ) throws(CheckError) {
        var pending = [folder]
        while let current = pending.popLast() {
            if rules.excluded.contains(current) { continue }
            let entries: [FileSystem.Entry]
            do {
                entries = try FileSystem.entries(of: packageRoot + "/" + current, strict: true)
            } catch {
                throw CheckError(error.message, file: current)  // relative, like every other message
            }
            for entry in entries where !entry.name.hasPrefix(".") {
                let name = entry.name
                if current.isEmpty
                    && (name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")))
                {
                    continue  // the manifest, in a target whose folder is the package root
                }
                let path = Self.join(current, name)
                if rules.excluded.contains(path) { continue }
                switch entry.kind(in: packageRoot + "/" + current) {
                case .folder?: if rules.descends(into: path) { pending.append(path) }
                case .file?: files.append(path)
                case nil:
                    // A link that leads nowhere: SwiftPM warns and skips it; so does the checker.
                    // (A FIFO, socket or device is skipped without a word: it is no source.)
                    if let problem = FileSystem.linkProblem(at: packageRoot + "/" + path) {
                        warnings.append(
                            Diagnostic(
                                rule: .brokenSymlink,
                                message:
                                    "\(problem) in target '\(target)': SwiftPM skips it, so nothing behind it is built or checked; fix the link or remove it",
                                file: path, target: target))
                    }
                }
            }
        }
    }

    /// `name` inside `folder`, where the empty folder is the package root.
    private static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder + "/" + name
    }

    private static let cFamilyExtensions = [".c", ".cc", ".cpp", ".cxx", ".c++", ".m", ".mm", ".s", ".S"]
}
