/// Places the production targets in layers. The declared graph is the evidence and names are
/// hints: no target is ever placed outward of a target that declares it (or imports it through a
/// declared path), so that `check` right after `init` finds no outward dependency on a declared
/// edge of an acyclic graph.
///
/// - **By names**, when names suggest at least two of the conventional layers
///   (``LayerConventions``). A target whose name is a layer's word (`Domain`) keeps that layer
///   unless what depends on it is further in: then it goes in with it, and its comment asks the
///   reader whether that dependency is a violation. Every other target is placed by depth between
///   what it depends on and what depends on it, those strong names as the anchors. A name that
///   only ends with a layer's word (`AppCore`) is weak: it then moves its target toward that
///   layer as far as its neighbours allow, and no further.
/// - **By depth** otherwise: each target's longest path through declared dependencies is its
///   layer (`Core`, `Level1`, …, `App`).
struct LayerInference {
    struct Placement {
        /// The layers, innermost first, each with its targets in the manifest's order and the
        /// reason for each; named after their ring (by names) or their depth, until
        /// ``LayerNaming`` names them.
        var layers: [InferredLayer]
        /// `names` or `depth`.
        var method: String
    }

    let facts: PackageFacts
    let targets: [String]
    private let members: Set<String>
    /// Target → what it must not be outward of (its bound dependencies), and the reverse.
    let dependencies: [String: [String]]
    let dependents: [String: [String]]
    /// The targets, every one after its dependencies (cycles cut where they close).
    private let order: [String]

    init(facts: PackageFacts, targets: [String]) {
        self.facts = facts
        self.targets = targets
        members = Set(targets)
        var dependencies: [String: [String]] = [:]
        var dependents: [String: [String]] = [:]
        for name in targets {
            let bound = facts.boundDependencies(of: name, among: Set(targets))
            dependencies[name] = bound
            for dependency in bound { dependents[dependency, default: []].append(name) }
        }
        self.dependencies = dependencies
        self.dependents = dependents
        let depth = Self.longestPaths(targets, along: dependencies)
        order = targets.sorted { (depth[$0]!, $0) < (depth[$1]!, $1) }
    }

    /// What the names of `targets` say of their layers: each one's own name, else its package's;
    /// what an app runs (an application, an extension) is outermost, whatever its name.
    static func hints(for targets: [String], facts: PackageFacts) -> [String: LayerConventions.Hint] {
        var hints = Dictionary(
            uniqueKeysWithValues: targets.compactMap { name in facts.hint(for: name).map { (name, $0) } })
        for name in targets where facts.workspace.endProducts[name] != nil {
            hints[name] = LayerConventions.Hint(layer: LayerConventions.layers.count - 1, word: "App", isStrong: true)
        }
        return hints
    }

    /// The placement: by names when they suggest two layers or more, else by depth.
    func place() -> Placement {
        let hints = Self.hints(for: targets, facts: facts)
        if Set(hints.values.map(\.layer)).count >= 2 {
            return byNames(hints)
        }
        return byDepth()
    }

    /// The unit of `target`, placed for `reason`.
    func unit(_ target: String, _ reason: InferenceReason) -> InferredUnit {
        InferredUnit(
            content: .target(target), key: target, names: [facts.localName(of: target)], hint: facts.hint(for: target),
            kind: LayerConventions.Kind.of(facts.localName(of: target), isFolder: false), reason: reason)
    }

    // MARK: - By names

    private func byNames(_ hints: [String: LayerConventions.Hint]) -> Placement {
        var layer = byDepthBetweenNames(hints)
        settleSuffixes(hints, in: &layer)
        let layers = LayerConventions.layers.indices.compactMap { index -> InferredLayer? in
            let members = targets.filter { layer[$0] == index }
            guard !members.isEmpty else { return nil }
            return InferredLayer(
                name: LayerConventions.layers[index].name, ring: index,
                units: members.map { unit($0, reason(for: $0, hint: hints[$0], layer: layer)) })
        }
        return Placement(layers: layers, method: "names")
    }

