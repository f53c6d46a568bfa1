extension FolderSplit {
    /// Why a unit is where ``FolderPlacement`` put it, as its comment says: the folders it merges
    /// (a cycle), its name (and, where the references went against the names, which folder made it
    /// so, asking the reader to check), or the references that placed a folder without a name. What
    /// it says of neighbours stays true once parts move some units before or after them.
    func reason(for index: Int, placement: FolderPlacement, layerOf: [Int: Int]) -> InferenceReason {
        let unit = units[index]
        let folder = candidate.base.isEmpty ? "the root" : candidate.base
        let stray: InferenceReason = unit.isStray ? "from outside \(candidate.target.name)'s folder (\(folder)); " : ""
        if !unit.cycle.isEmpty {
            return stray
                + "\(unit.names.isEmpty ? "these" : unit.names.joined(separator: ", ")) name each other in a cycle (\(Self.listed(unit.cycle))): one layer, since check would report those names at once; to split them, remove the names one way, then run init again"
        }
        if let hint = unit.hint {
            return stray + namedReason(index, hint: hint)
        }
        // The outermost named folder it names (ties to the first), else the innermost unit naming it.
        let named = placement.reach[index].filter { units[$0].hint != nil }.sorted()
        if let outermost = named.last(where: { layerOf[$0] == named.compactMap { layerOf[$0] }.max() }) {
            return stray
                + "no layer's name; of the folders named like one, it names \(unit: units[outermost].label) and none further out: "
                + placed(index, with: outermost, dependent: false)
        }
        let reaching = units.indices.filter { placement.reach[$0].contains(index) }.sorted {
            (layerOf[$0] ?? .max, $0) < (layerOf[$1] ?? .max, $1)
        }
        if let innermost = reaching.first {
            return stray
                + "no layer's name and it names no folder named like one; \(unit: units[innermost].label) names it: "
                + placed(index, with: innermost, dependent: true)
        }
        return stray + "no layer's name, it names no folder named like one and none names it: with the outermost layer"
    }

    /// "placed with it", or, once parts moved one of them, "placed inward (outward) of it".
    private func placed(_ index: Int, with other: Int, dependent: Bool) -> InferenceReason {
        InferenceReason(segments: [
            .placed(unit: units[index].label, other: units[other].label, otherDepends: dependent)
        ])
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
