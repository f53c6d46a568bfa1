import Foundation
import Testing

/// `fix` keeps the manifest's meaning: a product the manifest declares only under a condition
/// (`.when(traits:)`, `.when(platforms:)`) is declared for another target under the same condition
/// when its imports sit under the matching `#if`, and left to the user, with why, otherwise.
@Suite("fix keeps a product's condition, or leaves the declaration to the user", .initAcceptsEveryFixture)
struct FixConditionTests {
    /// `Core` declares `Tracer` of the local package `Dep` under `condition`; `Feature` imports
    /// it under `guarded`, `Other` without a guard. Both reach it through `Core`.
    static func package(condition: String, guarded: String) throws -> FixturePackage {
        try FixturePackage(
            manifest: """
                // swift-tools-version: 6.1
                import PackageDescription

                let package = Package(
                    name: "Fixture",
                    traits: [.trait(name: "Tracing")],
                    dependencies: [.package(path: "Dep")],
                    targets: [
                        .target(name: "Core", dependencies: [.product(name: "Tracer", package: "Dep", condition: \(condition))]),
                        .target(name: "Feature", dependencies: ["Core"]),
                        .target(name: "Other", dependencies: ["Core"]),
                    ]
                )

                """,
            files: [
                "Dep/Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(name: "Dep", products: [.library(name: "Tracer", targets: ["Tracer"])], targets: [.target(name: "Tracer")])

                """,
                "Dep/Sources/Tracer/T.swift": "public struct T {}\n",
                "Sources/Core/C.swift": "public struct C {}\n",
                "Sources/Feature/F.swift": "import Core\n#if \(guarded)\nimport Tracer\n#endif\n",
                "Sources/Other/O.swift": "import Core\nimport Tracer\n",
            ])
    }

    @Test(
        "Under the matching #if, the product is declared with the condition; without one it is listed, exit 1",
        arguments: [
            (#".when(traits: ["Tracing"])"#, "Tracing"),
            (#".when(platforms: [.linux, .android], traits: ["Tracing"])"#, "os(Linux) && Tracing"),
        ])
    func keepsTheCondition(condition: String, guarded: String) async throws {
        let package = try Self.package(condition: condition, guarded: guarded)
        defer { package.remove() }
        let run = await package.run("fix")
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        let manifest = try #require(package.read("Package.swift"))
        #expect(
            manifest.contains(
                #".target(name: "Feature", dependencies: ["Core", .product(name: "Tracer", package: "Dep", condition: \#(condition))]),"#
            ), "\(manifest)")
        #expect(manifest.contains(#".target(name: "Other", dependencies: ["Core"]),"#), "\(manifest)")
        #expect(
            run.output.contains(
                "Sources/Other/O.swift:2:1: warning: [implicit-import] not fixed: 'Other' and 'Tracer': the manifest declares 'Tracer' only under a condition (\(condition)), and the import is not under a matching #if: declaring it without one would link it everywhere; declare it yourself, with the condition it needs"
            ), "\(run.output)")
        #expect(
            run.output.hasSuffix("dependency-rule: fix: declared 1 dependency, removed 0; 1 finding not fixed\n"),
            "\(run.output)")
    }
}
