extension ConfigurationInference {
    /// Splits `candidate` into its folder layers where its target was: what it depends on stays
    /// before them, what in its layer depends on it (through the targets there) goes after them,
    /// and the targets compiling some of the same files go with it, when that keeps every declared
    /// dependency inward (else it is not split, and the note says why).
    mutating func split(_ candidate: FolderLayerInference.Candidate, references: [Reference]) {
        let name = candidate.target.name
        let considered = "\(name) has folders named like layers (\(candidate.named.joined(separator: ", ")))"
        guard let index = layers.firstIndex(where: { $0.targets.contains(name) }) else {
            let place = unlayered.contains { $0.target == name } ? "unlayered" : "test support"
            notes.append("\(considered), but it is \(place) (below), so it is not split")
            return
        }
        let (folderLayers, note) = FolderSplit(candidate, references: references).layers(style: style)
        guard !folderLayers.isEmpty else { return notes.append(note) }
        let layer = layers[index]
        let others = layer.units.filter { $0.target != name && $0.target.flatMap { candidate.sharing[$0] } == nil }
        let after = dependents(of: name, among: Set(others.compactMap(\.target)))
        if let problem = sharingProblem(candidate, folderLayers, at: index, after: after) {
            return notes.append("\(considered), but \(problem), so it is not split")
        }
        notes.append(note)
        sitting[name] = Set(candidate.target.swiftFiles)
        for (other, files) in candidate.sharing {
            sitting[other] = Set(files)
            unlayered.removeAll { $0.target == other }
            testSupport.removeAll { $0.target == other }
            for position in layers.indices { layers[position].units.removeAll { $0.target == other } }
        }
        var before = layer
        before.units = others.filter { !after.contains($0.target!) }
        let outer = InferredLayer(
            name: others.first { after.contains($0.target!) }?.provisionalName ?? layer.name, ring: layer.ring,
            units: others.filter { after.contains($0.target!) }.map { unit in
                var unit = unit
                unit.reason = unit.reason + ", and it depends on \(name), split into folder layers: placed after them"
                return unit
            })
        layers.replaceSubrange(index...index, with: [before] + folderLayers + [outer])
        layers.removeAll { $0.allUnits.isEmpty }
        method += ", folders of \(name) by the references between them"
    }

    /// What keeps the targets `candidate` shares files with from going into its folder layers, if
    /// anything: one of them depends on a target that stays outward of those layers, or a
    /// declared dependency between them points outward once each sits in the outermost of the
    /// layers holding its files (as check places a split target's declarations).
    private func sharingProblem(
        _ candidate: FolderLayerInference.Candidate, _ folderLayers: [InferredLayer], at index: Int,
        after: Set<String>
    ) -> String? {
        let name = candidate.target.name
        let group = Set([name] + candidate.sharing.keys)
        func layer(of target: String) -> Int? { layers.firstIndex { $0.targets.contains(target) } }
        for other in candidate.sharing.keys.sorted() {
            for edge in facts.graph.edges(from: other) where edge.declared && !group.contains(edge.to) {
                guard let place = layer(of: edge.to) else { continue }
                if place > index || after.contains(edge.to) {
                    return "\(other) compiles some of its files and depends on \(edge.to), which stays outward of them"
                }
            }
        }
        func sits(_ target: String, files: Set<String>) -> Int {
            folderLayers.lastIndex { $0.allUnits.contains { !files.isDisjoint(with: $0.files) } } ?? 0
        }
        let files = [name: Set(candidate.target.swiftFiles)].merging(candidate.sharing.mapValues(Set.init)) { $1 }
        for from in group.sorted() {
            for edge in facts.graph.edges(from: from) where edge.declared && group.contains(edge.to) && edge.to != from
            {
                if sits(edge.to, files: files[edge.to]!) > sits(from, files: files[from]!) {
                    return "\(from) depends on \(edge.to), whose files would be in a layer outward of its own"
                }
            }
        }
        return nil
    }

    /// The targets among `targets` that depend on `name`, directly or through each other.
    private func dependents(of name: String, among targets: Set<String>) -> Set<String> {
        var found: Set<String> = []
        var next = [name]
        while let target = next.popLast() {
            for user in dependents[target] ?? [] where targets.contains(user) && found.insert(user).inserted {
                next.append(user)
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
                    name: units[first].provisionalName, ring: layer.ring,
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
        // Both always true: no unit before the parts uses one, none in them uses one after them.
        return side(split.inner, ", and it uses neither part: placed before the parts") + [parts]
            + side(split.outer, ", and neither part uses it: placed after the parts")
    }
}
