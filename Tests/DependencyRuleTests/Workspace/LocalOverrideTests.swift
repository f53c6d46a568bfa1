import Foundation
import Testing

/// A remote package that a local member of the same identity overrides: the app depends on
/// `../libb`, a member package on `https://…/libb.git`, and SwiftPM and Xcode resolve both to the
/// local copy. Modelled on an app whose feature packages name their shared library by URL while
/// the app works on a checkout of it.
@Suite("A remote package overridden by a local member of the same identity", .initAcceptsEveryFixture)
struct LocalOverrideTests {
    /// `libb/` (product `LibB`), `Feature/` depending on libb by URL, and `App.xcodeproj` linking
    /// both as local packages (or libb as `remote`).
    static func app(appLinksLibB remote: Bool = false) throws -> WorkspaceFixture {
        try WorkspaceFixture(
            packages: [.init("libb", name: "LibB", targets: [.init("LibB"), .init("LibBMocks", [.byName("LibB")])])],
            projects: [
                "App.xcodeproj": XcodeProjectFixture(
                    targets: [
                        .init(
                            name: "App", synchronized: ["App"],
                            products: ["Feature@feature", remote ? "LibB@remote" : "LibB@libb"])
                    ],
                    localPackages: ["feature": "Feature", "libb": "libb"],
                    remotePackages: remote ? ["remote": "https://github.com/example/LibB.git"] : [:])
            ],
            files: [
                "Feature/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Feature",
                    products: [.library(name: "Feature", targets: ["Feature"])],
                    dependencies: [.package(url: "https://github.com/example/libb.git", from: "1.0.0")],
                    targets: [
                        .target(name: "Feature", dependencies: [.product(name: "LibB", package: "libb")]),
                        .testTarget(
                            name: "FeatureTests",
                            dependencies: ["Feature", .product(name: "LibBMocks", package: "LibB")]),
                    ]
                )

                """,
                "Feature/Sources/Feature/F.swift": "import LibB\npublic struct F {}\n",
                "Feature/Tests/FeatureTests/T.swift": "import Feature\nimport LibBMocks\n",
                "libb/Sources/LibB/B.swift": "public struct B {}\n",
                "libb/Sources/LibBMocks/M.swift": "import LibB\n",
                "App/App.swift": "import Feature\nimport LibB\n",
            ])
    }

    @Test(
        "Imports of the overridden package's products are declared: no undeclared-import, no advice to add what is there"
    )
    func declared() async throws {
        for remote in [false, true] {
            let app = try Self.app(appLinksLibB: remote)
            defer { app.remove() }
            let run = await app.run("check")
            #expect(run.status == 0, "app links libb \(remote ? "by URL" : "locally"): \(run.output)\(run.errors)")
            #expect(
                !run.output.contains("undeclared-import") && !run.output.contains("implicit-import"), "\(run.output)")
            #expect(run.output.contains("workspace of 3 members"), "\(run.output)")

            // Still a real check: an import Feature does not declare is found.
            try app.write("import LibB\nimport LibBMocks\n", to: "Feature/Sources/Feature/F.swift")
            let undeclared = await app.run("check")
            #expect(undeclared.status == 1, "\(undeclared.output)")
            #expect(
                undeclared.output.contains(
                    "Feature/Sources/Feature/F.swift:2:1: error: [undeclared-import] 'Feature' imports 'LibBMocks', which it neither declares nor reaches through its declared dependencies"
                ), "\(undeclared.output)")
        }
    }
}

/// A module the workspace defines only in another build graph: an iOS app and an Android app in
/// one repository, the iOS app importing the Android app's shared module.
@Suite("A module defined only in another build graph of the workspace", .initAcceptsEveryFixture)
struct OtherBuildGraphTests {
    @Test("Its import is undeclared-import naming where the module lives; a platform module of that name is not")
    func importedFromAnotherGraph() async throws {
        let app = try WorkspaceFixture(
            packages: [
                .init("Kit", targets: [.init("Kit")]),
                .init("Android/Shared", name: "Shared", targets: [.init("SharedModels"), .init("Network")]),
                .init(
                    "Android/App", name: "AndroidApp", dependencies: ["../Shared"],
                    targets: [
                        .init(
                            "AndroidApp", type: "executable",
                            [.product("SharedModels", package: "Shared"), .product("Network", package: "Shared")])
                    ]),
            ],
            projects: [
                "iOS/App.xcodeproj": XcodeProjectFixture(
                    targets: [.init(name: "App", synchronized: ["Sources"], products: ["Kit@kit"])],
                    localPackages: ["kit": "../Kit"])
            ],
            files: [
                "Kit/Sources/Kit/K.swift": "public struct K {}\n",
                "Android/Shared/Sources/SharedModels/M.swift": "public struct M {}\n",
                "Android/Shared/Sources/Network/N.swift": "public struct N {}\n",
                "Android/App/Sources/AndroidApp/main.swift": "import SharedModels\nimport Network\n",
                "iOS/Sources/App.swift": "import Kit\nimport Network\nimport SharedModels\n",
            ])
        defer { app.remove() }
        let run = await app.run("check")
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(
            run.output.hasPrefix(
                "iOS/Sources/App.swift:3:1: error: [undeclared-import] 'App' imports 'SharedModels', which nothing it builds with defines: the workspace defines it only as target 'SharedModels' (Android/Shared/Package.swift), in another build graph (another app's); make 'App' depend on it, or remove the import\n"
            ), "\(run.output)")
        #expect(!run.output.contains("'Network'"), "Apple's Network is imported, not the Android app's: \(run.output)")
    }
}

/// An app linking a product that no member declares but a member package depends on from outside
/// the workspace (`lottie-ios` through the UI package), as Xcode lets it.
@Suite("A product of a package outside the workspace that a member depends on", .initAcceptsEveryFixture)
struct OutsideProductTests {
    @Test("Said once, with its package; advice names that package, never one that does not exist")
    func outsideProduct() async throws {
        let app = try WorkspaceFixture(
            packages: [],
            projects: [
                "App.xcodeproj": XcodeProjectFixture(
                    targets: [
                        .init(name: "App", synchronized: ["App"], products: ["UIKitExtras", "Lottie"]),
                        .init(name: "Widget", type: "app-extension", synchronized: ["Widget"], products: ["Lottie"]),
                        .init(name: "Share", type: "app-extension", synchronized: ["Share"], products: ["UIKitExtras"]),
                    ],
                    folderPackages: ["UI"])
            ],
            files: [
                "UI/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "UI",
                    products: [.library(name: "UIKitExtras", targets: ["UIKitExtras"])],
                    dependencies: [.package(url: "https://github.com/airbnb/lottie-ios.git", from: "4.4.0")],
                    targets: [.target(name: "UIKitExtras", dependencies: [.product(name: "Lottie", package: "lottie-ios")])]
                )

                """,
                "UI/Sources/UIKitExtras/E.swift": "import Lottie\n",
                "App/App.swift": "import UIKitExtras\nimport Lottie\n",
                "Widget/Widget.swift": "import Lottie\n",
                "Share/Share.swift": "import UIKitExtras\nimport Lottie\n",
            ], config: WorkspaceFixture.oneLayer)
        defer { app.remove() }
        let run = await app.run("check")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let notes = run.errors.split(separator: "\n").filter { $0.contains("Lottie") }
        #expect(notes.count == 1, "said once: \(run.errors)")
        #expect(
            notes.first?.hasSuffix(
                ": note: target 'App' links product 'Lottie' of package 'lottie-ios', which UI depends on from outside the workspace: its declarations are checked, its own targets are not"
            ) == true, "\(run.errors)")
        #expect(!run.errors.contains("no package of the workspace declares"), "\(run.errors)")
        // Share imports Lottie without linking it: the advice names the real package.
        #expect(
            run.output.contains(
                "add product 'Lottie' of package 'lottie-ios' to target 'Share' in Xcode (App.xcodeproj: General, Frameworks, Libraries, and Embedded Content)"
            ), "\(run.output)")
    }
}

/// A member package in a lone-target layout (tools 5.9 and later: `Sources/` itself is its only
/// target's folder), as one of the apps tried had for its error types.
@Suite("A workspace member in a lone-target layout", .initAcceptsEveryFixture)
struct LoneTargetMemberTests {
    @Test("Read as SwiftPM reads it: checked, not exit 2")
    func loneMember() async throws {
        let app = try WorkspaceFixture(
            packages: [.init("Errors", targets: [.init("AppErrors")])],
            projects: [
                "App.xcodeproj": XcodeProjectFixture(
                    targets: [.init(name: "App", synchronized: ["App"], products: ["AppErrors"])],
                    folderPackages: ["Errors"])
            ],
            files: [
                "Errors/Sources/Errors/AppError.swift": "public enum AppError: Error { case offline }\n",
                "Errors/Sources/Retry.swift": "import Foundation\n",
                "App/App.swift": "import AppErrors\n",
            ])
        defer { app.remove() }
        let run = await app.check()
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let imports = await app.run("imports", "--format", "json")
        #expect(
            try SynchronizedFolderTests.files(imports)["AppErrors"]
                == ["Errors/Sources/Errors/AppError.swift", "Errors/Sources/Retry.swift"], "\(imports.output)")
    }
}
