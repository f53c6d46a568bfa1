/// `independent-targets`: two targets that one `"independent"` group matches depend on each
/// other, by import or by declaration (feature modules of one layer that must stay apart), or a
/// target of one part of a layer depends on a target of a sibling part.
struct IndependentTargets: RuleCheck {
    static let descriptions = [
        RuleDescription(
            .independentTargets, .error,
            summary: "two targets that one \"independent\" pattern matches depend on each other",
            help:
                "Targets that one \"independent\" pattern matches (feature modules of one layer, say) must not depend on each other, so that each can be built, tested and changed alone. Move what they share into a target both may use."
        )
    ]

    func applies(to target: PackageTarget, in architecture: LayerAssignment) -> Bool {
        architecture.independentGroups.contains { $0.targets.contains(target.name) }
            || architecture.partIndex[target.name] != nil
    }

    func check(_ target: PackageTarget, in context: RuleContext) -> [Diagnostic] {
        // Sibling parts of one layer: a target may use its own part and inner layers, never a sibling.
        let parts = context.graph.edges(from: target.name).flatMap { edge -> [Diagnostic] in
            guard let (mine, theirs) = context.architecture.siblingParts(edge.from, edge.to) else { return [] }
            let why =
                "parts \(mine) and \(theirs) are siblings that must stay independent: move what they share into an inner layer, or invert the dependency with a protocol there"
            return context.report(
                .independentTargets, on: edge,
                importing: "'\(edge.from)' (\(mine)) imports '\(edge.to)' (\(theirs)), but \(why)",
                declaring:
                    "target '\(edge.from)' (\(mine)) declares a dependency on '\(edge.to)' (\(theirs)), but \(why)")
        }
        return parts
            + context.architecture.independentGroups.flatMap { group -> [Diagnostic] in
                guard group.targets.contains(target.name) else { return [] }
                return context.graph.edges(from: target.name).flatMap { edge -> [Diagnostic] in
                    guard group.targets.contains(edge.to) else { return [] }
                    let why =
                        "'\(edge.from)' and '\(edge.to)' must stay independent (\"independent\": \"\(group.pattern)\"): move what they share into a target both may use"
                    return context.report(
                        .independentTargets, on: edge,
                        importing: "'\(edge.from)' imports '\(edge.to)', but \(why)",
                        declaring: "target '\(edge.from)' declares a dependency on '\(edge.to)', but \(why)")
                }
            }
    }
}
