import DependencyRule
import Foundation
import ProcessSpawning
import Testing

/// `init --workspace`: the layers of a whole app by the same rules as for one package (the
/// declared graph as evidence, names as hints), with what members add: a package's own name is a
/// hint for its targets, what an app runs is outermost, test-utility packages are test support,
/// and packages no app reaches are left unlayered, saying why.
@Suite("init --workspace: a whole app's layers, members listed, check clean right after", .initAcceptsEveryFixture)
struct InitWorkspaceTests {
    /// Runs init (Uncle Bob's layer names), requires it wrote a file whose comments are true, and
    /// returns its text and layers.
    static func initialize(
        _ app: WorkspaceFixture
    ) async throws -> (text: String, layers: [String: [String]], summary: String) {
        let run = await app.run("init", "--layer-names", "clean")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let text = try #require(app.read("dependency-rules.json"), "\(run.errors)")
        let configuration = try Configuration.parse(Array(text.utf8), file: "dependency-rules.json")
        InitAppTests.checkClaims(text)
        return (text, InitAppTests.layers(configuration), run.output)
    }

    /// Requires check to find no outward dependency on a declared edge (anywhere in a manifest or
    /// project file), and returns its findings.
    static func checkAfterInit(_ app: WorkspaceFixture) async -> FixturePackage.Run {
        let run = await app.check()
        #expect(run.status != 2, "\(run.output)\(run.errors)")
        #expect(
            !run.findings.contains {
                $0.hasPrefix("outward-dependency") && ($0.contains("Package.swift") || $0.contains("project.pbxproj"))
            }, "\(run.output)")
        return run
    }

    @Test(
        "One package per layer: each package's name places its target, the app outermost, Presentation and Data as parts, the members listed"
    )
    func layeredApp() async throws {
        let app = try LayeredAppTests.app(config: nil)
        defer { app.remove() }
        let (text, layers, summary) = try await Self.initialize(app)
        #expect(
            layers == [
                "Entities": ["Domain"], "InterfaceAdapters/Presentation": ["Presentation"],
                "InterfaceAdapters/Data": ["Data"], "FrameworksAndDrivers": ["LayeredApp"],
            ], "\(text)")
        #expect(text.contains(#"  "members": ["Data", "Domain", "LayeredApp.xcodeproj", "Presentation"],"#), "\(text)")
        #expect(text.contains("    // LayeredApp: an application of an Xcode project: outermost\n"), "\(text)")
        #expect(
            summary.hasPrefix(
                "dependency-rule: wrote dependency-rules.json for \(app.root.lastPathComponent) (workspace of 4 members: 3 packages, 1 Xcode project): Entities (1), InterfaceAdapters (2, 2 parts), FrameworksAndDrivers (1);"
            ), "\(summary)")
        let run = await Self.checkAfterInit(app)
        #expect(run.status == 0 && run.findings.isEmpty, "\(run.output)")
    }

    @Test(
        "init --output FILE anywhere writes \"members\" relative to FILE's folder, and check --config FILE accepts it"
    )
    func outputElsewhere() async throws {
        let app = try LayeredAppTests.app(config: nil)
        defer { app.remove() }
        let elsewhere = try TemporaryFolder(prefix: "elsewhere").url
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        for output in [elsewhere.appendingPathComponent("ci/rules.json").path, "Config/rules.json"] {
            let written = await app.run("init", "--output", output)
            #expect(written.status == 0, "\(written.output)\(written.errors)")
            #expect(
                written.output.contains(
                    "run 'dependency-rule check --workspace . --config \(output)'; to adopt the checker before fixing everything, record what it finds with 'dependency-rule check --workspace . --config \(output) --update-baseline"
                ), "\(written.output)")
            let file = output.hasPrefix("/") ? output : app.root.appendingPathComponent(output).path
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(
                text.contains(
                    "// Read it, correct what it got wrong, then run `dependency-rule check --workspace . --config \(output)`."
                ), "\(text)")
            // Both temporary folders share a parent: from elsewhere/ci, the app is ../../NAME.
            try #require(
                elsewhere.deletingLastPathComponent().standardizedFileURL.path
                    == app.root.deletingLastPathComponent().standardizedFileURL.path)
            let climb = output.hasPrefix("/") ? "../../\(app.root.lastPathComponent)/" : "../"
            #expect(
                text.contains(
                    #"  "members": ["\#(climb)Data", "\#(climb)Domain", "\#(climb)LayeredApp.xcodeproj", "\#(climb)Presentation"],"#
                ), "\(text)")
            let checked = await runChecker(
                ["check", "--workspace", ".", "--config", output], currentDirectory: app.root.path)
            #expect(checked.status == 0, "\(output): \(checked.output)\(checked.errors)")
            #expect(checked.output.contains("workspace of 4 members"), "\(checked.output)")
        }
        #expect(app.read("dependency-rules.json") == nil, "only the file --output names is written")

        // Written through a link to a folder, it is read from the folder or through the link.
        let real = elsewhere.appendingPathComponent("real/deeper")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let link = elsewhere.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
        let linked = await app.run("init", "--output", link.appendingPathComponent("rules.json").path)
        #expect(linked.status == 0, "\(linked.errors)")
        for config in [link, real].map({ $0.appendingPathComponent("rules.json").path }) {
            let checked = await runChecker(
                ["check", "--workspace", ".", "--config", config], currentDirectory: app.root.path)
            #expect(checked.status == 0, "\(config): \(checked.output)\(checked.errors)")
        }
    }

    @Test(
        "A package named like a layer places targets whose own names say nothing; a test-utility package is test support"
    )
    func packageNames() async throws {
        let app = try WorkspaceFixture(
            packages: [
                .init("Domain", targets: [.init("Teams"), .init("Players", [.byName("Teams")])]),
                .init(
                    "Presentation", dependencies: ["../Domain"],
                    targets: [
                        .init("Roster", [.product("Teams", package: "Domain"), .product("Players", package: "Domain")])
                    ]),
                .init(
                    "TestUtilities", dependencies: ["../Domain"],
                    targets: [.init("Doubles", [.product("Teams", package: "Domain")])]),
            ],
            projects: [
                "League.xcodeproj": XcodeProjectFixture(
                    targets: [
                        .init(name: "League", synchronized: ["App"], products: ["Roster"]),
                        .init(
                            name: "LeagueTests", type: "bundle.unit-test", synchronized: ["Tests"],
                            dependsOn: ["League"], products: ["Doubles"]),
                    ],
                    folderPackages: ["Domain", "Presentation", "TestUtilities"])
            ],
            files: [
                "Domain/Sources/Teams/Team.swift": "public struct Team {}\n",
                "Domain/Sources/Players/Player.swift": "import Teams\n",
                "Presentation/Sources/Roster/Roster.swift": "import Teams\nimport Players\n",
                "TestUtilities/Sources/Doubles/Fake.swift": "import Teams\n",
                "App/League.swift": "import Roster\n",
                "Tests/LeagueTests.swift": "@testable import League\nimport Doubles\n",
            ])
        defer { app.remove() }
        let (text, layers, _) = try await Self.initialize(app)
        #expect(
            layers == [
                "Entities": ["Teams", "Players"], "InterfaceAdapters": ["Roster"], "FrameworksAndDrivers": ["League"],
            ], "\(text)")
        #expect(text.contains("    // Teams: named like Entities (package Domain)\n"), "\(text)")
        #expect(
            text.contains(
                "  // Doubles: named like test support (TestUtilities) and used only by tests, though a library product ships it (to share it)\n"
            ), "\(text)")
        #expect(text.contains(#"  "testSupport": ["Doubles"],"#), "\(text)")
        let run = await Self.checkAfterInit(app)
        #expect(run.status == 0 && run.findings.isEmpty, "\(run.output)")
    }

    @Test("Packages the app never reaches are unlayered, saying why; names are qualified where two members share one")
    func unreachedPackages() async throws {
        let app = try FeaturePackagesAppTests.app(config: nil)
        defer { app.remove() }
        let (text, layers, _) = try await Self.initialize(app)
        #expect(
            text.contains(
                "  // AndroidApp/Models: in Android, which nothing in the app reaches (a build tool, a code generator, a server or another app?)\n"
            ), "\(text)")
        #expect(text.contains(#"  "unlayered": ["AndroidApp/Models", "AndroidMain"],"#), "\(text)")
        #expect(layers.values.joined().contains("Models/Models"), "\(layers)")
        for app in ["MainApp", "Clip", "Widget", "Share"] {
            #expect(layers["FrameworksAndDrivers"]?.contains(app) == true, "\(app): \(layers)")
        }
        let run = await Self.checkAfterInit(app)
        #expect(run.status == 0, "\(run.output)")
    }
}
