import DependencyRule
import Foundation
import ProcessSpawning
import Testing

/// `fix --remove-unused` never makes a package worse: a dependency that no file imports but that
/// is the only declared way to another import is kept, with why, and a product of several targets
/// is used when any of them is imported.
@Suite("fix --remove-unused: never a new undeclared import", .initAcceptsEveryFixture)
struct RemoveUnusedSafetyTests {
    /// InterfaceAdapters declares UseCases and imports only Entities, which it reaches through
    /// UseCases: UseCases is unused, Entities an implicit import.
    static func package(_ more: String...) throws -> FixturePackage {
        try FixturePackage(
            manifest: """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Reach",
                    targets: [
                        .target(name: "Entities"),
                        .target(name: "UseCases", dependencies: ["Entities"]),
                        .target(name: "InterfaceAdapters", dependencies: ["UseCases"]),
                    ]
                )

                """,
            files: [
                "Sources/Entities/E.swift": "public struct E {}\n",
                "Sources/UseCases/U.swift": "import Entities\n",
                "Sources/InterfaceAdapters/I.swift": "import Entities\n",
            ],
            config: """
                {
                  "layers": [
                    { "name": "Entities", "targets": ["Entities"] }, { "name": "UseCases", "targets": ["UseCases"] },
                    { "name": "InterfaceAdapters", "targets": ["InterfaceAdapters"] }
                  ]\(more.map { ",\n  " + $0 }.joined())
                }

                """)
    }

    @Test("With the implicit import declared by the same fix, the unused dependency goes: check is clean after")
    func declaredThenRemoved() async throws {
        let package = try Self.package()
        defer { package.remove() }
        let run = await package.run("fix", "--remove-unused")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(
            package.read("Package.swift")?.contains(#".target(name: "InterfaceAdapters", dependencies: ["Entities"]),"#)
                == true, "\(package.read("Package.swift") ?? "")")
        let checked = await package.check()
        #expect(checked.status == 0 && checked.findings.isEmpty, "\(checked.output)")
    }

    @Test("When the fix does not declare the import it reaches through it, the unused dependency is kept, saying why")
    func keptWhenItIsTheOnlyWay() async throws {
        let package = try Self.package(#""rules": { "implicit-import": "off" }"#)
        defer { package.remove() }
        let before = await package.check()
        #expect(before.findings == ["unused-dependency Package.swift:9:59"], "\(before.findings)")
        let manifest = package.read("Package.swift")
        let run = await package.run("fix", "--remove-unused")
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(package.read("Package.swift") == manifest, "nothing removed")
        #expect(
            run.output
                == """
                Package.swift:9:59: warning: [unused-dependency] not fixed: 'InterfaceAdapters' and 'UseCases': not removed: removing it would leave 'InterfaceAdapters' importing 'Entities' with no declared dependency that reaches it (today: InterfaceAdapters → UseCases → Entities); declare 'Entities' in 'InterfaceAdapters' first, then remove this one
                dependency-rule: fix: declared 0 dependencies, removed 0; 1 finding not fixed

                """, "\(run.output)")
        let after = await package.check()
        #expect(!after.findings.contains { $0.hasPrefix("undeclared-import") }, "\(after.findings)")
    }

    @Test("A product of several targets is used when any is imported: in a package and in an Xcode target")
    func productOfSeveralTargets() async throws {
        let app = try WorkspaceFixture(
            packages: [
                .init(
                    "W", products: [("W", ["W", "WMocks"])],
                    targets: [.init("W"), .init("WMocks", [.byName("W")])]),
                .init(
                    "Feature", dependencies: ["../W"],
                    targets: [.init("Feature", [.product("W", package: "W")])]),
            ],
            projects: [
                "App.xcodeproj": XcodeProjectFixture(
                    targets: [.init(name: "App", synchronized: ["App"], products: ["W@w", "Feature@feature"])],
                    localPackages: ["w": "W", "feature": "Feature"])
            ],
            files: [
                "W/Sources/W/W.swift": "public struct W {}\n", "W/Sources/WMocks/M.swift": "import W\n",
                "Feature/Sources/Feature/F.swift": "import W\n", "App/App.swift": "import W\nimport Feature\n",
            ],
            config: """
                { "layers": [{ "name": "Core", "targets": ["W", "WMocks", "Feature"] }, { "name": "App", "targets": ["App"] }] }
                """)
        defer { app.remove() }
        let run = await app.check()
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.findings.isEmpty, "\(run.findings)")
        let fixed = await app.run("fix", "--remove-unused")
        #expect(fixed.status == 0, "\(fixed.output)\(fixed.errors)")
        #expect(
            fixed.output.hasSuffix("dependency-rule: fix: declared 0 dependencies, removed 0; 0 findings not fixed\n"),
            "\(fixed.output)")

        // Neither imported: the product is unused once, named as declared.
        try app.write("public struct F {}\n", to: "Feature/Sources/Feature/F.swift")
        let unused = await app.check()
        #expect(unused.findings.filter { $0.hasPrefix("unused-dependency") }.count == 1, "\(unused.findings)")
        #expect(
            unused.diagnostics.first { $0["rule"] as? String == "unused-dependency" }?["message"] as? String
                == "target 'Feature' declares a dependency on 'W' but none of its files imports it: remove \"W\" from its dependencies in Feature/Package.swift, or import it where it is used; if it is linked for what it adds without being imported (conformances, live implementations), list it in \"linkOnly\" in dependency-rules.json",
            "\(unused.output)")
    }

    @Test(
        "An unused product of several targets goes whole: kept when its other target is the only way to an import"
    )
    func productOfSeveralTargetsKept() async throws {
        let app = try WorkspaceFixture(
            packages: [
                .init("Lib", products: [("P", ["X", "Y"])], targets: [.init("X"), .init("Y")]),
                .init(
                    "App", dependencies: ["../Lib"],
                    targets: [.init("A", [.product("P", package: "Lib")]), .init("B", [.byName("A")])]),
            ],
            files: [
                "Lib/Sources/X/X.swift": "public struct X {}\n", "Lib/Sources/Y/Y.swift": "public struct Y {}\n",
                "App/Sources/A/A.swift": "public struct A {}\n", "App/Sources/B/B.swift": "import A\nimport Y\n",
            ],
            config: #"{ "layers": [{ "name": "Core", "targets": ["X", "A", "B"] }], "testSupport": ["Y"] }"#)
        defer { app.remove() }
        let before = app.read("App/Package.swift")
        let run = await app.run("fix", "--remove-unused")
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(run.errors.isEmpty, "\(run.errors)")
        #expect(
            run.output.contains(
                "not removed: removing it would leave 'B' importing 'Y' with no declared dependency that reaches it (today: B → A → Y)"
            ), "\(run.output)")
        #expect(app.read("App/Package.swift") == before, "nothing removed")
    }

    @Test(
        "End to end: the package fix --remove-unused left builds (make test-e2e)",
        .enabled(if: ProcessInfo.processInfo.environment["KIT_E2E"] == "1"))
    func fixedPackageBuilds() async throws {
        for rules in ["", #""rules": { "implicit-import": "off" }"#] {
            let package = try rules.isEmpty ? Self.package() : Self.package(rules)
            defer { package.remove() }
            let fixed = await package.run("fix", "--remove-unused")
            #expect(fixed.status != 2, "\(fixed.output)\(fixed.errors)")
            let built = try await ChildProcess.run(
                [
                    "swift", "build", "--package-path", package.root.path, "--scratch-path",
                    package.root.path + "/.build",
                ])
            #expect(built.status == 0, "\(rules): \(built)")
        }
    }
}