    /// A strong name bounds what it depends on: strong names at their bound, every other target
    /// by depth between what it depends on and what depends on it, the strong names as the
    /// anchors.
    private func byDepthBetweenNames(_ hints: [String: LayerConventions.Hint]) -> [String: Int] {
        let outermost = LayerConventions.layers.count - 1
        let strong = hints.filter(\.value.isStrong)
        // A strong name is bounded by what depends on it: dependents first.
        var upper: [String: Int] = [:]
        for target in order.reversed() {
            upper[target] = (dependents[target] ?? []).reduce(strong[target]?.layer ?? outermost) { bound, dependent in
                min(bound, upper[dependent] ?? bound)
            }
        }
        let down = stepsToAnAnchor(anchors: strong, along: dependencies)
        let up = stepsToAnAnchor(anchors: strong, along: dependents)
        var layer: [String: Int] = [:]
        for target in order {
            let low = dependencies[target]!.compactMap { layer[$0] }.max() ?? 0
            let high = max(upper[target]!, low)
            if strong[target] != nil {
                layer[target] = high
                continue
            }
            let isTop = (dependents[target] ?? []).isEmpty
            let stepsDown = down[target]!
            let stepsUp = isTop ? 1 : up[target]!
            let fraction = stepsDown + stepsUp == 0 ? 0 : Double(stepsDown) / Double(stepsDown + stepsUp)
            layer[target] = low + Int((Double(high - low) * fraction).rounded(.toNearestOrAwayFromZero))
        }
        return layer
    }

    /// A suffix (a weak name) moves its target toward the layer it names, as far as what it
    /// depends on and what depends on it allow; again until nothing moves, since a target moved
    /// changes its neighbours' bounds (bounded: a graph that never settles keeps the last).
    private func settleSuffixes(_ hints: [String: LayerConventions.Hint], in layer: inout [String: Int]) {
        let outermost = LayerConventions.layers.count - 1
        for _ in 0...(targets.count * LayerConventions.layers.count) {
            var moved = false
            for target in order {
                guard let hint = hints[target], !hint.isStrong else { continue }
                let low = dependencies[target]!.compactMap { layer[$0] }.max() ?? 0
                let high = (dependents[target] ?? []).compactMap { layer[$0] }.min() ?? outermost
                let placed = min(max(hint.layer, low), max(high, low))
                if placed != layer[target] {
                    layer[target] = placed
                    moved = true
                }
            }
            if !moved { break }
        }
    }

    /// Why `target` is where `layer` put it, from the whole placement, so that every comment is
    /// true: its name, and the neighbour that held it back; or, unnamed, the neighbours it is
    /// placed between.
    private func reason(for target: String, hint: LayerConventions.Hint?, layer: [String: Int]) -> InferenceReason {
        let placed = layer[target]!
        // The outermost of what it depends on, the innermost of what depends on it.
        let below = dependencies[target]!.filter { layer[$0] != nil }.max { (layer[$0]!, $1) < (layer[$1]!, $0) }
        let above = (dependents[target] ?? []).min { (layer[$0]!, $0) < (layer[$1]!, $1) }
        guard let hint else {
            return unnamedReason(lower: below, upper: above, isTop: (dependents[target] ?? []).isEmpty)
        }
        if let product = facts.workspace.endProducts[target] { return "\(product) of an Xcode project: outermost" }
        let named = InferenceReason(
            segments: [.text("named like "), .likeness(unit: target, word: hint.word, ring: hint.layer)])
        var reason: InferenceReason = "\(named) (\(hint.written))"
        let ring = LayerConventions.layers[hint.layer].name
        // A name held back says which neighbour it is placed with: one in its layer.
        let withDependent = (dependents[target] ?? []).filter { layer[$0] == placed }.min()
        let withDependency = dependencies[target]!.filter { layer[$0] == placed }.min()
        if placed < hint.layer, hint.isStrong, let above {
            reason =
                reason
                + ", but \(unit: above) depends on it, so it can be no further out: if that dependency is a violation, move \(target) to \(ring) and check will report it"
        } else if placed < hint.layer, let with = withDependent ?? withDependency {
            reason = reason + heldBack(target, with: with, dependent: withDependent != nil)
        } else if placed > hint.layer, let with = withDependency ?? withDependent {
            reason = reason + heldBack(target, with: with, dependent: withDependency == nil)
        } else if placed != hint.layer {
            reason = reason + ", a suffix, but its neighbours hold it in \(place: target)"
        }
        return reason
    }

