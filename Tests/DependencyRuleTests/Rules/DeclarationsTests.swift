import DependencyRule
import Testing

@Suite("Declarations are found however the manifest names its targets", .initAcceptsEveryFixture)
struct DeclarationsTests {
    @Test("Declarations are located through dependency lists that name targets with .target(name:)")
    func nestedTargetReferences() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Extra"),
                        .target(name: "Entities"),
                        .target(
                            name: "UseCases",
                            dependencies: [.target(name: "Entities"), "Extra"]
                        ),
                """,
            files: [
                "Sources/Extra/X.swift": "\n", "Sources/Entities/E.swift": "\n",
                "Sources/UseCases/U.swift": "import Entities\n",
            ])
        defer { package.remove() }
        let run = await package.check()
        #expect(
            run.findings.contains(
                "unused-dependency "
                    + package.location(of: "\"Extra\"", onLineContaining: ".target(name: \"Entities\"), \"Extra\"")))
    }
}
