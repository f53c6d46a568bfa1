import DependencyRule
import Testing

@Suite("A target in no layer, seen from a layer", .initAcceptsEveryFixture)
struct UnassignedTargetTests {
    @Test("To a layer, an unassigned target of the package is a module from outside the architecture")
    func unassignedIsOutside() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Helpers"),
                        .target(name: "Entities", dependencies: ["Helpers"]),
                """,
            files: ["Sources/Helpers/H.swift": "\n", "Sources/Entities/E.swift": "import Helpers\n"],
            config: #"{"layers": [{"name": "Entities", "targets": ["Entities"], "allowedImports": []}]}"#)
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 1)
        #expect(run.findings.contains("forbidden-import Sources/Entities/E.swift:1:1"))
        #expect(run.findings.contains { $0.hasPrefix("unassigned-target") })
    }
}
