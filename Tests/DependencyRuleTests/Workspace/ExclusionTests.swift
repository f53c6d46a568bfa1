import Foundation
import Testing

/// `"exclude"`: vendored packages, submodules and generated files left out of every rule, the way
/// an app with vendored dependencies needs (in one app, 1,049 of 1,770 findings were in them).
@Suite("\"exclude\": members, targets and files left out of every rule, and counted", .initAcceptsEveryFixture)
struct ExclusionTests {
    static let layers =
        #""layers": [{ "name": "Core", "targets": ["Kit"] }, { "name": "App", "targets": ["App"], "allowedImports": ["Foundation"] }]"#

    /// An app linking Kit and a vendored package, a submodule whose manifest SwiftPM refuses, and
    /// a generated file in Kit that imports the app.
    static func app(exclude: String) throws -> WorkspaceFixture {
        try WorkspaceFixture(
            packages: [
                .init("Kit", targets: [.init("Kit")]),
                .init("Vendor/Lib", name: "Lib", targets: [.init("VendorLib"), .init("VendorExtras")]),
            ],
            projects: [
                "App.xcodeproj": XcodeProjectFixture(
                    targets: [.init(name: "App", synchronized: ["App"], products: ["Kit@kit", "VendorLib@lib"])],
                    localPackages: ["kit": "Kit", "lib": "Vendor/Lib"])
            ],
            files: [
                "Kit/Sources/Kit/K.swift": "public struct K {}\n",
                "Kit/Sources/Kit/Generated/Routes.swift": "import App\n",
                "Vendor/Lib/Sources/VendorLib/L.swift": "import VendorExtras\nimport Kit\n",
                "Vendor/Lib/Sources/VendorExtras/E.swift": "public struct E {}\n",
                "Submodules/Broken/Package.swift": "this is not Swift\n",
                "App/App.swift": "import Foundation\nimport Kit\nimport VendorLib\n",
            ],
            config: "{ \(layers), \"exclude\": [\(exclude)] }\n")
    }

    @Test(
        "Excluded members are not read, excluded files not checked; an import of an excluded module is one from outside"
    )
    func excluded() async throws {
        let app = try Self.app(exclude: #""Vendor/**", "Submodules", "Kit/Sources/Kit/Generated/*.swift""#)
        defer { app.remove() }
        let run = await app.run("check")
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        // VendorLib is a module from outside now: App's layer does not allow it.
        #expect(
            run.output.hasPrefix(
                "App/App.swift:3:1: error: [forbidden-import] 'App' (layer App) imports 'VendorLib' which layer App does not allow"
            ), "\(run.output)")
        #expect(
            run.output.hasSuffix(
                "(workspace of 2 members: 1 package, 1 Xcode project): 2 targets, 2 files, 3 imports analysed; 1 error, 0 warnings; excluded: 2 members, 0 targets, 1 file\n"
            ), "\(run.output)")
        #expect(run.errors.isEmpty, "the refused manifest is never read: \(run.errors)")

