/// `test-support-in-production`: a target that ships uses a test-support target.
struct TestSupportInProduction: ArchitectureRule {
    var rules: [Rule] { [.testSupportInProduction] }

    func applies(to target: PackageTarget, in architecture: Architecture) -> Bool {
        target.kind != .test && !architecture.testSupport.contains(target.name)
    }

    func check(_ context: RuleContext) -> [Diagnostic] {
        let architecture = context.architecture
        return context.graph.allEdges.flatMap { edge -> [Diagnostic] in
            guard let from = context.graph.target[edge.from], applies(to: from, in: architecture),
                architecture.testSupport.contains(edge.to)
            else { return [] }
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
