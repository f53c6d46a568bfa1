/// Which `unused-dependency` removals `fix --remove-unused` may make: a dependency no file imports
/// can still be the only declared way to another import (A declares B, B declares C, A imports C
/// without declaring it). Removing it would turn that import into an `undeclared-import`, so such
/// a removal is kept, with why, unless the fix declares the import itself.
struct RemovalSafety {
    /// An import that no declaration makes, reached through declared dependencies before the fix.
    private struct Reached {
        let from: String
        /// The imported target, or the product whose declarers it reaches.
        let to: String
        let isProduct: Bool
        /// How it was reached before the fix, both ends included.
        let path: [String]
    }

    private let graph: DependencyGraph
    /// Target → the targets it declares after the fix's declarations and the removals so far.
    private var declared: [String: Set<String>] = [:]
    /// Product → the targets that declare it after the fix's declarations.
    private var declarers: [String: Set<String>] = [:]
    private var reached: [Reached] = []

    /// - Parameter declarations: what the fix declares, as `(target, dependency)` of the graph:
    ///   a target of the package (or workspace), or a product.
    init(graph: DependencyGraph, declarations: [(target: String, dependency: String)]) {
        self.graph = graph
        for edge in graph.allEdges where edge.declared { declared[edge.from, default: []].insert(edge.to) }
        for (name, product) in graph.products { declarers[name] = Set(product.declaredBy) }
        for (target, dependency) in declarations {
            if graph.target[dependency] != nil {
                declared[target, default: []].insert(dependency)
            } else {
                declarers[dependency, default: []].insert(target)
            }
        }
        for edge in graph.allEdges where !edge.imports.isEmpty && declared[edge.from]?.contains(edge.to) != true {
            if let path = graph.declaredPath(from: edge.from, to: edge.to) {
                reached.append(Reached(from: edge.from, to: edge.to, isProduct: false, path: path))
            }
        }
        for (target, imports) in graph.foreignImports {
            for module in Set(imports.map(\.module)).sorted()
            where graph.products[module] != nil && declarers[module]?.contains(target) != true {
                if let path = graph.declaredPath(from: target, toProduct: module) {
                    reached.append(Reached(from: target, to: module, isProduct: true, path: path))
                }
            }
        }
    }

    /// Removes `dependency` from `target` when no import loses its only declared path by it;
    /// otherwise keeps it and returns why.
    mutating func remove(_ dependency: String, from target: String) -> String? {
        // A product of several targets goes whole: every target declared through it.
        let names = graph.target[target]?.declaredNames ?? [:]
        let removed =
            names[dependency].map { product in
                Set(names.filter { $0.value == product }.keys).union([dependency])
            } ?? [dependency]
        guard let before = declared[target], before.contains(dependency) else { return nil }
        declared[target] = before.subtracting(removed)
        for reachedImport in reached where !isReached(reachedImport) {
            declared[target] = before
            let what = reachedImport.isProduct ? "product '\(reachedImport.to)'" : "'\(reachedImport.to)'"
            return
                "removing it would leave '\(reachedImport.from)' importing \(what) with no declared dependency that reaches it (today: \(reachedImport.path.joined(separator: " → "))); declare \(what) in '\(reachedImport.from)' first, then remove this one"
        }
        return nil
    }

    /// Whether `reachedImport` is still reached through what is declared now.
    private func isReached(_ reachedImport: Reached) -> Bool {
        let isEnd: (String) -> Bool =
            reachedImport.isProduct
            ? { [declarers] in declarers[reachedImport.to]?.contains($0) == true } : { $0 == reachedImport.to }
        var seen: Set<String> = [reachedImport.from]
        var queue = [reachedImport.from]
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for next in declared[node] ?? [] where seen.insert(next).inserted {
                if isEnd(next) { return true }
                queue.append(next)
            }
        }
        return false
    }
}
