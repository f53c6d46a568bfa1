/// Groups of sibling targets that must stay apart: targets named alike (`HomeFeature`,
/// `SettingsFeature`) that do not depend on each other. Targets that compose the others
/// (`AppFeature`, which depends on the features) are left out of the group by name
/// (`{"targets": ["*Feature"], "except": ["AppFeature"]}`), so that the group is still proposed
/// and a new dependency between two features is reported.
enum IndependentGroupInference {
    struct Group {
        var pattern: String
        var members: [String]
        /// The composers left out, each with the members it depends on.
        var except: [(target: String, composes: [String])]

        var group: Configuration.IndependentGroup {
            Configuration.IndependentGroup(
                targets: [TargetPattern(pattern)], except: except.map { TargetPattern($0.target) })
        }
    }

    /// The groups among the layered targets; `candidates` are every non-test target (a pattern
    /// matches across layers and entries).
    static func groups(layered: [[String]], candidates: [String], graph: DependencyGraph) -> [Group] {
        var groups: [Group] = []
        var proposed: Set<String> = []
        for layer in layered {
            var bySuffix: [String: [String]] = [:]
            for name in layer {
                let words = CamelCaseWords.split(name)
                guard words.count > 1, let last = words.last else { continue }
                bySuffix[last, default: []].append(name)
            }
            for (suffix, siblings) in bySuffix.sorted(by: { $0.key < $1.key }) where siblings.count > 1 {
                let pattern = TargetPattern("*" + suffix)
                guard proposed.insert(pattern.text).inserted else { continue }
                var members = candidates.filter { pattern.matches($0) }
                // Leave out, one at a time, the member that depends on most of the others, until
                // none depends on another.
                var except: [(target: String, composes: [String])] = []
                while true {
                    let inGroup = Set(members)
                    let reaching = members.map { member in
                        (member, graph.edges(from: member).map(\.to).filter { inGroup.contains($0) })
                    }
                    guard
                        let composer = reaching.filter({ !$0.1.isEmpty }).max(by: {
                            ($0.1.count, $1.0) < ($1.1.count, $0.0)
                        })
                    else { break }
                    except.append((composer.0, composer.1))
                    members.removeAll { $0 == composer.0 }
                }
                // Proposed when at least two remain and the composers are the fewer.
                guard members.count >= 2, except.count < members.count else { continue }
                groups.append(Group(pattern: pattern.text, members: members, except: except))
            }
        }
        // A group another holds whole says nothing more (`*DI` holds the `*UIDI` targets).
        return groups.filter { group in
            !groups.contains { other in
                other.pattern != group.pattern && Set(group.members).isSubset(of: other.members)
                    && (other.members.count > group.members.count || other.pattern < group.pattern)
            }
        }
    }
}
