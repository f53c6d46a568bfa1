extension FolderSplit {
    /// The target's folder layers, innermost first, with parts where siblings of both kinds share a
    /// layer; none when its folders do not make two layers, and then the note says why.
    func layers(style: LayerNaming.Style) -> (layers: [InferredLayer], note: String) {
        let edges = weights.map { Set($0.keys) }
        let placement = FolderPlacement(edges: edges, rings: units.map { $0.hint?.layer })
        let order = placement.layers()
        var layerOf: [Int: Int] = [:]
        for (index, layer) in order.enumerated() { for unit in layer { layerOf[unit] = index } }
        var layers: [InferredLayer] = []
        for layer in order {
            let ring = layer.compactMap { units[$0].hint?.layer }.min()
            let inferred = InferredLayer(
                name: units[layer[0]].names.first ?? target, ring: ring,
                units: layer.map { inferredUnit($0, reason: reason(for: $0, placement: placement, layerOf: layerOf)) })
            layers += Self.parts(of: inferred, members: layer, reach: placement.reach, style: style)
        }
        // Two places at least: two layers, or one of parts.
        guard layers.reduce(0, { $0 + max(1, $1.parts.count) }) >= 2 else { return ([], notSplit) }
        let sharing = candidate.sharing.keys.sorted()
        let with =
            sharing.isEmpty
            ? ""
            : " (with \(sharing.joined(separator: ", ")), which compile\(sharing.count == 1 ? "s" : "") some of its files)"
        let summary =
            "\(target) is split into folder layers\(with): no folder is inward of one it names, so check reports no name between them at once"
        return (Self.mergingRootFiles(layers, base: candidate.base, target: target), summary)
    }

    private var target: String { candidate.target.name }

    /// Why the folders were not split: they name each other in one cycle, or too few are named.
    private var notSplit: String {
        let named = units.filter { $0.hint != nil }
        if let merged = named.first(where: { $0.cycle.count > 0 && $0.names.count > 1 }) {
            return
                "\(target) has folders named like layers, but \(merged.names.joined(separator: ", ")) name each other in a cycle (\(Self.listed(merged.cycle))): not split; remove the names one way, then run init again"
        }
        return "\(target) has folders named like layers, but they make one layer: not split"
    }

    static func listed(_ references: [(from: String, to: String, count: Int)]) -> String {
        references.map { "\($0.from) → \($0.to): \($0.count) reference\($0.count == 1 ? "" : "s")" }.joined(
            separator: "; ")
    }

    private func inferredUnit(_ index: Int, reason: InferenceReason) -> InferredUnit {
        let unit = units[index]
        var inferred = InferredUnit(
            content: .folders(target: target, paths: unit.paths), key: unit.label, names: unit.names,
            hint: unit.hint, kind: unit.kind, reason: reason)
        inferred.files = unit.files
        return inferred
    }

    /// A layer whose units of both kinds never reach each other, cut into what goes before the
    /// parts, the parts, and what goes after them.
    private static func parts(
        of layer: InferredLayer, members: [Int], reach: [Set<Int>], style: LayerNaming.Style
    ) -> [InferredLayer] {
        let local = Dictionary(uniqueKeysWithValues: members.enumerated().map { ($1, $0) })
        let localReach = members.map { Set(reach[$0].compactMap { local[$0] }) }
        guard let split = PartInference.split(kinds: layer.units.map { $0.kind?.kind }, reach: localReach) else {
            return [layer]
        }
        return ConfigurationInference.layers(layer, cutBy: split, style: style)
    }

    /// The root files' units as one, `BASE/*.swift`, when each is a unit of its own (none merged
    /// into a cycle with a folder) and they all share a place.
    private static func mergingRootFiles(_ layers: [InferredLayer], base: String, target: String) -> [InferredLayer] {
        func holdsRootFile(_ unit: InferredUnit) -> Bool {
            unit.paths.contains {
                !$0.hasSuffix("/**") && FolderLayerInference.parent($0) == base && $0.hasSuffix(".swift")
            }
        }
        func isRoot(_ unit: InferredUnit) -> Bool { unit.paths.count == 1 && holdsRootFile(unit) }
        let places = layers.indices.flatMap { index in
            layers[index].parts.isEmpty
                ? [(index, nil as Int?)] : layers[index].parts.indices.map { (index, $0 as Int?) }
        }
        func units(at place: (Int, Int?)) -> [InferredUnit] {
            place.1.map { layers[place.0].parts[$0].units } ?? layers[place.0].units
        }
        let holding = places.filter { units(at: $0).contains(where: holdsRootFile) }
        guard holding.count == 1, let (index, part) = holding.first,
            units(at: (index, part)).filter(holdsRootFile).allSatisfy(isRoot)
        else { return layers }
        var layers = layers
        func merge(_ units: [InferredUnit]) -> [InferredUnit] {
            let roots = units.filter(isRoot)
            guard var merged = roots.first else { return units }
            merged.content = .folders(target: target, paths: [(base.isEmpty ? "" : base + "/") + "*.swift"])
            merged.key = "\(target) › *.swift"
            merged.aliases = roots.map(\.key)
            merged.files = roots.flatMap(\.files)
            let names = roots.map { Path.lastComponent(of: $0.paths[0]) }.joined(separator: ", ")
            merged.reason =
                roots.count == 1
                ? "the file at its root (\(names)): " + roots[0].reason
                : "the files at its root (\(names)), each placed by what it names and what names it"
            return units.filter { !isRoot($0) } + [merged]
        }
        if let part {
            layers[index].parts[part].units = merge(layers[index].parts[part].units)
        } else {
            layers[index].units = merge(layers[index].units)
        }
        return layers
    }
}
