/// The folder layers of one target `init` splits (``FolderLayerInference``): its folders, its root
/// files and the files compiled into it from elsewhere, merged where they name each other in a
/// cycle, ordered by ``FolderPlacement``, with parts where siblings of both kinds share a layer.
struct FolderSplit {
    /// A place to put: folders or files that go together.
    struct Unit {
        var label: String
        var paths: [String]
        var files: [String]
        /// The folders' names (for a named folder, a layer may be named after it).
        var names: [String]
        var hint: LayerConventions.Hint?
        var kind: (kind: LayerConventions.Kind, word: String)?
        /// Compiled into the target from outside its folder.
        var isStray = false
        /// The folders merged into it because they name each other, with the references between them.
        var cycle: [(from: String, to: String, count: Int)] = []

        /// The label without the target's name: `Domain`, `main.swift`.
        var shortLabel: String { label.split(separator: "› ", maxSplits: 1).last.map(String.init) ?? label }
    }

    let candidate: FolderLayerInference.Candidate
    /// The units, merged where they name each other in a cycle.
    private(set) var units: [Unit] = []
    /// Unit → unit → how many names the first uses of the second's declarations.
    private(set) var weights: [[Int: Int]] = []

    init(_ candidate: FolderLayerInference.Candidate, references: [Reference]) {
        self.candidate = candidate
        let found = Self.units(of: candidate)
        var unitOfFile: [String: Int] = [:]
        for (index, unit) in found.enumerated() { for file in unit.files { unitOfFile[file] = index } }
        var weights = [[Int: Int]](repeating: [:], count: found.count)
        for reference in references {
            guard let from = unitOfFile[reference.file], let to = unitOfFile[reference.declaration.file], from != to
            else { continue }
            weights[from][to, default: 0] += 1
        }
        (units, self.weights) = Self.merged(found, weights: weights)
    }

    /// One unit per top-level folder and per root file of the target's folder (in that order), and
    /// one per folder of files from elsewhere (those listed file by file, so that no pattern holds another
    /// target's files).
    private static func units(of candidate: FolderLayerInference.Candidate) -> [Unit] {
        let base = candidate.base
        let prefix = base.isEmpty ? "" : base + "/"
        let name = candidate.target.name
        var folders: [String: [String]] = [:]
        var strays: [String: [String]] = [:]
        var rootFiles: [Unit] = []
        for file in candidate.files {
            guard FolderLayerInference.isInside(file, base) else {
                strays[FolderLayerInference.parent(file), default: []].append(file)
                continue
            }
            let parts = FolderLayerInference.relative(file, to: base).split(separator: "/", maxSplits: 1)
            if parts.count == 2 {
                folders[String(parts[0]), default: []].append(file)
            } else {
                rootFiles.append(Unit(label: "\(name) › \(parts[0])", paths: [file], files: [file], names: []))
            }
        }
        var units: [Unit] = []
        for (folder, files) in folders.sorted(by: { $0.key < $1.key }) {
            units.append(
                Unit(
                    label: "\(name) › \(folder)", paths: [prefix + folder + "/**"], files: files, names: [folder],
                    hint: LayerConventions.hint(forFolder: folder),
                    kind: LayerConventions.Kind.of(folder, isFolder: true)))
        }
        units += rootFiles
        for (folder, files) in strays.sorted(by: { $0.key < $1.key }) {
            var unit = Unit(label: "\(name) › \(folder.isEmpty ? "." : folder)/", paths: files, files: files, names: [])
            unit.isStray = true
            units.append(unit)
        }
        return units
    }

    /// The units with every cycle of references merged into one unit (named like its innermost
    /// named folder), and the references between what is left.
    private static func merged(_ units: [Unit], weights: [[Int: Int]]) -> ([Unit], [[Int: Int]]) {
        let cycles = DependencyGraph.stronglyConnectedComponents(
            of: Dictionary(uniqueKeysWithValues: weights.enumerated().map { ($0, $1) }))
        var groupOf = Array(units.indices)
        for cycle in cycles { for member in cycle { groupOf[member] = cycle[0] } }
        let groups = Array(Set(groupOf)).sorted()
        let index = Dictionary(uniqueKeysWithValues: groups.enumerated().map { ($1, $0) })
        let merged: [Unit] = groups.map { group in
            let members = units.indices.filter { groupOf[$0] == group }
            guard members.count > 1 else { return units[group] }
            let named = members.filter { units[$0].hint != nil }.sorted {
                units[$0].hint!.layer < units[$1].hint!.layer
            }
            let first = units[named.first ?? members[0]]
            let kinds = Set(members.compactMap { units[$0].kind?.kind })
            var unit = Unit(
                label: members.map { units[$0].label }.joined(separator: " + "),
                paths: members.flatMap { units[$0].paths }, files: members.flatMap { units[$0].files },
                names: members.flatMap { units[$0].names }, hint: first.hint,
                kind: kinds.count == 1 && members.allSatisfy({ units[$0].kind != nil }) ? first.kind : nil)
            unit.cycle = members.flatMap { from in
                weights[from].filter { members.contains($0.key) }.sorted { $0.key < $1.key }.map {
                    (units[from].shortLabel, units[$0.key].shortLabel, $0.value)
                }
            }
            return unit
        }
        var mergedWeights = [[Int: Int]](repeating: [:], count: groups.count)
        for (from, targets) in weights.enumerated() {
            for (to, count) in targets where groupOf[from] != groupOf[to] {
                mergedWeights[index[groupOf[from]]!][index[groupOf[to]]!, default: 0] += count
            }
        }
        return (merged, mergedWeights)
    }
}
