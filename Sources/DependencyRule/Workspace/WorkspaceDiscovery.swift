/// Finds the packages and Xcode projects under a folder, or that a list of patterns names.
///
/// - Discovery: every folder with a `Package.swift` and every `.xcodeproj` under the root, and
///   the entries of every `.xcworkspace` there; it skips build output and tools' folders
///   (``skippedFolders``) and hidden ones, and never walks into a bundle. A symbolic link that
///   leads back to a folder it is in is an error; one that leads to a folder seen already is
///   walked once.
/// - Patterns (`"members"`): paths relative to a folder, each part a glob (`*`, `?`), `**` any
///   number of folders; each must name at least one package folder, `.xcodeproj` or
///   `.xcworkspace`.
struct WorkspaceDiscovery {
    /// Where a member candidate was found.
    struct Found: Hashable {
        enum Kind: Hashable { case package, xcodeProject }
        let kind: Kind
        /// The package's folder or the `.xcodeproj`, absolute.
        let path: String
    }

    /// Folders never walked into.
    static let skippedFolders: Set<String> = [
        ".build", ".swiftpm", "DerivedData", "build", "Pods", "Carthage", "checkouts", "node_modules",
    ]

    /// The root folder, absolute.
    let root: String
    /// How messages name paths: relative to the root.
    func display(_ path: String) -> String {
        let relative = Path.relativeClimbing(path, from: root)
        return relative.isEmpty ? "." : relative
    }

    /// Everything under the root: packages, projects, and the entries of workspaces; and the
    /// Swift files met on the way (absolute), which are worth scanning early.
    func discover() throws(CheckError) -> (found: [Found], swiftFiles: [String]) {
        var found: [Found] = []
        var swiftFiles: [String] = []
        var workspaces: [String] = []
        var visited: Set<String> = [Path.resolved(root)]
        var pending: [(path: String, real: String)] = [(root, Path.resolved(root))]
        while let (folder, real) = pending.popLast() {
            let entries: [FileSystem.Entry]
            do {
                entries = try FileSystem.entries(of: folder)
            } catch {
                throw CheckError(error.message, file: display(folder))
            }
            if entries.contains(where: { $0.name == "Package.swift" }) {
                found.append(Found(kind: .package, path: folder))
            }
            for entry in entries.reversed()
            where !entry.name.hasPrefix(".") && !Self.skippedFolders.contains(entry.name) {
                let path = folder + "/" + entry.name
                guard entry.kind(in: folder) == .folder else {
                    if entry.name.hasSuffix(".swift") {
                        swiftFiles.append(path)
                        continue
                    }
                    if let problem = FileSystem.linkProblem(at: path), problem.contains("loop") {
                        throw CheckError(
                            "\(problem): discovery cannot walk through it; remove it, or list the members in \"members\"",
                            file: display(path))
                    }
                    continue
                }
                if entry.name.hasSuffix(".xcodeproj") {
                    found.append(Found(kind: .xcodeProject, path: path))
                    continue
                }
                if entry.name.hasSuffix(".xcworkspace") {
                    workspaces.append(path)
                    continue
                }
                if let dot = entry.name.lastIndex(of: "."), dot != entry.name.startIndex,
                    XcodeProjectReader.opaqueFolderExtensions.contains(
                        String(entry.name[entry.name.index(after: dot)...]))
                {
                    continue
                }
                let resolved = entry.listedKind == nil ? Path.resolved(path) : real + "/" + entry.name
                if entry.listedKind == nil, real == resolved || real.hasPrefix(resolved + "/") {
                    throw CheckError(
                        "a symbolic link loop: it leads back to '\(display(resolved))', a folder it is in; remove it, or list the members in \"members\"",
                        file: display(path))
                }
                guard visited.insert(resolved).inserted else { continue }
                pending.append((path, resolved))
            }
        }
        // In the order of their paths, so that members are named and drawn alike on every machine.
        found.sort { $0.path < $1.path }
        for workspace in workspaces.sorted() {
            found += try entries(ofWorkspace: workspace)
        }
        return (Self.unique(found), swiftFiles)
    }

