import Foundation
import Testing

/// An app of `Packages/*` (a models package, a `Network` package named like Apple's framework, one
/// package of several feature products), with an app clip, a widget and a share extension, all
/// packages added to the project as folders (no package named) — and, in the same repository, an
/// Android app (as Skip builds one) whose package defines a `Models` module of its own.
@Suite(
    "check --workspace on Packages/* with extensions, an app clip, and a second app in the repository",
    .initAcceptsEveryFixture)
struct FeaturePackagesAppTests {
    static func app(
        files extra: [String: String] = [:], config: String? = WorkspaceFixture.oneLayer
    ) throws -> WorkspaceFixture {
        var files = [
            "Packages/Models/Sources/Models/Post.swift": "public struct Post {}\n",
            "Packages/Network/Sources/Network/Client.swift": "import Models\n",
            "Packages/Features/Sources/FeatureShared/Row.swift": "import Models\n",
            "Packages/Features/Sources/FeedUI/Feed.swift": "import FeatureShared\nimport Network\nimport Models\n",
            "Packages/Features/Sources/ProfileUI/Profile.swift": "import FeatureShared\nimport Models\n",
            "App/MainApp.swift": "import FeedUI\nimport ProfileUI\n",
            "Clip/ClipApp.swift": "import FeedUI\n",
            "Widget/Widget.swift": "import Models\n",
            "Share/ShareViewController.swift": "import Models\n",
            "AppTests/FeedTests.swift": "@testable import MainApp\nimport XCTest\n",
            "Android/Sources/Models/Post.swift": "public struct Post {}\n",
            "Android/Sources/AndroidMain/Main.swift": "import Models\n",
        ]
        files.merge(extra) { $1 }
        return try WorkspaceFixture(
            packages: [
                .init("Packages/Models", name: "Models", targets: [.init("Models")]),
                .init(
                    "Packages/Network", name: "Network", dependencies: ["../Models"],
                    targets: [.init("Network", [.product("Models", package: "Models")])]),
                .init(
                    "Packages/Features", name: "Features",
                    products: [("FeedUI", ["FeedUI"]), ("ProfileUI", ["ProfileUI"])],
                    dependencies: ["../Models", "../Network"],
                    targets: [
                        .init("FeatureShared", [.product("Models", package: "Models")]),
                        .init(
                            "FeedUI",
                            [
                                .byName("FeatureShared"), .product("Network", package: "Network"),
                                .product("Models", package: "Models"),
                            ]),
                        .init("ProfileUI", [.byName("FeatureShared"), .product("Models", package: "Models")]),
                    ]),
                .init(
                    "Android", name: "AndroidApp", products: [],
                    targets: [.init("Models"), .init("AndroidMain", type: "executable", [.byName("Models")])]),
            ],
            projects: [
                "MainApp.xcodeproj": XcodeProjectFixture(
                    targets: [
                        .init(
                            name: "MainApp", synchronized: ["App"], dependsOn: ["Clip", "Widget", "Share"],
                            products: ["FeedUI", "ProfileUI"]),
                        .init(
                            name: "Clip", type: "application.on-demand-install-capable", synchronized: ["Clip"],
                            products: ["FeedUI"]),
                        .init(name: "Widget", type: "app-extension", synchronized: ["Widget"], products: ["Models"]),
                        .init(name: "Share", type: "app-extension", synchronized: ["Share"], products: ["Models"]),
                        .init(
                            name: "MainAppTests", type: "bundle.unit-test", synchronized: ["AppTests"],
                            dependsOn: ["MainApp"]),
                    ],
                    folderPackages: ["Packages/Models", "Packages/Network", "Packages/Features"])
            ],
            files: files, config: config)
    }

    @Test("Clean: every product resolved by name to its package, extensions embedded, the Android app apart")
    func clean() async throws {
        let app = try Self.app()
        defer { app.remove() }
        let run = await app.run("check")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(
            run.output.hasSuffix(
                " (workspace of 5 members: 4 packages, 1 Xcode project): 12 targets, 12 files, 15 imports analysed; 0 errors, 0 warnings\n"
            ), "\(run.output)")
    }

    @Test("Two modules named Models: each import resolves in its own app's graph; the names are qualified")
    func twoAppsInOneRepository() async throws {
        let app = try Self.app(files: [
            "Android/Sources/AndroidMain/Main.swift": "import Models\nimport FeedUI\n",
            "Widget/Widget.swift": "import Models\nimport AndroidMain\n",
        ])
        defer { app.remove() }
        let run = await app.check()
        #expect(run.status == 1, "\(run.output)")
        // Models resolves in each app's own graph. The Android app cannot reach FeedUI, nor the
        // widget the Android app: modules only the other graph defines, undeclared where imported.
        #expect(
            run.findings == [
                "undeclared-import Android/Sources/AndroidMain/Main.swift:2:1",
                "undeclared-import Widget/Widget.swift:2:1",
            ], "\(run.output)")
        let imports = await app.run("imports", "--format", "json")
        let names = try SynchronizedFolderTests.files(imports).keys.sorted()
        #expect(names.contains("Models/Models") && names.contains("AndroidApp/Models"), "\(names)")
        #expect(!names.contains("Models"), "\(names)")
    }

    @Test("The clip imports a feature it does not link: undeclared for the clip only, at the import")
    func clipImportsWhatItDoesNotLink() async throws {
        let app = try Self.app(files: ["Clip/ClipApp.swift": "import FeedUI\nimport ProfileUI\n"])
        defer { app.remove() }
        let run = await app.check()
        #expect(run.status == 1, "\(run.output)")
        #expect(run.findings == ["undeclared-import Clip/ClipApp.swift:2:1"], "\(run.output)")
        let message = run.diagnostics.first?["message"] as? String ?? ""
        #expect(
            message.hasSuffix(
                "add product 'ProfileUI' of package 'Features' to target 'Clip' in Xcode (MainApp.xcodeproj: General, Frameworks, Libraries, and Embedded Content)"
            ), "\(message)")
    }

    @Test(
        "Layers across members: a feature importing the app's target is outward, and the config names targets either way"
    )
    func layersAcrossMembers() async throws {
        let app = try Self.app(files: ["Packages/Features/Sources/ProfileUI/Bad.swift": "import Network\n"])
        defer { app.remove() }
        try app.write(
            """
            {
              "layers": [
                { "name": "Entities", "targets": ["Models/Models"] },
                { "name": "InterfaceAdapters", "targets": ["Features/*"] },
                { "name": "FrameworksAndDrivers", "targets": ["Network", "MainApp", "Clip", "Widget", "Share"] }
              ],
              "unlayered": ["AndroidApp/*"]
            }
            """, to: "dependency-rules.json")
        let run = await app.check()
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(
            run.findings == [
                "outward-dependency Packages/Features/Package.swift:16:80",
                "outward-dependency Packages/Features/Sources/FeedUI/Feed.swift:2:1",
                "outward-dependency Packages/Features/Sources/ProfileUI/Bad.swift:1:1",
            ], "\(run.output)")
        #expect(run.notes == ["undeclared-import Packages/Features/Sources/ProfileUI/Bad.swift:1:1"], "\(run.output)")
    }
}
