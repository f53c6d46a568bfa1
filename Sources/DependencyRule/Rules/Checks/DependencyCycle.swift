/// `dependency-cycle`: targets that reach each other through their imports and declared
/// dependencies, one finding per group (``DependencyGraph/cycles``), at the first edge of one
/// cycle through the group's first target.
struct DependencyCycle: ArchitectureRule {
    static let descriptions = [
        RuleDescription(
            .dependencyCycle, .error,
            summary: "targets reach each other through their imports and declared dependencies",
            help:
                "Targets that reach each other cannot be understood or tested apart. Move what they share into a target both depend on, or invert one dependency with a protocol."
        )
    ]

    func applies(to target: PackageTarget, in architecture: Architecture) -> Bool { true }

    func check(_ target: PackageTarget, in context: RuleContext) -> [Diagnostic] {
        let graph = context.graph
        guard let component = graph.cycles.first(where: { $0[0] == target.name }) else { return [] }
        let path = cyclePath(through: component, in: graph)
        let site = context.located(graph.edges[path[0]]![path[1]]!.firstSite)
        return [
            site.diagnostic(
                .dependencyCycle, target: path[0], module: path[1],
                "targets depend on each other in a cycle: \(path.joined(separator: " → ")): move what they share into a target both can depend on, or invert one of the dependencies with a protocol"
            )
        ]
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
            for next in graph.edges(from: node).map(\.to) where members.contains(next) {
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
