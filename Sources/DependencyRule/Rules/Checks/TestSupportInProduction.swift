/// `test-support-in-production`: a target that ships uses a test-support target.
struct TestSupportInProduction: RuleCheck {
    static let descriptions = [
        RuleDescription(
            .testSupportInProduction, .error, summary: "a non-test target uses a test-support target",
            help:
                "Test doubles and contracts must not ship. Move the code that needs the test-support target into a test target, or take the target out of testSupport if it is production code."
        )
    ]

    func applies(to target: PackageTarget, in architecture: LayerAssignment) -> Bool {
        target.kind != .test && !architecture.testSupport.contains(target.name)
    }

    func check(_ target: PackageTarget, in context: RuleContext) -> [Diagnostic] {
        context.graph.edges(from: target.name).flatMap { edge -> [Diagnostic] in
            guard context.architecture.testSupport.contains(edge.to) else { return [] }
            let advice =
                "test support must not ship: move the code that needs '\(edge.to)' into a test target, or take '\(edge.to)' out of \"testSupport\" if it is production code"
            return context.report(
                .testSupportInProduction, on: edge,
                importing:
                    "'\(edge.from)' is not a test target but imports test-support target '\(edge.to)': \(advice)",
                declaring:
                    "target '\(edge.from)' is not a test target but depends on test-support target '\(edge.to)': \(advice)"
            )
        }
    }
}
