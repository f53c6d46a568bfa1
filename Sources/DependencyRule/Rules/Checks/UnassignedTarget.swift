/// `unassigned-target`: a non-test target that no layer, test-support or unlayered entry claims
/// (only when some target is layered at all).
struct UnassignedTarget: ArchitectureRule {
    var rules: [Rule] { [.unassignedTarget] }

    func applies(to target: PackageTarget, in architecture: Architecture) -> Bool {
        target.kind != .test && !architecture.layerIndex.isEmpty
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let architecture = context.architecture
        guard !architecture.layerIndex.isEmpty else { return [] }
        let configuration = architecture.configuration.file ?? Configuration.fileName
        return context.graph.targets.compactMap { target in
            let name = target.name
            guard target.kind != .test, architecture.layerIndex[name] == nil,
                !architecture.testSupport.contains(name), !architecture.unlayered.contains(name)
            else { return nil }
            let location = context.locator.value.target(name)
            return Diagnostic(
                rule: .unassignedTarget,
                message:
                    "target '\(name)' is in no layer: add it to a layer in \(configuration), or list it under \"unlayered\" (tooling outside the architecture) or \"testSupport\"",
                file: "Package.swift", line: location?.line, column: location?.column, target: name)
        }
    }
}
