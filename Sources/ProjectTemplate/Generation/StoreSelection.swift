import DependencyRule

/// `new --store`: the stores a package keeps, out of the kit's. The kit's stores are the folders of
/// its composition layer's `Databases/` (`SQLite`, `Files`, `Memory`), each store named by its
/// folder in lower case (`sqlite`), as `--store` names it in the apps. A store is everything in
/// the kit's folders of that name, in any target: its driver, its declaration in `StoreKind`, its
/// contract runs, its tests.
///
/// Cutting a store removes its folders; then the list entries that named what those folders
/// declared (`.sqlite,` in `StoreKind.all`, `SQLiteContracts.self,` in the contracts' list); then
/// the files whose declarations only removed files used (the busy wait the SQLite and files
/// drivers share, the byte-storage types of the files driver); then the helper programs only
/// removed tests ran (`storage-torture`, with no store that keeps data); then the targets only
/// removed files imported (the system's SQLite, the power-cut recorder), with their tests. What is left compiles
/// without it: `StoreSelectionTests` checks that no name the cut files declared is still used, for
/// every single store; the end-to-end suite builds a package with the memory store alone.
struct StoreSelection: Sendable {
    /// The target that holds the stores, and the apps' storage beside them (the league's).
    static let target = "FrameworksAndDrivers"
    /// Where the kit's stores are, one folder each.
    static let databases = "Sources/\(target)/Databases"

    /// The kit's stores, by name (`sqlite`), with the name of their folders (`SQLite`), sorted by
    /// name (the apps' own order, the default first, is `StoreKind.all`'s).
    let available: [(name: String, folder: String)]
    /// The names of the stores kept, sorted by name.
    let kept: [String]

    /// - Parameters:
    ///   - chosen: the stores `--store` named; empty for all of them.
    ///   - kernel: the kit's kernel, whose `Databases/` folders are the stores.
    /// - Throws: ``GenerationError`` for a name that is no store of the kit, or a kit with none.
    init(chosen: [String], kernel: FileTree) throws(GenerationError) {
        var folders: [String] = []
        for path in kernel.paths where path.hasPrefix(Self.databases + "/") {
            let components = path.dropFirst(Self.databases.count + 1).split(separator: "/")
            if components.count > 1, !folders.contains(String(components[0])) { folders.append(String(components[0])) }
        }
        guard !folders.isEmpty else {
            throw GenerationError(
                "the kit has no store: no folder in \(Self.databases); is it a complete CleanArchitectureKit?")
        }
        available = folders.sorted().map { (name: $0.lowercased(), folder: $0) }
        let names = available.map(\.name)
        for name in chosen where !names.contains(name) {
            throw GenerationError(
                "--store must be one of \(names.joined(separator: ", ")), not '\(name)' (run 'clean-architecture new --help' for usage)"
            )
        }
        kept = chosen.isEmpty ? names : names.filter(chosen.contains)
    }

    /// Whether every store of the kit is kept.
    var keepsAll: Bool { kept.count == available.count }

    /// The folder names of the stores that are cut.
    var cutFolders: Set<String> { Set(available.filter { !kept.contains($0.name) }.map(\.folder)) }

    /// `tree` without the cut stores: their folders, the list entries that named their
    /// declarations, and the targets nothing imports once they are gone.
    func apply(to tree: FileTree) -> FileTree {
        guard !keepsAll else { return tree }
        let cut = cutFolders
        var kept = FileTree()
        var removed = FileTree()
        for (path, text) in tree.files {
            let inside = path.split(separator: "/").dropFirst(path.hasPrefix("Fakes/") ? 1 : 2).dropLast()
            if inside.contains(where: { cut.contains(String($0)) }) {
                removed[path] = text
            } else {
                kept[path] = text
            }
        }
        let declared = Self.declarations(in: removed)
        kept = kept.mappingContents { path, text in
            path.hasSuffix(".swift") ? Self.removingEntries(naming: declared, from: text) : text
        }
        Self.moveOrphans(from: &kept, to: &removed)
        Self.dropUnrunHelpers(from: &kept, runBy: removed)
        return Self.droppingUnimported(from: kept, importedBefore: Self.importedModules(in: tree))
    }

    /// Takes out of `kept` each helper executable (`Sources/storage-torture`) that a file of
    /// `removed` names (the tests that ran it) and no file of `kept` outside it names.
    static func dropUnrunHelpers(from kept: inout FileTree, runBy removed: FileTree) {
        let helpers = ProjectGenerator.helperPrograms(in: kept)
        for helper in helpers {
            let folder = "Sources/\(helper)/"
            let names = { (text: String) in text.contains("\"\(helper)\"") }
            guard removed.files.values.contains(where: names),
                !kept.files.contains(where: { !$0.key.hasPrefix(folder) && names($0.value) })
            else { continue }
            for path in kept.paths where path.hasPrefix(folder) { kept[path] = nil }
        }
    }

