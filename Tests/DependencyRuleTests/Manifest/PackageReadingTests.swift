import DependencyRule
import Foundation
import ProcessSpawning
import TestSupport
import Testing

@Suite(
    "Reading packages: manifests, source folders the SwiftPM way, the cache, and failing closed",
    .initAcceptsEveryFixture)
struct PackageReadingTests {
    @Test(
        "Explicit paths with spaces, sources:, exclude:, nested folders, Source/ (the first conventional root that exists), Tests/"
    )
    func sourceResolution() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Spaced", path: "Code/My Module", exclude: ["Skipped", "Old.swift"]),
                        .target(name: "Picked", path: "Picked", sources: ["Keep", "Single.swift"]),
                        .target(name: "InSource"),
                        .testTarget(name: "SpacedTests", dependencies: ["Spaced"]),
                """,
            files: [
                "Code/My Module/A.swift": "import Foundation\n",
                "Code/My Module/Nested/Deeper/B.swift": "import Dispatch\n",
                "Code/My Module/Skipped/C.swift": "import Skipped\n",
                "Code/My Module/Old.swift": "import Old\n",
                "Code/My Module/.hidden/D.swift": "import Hidden\n",
                "Code/My Module/Resource.json": "{}",
                "Picked/Keep/E.swift": "import Kept\n",
                "Picked/Single.swift": "import Single\n",
                "Picked/Other.swift": "import NotListed\n",
                "Source/InSource/F.swift": "import F\n",
                "src/InSource/G.swift": "import G\n",
                "Tests/SpacedTests/H.swift": "import Spaced\n",
            ])
        defer { package.remove() }
        let run = await package.run("imports", "--format", "json")
        #expect(run.status == 0, "\(run.errors)")
        let listing = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let targets = try #require(listing["targets"] as? [[String: Any]])
        let files = Dictionary(
            uniqueKeysWithValues: targets.map { target in
                (target["name"] as! String, (target["files"] as! [[String: Any]]).map { $0["path"] as! String })
            })
        #expect(files["Spaced"] == ["Code/My Module/A.swift", "Code/My Module/Nested/Deeper/B.swift"])
        #expect(files["Picked"] == ["Picked/Keep/E.swift", "Picked/Single.swift"])
        #expect(files["InSource"] == ["Source/InSource/F.swift"])
        #expect(files["SpacedTests"] == ["Tests/SpacedTests/H.swift"])
        #expect(targets.first { $0["name"] as? String == "SpacedTests" }?["type"] as? String == "test")
    }

    /// A package whose targets sit in the conventional roots themselves, or do not.
    struct LoneTargetLayout: CustomTestStringConvertible, Sendable {
        let toolsVersion: String
        /// The text inside `targets: [ … ]`.
        let targets: String
        let files: [String]
        /// The checker's whole standard error when SwiftPM refuses the layout, else `nil`.
        let refusal: String?
        var testDescription: String { "tools \(toolsVersion): \(targets)" }

        static let all = [
            // From tools 5.9 the only regular target takes Sources/ itself (subfolders too), and
            // the only test target Tests/ itself.
            LoneTargetLayout(
                toolsVersion: "5.9",
                targets: #".target(name: "App"), .testTarget(name: "AppTests", dependencies: ["App"])"#,
                files: ["Sources/A.swift", "Sources/Errors/AppError.swift", "Tests/Sub/T.swift"], refusal: nil),
            // Every kind of its family: an executable alone, a plugin alone in Plugins/, beside a
            // target folder that exists.
            LoneTargetLayout(
                toolsVersion: "6.0",
                targets:
                    #".executableTarget(name: "Tool"), .plugin(name: "Gen", capability: .buildTool()), .testTarget(name: "ToolTests"), .testTarget(name: "More")"#,
                files: ["Sources/main.swift", "Plugins/Gen.swift", "Tests/ToolTests/T.swift", "Tests/More/M.swift"],
                refusal: nil),
            // The target's own folder wins when it exists; Sources/ itself is taken only when not.
            LoneTargetLayout(
                toolsVersion: "5.9", targets: #".target(name: "App")"#,
                files: ["Sources/App/A.swift", "Sources/Stray.swift"], refusal: nil),
            // The root is the first conventional folder that exists: src/ when there is no Sources/.
            LoneTargetLayout(
                toolsVersion: "5.9", targets: #".target(name: "App")"#, files: ["src/A.swift"], refusal: nil),
            // Before 5.9 SwiftPM refuses the layout, and so does the checker.
            LoneTargetLayout(
                toolsVersion: "5.8", targets: #".target(name: "App")"#, files: ["Sources/A.swift"],
                refusal:
                    "Package.swift: error: no source folder for target 'App': SwiftPM expects its files under 'Sources/App', or a path: in Package.swift\n"
            ),
            // Two targets of one family: neither may take the root (a system library counts).
            LoneTargetLayout(
                toolsVersion: "5.9", targets: #".target(name: "App"), .systemLibrary(name: "CZ")"#,
                files: ["Sources/A.swift", "Sources/CZ/module.modulemap"],
                refusal:
                    "Package.swift: error: no source folder for target 'App': SwiftPM expects its files under 'Sources/App', or a path: in Package.swift\n"
            ),
            // Only the first conventional root is looked in: src/App is not found once Sources/ exists.
            LoneTargetLayout(
                toolsVersion: "5.9", targets: #".target(name: "App"), .target(name: "Lib")"#,
                files: ["Sources/Lib/L.swift", "src/App/A.swift"],
                refusal:
                    "Package.swift: error: no source folder for target 'App': SwiftPM expects its files under 'Sources/App', or a path: in Package.swift\n"
            ),
        ]
    }

    @Test(
        "Lone-target layouts: the files are SwiftPM's, and what SwiftPM refuses the checker refuses",
        arguments: LoneTargetLayout.all)
    func loneTargetLayouts(layout: LoneTargetLayout) async throws {
        var files: [String: String] = [:]
        for path in layout.files {
            files[path] =
                path.hasSuffix(".modulemap")
                ? "module CZ { link \"z\" }\n"
                : path.hasPrefix("Plugins/") ? "import PackagePlugin\n" : "import Dispatch\n"
        }
        let package = try FixturePackage(
            manifest: """
                // swift-tools-version: \(layout.toolsVersion)
                import PackageDescription

