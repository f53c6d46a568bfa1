import Foundation
import Testing

/// One mistake, one error, and what follows from it stands on its own again when the mistake is
/// suppressed, baselined or turned off.
@Suite("One mistake, one error: consequences are notes, until the primary finding is hidden", .initAcceptsEveryFixture)
struct ConsequencesTests {
    /// UseCases imports InterfaceAdapters, which depends on UseCases: outward, undeclared, a cycle.
    static func package(
        _ line: String, config: String = FixturePackage.fourLayersConfiguration()
    ) throws
        -> FixturePackage
    {
        var files = FixturePackage.cleanSources
        files["Sources/UseCases/Register.swift"] = "import Entities\n" + line + "\n"
        return try FixturePackage(targets: FixturePackage.fourLayers, files: files, config: config)
    }

    @Test("The primary finding carries the cycle and the undeclared import as notes")
    func folded() async throws {
        let package = try Self.package("import InterfaceAdapters")
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 1)
        #expect(run.findings == ["outward-dependency Sources/UseCases/Register.swift:2:1"], "\(run.output)")
        #expect(
            run.notes == [
                "dependency-cycle Sources/UseCases/Register.swift:2:1",
                "undeclared-import Sources/UseCases/Register.swift:2:1",
            ], "\(run.output)")
    }

    @Test("A primary finding set to warning never hides an error as its note: the check still fails")
    func warningPrimary() async throws {
        let package = try Self.package(
            "import InterfaceAdapters",
            config: FixturePackage.fourLayersConfiguration(#""rules": { "outward-dependency": "warning" }"#))
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 1, "\(run.output)")
        #expect(
            run.findings == [
                "dependency-cycle Sources/UseCases/Register.swift:2:1",
                "outward-dependency Sources/UseCases/Register.swift:2:1",
                "undeclared-import Sources/UseCases/Register.swift:2:1",
            ], "\(run.output)")
    }

    @Test(
        "Suppressed, baselined or off, the outward import's consequences are errors of their own",
        arguments: ["suppressed", "baselined", "off"])
    func primaryHidden(how: String) async throws {
        let suppression = how == "suppressed" ? " // dependency-rule:allow outward-dependency -- migrating" : ""
        let config =
            how == "off"
            ? FixturePackage.fourLayersConfiguration(#""rules": { "outward-dependency": "off" }"#)
            : FixturePackage.fourLayersConfiguration()
        let package = try Self.package("import InterfaceAdapters" + suppression, config: config)
        defer { package.remove() }
        var arguments: [String] = []
        if how == "baselined" {
            try package.write(
                """
                { "version": 1, "violations": [
                  {"rule": "outward-dependency", "target": "UseCases", "file": "Sources/UseCases/Register.swift", "module": "InterfaceAdapters", "count": 1}
                ] }

                """, to: "baseline.json")
            arguments = ["--baseline", "baseline.json"]
        }
        let run = await package.run("check", ["--format", "json"] + arguments, environment: [:])
        #expect(run.status == 1, "\(how): \(run.output)\(run.errors)")
        #expect(
            run.findings == [
                "dependency-cycle Sources/UseCases/Register.swift:2:1",
                "undeclared-import Sources/UseCases/Register.swift:2:1",
            ], "\(how): \(run.output)")
        #expect(run.notes.isEmpty, "\(how): \(run.output)")
        #expect(
            run.diagnostics.allSatisfy { $0["severity"] as? String == "error" }, "\(how): \(run.output)")
    }
}
