/// Targets outside the architecture: in a workspace, the targets of packages no app reaches; plugins,
/// macros, the executables plugins run, and targets without Swift files (nothing of them to check).
enum ToolingInference {
    /// The unlayered targets among `candidates`, each with its reason.
    static func unlayered(_ candidates: [String], facts: PackageFacts) -> [(target: String, reason: String)] {
        let pluginTools = Set(facts.graph.targets.filter { $0.kind == .plugin }.flatMap(\.targetDependencies))
        return candidates.compactMap { name in
            guard let target = facts.graph.target[name] else { return nil }
            if let member = facts.workspace.unreached[name] {
                return (
                    name,
                    "in \(member), which nothing in the app reaches (a build tool, a code generator, a server or another app?)"
                )
            }
            if target.kind == .plugin { return (name, "a plugin") }
            if target.kind == .macro { return (name, "a macro") }
            if pluginTools.contains(name) { return (name, "a tool that a plugin runs") }
            if target.swiftFiles.isEmpty, target.kind != .system, target.kind != .binary, !target.hasCFamilySources {
                return (name, "no Swift files: nothing of it to check")
            }
            return nil
        }
    }
}