    /// The members a workspace lists: its projects, and its folders that hold a package.
    func entries(ofWorkspace bundle: String) throws(CheckError) -> [Found] {
        let document = try WorkspaceDocument.read(bundle: bundle, displayPath: display(bundle))
        var found: [Found] = []
        for entry in document.entries {
            if entry.path.hasSuffix(".xcodeproj") {
                guard FileSystem.kind(of: entry.path) == .folder else {
                    throw CheckError(
                        "the workspace lists '\(entry.location)', but there is no such project (\(display(entry.path)))",
                        file: display(bundle) + "/contents.xcworkspacedata", line: entry.line, column: entry.column)
                }
                found.append(Found(kind: .xcodeProject, path: entry.path))
            } else if FileSystem.kind(of: entry.path) == nil {
                // A file the workspace shows (a README, a loose source) is no member, there or not.
                let name = Path.lastComponent(of: entry.path)
                if let dot = name.lastIndex(of: "."), dot != name.startIndex, !name.hasSuffix(".xcworkspace") {
                    continue
                }
                throw CheckError(
                    "the workspace lists '\(entry.location)', but there is nothing at \(display(entry.path))",
                    file: display(bundle) + "/contents.xcworkspacedata", line: entry.line, column: entry.column)
            } else if FileSystem.kind(of: entry.path + "/Package.swift") == .file {
                found.append(Found(kind: .package, path: entry.path))
            }
        }
        return found
    }

    /// What `patterns` (relative to `folder`) name; a pattern that names nothing is an error at
    /// its place in `file`.
    func expand(_ patterns: [TargetPattern], in folder: String, file: String) throws(CheckError) -> [Found] {
        var found: [Found] = []
        for pattern in patterns {
            var matched: [Found] = []
            for path in Self.glob(pattern.text, in: folder) {
                if path.hasSuffix(".xcodeproj") {
                    matched.append(Found(kind: .xcodeProject, path: path))
                } else if path.hasSuffix(".xcworkspace") {
                    matched += try entries(ofWorkspace: path)
                } else if FileSystem.kind(of: path + "/Package.swift") == .file {
                    matched.append(Found(kind: .package, path: path))
                }
            }
            guard !matched.isEmpty else {
                throw CheckError(
                    "\"members\": '\(pattern.text)' names no package folder, .xcodeproj or .xcworkspace",
                    file: file, line: pattern.line, column: pattern.column)
            }
            found += matched
        }
        return Self.unique(found)
    }

    /// The folders `pattern` matches under `folder`, sorted; `**` is any number of folders.
    static func glob(_ pattern: String, in folder: String) -> [String] {
        if pattern.hasPrefix("/") { return glob(String(pattern.dropFirst()), in: "") }
        var current: Set<String> = [folder]
        for part in pattern.split(separator: "/").map(String.init) {
            var next: Set<String> = []
            for base in current {
                switch part {
                case ".": next.insert(base)
                case "..": next.insert(Path.parent(of: base))
                case "**":
                    var pending = [base]
                    while let folder = pending.popLast() {
                        next.insert(folder)
                        for entry in (try? FileSystem.entries(of: folder.isEmpty ? "/" : folder)) ?? []
                        where !entry.name.hasPrefix(".") && !skippedFolders.contains(entry.name)
                            && entry.kind(in: folder) == .folder && !entry.name.hasSuffix(".xcodeproj")
                            && !entry.name.hasSuffix(".xcworkspace")
                        {
                            pending.append(folder + "/" + entry.name)
                        }
                    }
                case let part where part.contains("*") || part.contains("?"):
                    let matcher = TargetPattern(part)
                    for entry in (try? FileSystem.entries(of: base.isEmpty ? "/" : base)) ?? []
                    where !entry.name.hasPrefix(".") && matcher.matches(entry.name) && entry.kind(in: base) == .folder {
                        next.insert(base + "/" + entry.name)
                    }
                default:
                    if FileSystem.kind(of: base + "/" + part) == .folder { next.insert(base + "/" + part) }
                }
            }
            current = next
        }
        return current.map { "/" + Path.normalized($0) }.sorted()
    }

    /// `found` without repeats, in order.
    private static func unique(_ found: [Found]) -> [Found] {
        var seen: Set<String> = []
        return found.filter { seen.insert(Path.normalized($0.path)).inserted }
    }
}