                let package = Package(name: "Lone", targets: [\(layout.targets)])

                """,
            files: files)
        defer { package.remove() }
        if let refusal = layout.refusal {
            let described = try await ChildProcess.run(
                ["swift", "package", "--package-path", package.root.path, "describe", "--type", "json"])
            #expect(described.status != 0, "SwiftPM refuses it too: \(described)")
            let run = await package.run("check")
            #expect(run.status == 2, "\(run.output)\(run.errors)")
            #expect(run.errors == refusal)
            #expect(run.output.isEmpty)
        } else {
            let truth = try await Self.swiftPMSources(of: package)
            let found = try await Self.checkerSources(of: package)
            #expect(found == truth, "SwiftPM compiles \(truth), the checker reads \(found)")
            #expect(!truth.values.joined().isEmpty)
            let run = await package.run("check")
            #expect(run.status == 0, "\(run.output)\(run.errors)")
        }
    }

    /// A target's Swift files as SwiftPM itself lists them (`swift package describe --type json`,
    /// which works offline for a package without dependencies), relative to the package root.
    static func swiftPMSources(of package: FixturePackage) async throws -> [String: [String]] {
        let described = try await ChildProcess.run(
            ["swift", "package", "--package-path", package.root.path, "describe", "--type", "json"])
        try #require(described.status == 0, "swift package describe failed: \(described)")
        // SwiftPM prints warnings before the JSON on some versions: read from the first brace.
        let json = String(described.standardOutput.drop { $0 != "{" })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var sources: [String: [String]] = [:]
        for target in object["targets"] as? [[String: Any]] ?? [] {
            let name = target["name"] as! String
            let path = target["path"] as! String
            sources[name] = ((target["sources"] as? [String]) ?? []).filter { $0.hasSuffix(".swift") }
                .map { path.isEmpty ? $0 : path + "/" + $0 }.sorted()
        }
        return sources
    }

    /// The files `dependency-rule imports` lists, by target.
    static func checkerSources(of package: FixturePackage) async throws -> [String: [String]] {
        let run = await package.run("imports", "--format", "json")
        try #require(run.status == 0, "\(run.errors)")
        let listing = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let targets = try #require(listing["targets"] as? [[String: Any]])
        return Dictionary(
            uniqueKeysWithValues: targets.map { target in
                (
                    target["name"] as! String,
                    (target["files"] as! [[String: Any]]).map { $0["path"] as! String }.sorted()
                )
            })
    }

    @Test(
        "The Swift files are exactly SwiftPM's: documentation catalogues, asset catalogues, resources and ignored folders are left out",
        arguments: ["6.0", "5.5"])
    func swiftPMExactSources(toolsVersion: String) async throws {
        let package = try FixturePackage(
            manifest: """
                // swift-tools-version: \(toolsVersion)
                import PackageDescription

