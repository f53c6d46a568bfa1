/// `init`'s folder layers: where an app keeps its layers as folders of one target (`Domain/`,
/// `Data/`, `Presentation/`, in any case), the target is split into them.
///
/// - **Which targets.** A target with two top-level folders or more named like layers, unless it is
///   itself a module named like a layer (`Domain`, `AppCore`: then the modules are the layers) or
///   those folders are few beside its others (features, not layers). An app's one target (an
///   application, an executable, the only target of a package checked alone) is split whatever its
///   name. The folder is the one holding most of the target's files; test doubles compiled into it
///   (`Mocks/`, `FakeClock.swift`) are proposed for `"exclude"`, and other files from elsewhere are
///   placed by their references. Targets compiling any of the same files are split with it, when
///   nothing but it depends on them.
/// - **The order** is ``FolderPlacement``'s: the references between the folders are a hard
///   constraint (folders that name each other in a cycle are one layer), names a hint; siblings
///   of the two kinds become parts (``PartInference``).
struct FolderLayerInference {
    /// A target to split, with what its folder holds.
    struct Candidate {
        var target: PackageTarget
        /// The folder its layers are folders of, relative to the root (`""`: the root).
        var base: String
        /// Its top-level folders named like layers.
        var named: [String]
        /// Every Swift file to place: the target's and those of the targets split with it.
        var files: [String]
        /// Targets that compile some of the same files, split with it, and each one's files.
        var sharing: [String: [String]]
        /// The test doubles compiled into them, left out of the split (``testDoubles(of:)``).
        var doubles: [String] = []
    }

    /// The targets to split, and for each target considered but not split, why. Apps' targets
    /// first: files another target compiles too are split with the app's.
    static func candidates(
        in analysis: PackageAnalysis, graph: DependencyGraph
    ) -> (candidates: [Candidate], notes: [String]) {
        var candidates: [Candidate] = []
        var notes: [String] = []
        let production = analysis.targets.map(\.target).filter { ![.test, .plugin, .macro].contains($0.kind) }
        // A package's only target holds all its code; in a whole app, its modules are its parts.
        let only = !analysis.isWorkspace && production.count == 1
        var claimed: Set<String> = []
        for target in production.sorted(by: { isAppTarget($0) && !isAppTarget($1) })
        where !claimed.contains(target.name) {
            // Two folders named like layers, at any depth, or no split: a quick look first (check
            // asks this of every package without a configuration).
            // (Each folder holding files once: most files share theirs.)
            let holding = Set(
                target.swiftFiles.map { file in file.utf8.lastIndex(of: UInt8(ascii: "/")).map { file[..<$0] } ?? "" })
            let folders = Set(holding.flatMap { $0.split(separator: "/") })
            guard folders.count(where: { LayerConventions.hint(forFolder: String($0)) != nil }) >= 2 else { continue }
            let files = target.swiftFiles.filter { !isTestDouble($0) }
            let base = Self.base(of: files)
            let named = ringFolders(under: base, in: files)
            guard named.count >= 2 else { continue }
            let sharing = Self.sharing(target, files: files, base: base, among: production)
            let why =
                reasonNotToSplit(target, named: named, files: files, base: base, only: only)
                ?? sharingProblem(sharing.keys, of: target, claimed: claimed, graph: graph)
            if let why {
                notes.append(
                    "\(target.name) has folders named like layers (\(named.joined(separator: ", "))), but \(why), so it is not split"
                )
                continue
            }
            claimed.insert(target.name)
            claimed.formUnion(sharing.keys)
            let compiled = Set(target.swiftFiles + sharing.values.joined())
            candidates.append(
                Candidate(
                    target: target, base: base, named: named, files: compiled.filter { !isTestDouble($0) }.sorted(),
                    sharing: sharing, doubles: compiled.filter(isTestDouble).sorted()))
        }
        return (candidates, notes)
    }

    /// The targets whose files the split of `target` would hold, with all their files: those
    /// compiling a file in one of its top-level folders, at its folder's root, or one of its
    /// files from elsewhere; then those sharing with them, until none is left.
    private static func sharing(
        _ target: PackageTarget, files: [String], base: String, among production: [PackageTarget]
    ) -> [String: [String]] {
        var sharing: [String: [String]] = [:]
        var all = files
        while true {
            let held = Holding(files: all, base: base)
            let more = production.filter { other in
                other.name != target.name && sharing[other.name] == nil && other.swiftFiles.contains(where: held.holds)
            }
            guard !more.isEmpty else { return sharing }
            for other in more {
                sharing[other.name] = other.swiftFiles.filter { !isTestDouble($0) }
                all += sharing[other.name]!
            }
        }
    }

    /// Why targets sharing files keep `target` whole, if they do: one is split already, or a
    /// target other than `target` depends on one (its files would be in `target`'s layers).
    private static func sharingProblem(
        _ sharing: some Collection<String>, of target: PackageTarget, claimed: Set<String>, graph: DependencyGraph
    ) -> String? {
        if let split = sharing.sorted().first(where: claimed.contains) {
            return "\(split) compiles some of its files and is split already"
        }
        let names = Set(sharing)
        guard !names.isEmpty,
            let user = graph.allEdges.filter({
                names.contains($0.to) && $0.declared && $0.from != target.name && graph.target[$0.from]?.kind != .test
            }).min(by: { ($0.from, $0.to) < ($1.from, $1.to) })
        else { return nil }
        return "\(user.to) compiles some of its files and \(user.from) depends on it"
    }

