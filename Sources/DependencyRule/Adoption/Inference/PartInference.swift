/// Sibling rings `init` proposes as parts of a layer, for targets and folders alike: where a layer
/// holds units named like presentation (`…UI`, `Presentation/`) and units named like data
/// (`…Data`, `Repositories/`) and no unit of one kind reaches one of the other (by declaration,
/// import or reference, through any unit of the layer), the names say which is which and the
/// graph agrees. The layer's other units go where the graph lets them: with the one kind they are
/// tied to; before both when both use them (shared code); after both when they use both
/// (composition) or are tied to neither.
enum PartInference {
    /// A layer cut into parts: what goes before them, the parts by kind, what goes after them
    /// (indices into the layer's units).
    struct Split {
        var inner: [Int] = []
        var parts: [(kind: LayerConventions.Kind, units: [Int])] = []
        var outer: [Int] = []
    }

    /// Where each unit goes: before the parts, in one, or after them.
    private enum Place: Equatable {
        case inner, part(LayerConventions.Kind), outer

        var level: Int {
            switch self {
            case .inner: 0
            case .part: 1
            case .outer: 2
            }
        }
    }

    /// The split of a layer whose units have `kinds` and reach each other as `reach` says (unit →
    /// the units of the layer it reaches, directly or not), or `nil` when the two kinds are not
    /// both there or cannot be kept apart.
    static func split(kinds: [LayerConventions.Kind?], reach: [Set<Int>]) -> Split? {
        let byKind = LayerConventions.Kind.allCases.map { kind in Set(kinds.indices.filter { kinds[$0] == kind }) }
        guard byKind.allSatisfy({ !$0.isEmpty }),
            !byKind[0].contains(where: { !reach[$0].isDisjoint(with: byKind[1]) }),
            !byKind[1].contains(where: { !reach[$0].isDisjoint(with: byKind[0]) })
        else { return nil }
        var place = [Place?](repeating: nil, count: kinds.count)
        for unit in kinds.indices {
            if let kind = kinds[unit] {
                place[unit] = .part(kind)
                continue
            }
            let reached = Set(byKind.indices.filter { !reach[unit].isDisjoint(with: byKind[$0]) })
            let reaching = Set(byKind.indices.filter { kind in byKind[kind].contains { reach[$0].contains(unit) } })
            if reached.count == 2 {
                place[unit] = .outer
            } else if reaching.count == 2 {
                place[unit] = .inner
            } else if let kind = reached.union(reaching).first, reached.union(reaching).count == 1 {
                place[unit] = .part(LayerConventions.Kind.allCases[kind])
            }
        }
        close(&place, reach: reach)
        for unit in place.indices where place[unit] == nil {
            // Tied to nothing yet: before the parts when a part or what is before them reaches it,
            // else after them.
            let reachedFromInside = place.indices.contains { other in
                place[other].map { $0 != .outer } == true && reach[other].contains(unit)
            }
            place[unit] = reachedFromInside ? .inner : .outer
        }
        close(&place, reach: reach)
        let settled = place.map { $0 ?? .outer }
        guard isConsistent(settled, reach: reach) else { return nil }
        var split = Split()
        for unit in kinds.indices {
            switch settled[unit] {
            case .inner: split.inner.append(unit)
            case .outer: split.outer.append(unit)
            case .part: break
            }
        }
        split.parts = LayerConventions.Kind.allCases.map { kind in
            (kind, kinds.indices.filter { settled[$0] == .part(kind) })
        }
        return split
    }

    /// What reaches a unit after the parts goes after them too; what a unit before them reaches
    /// goes before them.
    private static func close(_ place: inout [Place?], reach: [Set<Int>]) {
        for _ in place.indices {
            var changed = false
            for unit in place.indices where place[unit] != .outer {
                if reach[unit].contains(where: { place[$0] == .outer }) {
                    place[unit] = .outer
                    changed = true
                }
            }
            for unit in place.indices where place[unit] == .inner {
                for other in reach[unit] where place[other] != .inner {
                    place[other] = .inner
                    changed = true
                }
            }
            if !changed { break }
        }
    }

    /// No unit reaches one after it, nor one of another part.
    private static func isConsistent(_ place: [Place], reach: [Set<Int>]) -> Bool {
        for unit in place.indices {
            for other in reach[unit] {
                if place[other].level > place[unit].level { return false }
                if case .part(let kind) = place[unit], case .part(let otherKind) = place[other], kind != otherKind {
                    return false
                }
            }
        }
        return true
    }
}
