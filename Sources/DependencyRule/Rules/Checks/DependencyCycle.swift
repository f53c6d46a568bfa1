/// `dependency-cycle`: targets that reach each other through their imports and declared
/// dependencies (an import under `#if canImport` of its module is no edge), one finding per group (``DependencyGraph/cycles``): at an edge of the cycle that
/// breaks a rule of its own (outward, or between independent targets) when one does, so that one
/// mistake is reported at one place; else at the first edge of a cycle through the group's first
/// target.
struct DependencyCycle: RuleCheck {
    static let descriptions = [
        RuleDescription(
            .dependencyCycle, .error,
            summary: "targets reach each other through their imports and declared dependencies",
            help:
                "Targets that reach each other cannot be understood or tested apart. Move what they share into a target both depend on, or invert one dependency with a protocol."
        )
    ]

    func applies(to target: PackageTarget, in architecture: LayerAssignment) -> Bool { true }

    func check(_ target: PackageTarget, in context: RuleContext) -> [Diagnostic] {
        let graph = context.graph
        guard let component = graph.cycles.first(where: { $0[0] == target.name }) else { return [] }
        let path = violatingCycle(in: component, context: context) ?? cyclePath(through: component, in: graph)
        let site = context.located(graph.edges[path[0]]![path[1]]!.firstCertainSite)
        return [
            site.diagnostic(
                .dependencyCycle, target: path[0], module: path[1],
                "targets depend on each other in a cycle: \(path.joined(separator: " → ")): move what they share into a target both can depend on, or invert one of the dependencies with a protocol"
            )
        ]
    }

    /// A cycle through an edge of `component` that breaks a rule of its own (it points outward,
    /// or joins two targets kept independent), starting with that edge: the cycle is then reported
    /// where that mistake is, not at another file. `nil` when no edge of the cycle does.
    private func violatingCycle(in component: [String], context: RuleContext) -> [String]? {
        let graph = context.graph
        let architecture = context.architecture
        let members = Set(component)
        func breaksARule(_ edge: DependencyGraph.Edge) -> Bool {
            if let from = architecture.layerIndex[edge.from], let to = architecture.layerIndex[edge.to], to > from {
                return true
            }
            return architecture.independentGroups.contains {
                $0.targets.contains(edge.from) && $0.targets.contains(edge.to)
            } || architecture.siblingParts(edge.from, edge.to) != nil
        }
        for name in component {
            for edge in graph.edges(from: name) where edge.isCertain && members.contains(edge.to) && breaksARule(edge) {
                if let back = graph.path(
                    from: edge.to, to: edge.from, through: { $0.isCertain && members.contains($0.to) })
                {
                    return [edge.from] + back
                }
            }
        }
        return nil
    }

    /// A cycle through the first member of `component`, as a path that ends where it starts.
    private func cyclePath(through component: [String], in graph: DependencyGraph) -> [String] {
        let members = Set(component)
        let start = component[0]
        var previous: [String: String] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in graph.edges(from: node).filter(\.isCertain).map(\.to) where members.contains(next) {
                if next == start {
                    var path = [start]
                    var step: String? = node
                    while let current = step, current != start {
                        path.insert(current, at: 1)
                        step = previous[current]
                    }
                    return path + [start]
                }
                if previous[next] == nil {
                    previous[next] = node
                    queue.append(next)
                }
            }
        }
        return component + [start]
    }
}
