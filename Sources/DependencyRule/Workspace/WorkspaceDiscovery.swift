/// Finds the packages and Xcode projects under a folder, or that a list of patterns names.
///
/// - Discovery: every folder with a `Package.swift` and every `.xcodeproj` under the root, and
///   the entries of every `.xcworkspace` there.
/// - Patterns (`"members"`): paths relative to a folder, each part a glob (`*`, `?`), `**` any
///   number of folders; each must name at least one package folder, `.xcodeproj` or
///   `.xcworkspace`.
///
/// Both walk folders one way (``walk(from:_:)``): build output, tools' and third-party folders
/// (``skippedFolders``) and hidden ones are skipped, bundles are never walked into, a symbolic
/// link that leads back to a folder it is in is an error, and one that leads to a folder seen
/// already is walked once. A workspace entry or sub-project inside a third-party folder (Pods,
/// Carthage) is not a member, whether it is there or not.
struct WorkspaceDiscovery {
    /// Where a member candidate was found.
    struct Found: Hashable {
        enum Kind: Hashable { case package, xcodeProject }
        let kind: Kind
        /// The package's folder or the `.xcodeproj`, absolute.
        let path: String
    }

    /// Folders never walked into: build output, tools' folders, third-party code.
    static let skippedFolders: Set<String> = [
        ".build", ".swiftpm", "DerivedData", "build", "Pods", "Carthage", "checkouts", "node_modules",
    ]

    /// The root folder, absolute.
    let root: String

    /// How messages name `path` (absolute): relative to the root.
    func display(_ path: String) -> String { Path.displayed(path, from: root) }

    /// Whether `path` (absolute) lies in a third-party or build folder below the root (or, outside
    /// it, anywhere on its way there).
    func isThirdParty(_ path: String) -> Bool {
        Path.relativeClimbing(path, from: root).split(separator: "/").contains {
            Self.skippedFolders.contains(String($0))
        }
    }