                let package = Package(
                    name: "Exact",
                    targets: [
                        .target(
                            name: "App", exclude: ["Old"],
                            resources: [.process("Resources"), .copy("Data"), .process("Single.swift")]),
                        .target(name: "Picked", sources: ["Keep", "Declared.bundle"]),
                    ]
                )

                """,
            files: [
                "Sources/App/A.swift": "import Foundation\n",
                "Sources/App/Doc.docc/Tutorials/step1.swift": "import Tutorial\n",
                "Sources/App/Media.xcassets/Icon.swift": "import Asset\n",
                "Sources/App/Model.xcdatamodeld/M.swift": "import Model\n",
                "Sources/App/Try.playground/Contents.swift": "import Playground\n",
                "Sources/App/App.xcodeproj/Thing.swift": "import Project\n",
                "Sources/App/Resources/Template.swift": "import Template\n",
                "Sources/App/Data/Fixture.swift": "import Fixture\n",
                "Sources/App/Single.swift": "import Single\n",
                "Sources/App/Old/Legacy.swift": "import Legacy\n",
                "Sources/App/en.lproj/Localised.swift": "import Localised\n",
                "Sources/App/Sub.ext/Dotted.swift": "import Dotted\n",
                "Sources/App/Nested/Deeper/B.swift": "import Dispatch\n",
                "Sources/Picked/Keep/K.swift": "import Kept\n",
                "Sources/Picked/Keep/Inner.docc/I.swift": "import Inner\n",
                "Sources/Picked/Declared.bundle/D.swift": "import Declared\n",
                "Sources/Picked/Other.swift": "import Other\n",
            ])
        defer { package.remove() }
        let truth = try await Self.swiftPMSources(of: package)
        let found = try await Self.checkerSources(of: package)
        #expect(found == truth, "SwiftPM compiles \(truth), the checker reads \(found)")
        // And the fixture is not trivially equal: SwiftPM leaves most of those files out.
        #expect(truth["App"]?.contains("Sources/App/A.swift") == true)
        #expect(truth["App"]?.contains("Sources/App/Doc.docc/Tutorials/step1.swift") == false)
        #expect(truth["Picked"]?.contains("Sources/Picked/Declared.bundle/D.swift") == true)
    }

    @Test("The imports listing reports every field, and text mode is one line per import")
    func importsListing() async throws {
        let package = try FixturePackage(
            targets: #"        .target(name: "Entities"),"#,
            files: [
                "Sources/Entities/E.swift":
                    "#if canImport(UIKit)\n@testable public import struct UIKit.UIView\n#endif\n"
            ])
        defer { package.remove() }
        let json = await package.run("imports", "--format", "json")
        let listing = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(listing["version"] as? Int == 1)
        #expect(listing["package"] as? String == "Fixture")
        let target = try #require((listing["targets"] as? [[String: Any]])?.first)
        #expect(target["layer"] as? String == "Entities")
        let entry = try #require(((target["files"] as? [[String: Any]])?.first?["imports"] as? [[String: Any]])?.first)
        #expect(entry["module"] as? String == "UIKit")
        #expect(entry["line"] as? Int == 2 && entry["column"] as? Int == 18)
        #expect(entry["attributes"] as? [String] == ["@testable"])
        #expect(entry["accessLevel"] as? String == "public")
        #expect(entry["kind"] as? String == "struct")
        #expect(entry["conditions"] as? [String] == ["canImport(UIKit)"])

        let text = await package.run("imports")
        #expect(
            text.output
                == "Sources/Entities/E.swift:2:18: @testable public import struct UIKit.UIView  // #if canImport(UIKit)\n"
        )
    }

    @Test("The manifest is cached by content: the second run does not dump it again, a change does")
    func manifestCache() async throws {
        let package = try FixturePackage(
            targets: FixturePackage.fourLayers, files: FixturePackage.cleanSources, manifest: .swiftPM)
        defer { package.remove() }
        let cold = await package.run("check", "--timings").errors
        #expect(cold.contains("manifest (swift package dump-package, 4 files lexed meanwhile)"), "\(cold)")
        #expect(cold.contains("lexing 0 files"), "everything was lexed while SwiftPM read the manifest")
        #expect(await package.run("check", "--timings").errors.contains("manifest (cached)"))
        let cacheFolder = package.root.appendingPathComponent(".build/dependency-rule")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).count == 1)

        let manifest = try String(contentsOf: package.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        try package.write(manifest + "// changed\n", to: "Package.swift")
        #expect(await package.run("check", "--timings").errors.contains("manifest (swift package dump-package"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).count == 1,
            "the stale entry is removed")

        try package.write(manifest, to: "Package@swift-6.0.swift")
        #expect(await package.run("check", "--timings").errors.contains("manifest (swift package dump-package"))
    }

    @Test("A manifest SwiftPM cannot read: exit 2, naming the manifest")
    func brokenManifest() async throws {
        let package = try FixturePackage(
            manifest: "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \n",
            files: [:])
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 2)
        #expect(run.errors.contains("Package.swift: error: the manifest cannot be read by SwiftPM"))
        #expect(run.output.isEmpty)
    }

    @Test("No package here: exit 2")
    func noPackage() async throws {
        let temporary = try TemporaryFolder(prefix: "empty")
        defer { temporary.remove() }
        let folder = temporary.url
        let run = await runChecker(["check", "--package-path", folder.path])
        #expect(run.status == 2)
        #expect(run.errors.contains("error: no Package.swift here"))
        #expect(await runChecker(["check", "--package-path", folder.path + "/nope"]).status == 2)
    }

    @Test("A target whose folder is missing: exit 2, naming the target")
    func missingFolder() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Entities"),
                        .target(name: "Ghost", path: "Nowhere"),
                        .target(name: "Lost"),
                """,
            files: ["Sources/Entities/E.swift": "\n"])
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 2)
        #expect(run.errors.contains("the folder of target 'Ghost' does not exist"))
        try FileManager.default.createDirectory(
            at: package.root.appendingPathComponent("Nowhere"), withIntermediateDirectories: true)
        let second = await package.check()
        #expect(second.status == 2)
        #expect(
            second.errors.contains(
                "no source folder for target 'Lost': SwiftPM expects its files under 'Sources/Lost', or a path: in Package.swift"
            ))
    }

    @Test("sources: that overlap count a file once; a file in two targets, or a source that is not there, is exit 2")
    func overlappingAndMissingSources() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Entities", sources: ["Sub", "Sub/F.swift", "E.swift"]),
                """,
            files: ["Sources/Entities/E.swift": "\n", "Sources/Entities/Sub/F.swift": "import Foundation\n"])
        defer { package.remove() }
        // Twice: the second run reads the manifest from the cache, the first lexes while SwiftPM runs.
        for _ in 0..<2 {
            let sources = try await Self.checkerSources(of: package)
            #expect(sources["Entities"] == ["Sources/Entities/E.swift", "Sources/Entities/Sub/F.swift"])
        }

        try package.write(
            FixtureManifest.packageSwift(
                name: "Fixture",
                targets: """
                            .target(name: "Entities", sources: ["Sub", "E.swift"]),
                            .target(name: "Shared", path: "Sources/Entities/Sub"),
                    """), to: "Package.swift")
        let shared = await package.check()
        #expect(shared.status == 2)
        #expect(
            shared.errors
                == "Sources/Entities/Sub/F.swift: error: targets 'Entities' and 'Shared' both hold this file, which SwiftPM refuses (overlapping sources): give each target a folder of its own, or exclude the file from one\n"
        )

        try package.write(
            FixtureManifest.packageSwift(
                name: "Fixture", targets: #"            .target(name: "Entities", sources: ["E.swift", "Gone.swift"]),"#
            ),
            to: "Package.swift")
        let missing = await package.check()
        #expect(missing.status == 2)
        #expect(
            missing.errors
                == "Sources/Entities/Gone.swift: error: target 'Entities' lists source 'Gone.swift', which does not exist\n"
        )
        #expect(missing.output.isEmpty)
    }

    @Test("A layered target without Swift files: exit 2; a C target or system library is fine")
    func emptyLayeredTarget() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Entities"),
                        .target(name: "CHelpers"),
                        .systemLibrary(name: "CSystem"),
                        .target(name: "UseCases", dependencies: ["Entities", "CHelpers", "CSystem"]),
                """,
            files: [
                "Sources/Entities/README.md": "no Swift here",
                "Sources/CHelpers/helpers.c": "int one(void) { return 1; }\n",
                "Sources/CHelpers/include/helpers.h": "int one(void);\n",
                "Sources/CSystem/module.modulemap": "module CSystem [system] { header \"shim.h\" }\n",
                "Sources/UseCases/U.swift": "import Entities\nimport CHelpers\nimport CSystem\n",
            ],
            config:
                #"{"layers": [{"name": "Entities", "targets": ["Entities"]}, {"name": "UseCases", "targets": ["UseCases", "C*"]}]}"#
        )
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 2)
        #expect(run.errors.contains("layered target 'Entities' has no Swift source files in Sources/Entities"))
        try package.write("public struct E {}\n", to: "Sources/Entities/E.swift")
        let fixed = await package.check()
        #expect(fixed.status == 0, "\(fixed.errors)\(fixed.output)")
    }

    @Test("A manifest whose names come from code still gives every target, and every declaration a line")
    func computedManifest() async throws {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let layers = ["Entities", "UseCases"]
            var targets: [Target] = []
            for (index, name) in layers.enumerated() {
                targets.append(.target(name: name, dependencies: index == 0 ? [] : [.target(name: layers[index - 1])]))
            }
            #if os(Linux) || os(macOS)
            targets.append(.target(name: "Extra", dependencies: [.target(name: layers[1])]))
            #endif
            let package = Package(name: "Computed", targets: targets)
            """
        let package = try FixturePackage(
            manifest: manifest,
            files: [
                "Sources/Entities/E.swift": "import UseCases\n", "Sources/UseCases/U.swift": "\n",
                "Sources/Extra/X.swift": "\n",
            ])
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 1)
        #expect(run.findings.contains("outward-dependency Sources/Entities/E.swift:1:1"))
        // A list built in code has no element to point at: the target's name where it is
        // written, the literal a loop reads it from.
        let extra = package.location(of: "\"Extra\"", onLineContaining: "Extra")
        #expect(run.findings.contains("unused-dependency " + extra), "\(run.findings)")
        #expect(run.findings.contains("unassigned-target " + extra))
        let useCases = package.location(of: "\"UseCases\"", onLineContaining: "let layers")
        #expect(run.findings.contains("unused-dependency " + useCases), "\(run.findings)")
        #expect(run.diagnostics.allSatisfy { $0["line"] is Int && $0["column"] is Int }, "\(run.output)")
    }

    @Test("A target whose path is the package root: relative paths, exclude: honoured, the manifest not a source")
    func rootFolderTarget() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "App", path: ".", exclude: ["Generated", "Tests"]), // dependency-rule:allow unused-dependency -- x
                """,
            files: [
                "App.swift": "import Foundation\n",
                "Core/Model.swift": "import Dispatch\n",
                "Generated/Skip.swift": "import Skipped\n",
                "Package@swift-5.9.swift":
                    "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Fixture\")\n",
            ])
        defer { package.remove() }
        let listing = await package.run("imports")
        #expect(listing.status == 0, "\(listing.errors)")
        #expect(listing.output == "App.swift:1:1: import Foundation\nCore/Model.swift:1:1: import Dispatch\n")
        // The comment in Package.swift is read once, as the manifest's.
        let run = await package.check()
        #expect(run.findings == ["unused-suppression " + package.location(of: "//", onLineContaining: "\"App\"")])
    }
}
