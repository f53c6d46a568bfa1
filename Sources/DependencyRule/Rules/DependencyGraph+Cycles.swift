extension DependencyGraph {
    /// The groups of more than one target that reach each other, each sorted (Tarjan's
    /// algorithm, iterative).
    static func stronglyConnectedComponents<Node: Hashable & Comparable, Value>(
        of edges: [Node: [Node: Value]]
    ) -> [[Node]] {
        var index = 0
        var indices: [Node: Int] = [:]
        var lowLinks: [Node: Int] = [:]
        var stack: [Node] = []
        var onStack: Set<Node> = []
        var components: [[Node]] = []

        // Iterative depth-first search, so that no package can exhaust the call stack.
        for root in edges.keys.sorted() where indices[root] == nil {
            var work: [(node: Node, successors: [Node], next: Int)] = []
            func push(_ node: Node) {
                indices[node] = index
                lowLinks[node] = index
                index += 1
                stack.append(node)
                onStack.insert(node)
                work.append((node, (edges[node] ?? [:]).keys.sorted(), 0))
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
                        var component: [Node] = []
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
}