    /// Every folder under `start` (itself first) with its entries, as discovery walks them.
    func walk(from start: String, _ visit: (String, [FileSystem.Entry]) throws(CheckError) -> Void) throws(CheckError) {
        var visited: Set<String> = [Path.resolved(start)]
        var pending: [(path: String, real: String)] = [(start, Path.resolved(start))]
        while let (folder, real) = pending.popLast() {
            let entries: [FileSystem.Entry]
            do {
                entries = try FileSystem.entries(of: folder)
            } catch {
                throw CheckError(error.message, file: display(folder))
            }
            try visit(folder, entries)
            for entry in entries.reversed()
            where !entry.name.hasPrefix(".") && !Self.skippedFolders.contains(entry.name) {
                let path = folder + "/" + entry.name
                guard entry.kind(in: folder) == .folder else {
                    // Only a link (the listing does not say what it is) can be a loop.
                    if entry.listedKind == nil, let problem = FileSystem.linkProblem(at: path), problem.contains("loop")
                    {
                        throw CheckError(
                            "\(problem): discovery cannot walk through it; remove it, or list the members in \"members\"",
                            file: display(path))
                    }
                    continue
                }
                if Self.isBundle(entry.name) { continue }
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
    }

    /// A folder that is one thing (a project, a workspace, an asset catalog…), never walked into.
    static func isBundle(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        let ext = String(name[name.index(after: dot)...])
        return ext == "xcodeproj" || ext == "xcworkspace" || XcodeProjectReader.opaqueFolderExtensions.contains(ext)
    }

    /// Everything under the root: packages, projects, and the entries of workspaces; the Swift
    /// files met on the way (absolute), which are worth scanning early; and what workspaces list
    /// in third-party folders.
    func discover() throws(CheckError) -> (found: [Found], swiftFiles: [String], thirdParty: [String]) {
        var found: [Found] = []
        var swiftFiles: [String] = []
        var workspaces: [String] = []
        try walk(from: root) { (folder, entries) throws(CheckError) in
            for entry in entries where !entry.name.hasPrefix(".") {
                if entry.name == "Package.swift" { found.append(Found(kind: .package, path: folder)) }
                if entry.name.hasSuffix(".xcodeproj") {
                    found.append(Found(kind: .xcodeProject, path: folder + "/" + entry.name))
                } else if entry.name.hasSuffix(".xcworkspace") {
                    workspaces.append(folder + "/" + entry.name)
                } else if entry.name.hasSuffix(".swift"), entry.listedKind != .folder {
                    swiftFiles.append(folder + "/" + entry.name)
                }
            }
        }
        // In the order of their paths, so that members are named and drawn alike on every machine.
        found.sort { $0.path < $1.path }
        var thirdParty: [String] = []
        for workspace in workspaces.sorted() {
            found += try entries(ofWorkspace: workspace, thirdParty: &thirdParty)
        }
        return (unique(found), swiftFiles, thirdParty)
    }

    /// The members a workspace lists: its projects, and its folders that hold a package; what it
    /// lists in third-party folders goes to `thirdParty`.
    func entries(ofWorkspace bundle: String, thirdParty: inout [String]) throws(CheckError) -> [Found] {
        let document = try WorkspaceDocument.read(bundle: bundle, displayPath: display(bundle))
        var found: [Found] = []
        for entry in document.entries {
            if isThirdParty(entry.path) {
                thirdParty.append(entry.path)
                continue
            }
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
    func expand(
        _ patterns: [TargetPattern], in folder: String, file: String, thirdParty: inout [String]
    ) throws(CheckError) -> [Found] {
        var found: [Found] = []
        for pattern in patterns {
            var matched: [Found] = []
            for path in try glob(pattern.text, in: folder) {
                if path.hasSuffix(".xcodeproj") {
                    matched.append(Found(kind: .xcodeProject, path: path))
                } else if path.hasSuffix(".xcworkspace") {
                    matched += try entries(ofWorkspace: path, thirdParty: &thirdParty)
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
        return unique(found)
    }

    /// The folders and bundles `pattern` matches under `folder`, sorted; `**` is any number of
    /// folders, walked as discovery walks them. With `files`, its last part matches files too.
    func glob(_ pattern: String, in folder: String, files: Bool = false) throws(CheckError) -> [String] {
        var current: Set<String> = [pattern.hasPrefix("/") ? "/" : folder]
        let parts = pattern.split(separator: "/").map(String.init)
        for (index, part) in parts.enumerated() {
            let matchesFiles = files && index == parts.count - 1
            var next: Set<String> = []
            for base in current {
                switch part {
                case ".": next.insert(base)
                case "..": next.insert(Path.parent(of: base))
                case "**":
                    try walk(from: base) { (visited, _) throws(CheckError) in next.insert(visited) }
                case let part where part.contains("*") || part.contains("?") || part.contains("\\"):
                    let matcher = TargetPattern(part)
                    for entry in (try? FileSystem.entries(of: base)) ?? []
                    where !entry.name.hasPrefix(".") && !Self.skippedFolders.contains(entry.name)
                        && matcher.matches(entry.name)
                    {
                        let kind = entry.kind(in: base)
                        if kind == .folder || (matchesFiles && kind == .file) {
                            next.insert(Path.appending(entry.name, to: base))
                        }
                    }
                default:
                    let kind = FileSystem.kind(of: Path.appending(part, to: base))
                    if kind == .folder || (matchesFiles && kind == .file) {
                        next.insert(Path.appending(part, to: base))
                    }
                }
            }
            current = next
        }
        return current.map { Path.absolute($0, in: "/") }.sorted()
    }

    /// `found` without repeats (a folder reached through a link counts once), in order.
    private func unique(_ found: [Found]) -> [Found] {
        var seen: Set<String> = []
        return found.filter { seen.insert(Path.resolved($0.path)).inserted }
    }
}
