import Foundation
import ProcessSpawning
import TestSupport
import Testing

/// `fix --workspace`: each package's own manifest is edited, a target of another package declared
/// through its product; an Xcode target gets a list of what to change in Xcode; nothing half-done.
@Suite("fix --workspace: each member's manifest, Xcode changes listed", .initAcceptsEveryFixture)
struct FixWorkspaceTests {
    /// Data imports Domain, which it depends on by path but does not declare; Presentation imports
    /// its own PresentationCore without declaring it, and Domain, a package it does not depend on;
    /// the app imports Data, which it does not link.
    static func app() throws -> WorkspaceFixture {
        try WorkspaceFixture(
            packages: [
                .init("Domain", targets: [.init("Domain")]),
                .init("Data", dependencies: ["../Domain"], targets: [.init("Data")]),
                .init("Presentation", targets: [.init("PresentationCore"), .init("Presentation")]),
            ],
            projects: [
                "App.xcodeproj": XcodeProjectFixture(
                    targets: [.init(name: "App", synchronized: ["App"], products: ["Presentation"])],
                    folderPackages: ["Domain", "Data", "Presentation"])
            ],
            files: [
                "Domain/Sources/Domain/Team.swift": "public struct Team {}\n",
                "Data/Sources/Data/Store.swift": "import Domain\n",
                "Presentation/Sources/PresentationCore/Row.swift": "public struct Row {}\n",
                "Presentation/Sources/Presentation/List.swift": "import PresentationCore\nimport Domain\n",
                "App/App.swift": "import Presentation\nimport Data\n",
            ], config: WorkspaceFixture.oneLayer)
    }

