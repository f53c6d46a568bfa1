/// `init`'s folder layers: a target whose top-level folders carry layer names (`Domain/`, `Data/`,
/// `Presentation/`, in any case) is split into them, in the app's own words. The references
/// between the folders are the evidence: the order is the one with the fewest references pointing
/// outward, names breaking ties. Folders without a layer's name (and files at the target's root)
/// join the innermost layer that holds everything they name. What the order still has pointing
/// outward is accepted, and said.
struct FolderLayerInference {
    /// One target split into layers.
    struct Proposal {
        var target: String
        /// Innermost first.
        var layers: [Layer]
        /// The references the order points outward: `Domain → Presentation (3 references)`.
        var accepted: [String]
    }

    /// One folder layer: its name, the patterns of its folders (relative to the root) and why
    /// each is in it.
    struct Layer {
        var name: String
        var paths: [String]
        var reasons: [String]
    }

    /// Folder names that are layer names besides the targets' words (``LayerConventions``).
    private static let folderWords: [(layer: Int, words: [String])] = [
        (2, ["Features", "Scenes", "Screens", "Modules", "Flows"])
    ]

    /// The layer a folder's name says, by its index in ``LayerConventions/layers``: the name is
    /// one of the words, in any case.
    static func hint(forFolder name: String) -> Int? {
        let lowered = name.lowercased()
        for (index, layer) in LayerConventions.layers.enumerated()
        where layer.words.contains(where: { $0.lowercased() == lowered }) {
            return index
        }
        return folderWords.first { $0.words.contains { $0.lowercased() == lowered } }?.layer
    }

    /// A target's Swift files by top-level folder (`""` for files at its root), relative to its
    /// folder (an Xcode target's: the folder all its files are in).
    static func folders(of target: PackageTarget) -> (base: String, folders: [String: [String]]) {
        let base: String
        if let folder = target.folder, target.productType == nil {
            base = folder
        } else {
            // The folder all files are in: relative paths, shortened a name at a time.
            func parent(_ path: String) -> String { path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "" }
            var common = target.swiftFiles.first.map(parent) ?? ""
            for file in target.swiftFiles {
                while !common.isEmpty && !file.hasPrefix(common + "/") { common = parent(common) }
            }
            base = common
        }
        var folders: [String: [String]] = [:]
        for file in target.swiftFiles {
            let relative = base.isEmpty ? file : String(file.dropFirst(base.count + 1))
            let parts = relative.split(separator: "/", maxSplits: 1)
            folders[parts.count == 2 ? String(parts[0]) : "", default: []].append(file)
        }
        return (base, folders)
    }

    /// The targets worth splitting: two top-level folders or more with a layer's name.
    static func candidates(in analysis: PackageAnalysis) -> [PackageTarget] {
        analysis.targets.map(\.target).filter { target in
            target.kind != .test && target.kind != .plugin && target.kind != .macro
                && folders(of: target).folders.keys.filter { !$0.isEmpty && hint(forFolder: $0) != nil }.count >= 2
        }
    }

    /// The proposal for each candidate target, from the references between its files.
    static func proposals(
        in analysis: PackageAnalysis, references: [Reference], clean: Bool
    ) -> [Proposal] {
        candidates(in: analysis).map { proposal(for: $0, references: references, clean: clean) }
    }

