/// `init`'s folder layers: where an app keeps its layers as folders of one target (`Domain/`,
/// `Data/`, `Presentation/`, in any case), the target is split into them.
///
/// - **Which targets.** A target with two top-level folders or more named like layers, unless it is
///   itself a module named like a layer (`Domain`, `AppCore`): then the modules are the layers.
///   An app's one target (an application, an executable, the only target of a package checked
///   alone) is split whatever its name. The folder is the one holding most of the target's files; test doubles
///   compiled into it (`Mocks/`, `FakeClock.swift`) are proposed for `"exclude"`, and other files
///   from elsewhere are placed by their references. Targets compiling the same folder are split
///   with it.
/// - **The order** is ``FolderPlacement``'s: the references between the folders are a hard
///   constraint (folders that name each other in a cycle are one layer), names a hint; siblings
///   of the two kinds become parts (``PartInference``).
struct FolderLayerInference {
    /// A target to split, with what its folder holds.
    struct Candidate {
        var target: PackageTarget
        /// The folder its layers are folders of, relative to the root (`""`: the root).
        var base: String
        /// Every Swift file to place: the target's and those of the targets split with it.
        var files: [String]
        /// Targets that compile the same folder, split with it.
        var sharing: [String]
        /// The test doubles compiled into them, left out of the split (``testDoubles(of:)``).
        var doubles: [String] = []
    }

    /// The targets to split, and for each target considered but not split, why. Apps' targets
    /// first: a folder another target compiles too is split with the app's.
    static func candidates(
        in analysis: PackageAnalysis, graph: DependencyGraph
    ) -> (candidates: [Candidate], notes: [String]) {
        var candidates: [Candidate] = []
        var notes: [String] = []
        let production = analysis.targets.filter { ![.test, .plugin, .macro].contains($0.target.kind) }
        // A package's only target holds all its code; in a whole app, its modules are its parts.
        let only = !analysis.isWorkspace && production.count == 1
        var claimed: Set<String> = []
        for entry in production.sorted(by: { isAppTarget($0.target) && !isAppTarget($1.target) })
        where !claimed.contains(entry.target.name) {
            let target = entry.target
            let files = target.swiftFiles.filter { !isTestDouble($0) }
            let base = Self.base(of: files)
            let named = ringFolders(under: base, in: files)
            guard named.count >= 2 else { continue }
            let held = Holding(files: files, base: base)
            let sharing = production.filter {
                $0.target.name != target.name && $0.target.swiftFiles.contains(where: held.holds)
            }
            let names = Set(sharing.map(\.target.name))
            let why =
                reasonNotToSplit(target, named: named, files: files, base: base, only: only)
                ?? graph.allEdges.first(where: {
                    names.contains($0.to) && $0.declared && graph.target[$0.from]?.kind != .test
                }).map { "\($0.to) compiles them too and \($0.from) depends on it" }
            if let why {
                notes.append(
                    "\(target.name) has folders named like layers (\(named.joined(separator: ", "))), but \(why), so it is not split"
                )
                continue
            }
            claimed.formUnion(names)
            let compiled = Set(target.swiftFiles + sharing.flatMap(\.target.swiftFiles))
            candidates.append(
                Candidate(
                    target: target, base: base, files: compiled.filter { !isTestDouble($0) }.sorted(),
                    sharing: names.sorted(), doubles: compiled.filter(isTestDouble).sorted()))
        }
        return (candidates, notes)
    }

    /// Why a target with folders named like layers is no place of folder layers, if it is not:
    /// it is itself a module named like a layer (not what an app runs, nor a package's only
    /// target), or those folders are few beside its others (features, not layers: fewer than half
    /// its folders, holding at most half of their files).
    private static func reasonNotToSplit(
        _ target: PackageTarget, named: [String], files: [String], base: String, only: Bool
    ) -> String? {
        if let hint = LayerConventions.hint(for: target.localName), !isAppTarget(target), !only {
            return
                "it is a module named like a layer itself (\(hint.written)), as its neighbours are: the modules are the layers"
        }
        var count: [Substring: Int] = [:]
        for file in files where isInside(file, base) {
            let parts = relative(file, to: base).split(separator: "/", maxSplits: 1)
            if parts.count == 2 { count[parts[0], default: 0] += 1 }
        }
        let held = named.reduce(0) { $0 + (count[Substring($1)] ?? 0) }
        let all = count.values.reduce(0, +)
        guard named.count * 2 < count.count, held * 2 <= all else { return nil }
        return
            "they are \(named.count) of its \(count.count) folders, holding \(held) of their \(all) files: its folders are its parts, not its layers"
    }