    /// Why a target with folders named like layers is no place of folder layers, if it is not:
    /// it is itself a module named like a layer (not what an app runs, nor a package's only
    /// target), or those folders hold fewer than half of its files (the rest are features, not
    /// layers).
    private static func reasonNotToSplit(
        _ target: PackageTarget, named: [String], files: [String], base: String, only: Bool
    ) -> String? {
        if let hint = LayerConventions.hint(for: target.localName), !isAppTarget(target), !only {
            return
                "it is a module named like a layer itself (\(hint.written)), as its neighbours are: the modules are the layers"
        }
        let inside = files.filter { isInside($0, base) }
        let held = inside.filter { file in topFolder(of: file, under: base).map { named.contains(String($0)) } == true }
        guard held.count * 2 < inside.count else { return nil }
        return
            "they hold \(held.count) of its \(inside.count) files: its other folders are its parts, not layers"
    }

    /// What the patterns of a split of some files under a folder hold: files in the top-level
    /// folders they are in, files at the folder's root when some of them are, and the files from
    /// elsewhere themselves.
    private struct Holding {
        let base: String
        let folders: Set<Substring>
        let hasRootFiles: Bool
        let strays: Set<String>

        init(files: [String], base: String) {
            self.base = base
            folders = Set(files.compactMap { topFolder(of: $0, under: base) })
            hasRootFiles = files.contains { parent($0) == base }
            strays = Set(files.filter { !isInside($0, base) })
        }

        func holds(_ file: String) -> Bool {
            if strays.contains(file) { return true }
            guard isInside(file, base) else { return false }
            return topFolder(of: file, under: base).map(folders.contains) ?? hasRootFiles
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
            var count: [Substring: Int] = [:]
            for file in files { if let folder = topFolder(of: file, under: base) { count[folder, default: 0] += 1 } }
            guard let (folder, held) = count.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
                held * 2 > files.count
            else { break }
            base = base.isEmpty ? String(folder) : base + "/" + folder
        }
        return base
    }

    /// The top-level folders under `base` that hold some of `files` and are named like a layer.
    static func ringFolders(under base: String, in files: [String]) -> [String] {
        Set(files.compactMap { topFolder(of: $0, under: base) }).filter {
            LayerConventions.hint(forFolder: String($0)) != nil
        }.map(String.init).sorted()
    }

    // MARK: - Paths relative to the root

    /// The folder under `base` that `file` is in (`Domain` for `App/Domain/User.swift` under
    /// `App`); `nil` for a file at `base`'s root or outside it.
    static func topFolder(of file: String, under base: String) -> Substring? {
        guard isInside(file, base) else { return nil }
        let parts = relative(file, to: base).split(separator: "/", maxSplits: 1)
        return parts.count == 2 ? parts[0] : nil
    }

    /// `file` relative to `base`, which holds it.
    static func relative(_ file: String, to base: String) -> Substring {
        base.isEmpty ? file[...] : file.dropFirst(base.count + 1)
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

    /// Whether `path` is a test double: a file named for one (`MockClock.swift`,
    /// `ClockFake.swift`), or in a folder named for them (`Mocks/`, `NetworkFakes/`,
    /// `TestDoubles/`).
    static func isTestDouble(_ path: String) -> Bool { testDoublePrefix(of: path) != nil }

    private static let doubleWords = Set(TestSupportInference.doubleWords.map { $0.lowercased() })

    /// The double words' bytes, for a quick look into every name (``holds(_:in:)``).
    private static let doubleWordBytes = doubleWords.map { Array($0.utf8) }

    /// Whether `bytes` hold `word` anywhere. Not the standard library's `contains(_:)`: unspecialised
    /// in a debug build, it is 9 times slower, and the test suite runs the checker in process.
    private static func holds(_ word: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = word.first, word.count <= bytes.count else { return false }
        for start in 0...(bytes.count - word.count) where bytes[start] == first {
            if bytes[start..<(start + word.count)].elementsEqual(word) { return true }
        }
        return false
    }

    /// The outermost folder of `path` named for test doubles, or the file itself if it is.
    private static func testDoublePrefix(of path: String) -> String? {
        let names = path.split(separator: "/")
        for (index, name) in names.enumerated() {
            // A name holding no double word in any case has none as a word: split only the others
            // (every file of every target is asked).
            let lowered = name.lowercased()
            let bytes = Array(lowered.utf8)
            guard doubleWordBytes.contains(where: { holds($0, in: bytes) }) || lowered.hasPrefix("testdouble") else {
                continue
            }
            let isFile = index == names.count - 1
            let words = CamelCaseWords.split(isFile ? name.prefix { $0 != "." } : name)
            let ends = (isFile ? [words.first, words.last] : [words.last]).compactMap { $0?.lowercased() }
            if ends.contains(where: doubleWords.contains)
                || lowered.hasPrefix("testdouble")
            {
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