    /// ", a suffix, but NEIGHBOUR (PLACE) depends on it: placed with it", or "it depends on …".
    private func heldBack(_ target: String, with neighbour: String, dependent: Bool) -> InferenceReason {
        let relation: InferenceReason =
            dependent ? "\(unit: neighbour) depends on it" : "it depends on \(unit: neighbour)"
        return ", a suffix, but \(relation): "
            + InferenceReason(segments: [.placed(unit: target, other: neighbour, otherDepends: dependent)])
    }

    private func unnamedReason(lower: String?, upper: String?, isTop: Bool) -> InferenceReason {
        switch (lower, upper) {
        case (let below?, let above?):
            "no name places it: by depth between \(unit: below), which it depends on, and \(unit: above), which depends on it"
        case (let below?, nil):
            isTop
                ? "no name places it and no target uses it: by depth above \(unit: below), which it depends on"
                : "no name places it: by depth above \(unit: below), which it depends on"
        case (nil, let above?):
            "no name places it and it depends on no target: by depth below \(unit: above), which depends on it"
        case (nil, nil): "no name places it, it depends on no target and no target uses it: innermost"
        }
    }

    /// For each target, the longest path along `edges` through unnamed targets to a named one or
    /// to the end of the graph.
    private func stepsToAnAnchor(
        anchors: [String: LayerConventions.Hint], along edges: [String: [String]]
    ) -> [String: Int] {
        var steps: [String: Int] = [:]
        var visiting: Set<String> = []
        func visit(_ name: String) -> Int {
            if let known = steps[name] { return known }
            guard visiting.insert(name).inserted else { return 0 }
            var longest = 0
            for next in edges[name] ?? [] where members.contains(next) {
                longest = max(longest, anchors[next] != nil ? 1 : visit(next) + 1)
            }
            visiting.remove(name)
            steps[name] = longest
            return longest
        }
        for name in targets { _ = visit(name) }
        return steps
    }

    // MARK: - By depth

    private func byDepth() -> Placement {
        var depth = Self.longestPaths(targets, along: dependencies)
        var deepest = depth.values.max() ?? 0
        // What an app runs goes with the outermost, unless something else depends on it.
        let endProducts = facts.workspace.endProducts
        let ends = targets.filter { name in
            endProducts[name] != nil && (dependents[name] ?? []).allSatisfy { endProducts[$0] != nil }
        }
        if !ends.isEmpty {
            deepest = max(deepest, 1)
            for end in ends { depth[end] = deepest }
        }
        let layers = (0...deepest).compactMap { level -> InferredLayer? in
            let members = targets.filter { depth[$0] == level }
            guard !members.isEmpty else { return nil }
            let name = level == 0 ? "Core" : level == deepest ? "App" : "Level\(level)"
            let reason: InferenceReason =
                level == 0
                ? "depth 0: it depends on no other target of the package that is layered"
                : "depth \(String(level)): its longest path through declared dependencies is \(String(level)) long"
            return InferredLayer(
                name: name, ring: nil,
                units: members.map {
                    unit($0, ends.contains($0) ? "\(endProducts[$0]!) of an Xcode project: outermost" : reason)
                })
        }
        return Placement(layers: layers, method: "depth")
    }

    /// The longest path of each target along `edges` within `targets` (cycles are cut where
    /// they close).
    static func longestPaths(_ targets: [String], along edges: [String: [String]]) -> [String: Int] {
        let members = Set(targets)
        var depth: [String: Int] = [:]
        var visiting: Set<String> = []
        func visit(_ name: String) -> Int {
            if let known = depth[name] { return known }
            guard visiting.insert(name).inserted else { return 0 }
            let below = (edges[name] ?? []).filter(members.contains).map { visit($0) + 1 }
            visiting.remove(name)
            depth[name] = below.max() ?? 0
            return depth[name]!
        }
        for name in targets.sorted() { _ = visit(name) }
        return depth
    }
}
