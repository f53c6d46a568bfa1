import Foundation
import Testing

/// Folder layers in Xcode apps: the tutorial's tree as one app target (through groups, and as a
/// synchronized folder), and a workspace mixing module layers (a Domain package) with folder
/// layers (the app target's Data and Presentation folders).
@Suite("Folder layers in Xcode targets and in a workspace mixing module and folder layers", .initAcceptsEveryFixture)
struct XcodeFolderLayersTests {
    static let tree: [String: String] = [
        "App/Entities/User.swift": "struct User {\n    let name: String\n}\n",
        "App/UseCases/ShowUser.swift":
            "protocol UserOutput {\n    func show(_ user: User)\n}\n\nstruct ShowUser {\n    let output: UserOutput\n}\n",
        "App/InterfaceAdapters/Presenters/UserPresenter.swift":
            "final class UserPresenter: UserOutput {\n    func show(_ user: User) {}\n}\n",
        "App/FrameworksAndDrivers/Factories/AppFactory.swift":
            "import SwiftUI\n\nenum AppFactory {\n    static let show = ShowUser(output: UserPresenter())\n}\n",
    ]

    static let layers = """
        {
          "layers": [
            { "name": "Entities", "paths": ["App/Entities/**"], "allowedImports": [] },
            { "name": "UseCases", "paths": ["App/UseCases/**"], "allowedImports": [] },
            { "name": "InterfaceAdapters", "paths": ["App/InterfaceAdapters/**"] },
            { "name": "FrameworksAndDrivers", "paths": ["App/FrameworksAndDrivers/**"] }
          ]
        }

        """

    static func app(synchronized: Bool, entity: String? = nil) throws -> WorkspaceFixture {
        var files = tree
        if let entity { files["App/Entities/User.swift"] = entity }
        let target: XcodeProjectFixture.Target =
            synchronized
            ? .init(name: "App", synchronized: ["App"]) : .init(name: "App", sources: files.keys.sorted())
        return try WorkspaceFixture(
            packages: [], projects: ["App.xcodeproj": XcodeProjectFixture(targets: [target])], files: files,
            config: layers)
    }

    @Test(
        "The tutorial's tree as one Xcode target, by groups and by a synchronized folder: clean, then an entity naming a presenter",
        arguments: [false, true])
    func tutorialTree(synchronized: Bool) async throws {
        let clean = try Self.app(synchronized: synchronized)
        defer { clean.remove() }
        let passing = await clean.run("check")
        #expect(passing.status == 0, "\(passing.output)\(passing.errors)")

        let broken = try Self.app(
            synchronized: synchronized,
            entity: "import SwiftUI\n\nstruct User {\n    let name: String\n    let presenter: UserPresenter\n}\n")
        defer { broken.remove() }
        let run = await broken.check()
        #expect(
            run.findings == [
                "forbidden-import App/Entities/User.swift:1:1", "outward-reference App/Entities/User.swift:5:20",
            ], "\(run.output)")
    }

    @Test("graph --workspace draws the app target, inside its project, with its folder layers inside it")
    func graphInWorkspace() async throws {
        let app = try Self.app(
            synchronized: true, entity: "struct User {\n    let name: String\n    let presenter: UserPresenter\n}\n")
        defer { app.remove() }
        let run = await app.run("graph")
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.prefix(8)) == [
                "flowchart BT", "  subgraph g0[\"target App\"]", "    subgraph g0m0[\"App (Xcode project)\"]",
                "      t0[\"Entities\"]", "      t1[\"UseCases\"]", "      t2[\"InterfaceAdapters\"]",
                "      t3[\"FrameworksAndDrivers\"]", "    end",
            ], "\(run.output)")
        #expect(lines.contains("  t0 -.->|\"outward-reference\"| t2"), "\(run.output)")
    }

    @Test("init --workspace proposes the folder layers of a synchronized single-target app")
    func initProposesFolders() async throws {
        let app = try WorkspaceFixture(
            packages: [],
            projects: ["App.xcodeproj": XcodeProjectFixture(targets: [.init(name: "App", synchronized: ["App"])])],
            files: [
                "App/Domain/User.swift": "struct User {}\n",
                "App/Data/UserStore.swift": "struct UserStore {\n    var users: [User] = []\n}\n",
                "App/Presentation/UserList.swift": "struct UserList {\n    let store: UserStore\n}\n",
                "App/AppMain.swift": "let list = UserList(store: UserStore())\n",
            ])
        defer { app.remove() }
        let run = await app.run("init")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let text = app.read("dependency-rules.json") ?? ""
        #expect(text.contains(#"{ "name": "Domain", "paths": ["App/Domain/**"] },"#), "\(text)")
        #expect(text.contains(#"{ "name": "Data", "paths": ["App/Data/**"] },"#), "\(text)")
        #expect(
            text.contains(#"{ "name": "Presentation", "paths": ["App/Presentation/**", "App/*.swift"] }"#), "\(text)")
        #expect(await app.run("check").status == 0)
    }

    @Test("Module layers and folder layers in one workspace: imports per file, names per folder")
    func mixed() async throws {
        let config = """
            {
              "layers": [
                { "name": "Domain", "targets": ["Domain"], "allowedImports": [] },
                { "name": "Data", "paths": ["App/Data/**"], "allowedImports": ["Domain", "Foundation"] },
                { "name": "Presentation", "paths": ["App/Presentation/**", "App/*.swift"] }
              ]
            }

            """
        let app = try WorkspaceFixture(
            packages: [.init("Packages/Domain", name: "Domain", targets: [.init("Domain")])],
            projects: [
                "App.xcodeproj": XcodeProjectFixture(
                    targets: [.init(name: "App", synchronized: ["App"], products: ["Domain"])],
                    folderPackages: ["Packages/Domain"])
            ],
            files: [
                "Packages/Domain/Sources/Domain/User.swift": "public struct User {\n    public init() {}\n}\n",
                "App/Data/UserStore.swift":
                    "import Domain\nimport SwiftUI\n\nstruct UserStore {\n    var users: [User] = []\n    var list: UserList?\n}\n",
                "App/Presentation/UserList.swift":
                    "import Domain\nimport SwiftUI\n\nstruct UserList {\n    let store: UserStore\n}\n",
                "App/AppMain.swift": "let list = UserList(store: UserStore())\n",
            ],
            config: config)
        defer { app.remove() }
        let run = await app.check()
        #expect(
            run.findings == [
                "forbidden-import App/Data/UserStore.swift:2:1", "outward-reference App/Data/UserStore.swift:6:15",
            ], "\(run.output)")
    }
}