        try app.write(
            "{ \(Self.layers.replacing(#"["Foundation"]"#, with: #"["Foundation", "VendorLib"]"#)), \"exclude\": [\"Vendor/**\", \"Submodules\", \"Kit/Sources/Kit/Generated/*.swift\"] }\n",
            to: "dependency-rules.json")
        let allowed = await app.check()
        #expect(allowed.status == 0 && allowed.findings.isEmpty, "\(allowed.output)\(allowed.errors)")
        let summary = try #require(
            (try JSONSerialization.jsonObject(with: Data(allowed.output.utf8)) as? [String: Any])?["summary"]
                as? [String: Any])
        #expect(
            [summary["excludedMembers"], summary["excludedTargets"], summary["excludedFiles"]].map { $0 as? Int }
                == [2, 0, 1], "\(summary)")
    }

    @Test("Without the exclusions, the same app reads the vendored code and stops at the refused manifest")
    func notExcluded() async throws {
        let app = try Self.app(exclude: #""Kit/Sources/Kit/Generated/*.swift""#)
        defer { app.remove() }
        let run = await app.run("check")
        #expect(run.errors.contains("Submodules/Broken/Package.swift"), "\(run.errors)")
        #expect(!run.output.contains("excluded: 2 members"), "\(run.output)")
    }

    @Test("init proposes to exclude git submodules and vendored folders, and check then leaves them out")
    func initProposes() async throws {
        let app = try Self.app(exclude: "")
        defer { app.remove() }
        try FileManager.default.removeItem(at: app.root.appendingPathComponent("dependency-rules.json"))
        try FileManager.default.moveItem(
            at: app.root.appendingPathComponent("Submodules"), to: app.root.appendingPathComponent("Libraries"))
        try app.write(
            "[submodule \"broken\"]\n\tpath = Libraries/Broken\n\turl = https://example.com/broken.git\n[submodule \"gone\"]\n\tpath = Gone\n",
            to: ".gitmodules")
        let run = await app.run("init")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let text = try #require(app.read("dependency-rules.json"))
        #expect(
            text.contains(
                """
                  // Left out of every rule, as code the team does not own:
                  // Libraries/Broken: a git submodule (.gitmodules)
                  // Vendor: a folder of vendored code
                  "exclude": ["Libraries/Broken", "Vendor"],

                """), "\(text)")
        #expect(!text.contains("VendorLib"), "the vendored package's targets are not layered: \(text)")
        let checked = await app.run("check")
        #expect(checked.status != 2, "\(checked.output)\(checked.errors)")
        // init lists the members it read, so discovery is off: the app's reference to the vendored
        // package is what is left out.
        #expect(text.contains(#""members": ["App.xcodeproj", "Kit"],"#), "\(text)")
        #expect(checked.output.contains("excluded: 1 member, 0 targets, 0 files"), "\(checked.output)")
    }

    @Test(
        "A package that \"members\" does not list and nothing reaches is an unlisted-member warning, until listed or excluded"
    )
    func unlistedMember() async throws {
        let app = try WorkspaceFixture(
            packages: [
                .init("Kit", targets: [.init("Kit")]),
                .init(
                    "Tools/Gen", name: "Gen", dependencies: ["../../Kit"],
                    targets: [.init("KitGen", [.product("Kit", package: "Kit")])]),
            ],
            projects: [
                "App.xcodeproj": XcodeProjectFixture(
                    targets: [.init(name: "App", synchronized: ["App"], products: ["Kit@kit"])],
                    localPackages: ["kit": "Kit"])
            ],
            files: [
                "Kit/Sources/Kit/K.swift": "public struct K {}\n", "Tools/Gen/Sources/KitGen/G.swift": "import Kit\n",
                "App/App.swift": "import Kit\n",
            ])
        defer { app.remove() }
        let layers = #""layers": [{ "name": "Core", "targets": ["Kit*"] }, { "name": "App", "targets": ["App"] }]"#
        try app.write("{ \"members\": [\"App.xcodeproj\"], \(layers) }\n", to: "dependency-rules.json")
        let run = await app.run("check")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(
            run.output.hasPrefix(
                "Tools/Gen/Package.swift: warning: [unlisted-member] a package that \"members\" in dependency-rules.json does not list and no member reaches, so it is not checked: add it to \"members\", or to \"exclude\" if it is not the app's code\n"
            ), "\(run.output)")
        #expect(run.output.contains("workspace of 2 members"), "\(run.output)")
        #expect(await app.run("check", "--strict").status == 1)

        // A link loop elsewhere stops discovery, never a check whose members are listed.
        try FileManager.default.createDirectory(
            at: app.root.appendingPathComponent("junk"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: app.root.appendingPathComponent("junk/loop").path, withDestinationPath: "..")
        let looped = await app.run("check")
        #expect(looped.status == 0, "\(looped.output)\(looped.errors)")
        try FileManager.default.removeItem(at: app.root.appendingPathComponent("junk"))

        for config in [
            "{ \"members\": [\"App.xcodeproj\"], \"exclude\": [\"Tools/**\"], \(layers) }\n",
            "{ \"members\": [\"App.xcodeproj\", \"Tools/*\"], \(layers) }\n",
        ] {
            try app.write(config, to: "dependency-rules.json")
            let settled = await app.run("check", "--strict")
            #expect(settled.status == 0, "\(config): \(settled.output)\(settled.errors)")
            #expect(!settled.output.contains("unlisted-member"), "\(settled.output)")
        }
    }

    @Test("A pattern that matches nothing is exit 2 at its place")
    func matchesNothing() async throws {
        let app = try Self.app(exclude: #""Vendor/**", "Vendored/**""#)
        defer { app.remove() }
        let run = await app.run("check")
        #expect(run.status == 2, "\(run.output)\(run.errors)")
        let column = "{ \(Self.layers), \"exclude\": [\"Vendor/**\", ".utf8.count + 1
        #expect(
            run.errors
                == "dependency-rules.json:1:\(column): error: \"exclude\": 'Vendored/**' matches no folder or file\n",
            "\(run.errors)")
        #expect(run.output.isEmpty)
    }

    @Test("In one package: an excluded target's folder leaves the target out; a dependency on it is one from outside")
    func packageTarget() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Entities"),
                        .target(name: "UseCases", dependencies: ["Entities", "Generated"]),
                        .target(name: "Generated"),
                """,
            files: [
                "Sources/Entities/E.swift": "public struct E {}\n",
                "Sources/UseCases/U.swift": "import Entities\n",
                "Sources/Generated/G.swift": "import UseCases\nimport Foundation\n",
            ],
            config: """
                { "layers": [{ "name": "Entities", "targets": ["Entities"] }, { "name": "UseCases", "targets": ["UseCases"] }],
                  "exclude": ["Sources/Generated"] }
                """)
        defer { package.remove() }
        let run = await package.run("check")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(
            run.output
                == "dependency-rule: Fixture: 2 targets, 2 files, 1 import analysed; 0 errors, 0 warnings; excluded: 0 members, 1 target, 0 files\n",
            "\(run.output)")
    }
}
