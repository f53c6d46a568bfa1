/// The order of one split target's folders, innermost first. The references between them are a
/// hard constraint (folders that name each other in a cycle are merged before this, so the graph is
/// acyclic): a folder is never placed inward of a folder it names. Names are a hint: of the
/// folders free to go next, those named like the innermost ring go first, together, one layer;
/// so siblings that never name each other (Data, Presentation) share a layer, and a folder named
/// like an outer ring that an inner one names (the names swapped) goes first, as the references
/// say. Folders without a layer's name go where their references put them: with the outermost
/// layer of what they name, or, naming nothing, as far out as what names them allows.
struct FolderPlacement {
    /// Unit → its ring, for the units named like a layer.
    let rings: [Int?]
    /// Unit → every unit it names, directly or through others.
    let reach: [Set<Int>]

    /// - Parameter edges: unit → the units it names directly.
    init(edges: [Set<Int>], rings: [Int?]) {
        self.rings = rings
        reach = Self.closure(edges)
    }

    /// The layers, innermost first, each the units in it (named ones first, by index).
    func layers() -> [[Int]] {
        let waves = namedWaves()
        guard !waves.isEmpty else { return [] }
        var layerOf: [Int: Int] = [:]
        for (index, wave) in waves.enumerated() { for unit in wave { layerOf[unit] = index } }
        var layers = waves
        for unit in unnamedPlacement(layerOf: layerOf, outermost: waves.count - 1).sorted(by: { $0.key < $1.key }) {
            layers[unit.value].append(unit.key)
        }
        return layers
    }

    /// The named units in waves: each wave the units whose every named unit they reach is placed,
    /// of the innermost ring among them.
    private func namedWaves() -> [[Int]] {
        let named = Set(rings.indices.filter { rings[$0] != nil })
        var placed: Set<Int> = []
        var waves: [[Int]] = []
        while placed.count < named.count {
            let left = named.subtracting(placed)
            let free = left.filter { reach[$0].intersection(named).isSubset(of: placed) }
            // Acyclic, so some unit is free; were it not, the rest would go together.
            guard let ring = free.map({ rings[$0]! }).min() else {
                waves.append(left.sorted())
                break
            }
            let wave = free.filter { rings[$0] == ring }.sorted()
            waves.append(wave)
            placed.formUnion(wave)
        }
        return waves
    }

    /// Each unnamed unit's layer: with the outermost named layer it reaches; reaching none, as far
    /// out as every unit that reaches it allows (the outermost layer when none does).
    private func unnamedPlacement(layerOf named: [Int: Int], outermost: Int) -> [Int: Int] {
        let unnamed = rings.indices.filter { rings[$0] == nil }
        var placement: [Int: Int] = [:]
        for unit in unnamed {
            let reached = reach[unit].compactMap { named[$0] }
            if let layer = reached.max() { placement[unit] = layer }
        }
        for unit in unnamed where placement[unit] == nil {
            let reaching = rings.indices.filter { reach[$0].contains(unit) }
            placement[unit] = reaching.compactMap { named[$0] ?? placement[$0] }.min() ?? outermost
        }
        return placement
    }

    /// The units each unit reaches, along any path (cycles included: a unit on one reaches
    /// itself).
    static func closure(_ edges: [Set<Int>]) -> [Set<Int>] {
        edges.indices.map { start in
            var seen: Set<Int> = []
            var stack = Array(edges[start])
            while let unit = stack.popLast() {
                guard seen.insert(unit).inserted else { continue }
                stack += edges[unit]
            }
            return seen
        }
    }
}
