import DependencyRule
import Testing

@Suite("imports: a listing for debugging, even when the configuration is broken", .initAcceptsEveryFixture)
struct ImportsReportTests {
    @Test("imports still lists everything when the configuration is broken, with a warning")
    func importsWithBrokenConfiguration() async throws {
        let package = try FixturePackage(
            targets: #"        .target(name: "Entities"),"#, files: ["Sources/Entities/E.swift": "import Foundation\n"],
            config: "{ broken")
        defer { package.remove() }
        let run = await package.run("imports")
        #expect(run.status == 0)
        #expect(run.output == "Sources/Entities/E.swift:1:1: import Foundation\n")
        #expect(run.errors.hasPrefix("dependency-rules.json:1:3: warning:"), "\(run.errors)")
        #expect(await package.check().status == 2, "check itself still refuses the broken configuration")
    }
}
