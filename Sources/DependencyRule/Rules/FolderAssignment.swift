/// Folder layers and independent folders applied to the files of a package's targets: which layer
/// (and part) each file of a split target is in, and which sibling of each independent folder
/// group each file belongs to.
public struct FolderAssignment: Sendable {
    /// A file's sibling in an independent folder group.
    public struct Sibling: Hashable, Sendable {
        /// Index of the group in the configuration's `"independent"`.
        public var group: Int
        /// The folder a `"paths"` pattern matched (`App/Features/Login`), or the part's name.
        public var name: String
    }

    /// File (relative to the root) → index of its layer, for the files of split targets.
    public let layerOfFile: [String: Int]
    /// File → index of its part in its layer's `parts`, for a layer made of parts.
    public let partOfFile: [String: Int]
    /// The targets `"paths"` split → the outermost layer holding one of their files, and its part
    /// when all their files in that layer are in one.
    public let splitTargets: [String: (layer: Int, part: Int?)]
    /// File → its sibling in each independent folder group that holds it.
    public let siblings: [String: [Sibling]]
    /// File → a number for its place among the folders (layer, part and siblings; 0 for a file in
    /// none): a reference between two files of one number breaks no folder rule.
    public let unitOfFile: [String: Int]

    /// No folders.
    init() {
        layerOfFile = [:]
        partOfFile = [:]
        splitTargets = [:]
        siblings = [:]
        unitOfFile = [:]
    }

