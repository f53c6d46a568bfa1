import DependencyRule
import Foundation
import Testing

@Suite("init: a starting configuration inferred from the package, which check always accepts", .initAcceptsEveryFixture)
struct InitTests {
    /// A package laid out by convention, with features, test doubles, a plugin and its tool.
    static func conventional() throws -> FixturePackage {
        try FixturePackage(
            targets: """
                        .target(name: "Domain"),
                        .target(name: "Application", dependencies: ["Domain"]),
                        .target(name: "HomeFeature", dependencies: ["Application"]),
                        .target(name: "SettingsFeature", dependencies: ["Application"]),
                        .target(name: "Data", dependencies: ["Application", "Domain"]),
                        .executableTarget(name: "MyApp", dependencies: ["HomeFeature", "SettingsFeature", "Data"]),
                        .target(name: "NetworkMocks", dependencies: ["Application"]),
                        .target(name: "Fixtures", dependencies: ["Domain"]),
                        .executableTarget(name: "Generator"),
                        .plugin(name: "Generate", capability: .buildTool(), dependencies: ["Generator"]),
                        .testTarget(name: "ApplicationTests", dependencies: ["Application", "NetworkMocks", "Fixtures"]),
                """,
            files: [
                "Sources/Domain/D.swift": "public struct D {}\n",
                "Sources/Application/A.swift": "import Domain\n",
                "Sources/HomeFeature/H.swift": "import Application\n",
                "Sources/SettingsFeature/S.swift": "import Application\n",
                "Sources/Data/R.swift": "import Application\nimport Domain\n",
                "Sources/MyApp/main.swift": "import HomeFeature\nimport SettingsFeature\nimport Data\n",
                "Sources/NetworkMocks/M.swift": "import Application\n",
                "Sources/Fixtures/F.swift": "import Domain\n",
                "Sources/Generator/main.swift": "print(1)\n",
                "Plugins/Generate/plugin.swift": "import PackagePlugin\n",
                "Tests/ApplicationTests/T.swift": "import Application\nimport NetworkMocks\nimport Fixtures\n",
            ])
    }