    /// What the patterns of a split of some files under a folder hold: files in the top-level
    /// folders they are in, and files at the folder's root when some of them are.
    private struct Holding {
        let base: String
        let folders: Set<Substring>
        let hasRootFiles: Bool

        init(files: [String], base: String) {
            self.base = base
            let tops = files.filter { isInside($0, base) }.map {
                relative($0, to: base).split(separator: "/", maxSplits: 1)
            }
            folders = Set(tops.filter { $0.count == 2 }.map { $0[0] })
            hasRootFiles = tops.contains { $0.count == 1 }
        }

        func holds(_ file: String) -> Bool {
            guard isInside(file, base) else { return false }
            let top = relative(file, to: base).split(separator: "/", maxSplits: 1)
            return top.count == 2 ? folders.contains(top[0]) : hasRootFiles
        }
    }

    /// An application, an extension, a tool or an executable: what an app runs.
    private static func isAppTarget(_ target: PackageTarget) -> Bool {
        target.kind == .executable || target.productType.map { ProductType(identifier: $0).isEndProduct } == true
    }

    /// The folder holding a target's files: from the folder all are in, down into the one folder
    /// holding more than half of them, until a folder holds two folders named like layers.
    static func base(of files: [String]) -> String {
        var base = files.first.map { parent($0) } ?? ""
        for file in files {
            while !base.isEmpty && !isInside(file, base) { base = parent(base) }
        }
        while ringFolders(under: base, in: files).count < 2 {
            var count: [String: Int] = [:]
            for file in files {
                let parts = relative(file, to: base).split(separator: "/", maxSplits: 1)
                if parts.count == 2 { count[String(parts[0]), default: 0] += 1 }
            }
            guard let (folder, held) = count.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
                held * 2 > files.count
            else { break }
            base = base.isEmpty ? folder : base + "/" + folder
        }
        return base
    }

    /// The top-level folders under `base` that hold some of `files` and are named like a layer.
    private static func ringFolders(under base: String, in files: [String]) -> [String] {
        let folders = Set(
            files.compactMap { file -> String? in
                guard isInside(file, base) else { return nil }
                let parts = relative(file, to: base).split(separator: "/", maxSplits: 1)
                return parts.count == 2 ? String(parts[0]) : nil
            })
        return folders.filter { LayerConventions.hint(forFolder: $0) != nil }.sorted()
    }

    static func relative(_ file: String, to base: String) -> String {
        base.isEmpty ? file : String(file.dropFirst(base.count + 1))
    }

    /// Whether `file` (relative to the root) is under `folder` (`""`: the root).
    static func isInside(_ file: String, _ folder: String) -> Bool {
        folder.isEmpty || file.hasPrefix(folder + "/")
    }

    /// The folder holding `path`, relative to the root (`""` at the top).
    static func parent(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    // MARK: - Test doubles

    /// Words that name test doubles, in folder and file names (`Mocks/`, `FakeClock.swift`).
    static let testDoubleWords: Set<String> = [
        "mock", "mocks", "fake", "fakes", "stub", "stubs", "spy", "spies", "dummy", "dummies",
    ]

    /// Whether a folder of `path` or its file is named for test doubles.
    static func isTestDouble(_ path: String) -> Bool { testDoublePrefix(of: path) != nil }

    /// The outermost folder of `path` named for test doubles, or the file itself if it is.
    private static func testDoublePrefix(of path: String) -> String? {
        let names = path.split(separator: "/")
        for (index, name) in names.enumerated() {
            let stem = index == names.count - 1 ? String(name.prefix { $0 != "." }) : String(name)
            let words = CamelCaseWords.split(stem).map { $0.lowercased() }
            if words.contains(where: testDoubleWords.contains) || stem.lowercased().contains("testdouble") {
                return names[...index].joined(separator: "/")
            }
        }
        return nil
    }

    /// What to leave out of the targets to split: the test doubles compiled into them, each a
    /// folder or a file (relative to the root), with why.
    static func testDoubles(of candidates: [Candidate]) -> [(pattern: String, reason: String)] {
        var found: [String: String] = [:]
        for candidate in candidates {
            for file in candidate.doubles {
                guard let prefix = testDoublePrefix(of: file) else { continue }
                found[prefix] =
                    "test doubles compiled into \(candidate.target.name), named so (\(prefix.split(separator: "/").last!))"
            }
        }
        return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
