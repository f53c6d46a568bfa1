extension ConfigurationInference {
    /// Splits `candidate` into its folder layers where its target was: what it depends on stays
    /// before them, what in its layer depends on it (through the targets there) goes after them,
    /// and the targets compiling the same folder go with it.
    mutating func split(_ candidate: FolderLayerInference.Candidate, references: [Reference]) {
        let name = candidate.target.name
        guard layers.contains(where: { $0.targets.contains(name) }) else {
            let place = unlayered.contains { $0.target == name } ? "unlayered" : "test support"
            notes.append("\(name) has folders named like layers, but it is \(place) (below): not split")
            return
        }
        let (folderLayers, note) = FolderSplit(candidate, references: references).layers(style: style)
        notes.append(note)
        guard var folderLayers = folderLayers.nonEmpty else { return }
        let sharing = Set(candidate.sharing)
        unlayered.removeAll { sharing.contains($0.target) }
        testSupport.removeAll { sharing.contains($0.target) }
        for index in layers.indices { layers[index].units.removeAll { $0.target.map(sharing.contains) == true } }
        // Reasons that name the target name the outermost of its layers.
        let last = folderLayers.count - 1
        if folderLayers[last].parts.isEmpty {
            folderLayers[last].units[0].aliases.append(name)
        } else {
            folderLayers[last].parts[0].units[0].aliases.append(name)
        }
        let index = layers.firstIndex { $0.targets.contains(name) }!
        let layer = layers[index]
        let others = layer.units.filter { $0.target != name }
        let after = dependents(of: name, among: Set(others.compactMap(\.target)))
        var before = layer
        before.units = others.filter { !after.contains($0.target!) }
        let outer = InferredLayer(
            name: others.first { after.contains($0.target!) }?.names.first ?? layer.name, ring: layer.ring,
            units: others.filter { after.contains($0.target!) }.map { unit in
                var unit = unit
                unit.reason =
                    unit.reason + ", and it depends on \(name), split into folder layers: placed after them"
                return unit
            })
        layers.replaceSubrange(index...index, with: [before] + folderLayers + [outer])
        layers.removeAll { $0.allUnits.isEmpty }
        method += ", folders of \(name) by the references between them"
    }

    /// The targets among `targets` that depend on `name`, directly or through each other.
    private func dependents(of name: String, among targets: Set<String>) -> Set<String> {
        var found: Set<String> = []
        var changed = true
        while changed {
            changed = false
            for target in targets where !found.contains(target) {
                if (dependencies[target] ?? []).contains(where: { $0 == name || found.contains($0) }) {
                    found.insert(target)
                    changed = true
                }
            }
        }
        return found
    }

    /// A layer of targets cut into parts where its presentation and data targets never use each
    /// other (by declaration or import, through any target of the layer).
    func partsOfTargets(_ layer: InferredLayer) -> [InferredLayer] {
        guard layer.parts.isEmpty, layer.units.allSatisfy({ $0.target != nil }) else { return [layer] }
        let targets = layer.units.map { $0.target! }
        let index = Dictionary(uniqueKeysWithValues: targets.enumerated().map { ($1, $0) })
        let edges = targets.map { target in Set(facts.graph.edges(from: target).compactMap { index[$0.to] }) }
        let reach = FolderPlacement.closure(edges)
        guard let split = PartInference.split(kinds: layer.units.map { $0.kind?.kind }, reach: reach) else {
            return [layer]
        }
        return Self.layers(layer, cutBy: split, style: style)
    }

    /// `layer` as `split` cuts it: a layer of what goes before the parts, the layer of parts (each
    /// named after its kind's commonest word, or Uncle Bob's), a layer of what goes after them.
    static func layers(
        _ layer: InferredLayer, cutBy split: PartInference.Split, style: LayerNaming.Style
    ) -> [InferredLayer] {
        let units = layer.units
        func side(_ members: [Int], _ addendum: InferenceReason) -> [InferredLayer] {
            guard let first = members.first else { return [] }
            return [
                InferredLayer(
                    name: units[first].names.first ?? units[first].key, ring: layer.ring,
                    units: members.map { index in
                        var unit = units[index]
                        unit.reason = unit.reason + addendum
                        return unit
                    })
            ]
        }
        var parts = layer
        parts.units = []
        parts.parts = split.parts.map { kind, members in
            let words = members.compactMap { units[$0].kind?.word }
            let name = style == .clean ? kind.clean : LayerNaming.commonest(words) ?? kind.clean
            return InferredLayer.Part(name: name, units: members.map { units[$0] })
        }
        return side(split.inner, ", and the parts use it: placed before them") + [parts]
            + side(split.outer, ", and it uses both parts or neither: placed after them")
    }
}

extension Array {
    /// The array, or `nil` when it is empty.
    fileprivate var nonEmpty: Self? { isEmpty ? nil : self }
}
