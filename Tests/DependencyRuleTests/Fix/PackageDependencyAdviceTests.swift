import Foundation
import Testing

/// Advice to declare a product of a package the target's manifest does not depend on says where
/// the package comes from (another member's `.package(url:)`, at the version `Package.resolved`
/// pins), and `fix` lists that finding with why while keeping its other edits.
@Suite("Advice and fix for a product of a package the manifest does not depend on")
struct PackageDependencyAdviceTests {
    /// `Core` depends on swift-log by URL; `Feature` imports `Logging` and `Core` without declaring
    /// either, and without depending on swift-log.
    static func app(resolved: Bool) throws -> WorkspaceFixture {
        var files = [
            "Core/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Core",
                products: [.library(name: "Core", targets: ["Core"])],
                dependencies: [.package(url: "https://github.com/apple/swift-log.git", from: "1.5.0")],
                targets: [.target(name: "Core", dependencies: [.product(name: "Logging", package: "swift-log")])]
            )

            """,
            "Core/Sources/Core/C.swift": "import Logging\npublic struct C {}\n",
            "Feature/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Feature",
                dependencies: [.package(path: "../Core")],
                targets: [
                    .target(name: "Feature"),
                    .target(name: "FeatureKit", dependencies: ["Feature"]),
                ]
            )

            """,
            "Feature/Sources/Feature/F.swift": "import Logging\n",
            "Feature/Sources/FeatureKit/K.swift": "import Feature\n",
            "Feature/Sources/FeatureKit/More.swift": "import Foundation\n",
        ]
        if resolved {
            files["Package.resolved"] = """
                {
                  "pins" : [
                    {
                      "identity" : "swift-log",
                      "kind" : "remoteSourceControl",
                      "location" : "https://github.com/apple/swift-log.git",
                      "state" : { "revision" : "96a2f8a0fa41e9e09af4585e2724c4e825410b91", "version" : "1.6.1" }
                    }
                  ],
                  "version" : 2
                }

                """
        }
        return try WorkspaceFixture(
            packages: [], files: files, config: #"{ "layers": [{ "name": "All", "targets": ["*"] }] }"#)
    }

    @Test(
        "The advice adds the package dependency, from another member's URL at the pinned version (else that member's requirement)",
        arguments: [true, false])
    func advice(resolved: Bool) async throws {
        let app = try Self.app(resolved: resolved)
        defer { app.remove() }
        let run = await app.run("check")
        let version = resolved ? "1.6.1" : "1.5.0"
        #expect(
            run.output.contains(
                "Feature/Sources/Feature/F.swift:1:1: warning: [implicit-import] 'Feature' imports 'Logging' without declaring its product, and none of its targets declares it (Core does): it builds only while a product it depends on brings 'Logging' in: add .package(url: \"https://github.com/apple/swift-log.git\", from: \"\(version)\") to the dependencies of package 'Feature', and .product(name: \"Logging\", package: \"swift-log\") to the dependencies of target 'Feature' in Feature/Package.swift\n"
            ), "\(run.output)")
    }

    @Test("fix lists what needs a package dependency first, with where from, and keeps its other edits: exit 1")
    func fixKeepsTheRest() async throws {
        let app = try Self.app(resolved: true)
        defer { app.remove() }
        try app.write("import Feature\nimport Core\n", to: "Feature/Sources/FeatureKit/K.swift")
        let run = await app.run("fix")
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(
            run.output.contains(
                "Feature/Sources/Feature/F.swift:1:1: warning: [implicit-import] not fixed: 'Feature' and 'Logging': package 'Feature' does not depend on package 'swift-log': add .package(url: \"https://github.com/apple/swift-log.git\", from: \"1.6.1\") to its dependencies first, then run fix again\n"
            ), "\(run.output)")
        #expect(run.output.contains("note: declared 'Core' in the dependencies of 'FeatureKit'"), "\(run.output)")
        #expect(
            app.read("Feature/Package.swift")?.contains(#".product(name: "Core", package: "Core")"#) == true,
            "\(app.read("Feature/Package.swift") ?? "")")
        #expect(run.output.hasSuffix("dependency-rule: fix: declared 1 dependency, removed 0; 1 finding not fixed\n"))
    }
}
