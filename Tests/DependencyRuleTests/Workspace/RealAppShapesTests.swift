import Foundation
import Testing

/// Shapes met when the checker was run on real apps (Skip's hello app, IceCubes, isowords, Food
/// Truck), each in a fixture of its own: what they showed is kept right.
@Suite(
    "Shapes of real apps: a project named like its package, copies, broken neighbours, names", .initAcceptsEveryFixture)
struct RealAppShapesTests {
    /// A root package `skipapp-hello` whose product `HelloSkipApp` ships target `HelloSkip`, and
    /// `Darwin/HelloSkip.xcodeproj`, whose app target is also called HelloSkip and links it.
    static func skipLike(
        products: [String] = ["HelloSkipApp"], appImports: String = "import HelloSkip\n"
    ) throws
        -> WorkspaceFixture
    {
        try WorkspaceFixture(
            packages: [
                .init(
                    "", name: "skipapp-hello", products: [("HelloSkipApp", ["HelloSkip"])],
                    targets: [.init("HelloSkip"), .init("HelloSkipTests", type: "test", [.byName("HelloSkip")])])
            ],
            projects: [
                "Darwin/HelloSkip.xcodeproj": XcodeProjectFixture(
                    targets: [.init(name: "HelloSkip", synchronized: ["Sources"], products: products)],
                    folderPackages: [".."])
            ],
            files: [
                "Sources/HelloSkip/ContentView.swift": "public struct ContentView {}\n",
                "Tests/HelloSkipTests/T.swift": "import HelloSkip\n",
                "Darwin/Sources/HelloSkipAppMain.swift": appImports,
            ])
    }

    @Test(
        "An app project whose target is named like the package target it links is checked, not taken for another form")
    func appNamedLikeItsPackage() async throws {
        let app = try Self.skipLike()
        defer { app.remove() }
        let run = await app.check()
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.errors == FixturePackage.importRulesOnly(" --workspace ."), "\(run.errors)")
        #expect(run.output.contains("\"targets\": 3"), "\(run.output)")

