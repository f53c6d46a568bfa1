/// Sibling rings `init` proposes as parts of a layer: where every target of a layer is named like
/// presentation (`…UI`, `…Presentation`, `…Feature`) or like data (`…Data`, `…Repository`,
/// `…Networking`, `…Persistence`), both kinds are there, and no target of one kind depends on one
/// of the other (by declaration or import), the names say which is which and the graph agrees.
enum PartInference {
    /// The two kinds, each with the name words that say it, and its name in Uncle Bob's words.
    static let kinds: [(clean: String, words: [String])] = [
        ("Presentation", ["UI", "Presentation", "Feature", "Features"]),
        ("Data", ["Data", "Repository", "Repositories", "Networking", "Persistence"]),
    ]

    /// A proposed part: its name, its targets in the layer's order, and the words that named them.
    struct Part {
        var name: String
        var targets: [String]
    }

    /// The parts of a layer holding `targets`, or `nil` when names and the graph do not make two.
    /// - Parameter found: name each part after the commonest word of its targets (`UI`, `Data`);
    ///   otherwise `Presentation` and `Data`.
    static func parts(of targets: [String], graph: DependencyGraph, found: Bool) -> [Part]? {
        guard targets.count >= 2 else { return nil }
        var kindOf: [String: Int] = [:]
        var words: [[String]] = Array(repeating: [], count: kinds.count)
        for target in targets {
            let split = CamelCaseWords.split(target)
            guard
                let (kind, word) = kinds.enumerated().lazy.compactMap({ index, kind in
                    kind.words.first { word in
                        let parts = CamelCaseWords.split(word)
                        return split.count >= parts.count && split.suffix(parts.count).elementsEqual(parts)
                    }.map { (index, $0) }
                }).first
            else { return nil }
            kindOf[target] = kind
            words[kind].append(word)
        }
        guard Set(kindOf.values).count == kinds.count else { return nil }
        // Siblings never depend on each other.
        for target in targets {
            for edge in graph.edges(from: target) where kindOf[edge.to].map({ $0 != kindOf[target] }) == true {
                return nil
            }
        }
        return kinds.indices.map { index in
            let members = targets.filter { kindOf[$0] == index }
            var name = kinds[index].clean
            if found {
                var count: [String: Int] = [:]
                for word in words[index] { count[word, default: 0] += 1 }
                if let top = count.values.max(), let word = words[index].first(where: { count[$0] == top }) {
                    name = word
                }
            }
            return Part(name: name, targets: members)
        }
    }
}
