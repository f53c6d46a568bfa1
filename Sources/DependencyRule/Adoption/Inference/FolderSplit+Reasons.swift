extension FolderSplit {
    /// Why a unit is where ``FolderPlacement`` put it, as its comment says: the folders it merges
    /// (a cycle), its name (and, where the references went against the names, which folder made it
    /// so, asking the reader to check), or the references that placed a folder without a name.
    func reason(for index: Int, placement: FolderPlacement, layerOf: [Int: Int]) -> InferenceReason {
        let unit = units[index]
        let stray: InferenceReason =
            unit.isStray ? "compiled into \(candidate.target.name) from outside its folder; " : ""
        if !unit.cycle.isEmpty {
            return stray
                + "\(unit.names.isEmpty ? "these" : unit.names.joined(separator: ", ")) name each other in a cycle (\(Self.listed(unit.cycle))): one layer, since check would report those names at once; to split them, remove the names one way, then run init again"
        }
        if let hint = unit.hint {
            return stray + namedReason(index, hint: hint)
        }
        let named = placement.reach[index].filter { units[$0].hint != nil }
        if let outermost = named.max(by: { (layerOf[$0]!, $1) < (layerOf[$1]!, $0) }) {
            return stray + "no layer's name: with the outermost layer of what it names, \(unit: units[outermost].label)"
        }
        let reaching = units.indices.filter { placement.reach[$0].contains(index) }
        if let innermost = reaching.min(by: { (layerOf[$0] ?? .max, $0) < (layerOf[$1] ?? .max, $1) }) {
            return stray
                + "no layer's name and it names no folder named like one: as far out as \(unit: units[innermost].label), which names it, allows"
        }
        return stray + "no layer's name, it names no folder named like one and none names it: with the outermost layer"
    }

    /// A named folder's reason: its ring, and where the references went against the names.
    private func namedReason(_ index: Int, hint: LayerConventions.Hint) -> InferenceReason {
        var reason: InferenceReason = "named like a layer (\(LayerConventions.layers[hint.layer].name))"
        let inner = units.indices.filter { other in
            weights[other][index] != nil && units[other].hint.map { $0.layer < hint.layer } == true
        }
        let outer = weights[index].keys.sorted().filter { units[$0].hint.map { $0.layer > hint.layer } == true }
        if let other = inner.first {
            reason =
                reason
                + ", but \(unit: units[other].label), named like \(LayerConventions.layers[units[other].hint!.layer].name), names it: placed inward of it as the references say; check which is right"
        }
        if let other = outer.first {
            reason =
                reason
                + ", but it names \(unit: units[other].label), named like \(LayerConventions.layers[units[other].hint!.layer].name): placed outward of it as the references say; check which is right"
        }
        return reason
    }
}