        // Not linked: the app's import is of the package's module, and undeclared.
        let unlinked = try Self.skipLike(products: [])
        defer { unlinked.remove() }
        let failing = await unlinked.check()
        #expect(failing.status == 1, "\(failing.output)\(failing.errors)")
        #expect(
            failing.findings == ["undeclared-import Darwin/Sources/HelloSkipAppMain.swift:1:1"], "\(failing.output)")
        let message = failing.diagnostics.first?["message"] as? String ?? ""
        #expect(message.contains("nothing makes Xcode build 'skipapp-hello/HelloSkip' first"), "\(message)")
    }

    @Test("A product the project links that no package declares: a warning naming the line, not silence")
    func productNoPackageDeclares() async throws {
        let app = try Self.skipLike(products: ["HelloSkipApp", "Missing"])
        defer { app.remove() }
        let run = await app.run("check")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let text = try #require(app.read("Darwin/HelloSkip.xcodeproj/project.pbxproj"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let list = try #require(lines.firstIndex { $0.contains("packageProductDependencies") })
        let line = try #require(lines[list...].firstIndex { $0.contains("/* Missing */,") }) + 1
        #expect(
            run.errors
                == "Darwin/HelloSkip.xcodeproj/project.pbxproj:\(line): warning: target 'HelloSkip' links product 'Missing', which no package of the workspace declares (none references a package that does): its imports of it are not checked\n"
                + FixturePackage.importRulesOnly(" --workspace ."),
            "\(run.errors)")
    }

    @Test(
        "A package nothing references whose sources cannot be found is left out with a warning; referenced, it stops the check"
    )
    func brokenNeighbour() async throws {
        let app = try WorkspaceFixture(
            packages: [
                .init("Kit", targets: [.init("Kit")]),
                .init("Features/Donut", name: "Donut", targets: [.init("DonutSales")]),
            ],
            projects: [
                "App.xcodeproj": XcodeProjectFixture(
                    targets: [.init(name: "App", synchronized: ["App"], products: ["Kit"])], folderPackages: ["Kit"])
            ],
            files: ["Kit/Sources/Kit/K.swift": "public struct K {}\n", "App/App.swift": "import Kit\n"])
        defer { app.remove() }
        let run = await app.run("check")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(
            run.errors
                == "Features/Donut/Package.swift: warning: left out of the workspace: no source folder for target 'DonutSales': SwiftPM expects its files under 'Sources/DonutSales', 'Sources', or a path: in Package.swift, and nothing references it (a placeholder that hides its folder from Xcode, or a package nothing builds?)\n"
                + FixturePackage.importRulesOnly(" --workspace ."),
            "\(run.errors)")

        try app.write(
            XcodeProjectFixture(
                targets: [.init(name: "App", synchronized: ["App"], products: ["Kit", "DonutSales"])],
                folderPackages: ["Kit", "Features/Donut"]
            ).text, to: "App.xcodeproj/project.pbxproj")
        let referenced = await app.run("check")
        #expect(referenced.status == 2, "\(referenced.output)")
        #expect(
            referenced.errors
                == "Features/Donut/Package.swift: error: no source folder for target 'DonutSales': SwiftPM expects its files under 'Sources/DonutSales', 'Sources', or a path: in Package.swift (App.xcodeproj references it)\n",
            "\(referenced.errors)")
    }

    @Test(
        "A package and a project of one name keep their names; a remote product reached indirectly gets advice in Xcode's words; a missing file a workspace lists is no member"
    )
    func namesAndAdvice() async throws {
        let app = try WorkspaceFixture(
            packages: [
                .init(
                    "", name: "isowords", products: [("AppFeature", ["AppFeature"])],
                    targets: [
                        .init(
                            "AppFeature", [.product("ComposableArchitecture", package: "swift-composable-architecture")]
                        )
                    ])
            ],
            projects: [
                "App/isowords.xcodeproj": XcodeProjectFixture(
                    targets: [.init(name: "isowords", synchronized: ["Sources"], products: ["AppFeature"])],
                    folderPackages: [".."])
            ],
            files: [
                "Sources/AppFeature/A.swift": "import ComposableArchitecture\n",
                "App/Sources/Main.swift": "import AppFeature\nimport ComposableArchitecture\n",
                "isowords.xcworkspace/contents.xcworkspacedata":
                    "<Workspace version = \"1.0\">\n<FileRef location = \"group:App/isowords.xcodeproj\"></FileRef>\n<FileRef location = \"group:README.md\"></FileRef>\n<FileRef location = \"group:\"></FileRef>\n</Workspace>\n",
            ])
        defer { app.remove() }
        let run = await app.check(entry: "isowords.xcworkspace")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let members = try #require(
            (try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])?["members"]
                as? [[String: String]])
        #expect(
            members.map { $0["name"]! }.sorted() == ["App/isowords.xcodeproj", app.root.lastPathComponent], "\(members)"
        )
        #expect(run.findings == ["implicit-import App/Sources/Main.swift:2:1"], "\(run.output)")
        let message = run.diagnostics.first?["message"] as? String ?? ""
        #expect(
            message.hasSuffix(
                "add product 'ComposableArchitecture' of package 'swift-composable-architecture' to target 'isowords' in Xcode (isowords.xcodeproj: General, Frameworks, Libraries, and Embedded Content)"
            ), "\(message)")
    }

    @Test("A copied or moved app is read afresh: the manifest cache is not another folder's")
    func copiedApp() async throws {
        var domain = WorkspaceFixture.Package("Domain", targets: [.init("Domain")])
        var data = WorkspaceFixture.Package(
            "Data", dependencies: ["../Domain"], targets: [.init("Data", [.product("Domain", package: "Domain")])])
        domain.readBySwiftPM = true
        data.readBySwiftPM = true
        let app = try WorkspaceFixture(
            packages: [domain, data],
            files: [
                "Domain/Sources/Domain/D.swift": "public struct D {}\n", "Data/Sources/Data/S.swift": "import Domain\n",
            ], config: WorkspaceFixture.oneLayer)
        defer { app.remove() }
        let first = await app.check()
        #expect(first.status == 0, "\(first.output)\(first.errors)")
        let copy = app.root.deletingLastPathComponent().appendingPathComponent(app.root.lastPathComponent + "-copy")
        try FileManager.default.copyItem(at: app.root, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let run = await runChecker(["check", "--workspace", ".", "--format", "json"], currentDirectory: copy.path)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.findings.isEmpty, "\(run.output)")
        #expect(run.errors.isEmpty, "\(run.errors)")
    }
}
