import DependencyRule
import Foundation
import Testing

/// Feature folders kept apart: `"independent"` with `"paths"` (each matched folder a sibling) or
/// `"parts"` (named siblings spanning folders and modules, as the kit's League and SampleItem do).
@Suite("Independent folders: siblings that never name each other's declarations", .initAcceptsEveryFixture)
struct IndependentFoldersTests {
    static let oneTarget = """
                .executableTarget(name: "App"),
        """

    static let features: [String: String] = [
        "Sources/App/Shared/Theme.swift": "struct Theme {}\n",
        "Sources/App/Features/Login/LoginView.swift": "struct LoginView {\n    let theme = Theme()\n}\n",
        "Sources/App/Features/Profile/ProfileView.swift": "struct ProfileView {\n    let theme = Theme()\n}\n",
        "Sources/App/main.swift": "_ = LoginView()\n_ = ProfileView()\n",
    ]

    static let featureConfiguration = """
        {
          "layers": [{ "name": "App", "targets": ["App"] }],
          "independent": [{ "paths": ["Sources/App/Features/*"] }]
        }

        """

    @Test("Each folder a pattern matches is a sibling; what they share and what composes them is not")
    func featureFolders() async throws {
        let clean = try FixturePackage(targets: Self.oneTarget, files: Self.features, config: Self.featureConfiguration)
        defer { clean.remove() }
        let passing = await clean.run("check")
        #expect(passing.status == 0, "\(passing.output)\(passing.errors)")

        var files = Self.features
        files["Sources/App/Features/Login/LoginView.swift"] =
            "struct LoginView {\n    let theme = Theme()\n    let next = ProfileView()\n}\n"
        let package = try FixturePackage(targets: Self.oneTarget, files: files, config: Self.featureConfiguration)
        defer { package.remove() }
        let run = await package.run("check")
        #expect(run.status == 1, "\(run.output)")
        // A file that composes the features, in one of their folders, is in none with "except".
        try package.write(
            #"{ "layers": [{ "name": "App", "targets": ["App"] }], "independent": [{ "paths": ["Sources/App/Features/*"], "except": ["Sources/App/Features/Login/LoginView.swift"] }] }"#,
            to: "dependency-rules.json")
        let excepted = await package.run("check")
        #expect(excepted.status == 0, "\(excepted.output)\(excepted.errors)")
        #expect(
            run.output.split(separator: "\n").first
                == "Sources/App/Features/Login/LoginView.swift:3:16: error: [independent-reference] this file ('Sources/App/Features/Login') names 'ProfileView' ('Sources/App/Features/Profile', Sources/App/Features/Profile/ProfileView.swift:1), but 'Sources/App/Features/Login' and 'Sources/App/Features/Profile' must stay independent (\"independent\": Sources/App/Features/*): move 'ProfileView' into an inner layer or a folder both may use, or invert the dependency with a protocol there",
            "\(run.output)")
    }

    @Test("Folder parts of one layer are siblings: a presentation file naming a data declaration")
    func folderPartsOfALayer() async throws {
        let config = """
            {
              "layers": [
                { "name": "Domain", "paths": ["Sources/App/Domain/**"] },
                { "name": "Adapters", "parts": [
                  { "name": "Presentation", "paths": ["Sources/App/Presentation/**"] },
                  { "name": "Data", "paths": ["Sources/App/Data/**"] }
                ] },
                { "name": "App", "paths": ["Sources/App/main.swift"] }
              ]
            }

            """
        let files = [
            "Sources/App/Domain/User.swift": "struct User {}\n",
            "Sources/App/Data/UserStore.swift": "struct UserStore {\n    var users: [User] = []\n}\n",
            "Sources/App/Presentation/UserList.swift":
                "struct UserList {\n    let users: [User]\n    let store: UserStore\n}\n",
            "Sources/App/main.swift": "_ = UserList(users: [], store: UserStore())\n",
        ]
        let package = try FixturePackage(targets: Self.oneTarget, files: files, config: config)
        defer { package.remove() }
        let run = await package.check()
        #expect(run.findings == ["independent-reference Sources/App/Presentation/UserList.swift:3:16"], "\(run.output)")
        let finding =
            "this file (Adapters/Presentation) names 'UserStore' (Adapters/Data, Sources/App/Data/UserStore.swift:1), but parts Adapters/Presentation and Adapters/Data are siblings that must stay independent: "
        #expect(
            run.diagnostics.first?["message"] as? String
                == finding
                + "move 'UserStore' into an inner layer or a folder both may use, or invert the dependency with a protocol there",
            "\(run.output)")
        // A store naming the rest of its part would take it along: the inversion only.
        try package.write(
            "struct UserStore {\n    var rows: [UserRow] = []\n}\n", to: "Sources/App/Data/UserStore.swift")
        try package.write("struct UserRow {}\n", to: "Sources/App/Data/UserRow.swift")
        let named = await package.run("check")
        #expect(named.status == 1, "\(named.errors)")
        #expect(
            named.output.split(separator: "\n").first
                == "Sources/App/Presentation/UserList.swift:3:16: error: [independent-reference] \(finding)invert the dependency with a protocol in an inner layer or a folder both may use, which Adapters/Data implements"[
                    ...],
            "\(named.output)")
    }

    static let modules = """
                .target(name: "Entities"),
                .target(name: "UseCases", dependencies: ["Entities"]),
        """

    static let moduleFiles: [String: String] = [
        "Sources/Entities/League/Team.swift": "public struct Team {}\n",
        "Sources/Entities/SampleItem/Item.swift": "public struct Item {}\n",
        "Sources/UseCases/League/ListTeams.swift":
            "import Entities\n\npublic struct ListTeams {\n    public let teams: [Team]\n}\n",
        "Sources/UseCases/SampleItem/ListItems.swift":
            "import Entities\n\npublic struct ListItems {\n    public let items: [Item]\n}\n",
    ]

    static func partsConfiguration(_ league: String = #""Sources/*/League/**""#) -> String {
        """
        {
          "layers": [
            { "name": "Entities", "targets": ["Entities"] },
            { "name": "UseCases", "targets": ["UseCases"] }
          ],
          "independent": [{ "parts": [
            { "name": "League", "paths": [\(league)] },
            { "name": "SampleItem", "paths": ["Sources/*/SampleItem/**"] }
          ] }]
        }

        """
    }

    @Test("Named parts span modules: a League file of one module naming a SampleItem declaration of another")
    func partsAcrossModules() async throws {
        let clean = try FixturePackage(
            targets: Self.modules, files: Self.moduleFiles, config: Self.partsConfiguration())
        defer { clean.remove() }
        let passing = await clean.run("check")
        #expect(passing.status == 0, "\(passing.output)\(passing.errors)")

        var files = Self.moduleFiles
        files["Sources/UseCases/League/ListTeams.swift"] =
            "import Entities\n\npublic struct ListTeams {\n    public let teams: [Team]\n    public let items: [Item]\n}\n"
        let package = try FixturePackage(targets: Self.modules, files: files, config: Self.partsConfiguration())
        defer { package.remove() }
        let run = await package.check()
        #expect(run.findings == ["independent-reference Sources/UseCases/League/ListTeams.swift:5:24"], "\(run.output)")
        #expect(
            (run.diagnostics.first?["message"] as? String)?.hasPrefix(
                "this file ('League') names 'Item' ('SampleItem', Sources/Entities/SampleItem/Item.swift:1), but 'League' and 'SampleItem' must stay independent"
            ) == true, "\(run.output)")
    }

    @Test("A file in two parts, a pattern holding nothing, paths beside targets: exit 2, naming where")
    func configurationErrors() async throws {
        let twice = try FixturePackage(
            targets: Self.modules, files: Self.moduleFiles,
            config: Self.partsConfiguration(#""Sources/*/League/**", "Sources/Entities/**""#))
        defer { twice.remove() }
        let run = await twice.run("check")
        #expect(run.status == 2)
        #expect(
            run.errors.hasPrefix(
                "Sources/Entities/SampleItem/Item.swift: error: this file is in two siblings of an entry of \"independent\" ('League' and 'SampleItem')"
            ), "\(run.errors)")

        let nothing = try FixturePackage(
            targets: Self.modules, files: Self.moduleFiles,
            config: Self.partsConfiguration(#""Sources/*/League/**", "Sources/*/Leage/**""#))
        defer { nothing.remove() }
        let typo = await nothing.run("check")
        #expect(typo.status == 2)
        #expect(
            typo.errors.hasPrefix(
                "dependency-rules.json:7:58: error: independent: \"paths\" pattern 'Sources/*/Leage/**' holds no Swift file of a target"
            ), "\(typo.errors)")

        for (entry, message) in [
            (
                #"{ "paths": ["Sources/*/League"], "targets": ["UseCases"] }"#,
                "an entry of \"independent\" has \"targets\" and \"paths\": give one of them"
            ),
            (
                #"{ "paths": ["Sources/*/League"], "except": ["Sources/Nowhere.swift"] }"#,
                "independent: \"except\" pattern 'Sources/Nowhere.swift' holds no Swift file of a target"
            ),
            (#"{ "parts": [] }"#, "\"parts\" of an entry of \"independent\" is empty"),
            (#"{ "paths": ["Sources/*/League/**"] }"#, "ends in '**', which makes all it holds one sibling"),
            (#"{ "parts": [{ "name": "League" }] }"#, "needs \"name\" and \"paths\""),
        ] {
            let config = """
                { "layers": [{ "name": "Entities", "targets": ["Entities"] }, { "name": "UseCases", "targets": ["UseCases"] }],
                  "independent": [\(entry)] }
                """
            let package = try FixturePackage(targets: Self.modules, files: Self.moduleFiles, config: config)
            defer { package.remove() }
            let refused = await package.run("check")
            #expect(refused.status == 2 && refused.errors.contains(message), "\(refused.errors)")
        }
    }
}
