import DependencyRule
import Foundation
import Testing

@Suite("Each rule fires where it should, and only there", .initAcceptsEveryFixture)
struct RuleTests {
    @Test("A clean package passes with no diagnostic")
    func clean() async throws {
        let package = try FixturePackage(
            targets: FixturePackage.fourLayers, files: FixturePackage.cleanSources, manifest: .handedIn)
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.diagnostics.isEmpty)
    }

    @Test("outward-dependency: reported at the import and at the declaration in Package.swift")
    func outward() async throws {
        var sources = FixturePackage.cleanSources
        sources["Sources/UseCases/Register.swift"] = "import Entities\n\nimport InterfaceAdapters\n"
        let package = try FixturePackage(
            targets: """
                        .target(name: "Entities"),
                        .target(name: "UseCases", dependencies: ["Entities", "InterfaceAdapters"]),
                        .target(name: "InterfaceAdapters", dependencies: ["Entities"]),
                        .target(name: "FrameworksAndDrivers", dependencies: ["InterfaceAdapters", "UseCases", "Entities"]),
                """,
            files: sources.merging(["Sources/InterfaceAdapters/Presenter.swift": "import Foundation\nimport Entities\n"]
            ) { $1 })
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 1)
        #expect(
            run.findings == [
                "outward-dependency "
                    + package.location(of: "\"InterfaceAdapters\"", onLineContaining: "name: \"UseCases\""),
                "outward-dependency Sources/UseCases/Register.swift:3:1",
            ])
        let message = try #require(run.diagnostics.first?["message"] as? String)
        #expect(message.contains("'UseCases' (layer UseCases)"))
        #expect(message.contains("remove it from the dependencies"))
        #expect(
            run.diagnostics.allSatisfy {
                $0["module"] as? String == "InterfaceAdapters" && $0["target"] as? String == "UseCases"
            })
    }

    @Test("Declarations are located as the compiler reads Package.swift: not in comments, strings or shared lists")
    func declarationSites() async throws {
        var sources = FixturePackage.cleanSources
        sources["Sources/UseCases/Register.swift"] = "import Entities\nimport InterfaceAdapters\n"
        sources["Sources/InterfaceAdapters/Presenter.swift"] = "import Entities\n"
        let manifest = #"""
            // swift-tools-version: 6.0
            import PackageDescription

            // .target(name: "UseCases", dependencies: ["InterfaceAdapters"]) was the first shape
            let note = "a string with .target(name: \"UseCases\") and an unbalanced ("
            /* .target(name: "InterfaceAdapters", dependencies: ["UseCases"]) */
            let shared: [Target.Dependency] = [.target(name: "UseCases")]
            let package = Package(
                name: "Fixture",
                targets: [
                    .target(name: "Entities"),
                    .target(
                        name: "UseCases",
                        // "InterfaceAdapters" is needed until the presenter moves
                        dependencies: ["Entities", /* ( */ "InterfaceAdapters"]),
                    .target(name: "InterfaceAdapters", dependencies: ["Entities"]),
                    .target(name: "FrameworksAndDrivers", dependencies: ["InterfaceAdapters", "UseCases", "Entities"]),
                ]
            )

            """#
        let package = try FixturePackage(manifest: manifest, files: sources)
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(
            run.findings == [
                "outward-dependency " + package.location(of: "\"InterfaceAdapters\"", onLineContaining: "/* ( */"),
                "outward-dependency Sources/UseCases/Register.swift:2:1",
            ])
        #expect(package.location(of: "\"InterfaceAdapters\"", onLineContaining: "/* ( */") == "Package.swift:15:48")
    }

    @Test("implicit-import: a package target imported without being declared but reached through declared ones")
    func implicit() async throws {
        var sources = FixturePackage.cleanSources
        sources["Sources/FrameworksAndDrivers/Main.swift"] =
            "import InterfaceAdapters\n@testable import Entities\nimport UseCases\n"
        let package = try FixturePackage(
            targets: """
                        .target(name: "Entities"),
                        .target(name: "UseCases", dependencies: ["Entities"]),
                        .target(name: "InterfaceAdapters", dependencies: ["UseCases", "Entities"]),
                        .target(name: "FrameworksAndDrivers", dependencies: ["InterfaceAdapters"]),
                """,
            files: sources, manifest: .handedIn)
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 0, "a warning by default")
        #expect(
            run.findings == [
                "implicit-import Sources/FrameworksAndDrivers/Main.swift:2:11",
                "implicit-import Sources/FrameworksAndDrivers/Main.swift:3:1",
            ])
        #expect(run.diagnostics.allSatisfy { $0["severity"] as? String == "warning" })
        #expect(
            (run.diagnostics.first?["message"] as? String)?.contains(
                "it is reached through FrameworksAndDrivers → InterfaceAdapters → Entities") == true)
        #expect(await package.check("--strict").status == 1)
        #expect(
            (run.diagnostics.first?["message"] as? String)?.contains(
                "add \"Entities\" to the dependencies of target 'FrameworksAndDrivers'") == true)
    }

    @Test("undeclared-import: a package target imported with no declared path to it, an error")
    func undeclared() async throws {
        var sources = FixturePackage.cleanSources
        sources["Sources/Logging/Log.swift"] = "public func log() {}\n"
        sources["Sources/UseCases/Register.swift"] = "import Entities\nimport Logging\n"
        let package = try FixturePackage(
            targets: FixturePackage.fourLayers + "\n            .target(name: \"Logging\"),", files: sources,
            config: FixturePackage.fourLayersConfiguration(#""unlayered": ["Logging"]"#), manifest: .handedIn)
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 1)
        #expect(run.findings == ["undeclared-import Sources/UseCases/Register.swift:2:1"])
        let message = try #require(run.diagnostics.first?["message"] as? String)
        #expect(
            message.contains(
                "'UseCases' imports 'Logging', which it neither declares nor reaches through its declared dependencies")
        )
        #expect(message.contains("a clean build can fail"))
        #expect(message.contains("add \"Logging\" to the dependencies of target 'UseCases'"))
    }

    @Test("\"rules\" sets a rule's severity, or turns it off, and --strict makes every warning an error")
    func severities() async throws {
        var sources = FixturePackage.cleanSources
        sources["Sources/FrameworksAndDrivers/Main.swift"] =
            "import Foundation\nimport InterfaceAdapters\nimport Entities\n"
        let package = try FixturePackage(
            targets: """
                        .target(name: "Entities"),
                        .target(name: "UseCases", dependencies: ["Entities"]),
                        .target(name: "InterfaceAdapters", dependencies: ["UseCases", "Entities"]),
                        .target(name: "FrameworksAndDrivers", dependencies: ["InterfaceAdapters", "UseCases"]),
                """,
            files: sources, config: FixturePackage.fourLayersConfiguration(), manifest: .handedIn)
        defer { package.remove() }
        // By default: an unused dependency on UseCases and an implicit import of Entities, both warnings.
        let plain = await package.check()
        #expect(plain.status == 0)
        #expect(
            Set(plain.diagnostics.map { "\($0["rule"]!) \($0["severity"]!)" }) == [
                "unused-dependency warning", "implicit-import warning",
            ])

        try package.write(
            FixturePackage.fourLayersConfiguration(
                #""rules": { "implicit-import": "error", "unused-dependency": "off" }"#),
            to: "dependency-rules.json")
        let set = await package.check()
        #expect(set.status == 1)
        #expect(set.diagnostics.map { "\($0["rule"]!) \($0["severity"]!)" } == ["implicit-import error"])

        try package.write(
            FixturePackage.fourLayersConfiguration(
                #""rules": { "implicit-import": "off", "unused-dependency": "off" }"#),
            to: "dependency-rules.json")
        let off = await package.check("--strict")
        #expect(off.status == 0, "nothing is left for --strict to fail")
        #expect(off.diagnostics.isEmpty)

        try package.write(FixturePackage.fourLayersConfiguration(), to: "dependency-rules.json")
        let strict = await package.check("--strict")
        #expect(strict.status == 1)
        #expect(
            strict.diagnostics.allSatisfy { $0["severity"] as? String == "error" },
            "--strict reports warnings as errors")
        #expect(strict.diagnostics.count == 2)
    }

    @Test("independent-targets: features of one layer that depend on each other, at the import and the declaration")
    func independent() async throws {
        var sources = FixturePackage.cleanSources
        sources["Sources/HomeFeature/Home.swift"] = "import UseCases\nimport SettingsFeature\n"
        sources["Sources/SettingsFeature/Settings.swift"] = "import UseCases\n"
        sources["Sources/SearchFeature/Search.swift"] = "import UseCases\n"
        let package = try FixturePackage(
            targets: FixturePackage.fourLayers + """

                        .target(name: "HomeFeature", dependencies: ["UseCases", "SettingsFeature"]),
                        .target(name: "SettingsFeature", dependencies: ["UseCases"]),
                        .target(name: "SearchFeature", dependencies: ["UseCases"]),
                """, files: sources,
            config: FixturePackage.fourLayersConfiguration(adapters: ["*Feature"], #""independent": ["*Feature"]"#),
            manifest: .handedIn)
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 1)
        #expect(
            run.findings == [
                "independent-targets "
                    + package.location(of: "\"SettingsFeature\"", onLineContaining: "name: \"HomeFeature\""),
                "independent-targets Sources/HomeFeature/Home.swift:2:1",
            ])
        let message = try #require(run.diagnostics.last?["message"] as? String)
        #expect(
            message
                == "'HomeFeature' imports 'SettingsFeature', but 'HomeFeature' and 'SettingsFeature' must stay independent (\"independent\": \"*Feature\"): move what they share into a target both may use"
        )
        let graph = await package.run("graph")
        #expect(graph.status == 0)
        #expect(graph.output.contains("HomeFeature<br/>independent: *Feature"), "\(graph.output)")
        #expect(graph.output.contains("|\"independent-targets\"|"), "\(graph.output)")
        #expect(graph.output.contains("classDef independent stroke-dasharray: 5 3"))
        let json = await package.run("graph", "--format", "json")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let groups = try #require(object["independent"] as? [[String: Any]])
        #expect(groups.first?["targets"] as? [String] == ["HomeFeature", "SearchFeature", "SettingsFeature"])
    }

    @Test("implicit-import and independent-targets go through SARIF, the baseline and suppressions like every rule")
    func newRulesInEveryMechanism() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Entities"),
                        .target(name: "UseCases", dependencies: ["Entities"]),
                        .target(name: "InterfaceAdapters", dependencies: ["UseCases"]),
                        .target(name: "FrameworksAndDrivers", dependencies: ["InterfaceAdapters"]),
                        .target(name: "HomeFeature", dependencies: ["UseCases", "SettingsFeature"]),
                        .target(name: "SettingsFeature", dependencies: ["UseCases"]),
                """,
            files: [
                "Sources/Entities/Team.swift": "public struct Team {}\n",
                "Sources/UseCases/Register.swift": "import Entities\n",
                "Sources/InterfaceAdapters/Presenter.swift": "import UseCases\nimport Entities\n",
                "Sources/FrameworksAndDrivers/Main.swift": "import InterfaceAdapters\n",
                "Sources/HomeFeature/Home.swift": "import UseCases\nimport SettingsFeature\n",
                "Sources/SettingsFeature/Settings.swift": "import UseCases\n",
            ],
            config: FixturePackage.fourLayersConfiguration(adapters: ["*Feature"], #""independent": ["*Feature"]"#),
            manifest: .handedIn)
        defer { package.remove() }
        let declaration =
            "independent-targets "
            + package.location(of: "\"SettingsFeature\"", onLineContaining: "name: \"HomeFeature\"")
        let run = await package.check()
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(
            run.findings == [
                declaration, "independent-targets Sources/HomeFeature/Home.swift:2:1",
                "implicit-import Sources/InterfaceAdapters/Presenter.swift:2:1",
            ])

        let sarif = await package.run("check", "--format", "sarif")
        #expect(sarif.status == 1)
        for rule in ["\"ruleId\": \"implicit-import\"", "\"ruleId\": \"independent-targets\""] {
            #expect(sarif.output.contains(rule), "\(rule) in \(sarif.output)")
        }

        let recorded = await package.run("check", ["--update-baseline", "baseline.json"], environment: [:])
        #expect(recorded.status == 0, "\(recorded.errors)")
        let baseline = try #require(package.read("baseline.json"))
        #expect(baseline.contains("\"implicit-import\"") && baseline.contains("\"independent-targets\""), "\(baseline)")
        let adopted = await package.check("--baseline", "baseline.json")
        #expect(adopted.status == 0)
        #expect(adopted.diagnostics.isEmpty)

        try package.write(
            "import UseCases\nimport Entities // dependency-rule:allow implicit-import -- declared in the next change\n",
            to: "Sources/InterfaceAdapters/Presenter.swift")
        try package.write(
            "import UseCases\n// dependency-rule:allow independent-targets -- splitting SettingsFeature, see #40\nimport SettingsFeature\n",
            to: "Sources/HomeFeature/Home.swift")
        let suppressed = await package.check()
        #expect(suppressed.status == 1, "the declaration is not suppressed by a comment in a source file")
        #expect(suppressed.findings == [declaration])
        let summary = try #require(
            (try JSONSerialization.jsonObject(with: Data(suppressed.output.utf8)) as? [String: Any])?["summary"]
                as? [String: Any])
        #expect(summary["suppressed"] as? Int == 2)
    }

    @Test("forbidden-import: a module from outside the package that the layer does not allow, even under #if")
    func forbidden() async throws {
        var sources = FixturePackage.cleanSources
        sources["Sources/Entities/Team.swift"] =
            "import Swift\nimport _Concurrency\n#if canImport(Foundation)\nimport Foundation\n#endif\n"
        sources["Sources/UseCases/Register.swift"] = "import Entities\nimport Dispatch\n"
        let config = """
            {
              "layers": [
                { "name": "Entities", "targets": ["Entities"], "allowedImports": [] },
                { "name": "UseCases", "targets": ["UseCases"], "allowedImports": ["Synchronization"] },
                { "name": "InterfaceAdapters", "targets": ["InterfaceAdapters"], "allowedImports": ["Foundation"] },
                { "name": "FrameworksAndDrivers", "targets": ["FrameworksAndDrivers"] }
              ]
            }
            """
        let package = try FixturePackage(
            targets: FixturePackage.fourLayers, files: sources, config: config, manifest: .handedIn)
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 1)
        #expect(
            run.findings == [
                "forbidden-import Sources/Entities/Team.swift:4:1",
                "forbidden-import Sources/UseCases/Register.swift:2:1",
            ])
        let messages = run.diagnostics.compactMap { $0["message"] as? String }
        #expect(messages[0].contains("it allows nothing from outside the package"))
        #expect(messages[1].contains("it allows Synchronization"))
        #expect(messages[1].contains("add \"Dispatch\" to \"allowedImports\" of layer UseCases"))
    }

    @Test("test-support-in-production: a production target importing or declaring test support")
    func testSupport() async throws {
        var sources = FixturePackage.cleanSources
        sources["Sources/FrameworksAndDrivers/Main.swift"] =
            "import InterfaceAdapters\nimport UseCases\nimport Entities\nimport Fakes\n"
        sources["Sources/Fakes/FakeRepository.swift"] = "import UseCases\n"
        sources["Tests/UseCasesTests/Tests.swift"] = "import Fakes\nimport UseCases\n"
        let package = try FixturePackage(
            targets: FixturePackage.fourLayers.replacingOccurrences(
                of: #"["InterfaceAdapters", "UseCases", "Entities"]"#,
                with: #"["InterfaceAdapters", "UseCases", "Entities", "Fakes"]"#)
                    + """

                            .target(name: "Fakes", dependencies: ["UseCases"]),
                            .testTarget(name: "UseCasesTests", dependencies: ["UseCases", "Fakes"]),
                    """,
            files: sources,
            config:
                #"{"layers": [{"name": "Core", "targets": ["Entities", "UseCases", "InterfaceAdapters", "FrameworksAndDrivers"]}], "testSupport": ["Fakes"]}"#,
            manifest: .handedIn)
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(
            run.findings == [
                "test-support-in-production "
                    + package.location(of: "\"Fakes\"", onLineContaining: "name: \"FrameworksAndDrivers\""),
                "test-support-in-production Sources/FrameworksAndDrivers/Main.swift:4:1",
            ])
    }

    @Test("dependency-cycle: targets that reach each other through imports, reported once with the path")
    func cycle() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "A", dependencies: ["B"]),
                        .target(name: "B", dependencies: ["C"]),
                        .target(name: "C"),
                """,
            files: [
                "Sources/A/A.swift": "import B\n",
                "Sources/B/B.swift": "import C\n",
                "Sources/C/C.swift": "\n\nimport A\n",
            ], manifest: .handedIn)
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 1)
        let cycles = run.diagnostics.filter { $0["rule"] as? String == "dependency-cycle" }
        #expect(cycles.count == 1)
        #expect((cycles.first?["message"] as? String)?.contains("A → B → C → A") == true)
        #expect(run.findings.contains("undeclared-import Sources/C/C.swift:3:1"))
    }

    @Test("unused-dependency: a warning that passes, and fails with --strict")
    func unused() async throws {
        var sources = FixturePackage.cleanSources
        sources["Sources/FrameworksAndDrivers/Main.swift"] = "import InterfaceAdapters\n"
        let package = try FixturePackage(targets: FixturePackage.fourLayers, files: sources, manifest: .handedIn)
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 0)
        let line = "name: \"FrameworksAndDrivers\""
        #expect(
            run.findings == [
                "unused-dependency " + package.location(of: "\"UseCases\"", onLineContaining: line),
                "unused-dependency " + package.location(of: "\"Entities\"", onLineContaining: line),
            ])
        #expect(run.diagnostics.allSatisfy { $0["severity"] as? String == "warning" })
        #expect(await package.check("--strict").status == 1)
    }

    @Test("unassigned-target: a warning, an error with --strict; unlayered and test targets are exempt")
    func unassigned() async throws {
        var sources = FixturePackage.cleanSources
        sources["Sources/Tool/main.swift"] = "print(1)\n"
        sources["Sources/Helper/Helper.swift"] = "\n"
        sources["Tests/EntitiesTests/T.swift"] = "import Entities\n"
        let package = try FixturePackage(
            targets: FixturePackage.fourLayers + """

                        .executableTarget(name: "Tool"),
                        .target(name: "Helper"),
                        .testTarget(name: "EntitiesTests", dependencies: ["Entities"]),
                """,
            files: sources, manifest: .handedIn)
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 0)
        #expect(
            run.findings == [
                "unassigned-target " + package.location(of: "\"Tool\"", onLineContaining: "executableTarget"),
                "unassigned-target " + package.location(of: "\"Helper\"", onLineContaining: "name: \"Helper\""),
            ])
        let strict = await package.check("--strict")
        #expect(strict.status == 1)
        #expect(strict.diagnostics.allSatisfy { $0["severity"] as? String == "error" })

        try package.write(
            FixturePackage.fourLayersConfiguration(#""unlayered": ["Tool", "Help*"]"#), to: "dependency-rules.json")
        #expect(await package.check("--strict").diagnostics.isEmpty)
    }

    @Test(
        "Without configuration and without targets or folders named like layers, the import rules run, and it says so")
    func noLayers() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Engine"),
                        .target(name: "Tool", dependencies: []),
                """,
            files: ["Sources/Engine/Engine.swift": "\n", "Sources/Tool/Tool.swift": "import Engine\n"],
            manifest: .handedIn)
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 1)
        #expect(run.findings == ["undeclared-import Sources/Tool/Tool.swift:1:1"])
        #expect(run.errors == FixturePackage.importRulesOnly(" --package-path \(package.root.path)"), "\(run.errors)")
        // Not on every build: the build-tool plugin passes --stamp.
        let stamped = await package.run("check", "--stamp", package.root.appendingPathComponent("stamp").path)
        #expect(stamped.status == 1 && stamped.errors.isEmpty, "\(stamped.errors)")
    }

    @Test(
        "Without configuration, targets or folders named like layers stop check (exit 2), naming them and the init to run; init's file then checks",
        arguments: [
            (
                ".target(name: \"Core\"),\n        .executableTarget(name: \"App\", dependencies: [\"Core\"]),\n",
                ["Sources/Core/Core.swift": "public struct C {}\n", "Sources/App/main.swift": "import Core\n"],
                "targets look like layers (Core, App)"
            ),
            (
                ".executableTarget(name: \"Shop\"),\n",
                [
                    "Sources/Shop/Domain/Product.swift": "struct Product {}\n",
                    "Sources/Shop/Data/Catalog.swift": "struct Catalog {\n    let product: Product\n}\n",
                    "Sources/Shop/main.swift": "_ = Catalog(product: Product())\n",
                ],
                "folders look like layers (Sources/Shop/Data, Sources/Shop/Domain)"
            ),
        ])
    func layersInSight(targets: String, files: [String: String], named: String) async throws {
        let package = try FixturePackage(targets: targets, files: files)
        defer { package.remove() }
        for format in ["text", "json"] {
            let run = await package.run("check", "--format", format)
            #expect(run.status == 2 && run.output.isEmpty, "\(run.output)")
            #expect(
                run.errors
                    == "error: no configuration: these \(named), but without a dependency-rules.json only the import rules would run: run 'dependency-rule init --package-path \(package.root.path)' and check with the file it writes\n",
                "\(run.errors)")
        }
        #expect(await package.run("init").status == 0)
        let checked = await package.check()
        #expect(checked.status == 0 && checked.errors.isEmpty, "\(checked.output)\(checked.errors)")
    }

    @Test("A layered target may use its own layer and inner ones; unlayered targets are outside modules to layers")
    func sameLayerAndUnlayered() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Domain"),
                        .target(name: "DomainExtras", dependencies: ["Domain"]),
                        .target(name: "Tooling"),
                        .target(name: "App", dependencies: ["Domain", "DomainExtras", "Tooling"]),
                """,
            files: [
                "Sources/Domain/D.swift": "\n", "Sources/DomainExtras/E.swift": "import Domain\n",
                "Sources/Tooling/T.swift": "\n",
                "Sources/App/A.swift": "import Domain\nimport DomainExtras\nimport Tooling\n",
            ],
            config: #"""
                {
                  "layers": [
                    {"name": "Domain", "targets": ["Domain*"], "allowedImports": []},
                    {"name": "App", "targets": ["App"], "allowedImports": ["Foundation"]}
                  ],
                  "unlayered": ["Tooling"]
                }
                """#, manifest: .handedIn)
        defer { package.remove() }
        let run = await package.check()
        #expect(run.findings == ["forbidden-import Sources/App/A.swift:3:1"])
        #expect((run.diagnostics.first?["message"] as? String)?.contains("a target outside the architecture") == true)
    }
}