    /// Moves from `kept` to `removed` each Swift file whose top-level declarations some removed
    /// file used and no other kept file uses, until none is left.
    static func moveOrphans(from kept: inout FileTree, to removed: inout FileTree) {
        // The words of each Swift file, read once.
        var words: [String: Set<Substring>] = [:]
        for (path, text) in kept.files.merging(removed.files, uniquingKeysWith: { $1 }) where path.hasSuffix(".swift") {
            words[path] = Self.words(in: text)
        }
        // What each kept file declares, read once.
        var declared: [String: Set<Substring>] = [:]
        for path in kept.paths where path.hasSuffix(".swift") {
            var single = FileTree()
            single[path] = kept[path]
            declared[path] = Set(
                FeatureGenerator.declaredTypes(in: single).union(topLevelFunctions(in: kept[path]!)).map {
                    Substring($0)
                })
        }
        var moved = true
        while moved {
            moved = false
            for path in kept.paths where path.hasSuffix(".swift") {
                let names = declared[path] ?? []
                guard !names.isEmpty else { continue }
                let uses = { (tree: FileTree, except: String?) in
                    tree.files.keys.contains { other in
                        other != except && !(words[other] ?? []).isDisjoint(with: names)
                    }
                }
                if uses(removed, nil) && !uses(kept, path) {
                    removed[path] = kept[path]
                    kept[path] = nil
                    moved = true
                }
            }
        }
    }

    /// The words of `text`: runs of letters, digits and `_`.
    static func words(in text: String) -> Set<Substring> {
        Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") })
    }

    /// The functions `text` declares at the top level: `func describeSystemError(`, read by tokens.
    static func topLevelFunctions(in text: String) -> Set<String> {
        let source = SwiftTokens(text)
        let depths = source.depths
        return Set(
            source.tokens.indices.compactMap { position in
                depths[position] == 0 && source.isToken(position, "func")
                    && source.tokens.indices.contains(position + 1) && source.tokens[position + 1].kind == .identifier
                    ? String(source[position + 1]).trimmingCharacters(in: ["`"]) : nil
            })
    }

    /// The names the Swift files of `tree` declare at the top level (types) or as static members
    /// of a top-level extension (`extension StoreKind { public static let sqlite = … }`), read by
    /// tokens.
    static func declarations(in tree: FileTree) -> Set<String> {
        var names = FeatureGenerator.declaredTypes(in: tree)
        for (path, text) in tree.files where path.hasSuffix(".swift") {
            let source = SwiftTokens(text)
            let depths = source.depths
            for start in source.tokens.indices where depths[start] == 0 && source.isToken(start, "extension") {
                guard let open = (start..<source.tokens.count).first(where: { source.isToken($0, "{") }),
                    let close = source.closing(open)
                else { continue }
                for position in open..<close
                where depths[position] == 1 && source.isToken(position, "static")
                    && (source.isToken(position + 1, "let") || source.isToken(position + 1, "var"))
                    && source.tokens[position + 2].kind == .identifier
                {
                    names.insert(String(source[position + 2]).trimmingCharacters(in: ["`"]))
                }
            }
        }
        return names
    }

    /// `text` without the lines that hold one list entry naming any of `names` (`.sqlite,` or
    /// `SQLiteContracts.self,`, read by tokens: a comment after it too; never a line of a comment
    /// or a string).
    static func removingEntries(naming names: Set<String>, from text: String) -> String {
        let source = SwiftTokens(text)
        var byLine: [Int: [Int]] = [:]
        for position in source.tokens.indices { byLine[source.lines[position], default: []].append(position) }
        let doomed = Set(
            byLine.compactMap { line, positions -> Int? in
                // `.name`, `name.self`, each maybe with a comma: one name, and nothing else.
                var entry = positions[...]
                if let last = entry.last, source.isToken(last, ",") { entry.removeLast() }
                if let first = entry.first, source.isToken(first, ".") { entry.removeFirst() }
                if entry.count == 3, source.isToken(entry[entry.startIndex + 1], "."),
                    source.isToken(entry[entry.startIndex + 2], "self")
                {
                    entry.removeLast(2)
                }
                guard entry.count == 1, let name = entry.first, source.tokens[name].kind == .identifier,
                    names.contains(String(source[name]))
                else { return nil }
                return line
            })
        guard !doomed.isEmpty else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.indices.filter { !doomed.contains($0) }.map { lines[$0] }.joined(separator: "\n")
    }

    /// The modules each target of `tree` imports, by target.
    static func importedModules(in tree: FileTree) -> [String: Set<String>] {
        var imports: [String: Set<String>] = [:]
        for (path, text) in tree.files where path.hasSuffix(".swift") {
            let target = target(of: path)
            imports[target, default: []].formUnion(ImportScanner.imports(in: text).map(\.module))
        }
        return imports
    }

    /// `tree` without the `Sources` targets that some other target imported `before` and none
    /// imports now (and without their tests), until none is left.
    static func droppingUnimported(from tree: FileTree, importedBefore before: [String: Set<String>]) -> FileTree {
        var tree = tree
        while true {
            let now = importedModules(in: tree)
            let importedNow = now.reduce(into: Set<String>()) { $0.formUnion($1.value.subtracting([$1.key])) }
            let importedThen = before.reduce(into: Set<String>()) { $0.formUnion($1.value.subtracting([$1.key])) }
            let targets = Set(tree.paths.filter { $0.hasPrefix("Sources/") }.map(target(of:)))
            let orphans = targets.filter { importedThen.contains($0) && !importedNow.contains($0) }
            guard !orphans.isEmpty else { return tree }
            for path in tree.paths {
                let target = target(of: path)
                if orphans.contains(target) || orphans.contains(where: { target == $0 + "Tests" }) { tree[path] = nil }
            }
        }
    }

    /// The target a path of the template is in: `Sources/X/…` and `Tests/X/…` are X's, `Fakes/…` the fakes'.
    private static func target(of path: String) -> String {
        let components = path.split(separator: "/")
        return components.first == "Fakes" || components.count < 2 ? "Fakes" : String(components[1])
    }
}
