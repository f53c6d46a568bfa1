import DependencyRule
import Foundation
import ProcessSpawning
import TestSupport
import Testing

/// `dependency-rule fix` on packages SwiftPM reads for real.
@Suite(
    "fix: declares what may be declared, in the manifest's style, and never leaves a manifest SwiftPM refuses",
    .initAcceptsEveryFixture)
struct FixTests {
    static let manifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Fixture",
            targets: [
                .target(name: "Entities"),
                .target(name: "UseCases", dependencies: ["Entities"]),
                .target(
                    name: "InterfaceAdapters",
                    dependencies: [
                        "UseCases",
                        "ClientsLive",
                        "Stale",
                        "Kept", // dependency-rule:allow unused-dependency -- registers itself at load
                    ]
                ),
                .target(name: "ClientsLive", dependencies: ["UseCases"]),
                .target(name: "Stale"),
                .target(name: "Kept"),
                .target(name: "FrameworksAndDrivers", dependencies: ["InterfaceAdapters"]),
            ]
        )

        """

    /// InterfaceAdapters and FrameworksAndDrivers import Entities without declaring it (implicit),
    /// and UseCases imports InterfaceAdapters (outward, not to be declared).
    static func package() throws -> FixturePackage {
        try FixturePackage(
            manifest: manifest,
            files: [
                "Sources/Entities/E.swift": "public struct E {}\n",
                "Sources/UseCases/U.swift": "import Entities\nimport InterfaceAdapters\n",
                "Sources/InterfaceAdapters/I.swift": "import UseCases\nimport Entities\n",
                "Sources/ClientsLive/L.swift": "import UseCases\nextension E {}\n",
                "Sources/Stale/S.swift": "public struct S {}\n", "Sources/Kept/K.swift": "public struct K {}\n",
                "Sources/FrameworksAndDrivers/F.swift": "import InterfaceAdapters\nimport Entities\n",
            ],
            config: FixturePackage.fourLayersConfiguration(
                adapters: ["ClientsLive", "Stale", "Kept"], #""linkOnly": ["*Live"]"#))
    }

    @Test("--dry-run prints the diff, writes nothing, and lists what it will not declare; exit 1")
    func dryRun() async throws {
        let package = try Self.package()
        defer { package.remove() }
        let run = await package.run("fix", "--dry-run", "--remove-unused")
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(package.read("Package.swift") == Self.manifest, "a dry run writes nothing")
        #expect(
            run.output == """
                --- Package.swift
                +++ Package.swift
                @@ -11,13 +11,13 @@
                             dependencies: [
                                 "UseCases",
                                 "ClientsLive",
                -                "Stale",
                                 "Kept", // dependency-rule:allow unused-dependency -- registers itself at load
                +                "Entities",
                             ]
                         ),
                         .target(name: "ClientsLive", dependencies: ["UseCases"]),
                         .target(name: "Stale"),
                         .target(name: "Kept"),
                -        .target(name: "FrameworksAndDrivers", dependencies: ["InterfaceAdapters"]),
                +        .target(name: "FrameworksAndDrivers", dependencies: ["InterfaceAdapters", "Entities"]),
                     ]
                 )

                """)
        #expect(
            run.errors.contains(
                "Sources/UseCases/U.swift:2:1: error: [undeclared-import] not fixed: 'UseCases' and 'InterfaceAdapters': declaring it would break a rule: 'InterfaceAdapters' is in layer InterfaceAdapters, outward of UseCases"
            ), "\(run.errors)")
        #expect(
            run.errors.hasSuffix(
                "dependency-rule: fix: would declare 2 dependencies, would remove 1; 1 finding not fixed\n"),
            "\(run.errors)")
    }

    @Test("fix writes the manifest, SwiftPM loads it, and check finds no implicit import and no unused dependency")
    func fixes() async throws {
        let package = try Self.package()
        defer { package.remove() }
        let run = await package.run("fix", "--remove-unused")
        #expect(run.status == 1, "the outward import is left: \(run.output)\(run.errors)")
        let written = try #require(package.read("Package.swift"))
        #expect(
            written.contains(
                #".target(name: "FrameworksAndDrivers", dependencies: ["InterfaceAdapters", "Entities"]),"#))
        #expect(!written.contains("\"Stale\",") && written.contains("\"ClientsLive\","))
        #expect(
            run.output.contains(
                package.location(of: "\"Entities\"", onLineContaining: "FrameworksAndDrivers")
                    + ": note: declared 'Entities' in the dependencies of 'FrameworksAndDrivers' (implicit-import)"),
            "\(run.output)")
        let checked = await package.check()
        #expect(
            checked.findings.filter {
                !$0.hasPrefix("outward-dependency") && !$0.hasPrefix("undeclared-import")
                    && !$0.hasPrefix("dependency-cycle")
            }.isEmpty, "\(checked.findings)")
        #expect(checked.findings.contains("outward-dependency Sources/UseCases/U.swift:2:1"))
        #expect(checked.notes.contains("undeclared-import Sources/UseCases/U.swift:2:1"), "\(checked.notes)")

        // Run again: nothing left to declare, the same outward import left.
        let again = await package.run("fix", "--remove-unused")
        #expect(again.status == 1)
        #expect(package.read("Package.swift") == written)
        #expect(
            again.output.hasSuffix("dependency-rule: fix: declared 0 dependencies, removed 0; 1 finding not fixed\n"),
            "\(again.output)")
    }

    @Test("fix lists its notes and what it leaves in file and line order (line 9 before line 10)")
    func lineOrder() async throws {
        var files = FixturePackage.cleanSources
        files["Sources/UseCases/Late.swift"] =
            "import Entities\n" + String(repeating: "\n", count: 7)
            + "import InterfaceAdapters\nimport FrameworksAndDrivers\n"
        files["Sources/InterfaceAdapters/Early.swift"] = "import UseCases\n"
        let package = try FixturePackage(
            targets: """
                        .target(name: "Entities"),
                        .target(name: "UseCases", dependencies: ["Entities"]),
                        .target(name: "InterfaceAdapters", dependencies: ["UseCases"]),
                        .target(name: "FrameworksAndDrivers", dependencies: ["UseCases"]),
                """,
            files: files, config: FixturePackage.fourLayersConfiguration())
        defer { package.remove() }
        let run = await package.run("fix", "--dry-run")
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        let places = run.errors.split(separator: "\n").compactMap { line -> String? in
            guard line.contains(": note: ") || line.contains("not fixed:") else { return nil }
            return String(line.prefix { $0 != " " })
        }
        #expect(
            places == [
                "Package.swift:9:71:", "Package.swift:10:74:", "Sources/FrameworksAndDrivers/Main.swift:2:1:",
                "Sources/UseCases/Late.swift:9:1:", "Sources/UseCases/Late.swift:10:1:",
            ], "\(run.errors)")
    }

    @Test("A clean package: nothing to do, exit 0, the manifest untouched")
    func nothingToDo() async throws {
        let package = try FixturePackage(
            targets: FixturePackage.fourLayers, files: FixturePackage.cleanSources, manifest: .handedIn)
        defer { package.remove() }
        let before = package.read("Package.swift")
        let run = await package.run("fix")
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == "dependency-rule: fix: declared 0 dependencies, removed 0; 0 findings not fixed\n")
        #expect(package.read("Package.swift") == before)
    }

    @Test("When SwiftPM refuses the edited manifest, the original is put back, its findings are left, and fix exits 1")
    func restoresWhenRefused() async throws {
        let package = try Self.package()
        defer { package.remove() }
        // A swift that reads the manifest as SwiftPM does, until it holds the edit fix makes.
        let swift = try await RefusingSwift(
            in: package.root, refusingWhen: package.root.appendingPathComponent("Package.swift"),
            holds: #""InterfaceAdapters", "Entities""#)
        let run = try await swift.run(["fix", "--package-path", package.root.path])
        #expect(run.status == 1, "\(run)")
        #expect(
            run.standardOutput.contains(
                "warning: [implicit-import] not fixed: 'FrameworksAndDrivers' and 'Entities': not changed: SwiftPM refuses the edited Package.swift ("
            ), "\(run.standardOutput)")
        #expect(
            run.standardOutput.hasSuffix(
                "dependency-rule: fix: declared 0 dependencies, removed 0; 3 findings not fixed\n"),
            "\(run.standardOutput)")
        #expect(package.read("Package.swift") == Self.manifest)
    }

    @Test("Usage: fix takes no --format but text, and refuses --strict")
    func usage() async {
        let run = await runChecker(["fix", "--strict"])
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("dependency-rule: error: unknown option '--strict' for 'fix'"))
        let help = await runChecker(["fix", "--help"])
        #expect(help.status == 0 && help.output.contains("\nUSAGE: dependency-rule fix "))
    }

    @Test("With a Package@swift-X.swift that SwiftPM reads, diagnostics point into it and fix edits it")
    func versionedManifest() async throws {
        let versioned = """
            // swift-tools-version: 6.0
            import PackageDescription

            // The manifest for Swift 6 and later.
            let package = Package(
                name: "Fixture",
                targets: [
                    .target(name: "Entities"),
                    .target(name: "UseCases", dependencies: ["Entities", "Stale"]),
                    .target(name: "Stale"),
                ]
            )

            """
        let package = try FixturePackage(
            manifest: "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Old\")\n",
            files: [
                "Package@swift-6.0.swift": versioned, "Sources/Entities/E.swift": "public struct E {}\n",
                "Sources/UseCases/U.swift": "import Entities\n", "Sources/Stale/S.swift": "public struct S {}\n",
            ],
            config: #"{"layers": [{"name": "All", "targets": ["Entities", "UseCases", "Stale"]}]}"#)
        defer { package.remove() }
        let checked = await package.check()
        #expect(
            checked.findings
                == [
                    "unused-dependency "
                        + package.location(of: "\"Stale\"", onLineContaining: "UseCases", in: "Package@swift-6.0.swift")
                ],
            "\(checked.output)")
        let fixed = await package.run("fix", "--remove-unused")
        #expect(fixed.status == 0, "\(fixed.output)\(fixed.errors)")
        #expect(package.read("Package@swift-6.0.swift")?.contains(#"dependencies: ["Entities"]),"#) == true)
        #expect(package.read("Package.swift")?.contains("Old") == true, "the manifest SwiftPM does not read is left")
    }

    @Test("A product's module imported through another target: fix declares the product as the manifest writes it")
    func product() async throws {
        let package = try FixturePackage(
            manifest: """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Fixture",
                    dependencies: [.package(path: "Vendor/swift-log")],
                    targets: [
                        .target(name: "Client", dependencies: [.product(name: "Logging", package: "swift-log")]),
                        .target(name: "Feature", dependencies: ["Client"]),
                    ]
                )

                """,
            files: [
                "Sources/Client/C.swift": "import Logging\n",
                "Sources/Feature/F.swift": "import Client\nimport Logging\n",
            ])
        defer { package.remove() }
        let before = await package.check()
        #expect(before.findings == ["implicit-import Sources/Feature/F.swift:2:1"], "\(before.output)")
        let fixed = await package.run("fix")
        #expect(fixed.status == 0, "\(fixed.output)\(fixed.errors)")
        #expect(
            package.read("Package.swift")?.contains(
                #".target(name: "Feature", dependencies: ["Client", .product(name: "Logging", package: "swift-log")]),"#
            )
                == true)
        #expect(await package.check().findings.isEmpty)
    }
}
