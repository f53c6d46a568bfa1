/// Targets linked for what they add rather than imported: a target that targets declare but do
/// not import, and whose files only extend types they do not declare (conformances, the live
/// values of dependency clients registered at load). `unused-dependency` would advise removing
/// it, which breaks the app at run time; `"linkOnly"` says it is meant.
enum LinkOnlyInference {
    /// The link-only targets among `candidates`, each with its reason.
    static func linkOnly(_ candidates: [String], facts: PackageFacts) -> [(target: String, reason: String)] {
        candidates.compactMap { name in
            let declaring = facts.graph.allEdges.filter { $0.to == name && $0.declared }
            guard !declaring.isEmpty, declaring.allSatisfy({ $0.imports.isEmpty }),
                let outlines = facts.outlines[name], !outlines.isEmpty
            else { return nil }
            let declared = Set(outlines.flatMap(\.declaredTypes))
            let extended = outlines.flatMap(\.extendedTypes)
            guard !extended.isEmpty, outlines.allSatisfy({ $0.otherDeclarations == 0 }),
                extended.allSatisfy({ !declared.contains($0) && !declared.contains(String($0.prefix { $0 != "." })) })
            else { return nil }
            let users = declaring.map(\.from).sorted().joined(separator: ", ")
            return (
                name,
                "\(users) declare\(declaring.count == 1 ? "s" : "") it without importing it, and its files only extend types of other modules (\(Set(extended).sorted().joined(separator: ", "))): linked for what it adds"
            )
        }
    }

    /// The patterns for `targets`: `*Live` when they all end with one word and it matches
    /// nothing else among `candidates`, else their names (as patterns matching them alone).
    static func patterns(for targets: [String], candidates: [String]) -> [String] {
        let names = targets.map(TargetPattern.escaped)
        guard targets.count > 1, let last = CamelCaseWords.split(targets[0]).last,
            targets.allSatisfy({ CamelCaseWords.split($0).last == last })
        else { return names }
        let pattern = TargetPattern("*" + TargetPattern.escaped(last))
        return candidates.filter(pattern.matches).sorted() == targets.sorted() ? [pattern.text] : names
    }
}
