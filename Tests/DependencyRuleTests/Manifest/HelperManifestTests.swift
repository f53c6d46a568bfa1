import DependencyRule
import Foundation
import Testing

/// Manifests written as apps write them: dependencies through members of `Target.Dependency`,
/// names through string constants, read by SwiftPM for real.
@Suite(
    "Manifests written through helpers: every declaration diagnostic has a line, and suppressions work there",
    .initAcceptsEveryFixture)
struct HelperManifestTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        extension String {
            static let theme: Self = "Theme"
            static let settingsFeature: Self = "SettingsFeature"
        }

        extension Target.Dependency {
            static let model = Target.Dependency.target(name: "Model")
            static var theme: Self { .target(name: .theme) }
            static let analytics = Target.Dependency.target(name: "Analytics")
        }

        let package = Package(
            name: "App",
            targets: [
                .target(name: "Model"),
                .target(name: .theme),
                .target(name: "Analytics"),
                .target(
                    name: .settingsFeature,
                    dependencies: [
                        .model,
                        .theme,
                        .analytics,
                    ]
                ),
            ]
        )

        """

    static func package(settings: String, manifest: String = manifest) throws -> FixturePackage {
        try FixturePackage(
            manifest: manifest,
            files: [
                "Sources/Model/M.swift": "public struct M {}\n", "Sources/Theme/T.swift": "public struct T {}\n",
                "Sources/Analytics/A.swift": "public struct A {}\n",
                "Sources/SettingsFeature/S.swift": settings,
            ],
            config: """
                { "layers": [ { "name": "Core", "targets": ["Model", "Theme", "Analytics"] },
                              { "name": "Features", "targets": ["SettingsFeature"] } ] }
                """)
    }

    @Test("unused-dependency points at the member where the list uses it, in every format")
    func placed() async throws {
        let package = try Self.package(settings: "import Model\nimport Theme\n")
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.findings == ["unused-dependency " + package.location(of: ".analytics", onLineContaining: ".analytics,")]
        )
        let text = await package.run("check")
        #expect(
            text.output.contains(
                package.location(of: ".analytics", onLineContaining: ".analytics,")
                    + ": warning: [unused-dependency] target 'SettingsFeature' declares a dependency on 'Analytics'"),
            "\(text.output)")
        let github = await package.run("check", "--format", "github")
        let place = package.location(of: ".analytics", onLineContaining: ".analytics,").split(separator: ":")
        #expect(
            github.output.contains("::warning file=Package.swift,line=\(place[1]),col=\(place[2]),"), "\(github.output)"
        )
    }

    @Test("A suppression at the use, or on the line that defines the helper, is used; --strict then passes")
    func suppressed() async throws {
        for (marker, comment) in [
            (
                "                .analytics,",
                "                .analytics, // dependency-rule:allow unused-dependency -- registers at load"
            ),
            (
                "    static let analytics = Target.Dependency.target(name: \"Analytics\")",
                "    // dependency-rule:allow unused-dependency -- registers at load\n    static let analytics = Target.Dependency.target(name: \"Analytics\")"
            ),
        ] {
            let manifest = Self.manifest.replacing(marker, with: comment)
            #expect(manifest != Self.manifest)
            let package = try Self.package(settings: "import Model\nimport Theme\n", manifest: manifest)
            defer { package.remove() }
            let run = await package.run("check", "--strict")
            #expect(run.status == 0, "\(run.output)\(run.errors)")
            #expect(run.output.hasSuffix("0 errors, 0 warnings; 1 suppressed\n"), "\(run.output)")
        }
    }

    @Test("Rules about declarations place every finding on a line: outward, cycle, unassigned")
    func everyDeclarationRule() async throws {
        let manifest = Self.manifest.replacing(
            "    static let model = Target.Dependency.target(name: \"Model\")",
            with:
                "    static let model = Target.Dependency.target(name: \"Model\")\n    static let settings = Target.Dependency.target(name: .settingsFeature)"
        ).replacing(".target(name: \"Model\"),", with: ".target(name: \"Model\", dependencies: [.settings]),")
        #expect(manifest.contains(".settings]"))
        let package = try Self.package(settings: "import Model\nimport Theme\nimport Analytics\n", manifest: manifest)
        try package.write("import SettingsFeature\n", to: "Sources/Model/M.swift")
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 1)
        let manifestFindings = run.findings.filter { $0.contains("Package.swift") }
        #expect(
            manifestFindings.contains(
                "outward-dependency " + package.location(of: ".settings", onLineContaining: "[.settings]")),
            "\(run.findings)")
        #expect(run.diagnostics.allSatisfy { $0["line"] is Int }, "\(run.output)")
    }
}
