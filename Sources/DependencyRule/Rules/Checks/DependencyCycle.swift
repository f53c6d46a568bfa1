/// `dependency-cycle`: targets that reach each other through their imports and declared
/// dependencies, one finding per group (Tarjan's algorithm), at the first edge of one cycle.
struct DependencyCycle: ArchitectureRule {
    var rules: [Rule] { [.dependencyCycle] }

    func applies(to target: PackageTarget, in architecture: Architecture) -> Bool { true }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let graph = context.graph
        return components(of: graph).map { component in
            let path = cyclePath(through: component, in: graph)
            let site = context.located(graph.edges[path[0]]![path[1]]!.firstSite)
            return site.diagnostic(
                .dependencyCycle, target: path[0], module: path[1],
                "targets depend on each other in a cycle: \(path.joined(separator: " → ")): move what they share into a target both can depend on, or invert one of the dependencies with a protocol"
            )
        }
    }

    /// The groups of more than one target that reach each other, each sorted.
    private func components(of graph: DependencyGraph) -> [[String]] {
        var index = 0
        var indices: [String: Int] = [:]
        var lowLinks: [String: Int] = [:]
        var stack: [String] = []
        var onStack: Set<String> = []
        var components: [[String]] = []

        // Iterative depth-first search, so that no package can exhaust the call stack.
        for root in graph.edges.keys.sorted() where indices[root] == nil {
            var work: [(node: String, successors: [String], next: Int)] = []
            func push(_ node: String) {
                indices[node] = index
                lowLinks[node] = index
                index += 1
                stack.append(node)
                onStack.insert(node)
                work.append((node, graph.edges(from: node).map(\.to), 0))
            }
            push(root)
            while !work.isEmpty {
                let top = work.count - 1
                let node = work[top].node
                if work[top].next < work[top].successors.count {
                    let successor = work[top].successors[work[top].next]
                    work[top].next += 1
                    if indices[successor] == nil {
                        push(successor)
                    } else if onStack.contains(successor) {
                        lowLinks[node] = min(lowLinks[node]!, indices[successor]!)
                    }
                } else {
                    work.removeLast()
                    if let parent = work.last?.node { lowLinks[parent] = min(lowLinks[parent]!, lowLinks[node]!) }
                    if lowLinks[node] == indices[node] {
                        var component: [String] = []
                        while let member = stack.popLast() {
                            onStack.remove(member)
                            component.append(member)
                            if member == node { break }
                        }
                        if component.count > 1 { components.append(component.sorted()) }
                    }
                }
            }
        }
        return components
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
