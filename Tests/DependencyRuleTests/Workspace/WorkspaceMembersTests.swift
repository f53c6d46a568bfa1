import Foundation
import ProcessSpawning
import Testing

/// Which packages and projects make up the app: discovered, referenced (even outside the folder),
/// listed in `"members"` or in an `.xcworkspace`, and what is left out — placeholders, stale
/// copies, a framework project beside its package — each said once, on standard error.
@Suite(
    "Workspace members: discovery, references, workspaces, \"members\", and what is left out", .initAcceptsEveryFixture)
struct WorkspaceMembersTests {
    /// A project of one app target linking `products` (packages added as folders).
    static func appProject(products: [String], folders: [String], sources: String = "App") -> XcodeProjectFixture {
        XcodeProjectFixture(
            targets: [.init(name: "App", synchronized: [sources], products: products)], folderPackages: folders)
    }

    @Test(
        "A placeholder manifest SwiftPM refuses: left out with a warning when nothing references it, exit 2 when the app does"
    )
    func placeholder() async throws {
        let app = try WorkspaceFixture(
            packages: [.init("Kit", targets: [.init("Kit")])],
            projects: ["App.xcodeproj": Self.appProject(products: ["Kit"], folders: ["Kit"])],
            files: [
                "Kit/Sources/Kit/Kit.swift": "public struct Kit {}\n",
                "App/App.swift": "import Kit\n",
                // Keeps SwiftPM and Xcode out of the web site's folder: no name, no targets.
                "website/Package.swift":
                    "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package()\n",
                "website/index.swift": "import NotThere\n",
            ])
        defer { app.remove() }
        let run = await app.run("check")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(
            run.errors.hasPrefix(
                "website/Package.swift: warning: left out of the workspace: the manifest cannot be read by SwiftPM: website/Package.swift:3:"
            ), "\(run.errors)")
        #expect(
            run.errors.contains(
                "and nothing references it (a placeholder that hides its folder from Xcode, or a package nothing builds?)\n"
            ))
        #expect(run.output.contains("(workspace of 2 members: 1 package, 1 Xcode project)"), "\(run.output)")