    @Test(
        "By names: layers in the app's own words, a reason for each target, test support, tooling and independent features"
    )
    func byNames() async throws {
        let package = try Self.conventional()
        defer { package.remove() }
        let run = await package.run("init")
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output.hasPrefix(
                "dependency-rule: wrote dependency-rules.json for Fixture: Domain (1), Application (1), Adapters (3, 2 parts), App (1); 2 test-support targets, 2 unlayered targets, 1 independent group, 0 link-only targets; layers by names."
            ), "\(run.output)")
        let text = try #require(package.read("dependency-rules.json"))
        InitAppTests.checkClaims(text)
        let configuration = try Configuration.parse(Array(text.utf8), file: "dependency-rules.json")
        // Each layer is named after the word that placed most of its targets (…App for MyApp);
        // the features and Data never use each other, so they are parts of one ring, and the
        // layer, named Data after its one named target, takes a name of its own.
        #expect(configuration.layers.map(\.name) == ["Domain", "Application", "Adapters", "App"])
        #expect(
            InitAppTests.layers(configuration) == [
                "Domain": ["Domain"], "Application": ["Application"],
                "Adapters/Feature": ["HomeFeature", "SettingsFeature"], "Adapters/Data": ["Data"], "App": ["MyApp"],
            ], "\(text)")
        #expect(configuration.testSupport.map(\.text) == ["NetworkMocks", "Fixtures"])
        #expect(configuration.unlayered.map(\.text) == ["Generator", "Generate"])
        #expect(configuration.independent.map(\.name) == ["*Feature"])
        #expect(text.contains("// Domain: named like its layer (Domain)"), "\(text)")
        #expect(
            text.contains(
                "// HomeFeature: no name places it: by depth between Application (Application), which it depends on, and MyApp (App), which depends on it"
            ), "\(text)")
        #expect(text.contains("// MyApp: named like its layer (…App)"), "\(text)")
        #expect(text.contains("// NetworkMocks: named like test support (Mocks) and used only by tests"))
        #expect(text.contains("// Fixtures: named like test support (Fixtures) and used only by tests"))
        #expect(text.contains("// Generate: a plugin"))
        #expect(text.contains("// Generator: a tool that a plugin runs"))
        #expect(text.contains("// *Feature: HomeFeature, SettingsFeature"))
        // check accepts it, and the package keeps the rule.
        let checked = await package.check()
        #expect(checked.status == 0, "\(checked.output)\(checked.errors)")

        // --layer-names clean keeps Uncle Bob's four, with the same targets.
        let clean = await package.run("init", "--force", "--layer-names", "clean")
        #expect(clean.status == 0, "\(clean.errors)")
        let cleanText = try #require(package.read("dependency-rules.json"))
        InitAppTests.checkClaims(cleanText)
        let cleanLayers = try Configuration.parse(Array(cleanText.utf8), file: "dependency-rules.json").layers
        #expect(cleanLayers.map(\.name) == ["Entities", "UseCases", "InterfaceAdapters", "FrameworksAndDrivers"])
        let targetsOf = { (layers: [Configuration.Layer]) -> [[[String]]] in
            layers.map { layer in layer.parts.map { part in part.targets.map(\.text) } }
        }
        #expect(targetsOf(cleanLayers) == targetsOf(configuration.layers))
        #expect(cleanText.contains("// Domain: named like Entities (Domain)"), "\(cleanText)")
        let wrong = await package.run("init", "--force", "--layer-names", "uncle-bob")
        #expect(wrong.status == 2)
        #expect(
            wrong.errors
                == "dependency-rule: error: --layer-names must be found or clean, not 'uncle-bob'\nRun 'dependency-rule init --help' for usage.\n",
            "\(wrong.errors)")
    }

    @Test("Without a convention, each target's depth in the declared graph is its layer")
    func byDepth() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Storage"),
                        .target(name: "Parsing"),
                        .target(name: "Engine", dependencies: ["Storage", "Parsing"]),
                        .executableTarget(name: "tool", dependencies: ["Engine"]),
                """,
            files: [
                "Sources/Storage/S.swift": "\n", "Sources/Parsing/P.swift": "\n",
                "Sources/Engine/E.swift": "import Storage\nimport Parsing\n",
                "Sources/tool/main.swift": "import Engine\n",
            ])
        defer { package.remove() }
        let run = await package.run("init", "--output", "inferred.json")
        #expect(run.status == 0, "\(run.errors)")
        let text = try #require(package.read("inferred.json"))
        #expect(package.read("dependency-rules.json") == nil, "--output names where it goes")
        let configuration = try Configuration.parse(Array(text.utf8), file: "inferred.json")
        #expect(configuration.layers.map(\.name) == ["Core", "Level1", "App"])
        #expect(configuration.layers.map { $0.targets.map(\.text) } == [["Storage", "Parsing"], ["Engine"], ["tool"]])
        #expect(text.contains("// Engine: depth 1: its longest path through declared dependencies is 1 long"))
        let checked = await package.check("--config", "inferred.json")
        #expect(checked.status == 0, "\(checked.output)\(checked.errors)")
    }

    @Test("An existing configuration is never overwritten without --force; with it, it is replaced whole")
    func refusesToOverwrite() async throws {
        let package = try Self.conventional()
        defer { package.remove() }
        try package.write("// mine\n{ \"layers\": [] }\n", to: "dependency-rules.json")
        let refused = await package.run("init")
        #expect(refused.status == 2)
        #expect(
            refused.errors
                == "dependency-rules.json: error: refusing to overwrite the configuration: pass --force to replace it, or --output FILE to write elsewhere\n"
        )
        #expect(refused.output.isEmpty)
        #expect(package.read("dependency-rules.json") == "// mine\n{ \"layers\": [] }\n")
        let forced = await package.run("init", "--force")
        #expect(forced.status == 0, "\(forced.errors)")
        #expect(package.read("dependency-rules.json")?.hasPrefix("// The architecture of Fixture") == true)

        // A link that leads nowhere is something there too: writing would replace it.
        try FileManager.default.createSymbolicLink(
            atPath: package.root.appendingPathComponent("linked.json").path, withDestinationPath: "missing.json")
        let linked = await package.run("init", "--output", "linked.json")
        #expect(linked.status == 2)
        #expect(
            linked.errors.hasPrefix("linked.json: error: refusing to overwrite the configuration"), "\(linked.errors)")

        // A file that cannot be written: exit 2, and nothing left behind.
        let unwritable = await package.run("init", "--output", "Package.swift/dependency-rules.json")
        #expect(unwritable.status == 2)
        #expect(
            unwritable.errors
                == "Package.swift/dependency-rules.json: error: cannot create its folder: 'Package.swift' is a file, not a folder\n"
        )
        #expect(unwritable.output.isEmpty)
    }

    @Test("What the package says corrects the names: products, production users, targets without Swift files")
    func correctedByUse() async throws {
        let package = try FixturePackage(
            manifest: """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Fixture",
                    products: [
                        .library(name: "Parser", targets: ["Parser"]),
                        .library(name: "SnapshotTesting", targets: ["SnapshotTesting"]),
                    ],
                    targets: [
                        .target(name: "Lexer"),
                        .target(name: "Parser", dependencies: ["Lexer"]),
                        .target(name: "ABTesting"),
                        .target(name: "Domain"),
                        .target(name: "ViewModels", dependencies: ["Parser", "Domain"]),
                        .target(name: "Placeholder"),
                        .executableTarget(name: "Tool", dependencies: ["ABTesting", "ViewModels"]),
                        .target(name: "SnapshotTesting"),
                        .testTarget(name: "ParserTests", dependencies: ["Parser", "SnapshotTesting"]),
                    ]
                )

                """,
            files: [
                "Sources/Lexer/L.swift": "public struct L {}\n",
                "Sources/Parser/P.swift": "import Lexer\n",
                "Sources/ABTesting/A.swift": "public struct A {}\n",
                "Sources/Domain/D.swift": "public struct D {}\n",
                "Sources/ViewModels/V.swift": "import Parser\nimport Domain\n",
                "Sources/Placeholder/README.md": "nothing yet\n",
                "Sources/Tool/main.swift": "import ABTesting\nimport ViewModels\n",
                "Sources/SnapshotTesting/S.swift": "public struct S {}\n",
                "Tests/ParserTests/T.swift": "import Parser\nimport SnapshotTesting\n",
            ])
        defer { package.remove() }
        let run = await package.run("init", "--layer-names", "clean")
        #expect(run.status == 0, "\(run.errors)")
        let text = try #require(package.read("dependency-rules.json"))
        let configuration = try Configuration.parse(Array(text.utf8), file: "dependency-rules.json")
        // A library product that only its tests use is production (Parser), unless its name says
        // it is for tests (SnapshotTesting: shared test support); a name like test support does
        // not make support of what the app runs (ABTesting).
        #expect(configuration.testSupport.map(\.text) == ["SnapshotTesting"], "\(text)")
        #expect(
            text.contains(
                "// SnapshotTesting: named like test support (Testing) and used only by tests, though a library product ships it (to share it)"
            ), "\(text)")
        #expect(configuration.unlayered.map(\.text) == ["Placeholder"])
        #expect(text.contains("// Placeholder: no Swift files: nothing of it to check"))
        #expect(
            configuration.layers.contains {
                $0.name == "InterfaceAdapters" && $0.targets.map(\.text).contains("ViewModels")
            },
            "\(text)")
        #expect(text.contains("// ViewModels: named like InterfaceAdapters (ViewModels)"))
        // What it wrote, check accepts, and finds nothing wrong in.
        let check = await package.check()
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        #expect(check.diagnostics.filter { $0["severity"] as? String == "error" }.isEmpty, "\(check.output)")
    }

    @Test(
        "init's usage errors",
        arguments: [
            (["init", "--strict"], "unknown option '--strict' for 'init'"),
            (["init", "--force=yes"], "--force takes no value"),
            (["init", "--format", "text"], "unknown option '--format' for 'init'"),
        ])
    func usage(arguments: [String], message: String) async {
        let run = await runChecker(arguments)
        #expect(run.status == 2)
        #expect(run.errors == "dependency-rule: error: \(message)\nRun 'dependency-rule init --help' for usage.\n")
        #expect(run.output.isEmpty)
    }

    @Test("Nothing to place in layers (only tests): exit 2 naming the manifest, nothing written")
    func nothingToLayer() async throws {
        let package = try FixturePackage(
            targets: "        .testTarget(name: \"AllTests\"),\n", files: ["Tests/AllTests/T.swift": "import Testing\n"]
        )
        defer { package.remove() }
        let run = await package.run("init")
        #expect(run.status == 2 && run.output.isEmpty, "\(run.output)")
        #expect(
            run.errors
                == "Package.swift: error: nothing to place in layers: no target holds Swift files that check reads (test targets, plugins and macros are not layered), so init writes no configuration\n",
            "\(run.errors)")
        #expect(package.read("dependency-rules.json") == nil)
    }
}
