/// Places the production targets in layers. The declared graph is the evidence and names are
/// hints: no target is ever placed outward of a target that declares it (or imports it through a
/// declared path), so that `check` right after `init` finds no outward dependency on a declared
/// edge of an acyclic graph.
///
/// - **By names**, when names suggest at least two of the conventional layers
///   (``LayerConventions``). A target whose name is a layer's word (`Domain`) keeps that layer
///   unless what depends on it is further in: then it goes in with it, and its comment asks the
///   reader whether that dependency is a violation. A name that only ends with the word
///   (`AppCore`) is weak: when the target depends on a target named for an outer layer, it goes
///   out with it. Every other target is placed by depth between what it depends on and what
///   depends on it.
/// - **By depth** otherwise: each target's longest path through declared dependencies is its
///   layer (`Core`, `Level1`, …, `App`).
struct LayerInference {
    struct Placement {
        /// The layers, innermost first, each with its targets in the manifest's order and the
        /// reason for each.
        var layers: [(name: String, targets: [(target: String, reason: String)])]
        /// `names` or `depth`.
        var method: String
    }

    let facts: PackageFacts
    let targets: [String]
    private let members: Set<String>
    /// Target → what it must not be outward of (its bound dependencies), and the reverse.
    private let dependencies: [String: [String]]
    private let dependents: [String: [String]]
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

    func place() -> Placement {
        let hints = Dictionary(
            uniqueKeysWithValues: targets.compactMap { name in
                LayerConventions.hint(for: name).map { (name, $0) }
            })
        if Set(hints.values.map(\.layer)).count >= 2 {
            return byNames(hints)
        }
        return byDepth()
    }

    // MARK: - By names

    private func byNames(_ hints: [String: LayerConventions.Hint]) -> Placement {
        let outermost = LayerConventions.layers.count - 1
        func name(_ layer: Int) -> String { LayerConventions.layers[layer].name }

        // A weak name yields to a strong name of something it depends on, however far down.
        var strongBelow: [String: (layer: Int, target: String)] = [:]
        var wanted: [String: Int] = [:]
        var reasons: [String: String] = [:]
        for target in order {
            // The outermost strong name among everything it depends on.
            var below: (layer: Int, target: String)?
            for dependency in dependencies[target]! {
                // What it depends on directly is named before what that depends on.
                var candidates = [strongBelow[dependency]]
                if let hint = hints[dependency], hint.isStrong { candidates.insert((hint.layer, dependency), at: 0) }
                for case let candidate? in candidates where candidate.layer > (below?.layer ?? -1) {
                    below = candidate
                }
            }
            strongBelow[target] = below
            guard let hint = hints[target] else { continue }
            wanted[target] = hint.layer
            reasons[target] = "named like \(name(hint.layer)) (\(hint.written))"
            if !hint.isStrong, let below, below.layer > hint.layer {
                wanted[target] = below.layer
                reasons[target]! +=
                    ", a suffix, but it depends on \(below.target), named like \(name(below.layer)): placed with it"
            }
        }

        // What depends on a target bounds it: dependents first.
        var upper: [String: Int] = [:]
        for target in order.reversed() {
            upper[target] = (dependents[target] ?? []).reduce(wanted[target] ?? outermost) { bound, dependent in
                min(bound, upper[dependent] ?? bound)
            }
        }

        // Dependencies first: named targets at their bound; the others by depth in between.
        let down = stepsToAnAnchor(hints: hints, along: dependencies)
        let up = stepsToAnAnchor(hints: hints, along: dependents)
        var layer: [String: Int] = [:]
        for target in order {
            let low = dependencies[target]!.compactMap { layer[$0] }.max() ?? 0
            let high = max(upper[target]!, low)
            if wanted[target] != nil {
                layer[target] = high
                continue
            }
            let isTop = (dependents[target] ?? []).isEmpty
            let stepsDown = down[target]!
            let stepsUp = isTop ? 1 : up[target]!
            let fraction = stepsDown + stepsUp == 0 ? 0 : Double(stepsDown) / Double(stepsDown + stepsUp)
            layer[target] = low + Int((Double(high - low) * fraction).rounded(.toNearestOrAwayFromZero))
        }

        // The reasons, from the whole placement, so that every comment is true.
        for target in targets {
            let placed = layer[target]!
            // The outermost of what it depends on, the innermost of what depends on it.
            let below = dependencies[target]!.filter { layer[$0] != nil }.max { (layer[$0]!, $1) < (layer[$1]!, $0) }
            let above = (dependents[target] ?? []).min { (layer[$0]!, $0) < (layer[$1]!, $1) }
            if let wanted = wanted[target] {
                if placed < wanted, let above {
                    reasons[target]! +=
                        ", but \(above) (\(name(layer[above]!))) depends on it, so it can be no further out: if that dependency is a violation, move \(target) to \(name(wanted)) and check will report it"
                }
                continue
            }
            reasons[target] = unnamedReason(
                target, lower: below.map { ($0, name(layer[$0]!)) }, upper: above.map { ($0, name(layer[$0]!)) },
                isTop: (dependents[target] ?? []).isEmpty)
        }
        let layers = LayerConventions.layers.indices.compactMap { index -> (String, [(String, String)])? in
            let members = targets.filter { layer[$0] == index }
            return members.isEmpty ? nil : (name(index), members.map { ($0, reasons[$0]!) })
        }
        return Placement(layers: layers, method: "names")
    }

    private func unnamedReason(
        _ target: String, lower: (target: String, layer: String)?, upper: (target: String, layer: String)?,
        isTop: Bool
    ) -> String {
        let above = upper.map { "\($0.target) (\($0.layer)), which depends on it" }
        let below = lower.map { "\($0.target) (\($0.layer)), which it depends on" }
        switch (below, above) {
        case (let below?, let above?): return "no name places it: by depth between \(below), and \(above)"
        case (let below?, nil):
            return isTop
                ? "no name places it and no target uses it: by depth above \(below)"
                : "no name places it: by depth above \(below)"
        case (nil, let above?): return "no name places it and it depends on no target: by depth below \(above)"
        case (nil, nil):
            return "no name places it, it depends on no target and no target uses it: innermost"
        }
    }

    /// For each target, the longest path along `edges` through unnamed targets to a named one or
    /// to the end of the graph.
    private func stepsToAnAnchor(
        hints: [String: LayerConventions.Hint], along edges: [String: [String]]
    ) -> [String: Int] {
        var steps: [String: Int] = [:]
        var visiting: Set<String> = []
        func visit(_ name: String) -> Int {
            if let known = steps[name] { return known }
            guard visiting.insert(name).inserted else { return 0 }
            var longest = 0
            for next in edges[name] ?? [] where members.contains(next) {
                longest = max(longest, hints[next] != nil ? 1 : visit(next) + 1)
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
        let depth = Self.longestPaths(targets, along: dependencies)
        let deepest = depth.values.max() ?? 0
        let layers = (0...deepest).compactMap { level -> (String, [(String, String)])? in
            let members = targets.filter { depth[$0] == level }
            guard !members.isEmpty else { return nil }
            let name = level == 0 ? "Core" : level == deepest ? "App" : "Level\(level)"
            let reason =
                level == 0
                ? "depth 0: it depends on no other target of the package that is layered"
                : "depth \(level): its longest path through declared dependencies is \(level) long"
            return (name, members.map { ($0, reason) })
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
