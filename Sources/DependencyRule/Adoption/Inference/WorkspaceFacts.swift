/// What `init --workspace` knows of each target from its member.
struct WorkspaceFacts: Sendable {
    /// Target → the name of its package (for a target of a package).
    var packageOf: [String: String] = [:]
    /// Targets an app runs as (applications, app clips, extensions, tools) → what they are.
    var endProducts: [String: String] = [:]
    /// Targets of packages no app of the workspace reaches → their member's path.
    var unreached: [String: String] = [:]

    init() {}

    /// The facts of `analysis`, a workspace (none for one package).
    init(analysis: PackageAnalysis) {
        guard analysis.isWorkspace else { return }
        for entry in analysis.targets {
            let member = analysis.members[entry.member]
            let name = entry.target.name
            if member.kind == .package { packageOf[name] = member.name }
            if let type = entry.target.productType.map(ProductType.init(identifier:)), type.isEndProduct {
                endProducts[name] = type.noun
            }
            if !member.isReachedByApp { unreached[name] = member.path.isEmpty ? "." : member.path }
        }
    }
}