    /// Matches the configuration's path patterns against the files of `targets` (not test
    /// targets). Fails, naming the file, when a file of a split target is in no layer or in two;
    /// and, naming the pattern, when a pattern of a configuration file holds no file.
    /// - Parameter root: the folder the targets' file paths are relative to (absolute); the
    ///   patterns are relative to the configuration's folder.
    init(configuration: Configuration, targets: [PackageTarget], root: String?) throws(CheckError) {
        guard configuration.hasFolders else {
            (layerOfFile, partOfFile, splitTargets, siblings, unitOfFile) = ([:], [:], [:], [:], [:])
            return
        }
        let strict = configuration.file != nil
        let candidates = targets.filter { $0.kind != .test }
        // Each file's path relative to the configuration's folder, made once.
        var relativePaths: [String: String] = [:]
        // (A configuration in the root, as most are, has the paths the targets have.)
        // (Both with their symbolic links resolved, as the configuration's folder is.)
        if let folder = configuration.folder, let root = root.map(Path.resolved), folder != root {
            for target in candidates {
                for file in target.swiftFiles {
                    relativePaths[file] = Path.relativeClimbing(Path.absolute(file, in: root), from: folder)
                }
            }
        }
        func relative(_ file: String) -> String { relativePaths[file] ?? file }
        // Every layer and part pattern, with who holds it.
        struct Holder {
            var layer: Int
            var part: Int?
            var pattern: PathPattern
            var owner: String
        }
        var holders: [Holder] = []
        for (index, layer) in configuration.layers.enumerated() {
            holders += layer.paths.map { Holder(layer: index, part: nil, pattern: $0, owner: "layer '\(layer.name)'") }
            for (number, part) in layer.parts.enumerated() {
                holders += part.paths.map {
                    Holder(layer: index, part: number, pattern: $0, owner: "part '\(layer.name)/\(part.name)'")
                }
            }
        }
        // The holders by the names their patterns start with, as a tree of names: a path's
        // candidates are found walking its names, building no string.
        var children: [[String: Int]] = [[:]]
        var holdersAt: [[Int]] = [[]]
        for (index, holder) in holders.enumerated() {
            var node = 0
            for name in holder.pattern.literalStart {
                if let child = children[node][name] {
                    node = child
                } else {
                    children[node][name] = children.count
                    node = children.count
                    children.append([:])
                    holdersAt.append([])
                }
            }
            holdersAt[node].append(index)
        }
        var used = Set<Int>()
        var layerOfFile: [String: Int] = [:]
        var partOfFile: [String: Int] = [:]
        var splitTargets: [String: (layer: Int, part: Int?)] = [:]
        // A file in no layer or two is reported after a pattern that holds nothing, its likely cause.
        var fileError: CheckError?
        for target in candidates where !holders.isEmpty {
            let files = target.swiftFiles.map { ($0, PathPattern.names(of: relative($0))) }
            let held = files.map { file in
                // Only the patterns whose literal start the path starts with can hold it.
                var node = 0
                var candidates = holdersAt[0]
                for name in file.1 {
                    guard let child = children[node][name] else { break }
                    node = child
                    candidates += holdersAt[node]
                }
                return candidates.filter { holders[$0].pattern.holds(names: file.1) }.sorted()
            }
            guard held.contains(where: { !$0.isEmpty }) else { continue }
            var outermost: (layer: Int, parts: Set<Int?>) = (-1, [])
            for ((file, _), indices) in zip(files, held) {
                used.formUnion(indices)
                guard let first = indices.first,
                    indices.allSatisfy({
                        holders[$0].layer == holders[first].layer && holders[$0].part == holders[first].part
                    })
                else {
                    if fileError != nil { continue }
                    if indices.isEmpty {
                        fileError = CheckError(
                            "this file of target '\(target.name)' is in no layer: \"paths\" in \(configuration.file ?? Configuration.fileName) split the target into folder layers, so each of its Swift files must be in one; add a pattern that holds it to a layer's \"paths\", or leave it out with \"exclude\"",
                            file: file)
                        continue
                    }
                    let owners = indices.map { "\(holders[$0].owner) ('\(holders[$0].pattern)')" }
                    fileError = CheckError(
                        "this file of target '\(target.name)' is held by \(owners.joined(separator: " and ")): each file is in one layer; narrow the patterns in \(configuration.file ?? Configuration.fileName)",
                        file: file)
                    continue
                }
                let holder = holders[first]
                layerOfFile[file] = holder.layer
                if let part = holder.part { partOfFile[file] = part }
                if holder.layer > outermost.layer {
                    outermost = (holder.layer, [holder.part])
                } else if holder.layer == outermost.layer {
                    outermost.parts.insert(holder.part)
                }
            }
            splitTargets[target.name] = (outermost.layer, outermost.parts.count == 1 ? outermost.parts.first! : nil)
        }
        if strict, let unused = holders.indices.first(where: { !used.contains($0) }) {
            let pattern = holders[unused].pattern.pattern
            throw CheckError(
                "\(holders[unused].owner): \"paths\" pattern '\(pattern.text)' holds no Swift file of a target (test targets are not layered)",
                file: configuration.file, line: pattern.line, column: pattern.column)
        }
        if let fileError { throw fileError }

        var siblings: [String: [Sibling]] = [:]
        for (index, group) in configuration.independent.enumerated() where group.isFolders {
            let patterns =
                group.paths.map { ($0, nil as String?) }
                + group.parts.flatMap { part in
                    part.paths.map { ($0, part.name as String?) }
                }
            var matched = Set<String>()
            var composers = Set<String>()
            for target in candidates {
                for file in target.swiftFiles {
                    let path = PathPattern.names(of: relative(file))
                    // A file that composes the siblings is in none of them.
                    if let composer = group.exceptPaths.first(where: { $0.holds(names: path) }) {
                        composers.insert(composer.pattern.text)
                        continue
                    }
                    var found: [(pattern: PathPattern, name: String)] = []
                    for (pattern, part) in patterns {
                        guard let folder = pattern.folder(holding: path) else { continue }
                        matched.insert(pattern.pattern.text)
                        found.append((pattern, part ?? folder))
                    }
                    let names = Set(found.map(\.name))
                    if names.count > 1 {
                        throw CheckError(
                            "this file is in two siblings of an entry of \"independent\" (\(names.sorted().map { "'\($0)'" }.joined(separator: " and "))): each file is in one; narrow the patterns in \(configuration.file ?? Configuration.fileName)",
                            file: file)
                    }
                    if let name = names.first { siblings[file, default: []].append(Sibling(group: index, name: name)) }
                }
            }
            for pattern in group.exceptPaths where strict && !composers.contains(pattern.pattern.text) {
                throw CheckError(
                    "independent: \"except\" pattern '\(pattern.pattern.text)' holds no Swift file of a target",
                    file: configuration.file, line: pattern.pattern.line, column: pattern.pattern.column)
            }
            for (pattern, _) in patterns where strict && !matched.contains(pattern.pattern.text) {
                throw CheckError(
                    "independent: \"paths\" pattern '\(pattern.pattern.text)' holds no Swift file of a target",
                    file: configuration.file, line: pattern.pattern.line, column: pattern.pattern.column)
            }
        }
        self.layerOfFile = layerOfFile
        self.partOfFile = partOfFile
        self.splitTargets = splitTargets
        self.siblings = siblings
        struct Place: Hashable {
            var layer: Int?
            var part: Int?
            var siblings: [Sibling]
        }
        var units: [Place: Int] = [:]
        var unitOfFile: [String: Int] = [:]
        for file in Set(layerOfFile.keys).union(siblings.keys) {
            let place = Place(layer: layerOfFile[file], part: partOfFile[file], siblings: siblings[file] ?? [])
            unitOfFile[file] =
                units[place]
                ?? {
                    units[place] = units.count + 1
                    return units.count
                }()
        }
        self.unitOfFile = unitOfFile
    }
}