        // Referenced by the app, the same manifest stops the check.
        try app.write(
            Self.appProject(products: ["Kit"], folders: ["Kit", "website"]).text, to: "App.xcodeproj/project.pbxproj")
        let referenced = await app.run("check")
        #expect(referenced.status == 2, "\(referenced.output)")
        #expect(referenced.output.isEmpty)
        #expect(
            referenced.errors.hasPrefix(
                "website/Package.swift: error: the manifest cannot be read by SwiftPM: website/Package.swift:3:"),
            "\(referenced.errors)")
        #expect(referenced.errors.contains("(App.xcodeproj references it)\n"), "\(referenced.errors)")
    }

    @Test(
        "A stale copy of a referenced package, and a framework project beside the package the app uses, are left out, said once"
    )
    func otherForms() async throws {
        let app = try WorkspaceFixture(
            packages: [
                .init("UIComponents", targets: [.init("UIComponents")]),
                .init("old/UIComponents", name: "UIComponents", targets: [.init("UIComponents")]),
            ],
            projects: [
                "App.xcodeproj": Self.appProject(products: ["UIComponents"], folders: ["UIComponents"]),
                "UIComponents.xcodeproj": XcodeProjectFixture(
                    targets: [
                        .init(
                            name: "UIComponents", type: "framework", synchronized: ["UIComponents/Sources/UIComponents"]
                        )
                    ]),
            ],
            files: [
                "UIComponents/Sources/UIComponents/Button.swift": "public struct Button {}\n",
                "old/UIComponents/Sources/UIComponents/Button.swift": "public struct Button {}\n",
                "App/App.swift": "import UIComponents\n",
            ])
        defer { app.remove() }
        let run = await app.run("check")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(
            run.errors == """
                UIComponents.xcodeproj: note: left out of the workspace: it is another form of UIComponents (the same targets), which App.xcodeproj references, so UIComponents is the member checked
                old/UIComponents: note: left out of the workspace: it is a copy of UIComponents (the same targets), which App.xcodeproj references, so UIComponents is the member checked

                """ + FixturePackage.importRulesOnly(" --workspace ."), "\(run.errors)")
        #expect(run.output.contains("(workspace of 2 members: 1 package, 1 Xcode project): 2 targets"), "\(run.output)")
    }

    @Test(
        "A stale framework project beside the package the app uses, listing files that moved, is left out with a note; an app project listing one stops the check"
    )
    func staleFrameworkProject() async throws {
        let app = try WorkspaceFixture(
            packages: [.init("UIComponents", targets: [.init("UIComponents")])],
            projects: [
                "App.xcodeproj": Self.appProject(products: ["UIComponents"], folders: ["UIComponents"]),
                "UIComponents.xcodeproj": XcodeProjectFixture(
                    targets: [
                        .init(
                            name: "UIComponents", type: "framework",
                            sources: ["UIComponents/Button.swift", "UIComponents/Colors.swift"])
                    ]),
            ],
            files: [
                "UIComponents/Sources/UIComponents/Button.swift": "public struct Button {}\n",
                "App/App.swift": "import UIComponents\n",
            ])
        defer { app.remove() }
        let run = await app.run("check")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(
            run.errors
                == "UIComponents.xcodeproj: note: left out of the workspace: it is another form of UIComponents (the same targets), which App.xcodeproj references, so UIComponents is the member checked; it lists 2 Swift files that are not there any more\n"
                + FixturePackage.importRulesOnly(" --workspace ."), "\(run.errors)")

        // The app's own project listing a file that is not there is bad input.
        try app.write(
            XcodeProjectFixture(
                targets: [
                    .init(name: "App", sources: ["App/App.swift", "App/Gone.swift"], products: ["UIComponents"])
                ],
                folderPackages: ["UIComponents"]
            ).text, to: "App.xcodeproj/project.pbxproj")
        let broken = await app.run("check")
        #expect(broken.status == 2, "\(broken.output)\(broken.errors)")
        #expect(
            broken.errors.contains("error: target 'App' compiles 'App/Gone.swift', which does not exist"),
            "\(broken.errors)")
    }

    @Test("Two packages of one name are told apart by their paths; their targets are qualified with them")
    func membersSharingAName() async throws {
        let app = try WorkspaceFixture(
            packages: [
                .init("Client/Modules", name: "Modules", targets: [.init("Core"), .init("Views", [.byName("Core")])]),
                .init("Server/Modules", name: "Modules", targets: [.init("Core"), .init("Routes", [.byName("Core")])]),
            ],
            files: [
                "Client/Modules/Sources/Core/A.swift": "public struct A {}\n",
                "Client/Modules/Sources/Views/V.swift": "import Core\nimport Routes\n",
                "Server/Modules/Sources/Core/A.swift": "public struct A {}\n",
                "Server/Modules/Sources/Routes/R.swift": "import Core\n",
            ], config: WorkspaceFixture.oneLayer)
        defer { app.remove() }
        let run = await app.run("imports", "--format", "json")
        #expect(run.status == 0, "\(run.errors)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let members = try #require(object["members"] as? [[String: String]])
        #expect(
            members == [
                ["name": "Client/Modules", "kind": "package", "path": "Client/Modules"],
                ["name": "Server/Modules", "kind": "package", "path": "Server/Modules"],
            ])
        let targets = try #require(object["targets"] as? [[String: Any]])
        #expect(
            targets.map { "\($0["member"]!) \($0["name"]!)" } == [
                "Client/Modules Client/Modules/Core", "Client/Modules Views", "Server/Modules Server/Modules/Core",
                "Server/Modules Routes",
            ])
        // Views imports Routes, a module only another build graph defines: undeclared, saying where.
        let checked = await app.check()
        #expect(checked.status == 1, "\(checked.output)")
        #expect(checked.findings == ["undeclared-import Client/Modules/Sources/Views/V.swift:2:1"], "\(checked.output)")
        #expect(
            (checked.diagnostics.first?["message"] as? String)?.contains(
                "the workspace defines it only as target 'Routes' (Server/Modules/Package.swift), in another build graph"
            ) == true,
            "\(checked.output)")
    }

    @Test("One module defined by two packages the app links: exit 2 naming both, since the app would not build")
    func oneModuleTwiceInOneGraph() async throws {
        let app = try WorkspaceFixture(
            packages: [
                .init("Packages/A", name: "A", products: [("ProductA", ["Utils"])], targets: [.init("Utils")]),
                .init("Packages/B", name: "B", products: [("ProductB", ["Utils"])], targets: [.init("Utils")]),
            ],
            projects: [
                "App.xcodeproj": Self.appProject(
                    products: ["ProductA", "ProductB"], folders: ["Packages/A", "Packages/B"])
            ],
            files: [
                "Packages/A/Sources/Utils/U.swift": "public struct U {}\n",
                "Packages/B/Sources/Utils/U.swift": "public struct U {}\n",
                "App/App.swift": "import Utils\n",
            ])
        defer { app.remove() }
        let run = await app.run("check")
        #expect(run.status == 2, "\(run.output)\(run.errors)")
        #expect(run.output.isEmpty)
        #expect(
            run.errors
                == "Packages/A/Package.swift:10:23: error: module 'Utils' is defined twice in one build graph, by target 'Utils' of Packages/A and by target 'Utils' of Packages/B: it would not build; rename one (or, if they are separate apps, make sure nothing reaches both)\n",
            "\(run.errors)")
    }

    @Test(
        "An .xcworkspace: group:, container:, absolute: and self: entries, nested groups, members outside the folder in the summary"
    )
    func workspaceDocument() async throws {
        let outside = try TemporaryFolder(prefix: "outside").url
        defer { try? FileManager.default.removeItem(at: outside) }
        let extra = WorkspaceFixture.Package("", name: "Extra", targets: [.init("Extra")])
        try FileManager.default.createDirectory(
            at: outside.appendingPathComponent("Sources/Extra"), withIntermediateDirectories: true)
        try Data(extra.manifest.utf8).write(to: outside.appendingPathComponent("Package.swift"))
        try Data("public struct E {}\n".utf8).write(to: outside.appendingPathComponent("Sources/Extra/E.swift"))
        let app = try WorkspaceFixture(
            packages: [
                .init("Shared/Kit", name: "Kit", targets: [.init("Kit")]),
                .init("Tools/Lint", name: "Lint", targets: [.init("Lint")]),
            ],
            projects: [
                "App/App.xcodeproj": Self.appProject(products: ["Kit", "Extra"], folders: [], sources: "Sources")
            ],
            files: [
                "App/App.xcworkspace/contents.xcworkspacedata": """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- the app and what it uses -->
                <Workspace
                   version = "1.0">
                   <FileRef
                      location = "group:App.xcodeproj">
                   </FileRef>
                   <Group
                      location = "group:../Shared"
                      name = "Shared &amp; kits">
                      <FileRef
                         location = "group:Kit">
                      </FileRef>
                   </Group>
                   <FileRef location = "container:../Tools/Lint"/>
                   <FileRef location = "absolute:\(outside.path)"/>
                   <FileRef location = "developer:Platforms/iPhoneOS.platform"/>
                   <FileRef location = "group:README.md"></FileRef>
                </Workspace>
                """,
                "App/App.xcodeproj/project.xcworkspace/contents.xcworkspacedata": """
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace version = "1.0"><FileRef location = "self:"></FileRef></Workspace>
                """,
                "App/README.md": "The app\n",
                "App/Sources/App.swift": "import Kit\nimport Extra\n",
                "Shared/Kit/Sources/Kit/Kit.swift": "public struct Kit {}\n",
                "Tools/Lint/Sources/Lint/Lint.swift": "public struct Lint {}\n",
            ])
        defer { app.remove() }
        var manifests = app.handedIn
        manifests[outside.standardizedFileURL.path] = extra.dumpPackageJSON(folder: outside)
        let run = await runChecker(
            ["check", "--workspace", "App/App.xcworkspace"], currentDirectory: app.root.path, manifests: manifests)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let away = "../../" + outside.lastPathComponent
        #expect(
            run.output
                == "dependency-rule: App (workspace of 4 members: 3 packages, 1 Xcode project; outside the folder: ../Shared/Kit, ../Tools/Lint, \(away)): 4 targets, 4 files, 2 imports analysed; 0 errors, 0 warnings\n",
            "\(run.output)")
        #expect(run.errors.contains("../Shared/Kit: note: a member outside the folder"), "\(run.errors)")

        // The project alone (its embedded workspace's self: is itself) reaches none of them.
        let project = await runChecker(
            ["check", "--workspace", "App/App.xcodeproj"], currentDirectory: app.root.path, manifests: manifests)
        #expect(project.status == 0, "\(project.output)\(project.errors)")
        #expect(
            project.output.contains("(workspace of 1 member: 0 packages, 1 Xcode project): 1 target"),
            "\(project.output)")
    }

    @Test("\"members\" lists the members by path or glob, relative to the configuration; discovery is off")
    func listedMembers() async throws {
        let app = try WorkspaceFixture(
            packages: [
                .init("Packages/Models", name: "Models", targets: [.init("Models")]),
                .init("Packages/Views", name: "Views", targets: [.init("Views")]),
                .init("Experiments/Scratch", name: "Scratch", targets: [.init("Scratch")]),
            ],
            projects: ["App.xcodeproj": Self.appProject(products: ["Models"], folders: ["Packages/Models"])],
            files: [
                "Packages/Models/Sources/Models/M.swift": "public struct M {}\n",
                "Packages/Views/Sources/Views/V.swift": "public struct V {}\n",
                "Experiments/Scratch/Sources/Scratch/S.swift": "public struct S {}\n",
                "App/App.swift": "import Models\n",
            ],
            config: """
                {
                  "members": ["App.xcodeproj", "Packages/*"],
                  "layers": [{ "name": "Entities", "targets": ["Models", "Views"] }, { "name": "FrameworksAndDrivers", "targets": ["App"] }]
                }
                """)
        defer { app.remove() }
        let run = await app.run("check")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(
            run.output.contains("(workspace of 3 members: 2 packages, 1 Xcode project): 3 targets"), "\(run.output)")

        try app.write(
            #"{ "members": ["App.xcodeproj", "Packages/**/Nothing*"], "layers": [{ "name": "Core", "targets": ["*"] }]}"#,
            to: "dependency-rules.json")
        let nothing = await app.run("check")
        #expect(nothing.status == 2)
        #expect(
            nothing.errors
                == "dependency-rules.json:1:32: error: \"members\": 'Packages/**/Nothing*' names no package folder, .xcodeproj or .xcworkspace\n",
            "\(nothing.errors)")
    }
}
