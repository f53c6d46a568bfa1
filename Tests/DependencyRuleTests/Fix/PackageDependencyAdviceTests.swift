import Foundation
import Testing

/// Advice to declare a product of a package the target's manifest does not depend on says where
/// the package comes from (another member's `.package(url:)`, at the version `Package.resolved`
/// pins), and `fix` adds that package dependency before the product.
@Suite("Advice and fix for a product of a package the manifest does not depend on", .initAcceptsEveryFixture)
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

    @Test(
        "fix adds the package dependency a product needs, from where the advice says, then the product; check is clean")
    func fixAddsThePackage() async throws {
        let app = try Self.app(resolved: true)
        defer { app.remove() }
        try app.write("import Feature\nimport Core\n", to: "Feature/Sources/FeatureKit/K.swift")
        let run = await app.run("fix")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(
            run.output.contains(
                "note: declared .package(url: \"https://github.com/apple/swift-log.git\", from: \"1.6.1\") in the dependencies of package 'Feature', for product 'Logging'\n"
            ), "\(run.output)")
        #expect(run.output.contains("note: declared 'Core' in the dependencies of 'FeatureKit'"), "\(run.output)")
        let manifest = try #require(app.read("Feature/Package.swift"))
        #expect(
            manifest.contains(
                #"dependencies: [.package(path: "../Core"), .package(url: "https://github.com/apple/swift-log.git", from: "1.6.1")],"#
            ), "\(manifest)")
        #expect(manifest.contains(#".product(name: "Logging", package: "swift-log")"#), "\(manifest)")
        #expect(
            run.output.hasSuffix(
                "dependency-rule: fix: declared 2 dependencies (and 1 package dependency they need), removed 0; 0 findings not fixed\n"
            ), "\(run.output)")
        let checked = await app.run("check")
        #expect(checked.status == 0 && !checked.output.contains("implicit-import"), "\(checked.output)")
    }

    @Test("A package with no dependencies: argument gets one, right before targets:")
    func newDependenciesArgument() async throws {
        let app = try Self.app(resolved: false)
        defer { app.remove() }
        try app.write(
            """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Feature",
                targets: [
                    .target(name: "Feature"),
                    .target(name: "FeatureKit", dependencies: ["Feature"]),
                ]
            )

            """, to: "Feature/Package.swift")
        let run = await app.run("fix", "--dry-run")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(
            run.output.contains(
                """
                     name: "Feature",
                +    dependencies: [.package(url: "https://github.com/apple/swift-log.git", from: "1.5.0")],
                     targets: [
                """), "\(run.output)")
    }
}
