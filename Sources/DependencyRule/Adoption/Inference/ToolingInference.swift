/// Targets outside the architecture: plugins, macros, the executables plugins run, and targets
/// without Swift files (nothing of them to check).
enum ToolingInference {
    /// The unlayered targets among `candidates`, each with its reason.
    static func unlayered(_ candidates: [String], facts: PackageFacts) -> [(target: String, reason: String)] {
        let pluginTools = Set(facts.graph.targets.filter { $0.kind == .plugin }.flatMap(\.targetDependencies))
        return candidates.compactMap { name in
            guard let target = facts.graph.target[name] else { return nil }
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