    @Test(
        "--dry-run: a diff per manifest it would change, what is left (the Xcode target's with what to do in Xcode), exit 1, nothing written"
    )
    func dryRun() async throws {
        let app = try Self.app()
        defer { app.remove() }
        let before = try #require(app.read("Data/Package.swift"))
        let run = await app.run("fix", "--dry-run")
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(app.read("Data/Package.swift") == before)
        #expect(run.output.contains("--- Data/Package.swift\n+++ Data/Package.swift\n"), "\(run.output)")
        #expect(
            run.output.contains(
                #"+        .target(name: "Data", dependencies: [.product(name: "Domain", package: "Domain")]),"#),
            "\(run.output)")
        #expect(!run.output.contains("App.xcodeproj"), "\(run.output)")
        #expect(
            run.errors.contains(
                "App/App.swift:2:1: error: [undeclared-import] not fixed: 'App' and 'Data': fix does not write project.pbxproj: add product 'Data' of package 'Data' to target 'App' in Xcode (App.xcodeproj: General, Frameworks, Libraries, and Embedded Content)\n"
            ), "\(run.errors)")
        // Presentation does not depend on the Domain package: fix adds the package dependency too.
        #expect(
            run.output.contains(
                """
                +    dependencies: [.package(path: "../Domain")],
                     targets: [
                """), "\(run.output)")
        #expect(
            run.output.contains(
                #"+        .target(name: "Presentation", dependencies: ["PresentationCore", .product(name: "Domain", package: "Domain")]),"#
            ), "\(run.output)")
        #expect(
            run.errors.contains(
                "note: would declare .package(path: \"../Domain\") in the dependencies of package 'Presentation', for product 'Domain'\n"
            ), "\(run.errors)")
        #expect(
            run.errors.hasSuffix(
                "dependency-rule: fix: would declare 3 dependencies (and 1 package dependency they need), would remove 0; 1 finding not fixed\n"
            ), "\(run.errors)")
    }

    @Test("The edits are written, SwiftPM reads every edited manifest, and check then reports only what was left")
    func writes() async throws {
        let app = try Self.app()
        defer { app.remove() }
        let run = await app.run("fix")
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(
            run.output.contains(
                "Data/Package.swift:13:61: note: declared 'Domain' in the dependencies of 'Data' (undeclared-import)\n"),
            "\(run.output)")
        let data = try #require(app.read("Data/Package.swift"))
        #expect(
            data.contains(#".target(name: "Data", dependencies: [.product(name: "Domain", package: "Domain")]),"#),
            "\(data)")
        let check = await runChecker(
            ["check", "--workspace", ".", "--format", "json"], currentDirectory: app.root.path)
        #expect(check.findings == ["undeclared-import App/App.swift:2:1"], "\(check.output)")
        #expect(
            app.read("Presentation/Package.swift")?.contains(#"dependencies: [.package(path: "../Domain")],"#) == true)
    }

    @Test(
        "What fix cannot declare in a package: a target of an Xcode project, a target no product ships; listed, exit 1")
    func refusals() async throws {
        let app = try WorkspaceFixture(
            packages: [
                .init("Domain", products: [("Domain", ["Domain"])], targets: [.init("Domain"), .init("Hidden")]),
                .init(
                    "Data", dependencies: ["../Domain"],
                    targets: [.init("Data", [.product("Domain", package: "Domain")])]),
            ],
            projects: [
                "App.xcodeproj": XcodeProjectFixture(
                    targets: [
                        .init(
                            name: "App", synchronized: ["App"], dependsOn: ["Kit"], links: ["Kit"], products: ["Data"]),
                        .init(name: "Kit", type: "framework", synchronized: ["Kit"]),
                    ],
                    folderPackages: ["Domain", "Data"])
            ],
            files: [
                "Domain/Sources/Domain/D.swift": "public struct D {}\n",
                "Domain/Sources/Hidden/H.swift": "public struct H {}\n",
                "Data/Sources/Data/S.swift": "import Domain\nimport Hidden\nimport Kit\n",
                "App/App.swift": "import Data\nimport Kit\n", "Kit/K.swift": "public struct K {}\n",
            ])
        defer { app.remove() }
        let run = await app.run("fix", "--dry-run")
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(run.output.isEmpty, "nothing to change: \(run.output)")
        #expect(
            run.errors.contains(
                "Data/Sources/Data/S.swift:2:1: error: [undeclared-import] not fixed: 'Data' and 'Hidden': no product of package 'Domain' (Domain) ships 'Hidden': add one to its Package.swift first\n"
            ), "\(run.errors)")
        #expect(
            run.errors.contains(
                "Data/Sources/Data/S.swift:3:1: error: [undeclared-import] not fixed: 'Data' and 'Kit': 'Kit' is a target of the Xcode project App.xcodeproj, which a package cannot depend on\n"
            ), "\(run.errors)")
        #expect(
            run.errors.hasSuffix(
                "dependency-rule: fix: would declare 0 dependencies, would remove 0; 2 findings not fixed\n"),
            "\(run.errors)")
    }

    @Test(
        "When SwiftPM refuses one edited manifest, that one is put back with its findings listed, the others keep their edits, and fix exits 1"
    )
    func restoresEveryManifest() async throws {
        let app = try Self.app()
        defer { app.remove() }
        let before = [app.read("Data/Package.swift"), app.read("Presentation/Package.swift")]
        // A swift that reads manifests as SwiftPM does, until Data's holds the edit fix makes.
        let swift = try await RefusingSwift(
            in: app.root, refusingWhen: app.root.appendingPathComponent("Data/Package.swift"),
            holds: #".product(name: "Domain""#)
        let run = try await swift.run(["fix", "--workspace", app.root.path])
        #expect(run.status == 1, "\(run)")
        #expect(
            run.standardOutput.contains(
                "Data/Sources/Data/Store.swift:1:1: error: [undeclared-import] not fixed: 'Data' and 'Domain': not changed: SwiftPM refuses the edited Data/Package.swift (the manifest cannot be read by SwiftPM: error: the manifest is refused (App.xcodeproj references it)), so it was put back as it was\n"
            ), "\(run.standardOutput)")
        #expect(
            run.standardOutput.contains("note: declared 'PresentationCore' in the dependencies of 'Presentation'"),
            "\(run.standardOutput)")
        #expect(app.read("Data/Package.swift") == before[0])
        #expect(
            app.read("Presentation/Package.swift")?.contains(
                #".target(name: "Presentation", dependencies: ["PresentationCore", .product(name: "Domain", package: "Domain")]),"#
            ) == true)
        #expect(run.standardError.isEmpty, "\(run.standardError)")
    }
}
