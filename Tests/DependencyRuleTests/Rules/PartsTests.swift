import DependencyRule
import Foundation
import Testing

/// Sibling rings: a layer made of parts (Presentation and Data both over Domain, never on each
/// other), as most layered apps state in their README.
@Suite("Parts of a layer: siblings that may not depend on each other", .initAcceptsEveryFixture)
struct PartsTests {
    static let targets = """
                .target(name: "Domain"),
                .target(name: "HomeUI", dependencies: ["Domain"]),
                .target(name: "SettingsUI", dependencies: ["Domain", "HomeUI"]),
                .target(name: "UserData", dependencies: ["Domain"]),
                .target(name: "App", dependencies: ["HomeUI", "SettingsUI", "UserData", "Domain"]),
        """

    static func configuration(_ more: String = "", dataAllows: String = "") -> String {
        """
        {
          "layers": [
            { "name": "Domain", "targets": ["Domain"] },
            { "name": "Adapters", "parts": [
              { "name": "Presentation", "targets": ["*UI"] },
              { "name": "Data", "targets": ["*Data"]\(dataAllows) }
            ] },
            { "name": "App", "targets": ["App"] }
          ]\(more)
        }

        """
    }

    static let clean: [String: String] = [
        "Sources/Domain/User.swift": "public struct User {}\n",
        "Sources/HomeUI/Home.swift": "import Domain\n",
        "Sources/SettingsUI/Settings.swift": "import Domain\nimport HomeUI\n",
        "Sources/UserData/Store.swift": "import Domain\nimport Foundation\n",
        "Sources/App/main.swift": "import HomeUI\nimport SettingsUI\nimport UserData\nimport Domain\n",
    ]

    @Test(
        "Inner layers and the own part are fine; a sibling part is independent-targets, naming both, never advised to declare"
    )
    func siblings() async throws {
        var files = Self.clean
        let package0 = try FixturePackage(targets: Self.targets, files: files, config: Self.configuration())
        defer { package0.remove() }
        let clean = await package0.run("check")
        #expect(clean.status == 0, "\(clean.output)\(clean.errors)")

        files["Sources/HomeUI/Home.swift"] = "import Domain\nimport UserData\n"
        let package = try FixturePackage(targets: Self.targets, files: files, config: Self.configuration())
        defer { package.remove() }
        let run = await package.run("check")
        #expect(run.status == 1, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "Sources/HomeUI/Home.swift:2:1: error: [independent-targets] 'HomeUI' (Adapters/Presentation) imports 'UserData' (Adapters/Data), but parts Adapters/Presentation and Adapters/Data are siblings that must stay independent: move what they share into an inner layer, or invert the dependency with a protocol there",
            "\(run.output)")
        // Undeclared too, as a note: and the advice is to remove the import, never to declare it.
        #expect(
            lines.dropFirst().first?.hasPrefix(
                "Sources/HomeUI/Home.swift:2:1: note: [undeclared-import] 'HomeUI' imports 'UserData', which it neither declares nor reaches through its declared dependencies"
            ) == true, "\(run.output)")
        #expect(
            lines.dropFirst().first?.contains(
                "remove the import rather than declare it: 'HomeUI' (Adapters/Presentation) and 'UserData' (Adapters/Data) are in sibling parts, which must stay independent"
            ) == true, "\(run.output)")
        #expect(!run.output.contains("add \"UserData\""), "\(run.output)")

        // "independent-targets": "off" silences parts as it does groups; the import stays undeclared.
        try package.write(
            Self.configuration(#", "rules": { "independent-targets": "off" }"#), to: "dependency-rules.json")
        let off = await package.check()
        #expect(off.findings == ["undeclared-import Sources/HomeUI/Home.swift:2:1"], "\(off.output)")
        #expect(await FixturePackage.fix(package).contains("not fixed"), "fix never declares a sibling part")
    }

    @Test("A part's allowedImports, else the layer's; places named Layer/Part in imports and the graph")
    func allowedImportsAndNames() async throws {
        let package = try FixturePackage(
            targets: Self.targets, files: Self.clean,
            config: Self.configuration(dataAllows: #", "allowedImports": ["Combine"]"#))
        defer { package.remove() }
        let run = await package.run("check")
        #expect(run.status == 1, "\(run.output)")
        #expect(
            run.output.hasPrefix(
                "Sources/UserData/Store.swift:2:1: error: [forbidden-import] 'UserData' (layer Adapters/Data) imports 'Foundation' which layer Adapters/Data does not allow (it allows Combine)"
            ), "\(run.output)")
        let imports = await package.run("imports", "--format", "json")
        let listing = try #require(try JSONSerialization.jsonObject(with: Data(imports.output.utf8)) as? [String: Any])
        let layers = Dictionary(
            uniqueKeysWithValues: (listing["targets"] as? [[String: Any]] ?? []).map {
                ($0["name"] as! String, $0["layer"] as? String ?? "-")
            })
        #expect(
            layers == [
                "Domain": "Domain", "HomeUI": "Adapters/Presentation", "SettingsUI": "Adapters/Presentation",
                "UserData": "Adapters/Data", "App": "App",
            ])

        let graph = await package.run("graph")
        #expect(
            graph.output.contains(
                """
                  subgraph l1["layer Adapters"]
                  subgraph g1["part Presentation"]
                """), "\(graph.output)")
        #expect(graph.output.contains("subgraph g2[\"part Data\"]"), "\(graph.output)")
    }

    @Test(
        "Mistakes in parts are errors at their place",
        arguments: [
            (
                #"{ "layers": [ { "name": "A", "targets": ["X"], "parts": [] } ] }"#,
                "1:57: error: layer 'A' has both \"parts\" and \"targets\" or \"paths\": a layer is made of its own targets and folders, or of parts"
            ),
            (
                #"{ "layers": [ { "name": "A", "parts": [ { "name": "P", "targets": ["X"] } ] } ] }"#,
                "1:39: error: \"parts\" of layer 'A' needs two parts or more"
            ),
            (
                #"{ "layers": [ { "name": "A", "parts": [ { "targets": ["X"] }, { "name": "Q", "targets": ["Y"] } ] } ] }"#,
                "1:41: error: a part of layer 'A' needs a \"name\""
            ),
            (
                #"{ "layers": [ { "name": "A", "parts": [ { "name": "P" }, { "name": "Q", "targets": ["Y"] } ] } ] }"#,
                "1:41: error: part 'A/P' needs \"targets\""
            ),
            (
                #"{ "layers": [ { "name": "A", "parts": [ { "name": "P", "targets": [] }, { "name": "Q", "targets": ["Y"] } ] } ] }"#,
                "1:67: error: \"targets\" of part 'A/P' is empty"
            ),
            (
                #"{ "layers": [ { "name": "A", "parts": [ { "name": "P", "targets": ["X"] }, { "name": "P", "targets": ["Y"] } ] } ] }"#,
                "1:86: error: part 'P' is declared twice: part names are unique in the configuration"
            ),
            (
                #"{ "layers": [ { "name": "A", "parts": [ { "name": "P", "targets": ["X"], "extra": 1 }, { "name": "Q", "targets": ["Y"] } ] } ] }"#,
                "error: unknown key 'extra' in a part"
            ),
        ])
    func mistakes(text: String, expected: String) {
        do {
            _ = try Configuration.parse(Array(text.utf8), file: "dependency-rules.json")
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.description.contains(expected), "\(error)")
        }
    }
}

extension FixturePackage {
    /// `fix --dry-run`'s standard error: what it would change and leave.
    static func fix(_ package: FixturePackage) async -> String {
        await package.run("fix", "--dry-run").errors
    }
}