    private static func proposal(for target: PackageTarget, references: [Reference], clean: Bool) -> Proposal {
        let (base, folders) = Self.folders(of: target)
        var folderOfFile: [String: String] = [:]
        for (folder, files) in folders { for file in files { folderOfFile[file] = folder } }
        // How many names each folder uses of each other's declarations.
        var weight: [String: [String: Int]] = [:]
        for reference in references where reference.target == target.name && reference.declaration.target == target.name
        {
            guard let from = folderOfFile[reference.file], let to = folderOfFile[reference.declaration.file], from != to
            else { continue }
            weight[from, default: [:]][to, default: 0] += 1
        }
        let hinted = folders.keys.filter { !$0.isEmpty }.compactMap { name in hint(forFolder: name).map { (name, $0) } }
            .sorted { ($0.1, $0.0) < ($1.1, $1.0) }
        let order = bestOrder(hinted.map(\.0), hints: Dictionary(uniqueKeysWithValues: hinted), weight: weight)
        var position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        var reasons: [String: String] = [:]
        for name in order {
            reasons[name] = "named like a layer (\(LayerConventions.layers[hint(forFolder: name)!].name))"
        }
        // The others: with the innermost layer that holds all they name (twice, for the ones that
        // name each other).
        let others = folders.keys.filter { position[$0] == nil }.sorted()
        for _ in 0..<2 {
            for name in others {
                let named = (weight[name] ?? [:]).keys.compactMap { position[$0] }
                position[name] = named.max() ?? 0
            }
        }
        for name in others {
            let layer = order[position[name]!]
            reasons[name] =
                (weight[name] ?? [:]).isEmpty
                ? "no layer's name, and names nothing of another folder, so with the innermost (\(layer))"
                : "no layer's name; with \(layer), the innermost layer holding all it names"
        }
        var layers: [Layer] = []
        for (index, name) in order.enumerated() {
            let layerName = clean ? LayerConventions.layers[hint(forFolder: name)!].name : name
            let members = folders.keys.filter { position[$0] == index }.sorted {
                ($0 != name ? 1 : 0, $0) < ($1 != name ? 1 : 0, $1)
            }
            let paths = members.map { folder in
                folder.isEmpty
                    ? (base.isEmpty ? "*.swift" : base + "/*.swift")
                    : (base.isEmpty ? folder : base + "/" + folder) + "/**"
            }
            let why = members.map { folder in "\(folder.isEmpty ? "(root files)" : folder): \(reasons[folder]!)" }
            if clean, let last = layers.last, last.name == layerName {
                layers[layers.count - 1].paths += paths
                layers[layers.count - 1].reasons += why
            } else {
                layers.append(Layer(name: layerName, paths: paths, reasons: why))
            }
        }
        var accepted: [String] = []
        for (from, targets) in weight.sorted(by: { $0.key < $1.key }) {
            for (to, count) in targets.sorted(by: { $0.key < $1.key }) where position[from]! < position[to]! {
                accepted.append(
                    "\(from.isEmpty ? "(root files)" : from) → \(to.isEmpty ? "(root files)" : to) (\(count) reference\(count == 1 ? "" : "s"))"
                )
            }
        }
        return Proposal(target: target.name, layers: layers, accepted: accepted)
    }

    /// The order of `names` (innermost first) with the fewest references pointing outward; of
    /// those, the one closest to the names' layers. Every order for up to seven folders, else
    /// the names' order improved by moving one folder at a time.
    private static func bestOrder(_ names: [String], hints: [String: Int], weight: [String: [String: Int]]) -> [String]
    {
        func cost(_ order: [String]) -> (Int, Int) {
            var outward = 0
            var displaced = 0
            for (index, from) in order.enumerated() {
                for to in order[(index + 1)...] { outward += weight[from]?[to] ?? 0 }
                for other in order[(index + 1)...] where hints[other]! < hints[from]! { displaced += 1 }
            }
            return (outward, displaced)
        }
        var best = names
        var bestCost = cost(names)
        if names.count <= 7 {
            // Heap's algorithm: every order, one swap apart.
            var current = names
            func permute(_ count: Int) {
                guard count > 1 else {
                    let value = cost(current)
                    if value < bestCost {
                        best = current
                        bestCost = value
                    }
                    return
                }
                permute(count - 1)
                for index in 0..<(count - 1) {
                    current.swapAt(count % 2 == 0 ? index : 0, count - 1)
                    permute(count - 1)
                }
            }
            permute(names.count)
            return best
        }
        var improved = true
        while improved {
            improved = false
            for from in best.indices {
                for to in best.indices where to != from {
                    var candidate = best
                    candidate.insert(candidate.remove(at: from), at: to)
                    let value = cost(candidate)
                    if value < bestCost {
                        best = candidate
                        bestCost = value
                        improved = true
                    }
                }
            }
        }
        return best
    }
}
