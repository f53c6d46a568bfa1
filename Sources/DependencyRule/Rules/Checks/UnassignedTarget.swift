/// `unassigned-target`: a non-test target that no layer, test-support or unlayered entry claims
/// (only when some target is layered at all).
struct UnassignedTarget: RuleCheck {
    static let descriptions = [
        RuleDescription(
            .unassignedTarget, .warning,
            summary: "a non-test target that no layer, test-support or unlayered entry claims",
            help:
                "Every non-test target belongs to a layer, to testSupport, or to unlayered tooling, so that the rules apply to it. Add it to the right entry of dependency-rules.json."
        )
    ]

    func applies(to target: PackageTarget, in architecture: LayerAssignment) -> Bool {
        target.kind != .test && !architecture.layerIndex.isEmpty
    }

    func check(_ target: PackageTarget, in context: RuleContext) -> [Diagnostic] {
        let architecture = context.architecture
        let name = target.name
        guard architecture.layerIndex[name] == nil, !architecture.testSupport.contains(name),
            !architecture.unlayered.contains(name)
        else { return [] }
        let configuration = architecture.configuration.file ?? Configuration.fileName
        return [
            context.targetSite(of: name).diagnostic(
                .unassignedTarget, target: name, module: nil,
                "target '\(name)' is in no layer: add it to a layer in \(configuration), or list it under \"unlayered\" (tooling outside the architecture) or \"testSupport\""
            )
        ]
    }
}
