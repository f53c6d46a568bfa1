import DependencyRule
import Foundation
import Testing

/// Layers kept as folders inside one app target, as the classic Clean Architecture tutorial ends:
/// `Entities/`, `UseCases/`, `InterfaceAdapters/{Presenters,…}`, `FrameworksAndDrivers/{Factories,…}`
/// in one target, checked on the names each file uses.
@Suite("Folder layers: one target split into layers, checked on the names each file uses", .initAcceptsEveryFixture)
struct FolderLayersTests {
    static let targets = """
                .executableTarget(name: "App"),
        """

    static func configuration(_ more: String = "", entities: String = #""Sources/App/Entities/**""#) -> String {
        """
        {
          "layers": [
            { "name": "Entities", "paths": [\(entities)], "allowedImports": [] },
            { "name": "UseCases", "paths": ["Sources/App/UseCases/**"] },
            { "name": "InterfaceAdapters", "paths": ["Sources/App/InterfaceAdapters/**"] },
            { "name": "FrameworksAndDrivers", "paths": ["Sources/App/FrameworksAndDrivers/**"] }
          ]\(more)
        }

        """
    }

    /// The tutorial's tree, every name pointing inward.
    static let clean: [String: String] = [
        "Sources/App/Entities/User.swift": "struct User {\n    let name: String\n}\n",
        "Sources/App/UseCases/ShowUser.swift": """
        protocol UserOutput {
            func show(_ user: User)
        }

        struct ShowUser {
            let output: UserOutput
            func run() { output.show(User(name: "Ada")) }
        }

        """,
        "Sources/App/InterfaceAdapters/Presenters/UserPresenter.swift": """
        final class UserPresenter: UserOutput {
            func show(_ user: User) { print(user.name) }
        }

        """,
        "Sources/App/FrameworksAndDrivers/Factories/main.swift": """
        import Foundation

        ShowUser(output: UserPresenter()).run()

        """,
    ]

    static func package(_ changes: [String: String] = [:], config: String = configuration()) throws -> FixturePackage {
        try FixturePackage(targets: targets, files: clean.merging(changes) { $1 }, config: config)
    }

    static let outward = "struct User {\n    let name: String\n    var presenter: UserPresenter?\n}\n"

    @Test("Names that point inward pass; an entity naming a presenter is an outward-reference at the name")
    func outwardReference() async throws {
        let clean = try Self.package()
        defer { clean.remove() }
        let passing = await clean.run("check")
        #expect(passing.status == 0, "\(passing.output)\(passing.errors)")

        let package = try Self.package(["Sources/App/Entities/User.swift": Self.outward])
        defer { package.remove() }
        let run = await package.run("check")
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(
            run.output.split(separator: "\n").first
                == "Sources/App/Entities/User.swift:3:20: error: [outward-reference] this file (layer Entities) names 'UserPresenter' (InterfaceAdapters, Sources/App/InterfaceAdapters/Presenters/UserPresenter.swift:1), a declaration of an outer layer: names must point inward. Declare what it needs as a protocol in Entities that InterfaceAdapters implements",
            "\(run.output)")
        let json = await package.check()
        #expect(json.findings == ["outward-reference Sources/App/Entities/User.swift:3:20"], "\(json.output)")
        let declaration = json.diagnostics.first?["declaration"] as? [String: Any]
        #expect(declaration?["name"] as? String == "UserPresenter")
        #expect(declaration?["file"] as? String == "Sources/App/InterfaceAdapters/Presenters/UserPresenter.swift")
    }

    @Test(
        "A move is advised only for a declaration at file scope naming and importing nothing its new place may not use"
    )
    func moveAdvice() async throws {
        let format = "struct UserFormat {\n    func text(_ user: User) -> String { user.name }\n}\n"
        let named = "struct User {\n    let name: String\n    var format: UserFormat?\n}\n"
        let movable = try Self.package([
            "Sources/App/Entities/User.swift": named,
            "Sources/App/InterfaceAdapters/Presenters/UserFormat.swift": format,
        ])
        defer { movable.remove() }
        try ReferenceCacheTests.age(movable)
        let move = await movable.run("check")
        #expect(move.status == 1, "\(move.errors)")
        #expect(
            move.output.split(separator: "\n").first
                == "Sources/App/Entities/User.swift:3:17: error: [outward-reference] this file (layer Entities) names 'UserFormat' (InterfaceAdapters, Sources/App/InterfaceAdapters/Presenters/UserFormat.swift:1), a declaration of an outer layer: names must point inward. Declare what it needs as a protocol in Entities that InterfaceAdapters implements, or move 'UserFormat' into Entities",
            "\(move.output)")
        // Again, the references from the cache, and what the declaring file names read from it too.
        let cached = await movable.run("check", "--timings")
        #expect(ReferenceCacheTests.phase(cached) == "references (cached)", "\(cached.errors)")
        #expect(cached.status == 1 && cached.output == move.output, "\(cached.output)")
        // Its file imports Foundation, which Entities does not allow: moving it would be a new error.
        try movable.write(
            "import Foundation\n\n" + format, to: "Sources/App/InterfaceAdapters/Presenters/UserFormat.swift")
        let importing = await movable.run("check")
        #expect(importing.status == 1, "\(importing.errors)")
        #expect(
            importing.output.split(separator: "\n").first?.hasSuffix(
                "Declare what it needs as a protocol in Entities that InterfaceAdapters implements") == true,
            "\(importing.output)")
    }

    @Test("A dotted name is one error naming the outermost declaration, the nested one its note; a member is not moved")
    func onePerExpression() async throws {
        let package = try Self.package([
            "Sources/App/Entities/User.swift":
                "struct User {\n    let name: String\n    var states: [UserModel.State] = []\n}\n",
            "Sources/App/InterfaceAdapters/Presenters/UserModel.swift":
                "struct UserModel {\n    enum State {\n        case idle\n    }\n    var presenter: UserPresenter?\n}\n",
        ])
        defer { package.remove() }
        let run = await package.run("check")
        #expect(run.status == 1, "\(run.errors)")
        #expect(
            run.output.split(separator: "\n").prefix(2)
                == [
                    "Sources/App/Entities/User.swift:3:18: error: [outward-reference] this file (layer Entities) names 'UserModel' (InterfaceAdapters, Sources/App/InterfaceAdapters/Presenters/UserModel.swift:1), a declaration of an outer layer: names must point inward. Declare what it needs as a protocol in Entities that InterfaceAdapters implements",
                    "Sources/App/Entities/User.swift:3:28: note: [outward-reference] this file (layer Entities) names 'UserModel.State' (InterfaceAdapters, Sources/App/InterfaceAdapters/Presenters/UserModel.swift:2), a declaration of an outer layer: names must point inward. Declare what it needs as a protocol in Entities that InterfaceAdapters implements",
                ], "\(run.output)")
        let json = await package.check()
        #expect(json.findings == ["outward-reference Sources/App/Entities/User.swift:3:18"], "\(json.output)")
        let notes = json.diagnostics.first?["notes"] as? [[String: Any]]
        #expect(
            notes?.map { $0["message"] as? String } == [
                run.output.split(separator: "\n")[1].split(separator: "] ", maxSplits: 1).last.map(String.init)
            ], "\(json.output)")
    }

    @Test("A call is charged to the overload its labels name: a file's own start() does not hide an outer start(with:)")
    func overloadByLabels() async throws {
        let package = try Self.package([
            "Sources/App/Entities/User.swift":
                "struct User {\n    let name: String\n}\n\nfunc start() {}\n\nfunc greet() {\n    start(with: 1)\n}\n",
            "Sources/App/InterfaceAdapters/Presenters/Engine.swift": "func start(with speed: Int) {}\n",
        ])
        defer { package.remove() }
        let run = await package.run("check")
        #expect(run.status == 1, "\(run.errors)")
        #expect(
            run.output.split(separator: "\n").first
                == "Sources/App/Entities/User.swift:8:5: error: [outward-reference] this file (layer Entities) names 'start' (InterfaceAdapters, Sources/App/InterfaceAdapters/Presenters/Engine.swift:1), a declaration of an outer layer: names must point inward. Declare what it needs as a protocol in Entities that InterfaceAdapters implements, or move 'start' into Entities",
            "\(run.output)")
        // Calling its own start() names nothing outside the file.
        try package.write(
            "struct User {\n    let name: String\n}\n\nfunc start() {}\n\nfunc greet() {\n    start()\n}\n",
            to: "Sources/App/Entities/User.swift")
        let own = await package.run("check")
        #expect(own.status == 0, "\(own.output)\(own.errors)")
    }

    @Test("A split target's imports are checked per file, against the file's folder layer, which every format names")
    func importsPerFile() async throws {
        let package = try Self.package([
            "Sources/App/Entities/User.swift": "import Foundation\n\nstruct User {\n    let name: String\n}\n"
        ])
        defer { package.remove() }
        let message =
            "this file (layer Entities) imports 'Foundation' which layer Entities does not allow (it allows nothing from outside the package): move the code that needs Foundation to an outer layer behind a protocol, or add \"Foundation\" to \"allowedImports\" of layer Entities"
        let run = await package.check()
        #expect(run.status == 1, "\(run.output)")
        // The factory's import of Foundation (FrameworksAndDrivers) is fine; the entity's is not.
        #expect(run.findings == ["forbidden-import Sources/App/Entities/User.swift:1:1"], "\(run.output)")
        #expect(run.diagnostics.first?["message"] as? String == message, "\(run.output)")
        let text = await package.run("check")
        #expect(text.status == 1, "\(text.errors)")
        #expect(
            text.output.split(separator: "\n").first
                == "Sources/App/Entities/User.swift:1:1: error: [forbidden-import] \(message)"[...], "\(text.output)")
        for format in ["sarif", "github", "markdown", "junit"] {
            let other = await package.run("check", "--format", format)
            #expect(other.status == 1, "\(format): \(other.errors)")
            #expect(
                other.output.contains("this file (layer Entities) imports 'Foundation'"), "\(format): \(other.output)")
            #expect(!other.output.contains("'App' (layer"), "\(format): \(other.output)")
        }
    }

    @Test("A split target's file importing a target of an outer layer: the finding names the file's layer")
    func outwardImportFromAFolderLayer() async throws {
        let package = try FixturePackage(
            targets: """
                        .executableTarget(name: "App", dependencies: ["Gateway"]),
                        .target(name: "Gateway"),
                """,
            files: Self.clean.merging([
                "Sources/App/Entities/User.swift": "import Gateway\n\nstruct User {\n    let name: String\n}\n",
                "Sources/Gateway/Client.swift": "public struct Client {}\n",
            ]) { $1 },
            config: Self.configuration().replacingOccurrences(
                of: #""Sources/App/FrameworksAndDrivers/**"] }"#,
                with: #""Sources/App/FrameworksAndDrivers/**"] },"# + "\n"
                    + #"    { "name": "Gateway", "targets": ["Gateway"] }"#))
        defer { package.remove() }
        let run = await package.run("check")
        #expect(run.status == 1, "\(run.errors)")
        // The declared dependency is checked as the split target's outermost layer's (Package.swift).
        #expect(
            run.output.split(separator: "\n").dropFirst().first
                == "Sources/App/Entities/User.swift:1:1: error: [outward-dependency] this file (layer Entities) imports 'Gateway' (layer Gateway), an outer layer: dependencies must point inward. Declare what App needs as a protocol in Entities and implement it in Gateway",
            "\(run.output)")
    }

    @Test("A file no layer holds, or two layers hold, is exit 2 naming the file; nothing is checked")
    func unassignedAndDoublyHeldFiles() async throws {
        let stray = try Self.package(["Sources/App/Misc/Helper.swift": "func help() {}\n"])
        defer { stray.remove() }
        let run = await stray.run("check")
        #expect(run.status == 2)
        #expect(run.output.isEmpty)
        #expect(
            run.errors.hasPrefix(
                "Sources/App/Misc/Helper.swift: error: this file of target 'App' is in no layer: \"paths\" in dependency-rules.json split the target into folder layers"
            ), "\(run.errors)")

        let twice = try Self.package(
            config: Self.configuration(entities: #""Sources/App/Entities/**", "Sources/App/**/Presenters/**""#))
        defer { twice.remove() }
        let doubly = await twice.run("check")
        #expect(doubly.status == 2)
        #expect(
            doubly.errors.hasPrefix(
                "Sources/App/InterfaceAdapters/Presenters/UserPresenter.swift: error: this file of target 'App' is held by layer 'Entities' ('Sources/App/**/Presenters/**') and layer 'InterfaceAdapters' ('Sources/App/InterfaceAdapters/**'): each file is in one layer"
            ), "\(doubly.errors)")
    }

    @Test("A target both named by \"targets\" and split by \"paths\", or a pattern holding no file, is exit 2")
    func conflictingConfiguration() async throws {
        let named = try Self.package(
            config: Self.configuration().replacingOccurrences(
                of: #"{ "name": "UseCases", "paths": ["Sources/App/UseCases/**"] }"#,
                with:
                    #"{ "name": "UseCases", "paths": ["Sources/App/UseCases/**"] }, { "name": "Shell", "targets": ["App"] }"#
            ))
        defer { named.remove() }
        let run = await named.run("check")
        #expect(run.status == 2)
        #expect(
            run.errors.contains(
                "error: target 'App' is claimed by layer 'Shell' and split by \"paths\" (Sources/App/Entities/User.swift is in layer 'Entities')"
            ), "\(run.errors)")

        let typo = try Self.package(config: Self.configuration(entities: #""Sources/App/Entitys/**""#))
        defer { typo.remove() }
        let wrong = await typo.run("check")
        #expect(wrong.status == 2)
        #expect(
            wrong.errors.hasPrefix(
                "dependency-rules.json:3:37: error: layer 'Entities': \"paths\" pattern 'Sources/App/Entitys/**' holds no Swift file of a target"
            ), "\(wrong.errors)")
    }

    @Test("A suppression names the declaration it allows; a baseline keeps the declaration, not the line")
    func suppressionsAndBaselines() async throws {
        let allowed = """
            struct User {
                let name: String
                var presenter: UserPresenter?  // dependency-rule:allow outward-reference UserPresenter -- being moved
                var other: UserPresenter?  // dependency-rule:allow outward-reference ShowUser -- not this one
            }

            """
        let package = try Self.package(["Sources/App/Entities/User.swift": allowed])
        defer { package.remove() }
        let run = await package.check()
        #expect(
            run.findings == [
                "outward-reference Sources/App/Entities/User.swift:4:16",
                "unused-suppression Sources/App/Entities/User.swift:4:32",
            ], "\(run.output)")

        // One comment may name several declarations; unnamed, two on a line are ambiguous.
        let two = try Self.package([
            "Sources/App/Entities/User.swift":
                "struct User {\n    var p: (UserPresenter, ShowUser)?  // dependency-rule:allow outward-reference UserPresenter ShowUser -- moving\n    var q: (UserPresenter, ShowUser)?  // dependency-rule:allow outward-reference -- moving\n}\n"
        ])
        defer { two.remove() }
        let both = await two.check()
        #expect(
            both.findings == [
                "outward-reference Sources/App/Entities/User.swift:3:13",
                "outward-reference Sources/App/Entities/User.swift:3:28",
                "invalid-suppression Sources/App/Entities/User.swift:3:40",
            ], "\(both.output)")

        let baselined = try Self.package(["Sources/App/Entities/User.swift": Self.outward])
        defer { baselined.remove() }
        let update = await baselined.run("check", "--update-baseline", "baseline.json")
        #expect(update.status == 0, "\(update.output)\(update.errors)")
        #expect(
            baselined.read("baseline.json")?.contains(
                #"{"rule": "outward-reference", "target": "App", "file": "Sources/App/Entities/User.swift", "module": "App", "declaration": "UserPresenter", "declarationFile": "Sources/App/InterfaceAdapters/Presenters/UserPresenter.swift", "count": 1}"#
            ) == true, "\(baselined.read("baseline.json") ?? "")")
        // Moved down a line, still baselined.
        try baselined.write("\n" + Self.outward, to: "Sources/App/Entities/User.swift")
        let kept = await baselined.run("check", "--baseline", "baseline.json")
        #expect(kept.status == 0, "\(kept.output)")
        // Fixed: the entry is stale.
        try baselined.write(Self.clean["Sources/App/Entities/User.swift"]!, to: "Sources/App/Entities/User.swift")
        let stale = await baselined.check("--baseline", "baseline.json")
        #expect(stale.findings == ["stale-baseline baseline.json:4:5"], "\(stale.output)")
    }

    @Test("Severities and --strict apply to the reference rules")
    func severities() async throws {
        let package = try Self.package(
            ["Sources/App/Entities/User.swift": Self.outward],
            config: Self.configuration(#", "rules": { "outward-reference": "warning" }"#))
        defer { package.remove() }
        let warned = await package.run("check")
        #expect(warned.status == 0, "\(warned.output)")
        #expect(warned.output.contains("warning: [outward-reference]"), "\(warned.output)")
        let strict = await package.run("check", "--strict")
        #expect(strict.status == 1, "\(strict.output)")
        try package.write(
            Self.configuration(#", "rules": { "outward-reference": "off" }"#), to: "dependency-rules.json")
        let off = await package.run("check")
        #expect(off.status == 0 && !off.output.contains("outward-reference"), "\(off.output)")
    }

    @Test("graph draws the target with its folder layers inside, the outward reference red; --counts counts references")
    func graph() async throws {
        let package = try Self.package(["Sources/App/Entities/User.swift": Self.outward])
        defer { package.remove() }
        let run = await package.run("graph")
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(
            Array(lines.prefix(7)) == [
                "flowchart BT", "  subgraph g0[\"target App\"]", "    t0[\"Entities\"]", "    t1[\"UseCases\"]",
                "    t2[\"InterfaceAdapters\"]", "    t3[\"FrameworksAndDrivers\"]", "  end",
            ], "\(run.output)")
        #expect(lines.contains("  t0 -.->|\"outward-reference\"| t2"), "\(run.output)")
        #expect(lines.contains("  t1 --> t0"), "\(run.output)")
        #expect(run.output.contains("stroke:#d73a49"), "\(run.output)")
        let counted = await package.run("graph", "--counts")
        #expect(counted.output.contains("  t1 -->|\"2 references\"| t0"), "\(counted.output)")
        #expect(counted.output.contains("  t0 -.->|\"outward-reference, 1 reference\"| t2"), "\(counted.output)")
        let dot = await package.run("graph", "--format", "dot")
        #expect(
            dot.output.contains("    label=\"target App\";\n    \"App › Entities\" [label=\"Entities\"];\n"),
            "\(dot.output)")
        let json = await package.run("graph", "--format", "json")
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let groups = object?["groups"] as? [[String: Any]] ?? []
        #expect(
            groups.first?["kind"] as? String == "target" && groups.first?["name"] as? String == "App", "\(json.output)")
        #expect(
            groups.first?["targets"] as? [String]
                == ["App › Entities", "App › UseCases", "App › InterfaceAdapters", "App › FrameworksAndDrivers"])
        let edges = object?["edges"] as? [[String: Any]] ?? []
        #expect(
            edges.contains {
                $0["from"] as? String == "App › UseCases" && $0["to"] as? String == "App › Entities"
                    && $0["references"] as? Int == 2
            }, "\(json.output)")
    }

    @Test("references lists each name used from another file, in text and JSON")
    func referencesCommand() async throws {
        let package = try Self.package()
        defer { package.remove() }
        let run = await package.run("references")
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output == """
                Sources/App/FrameworksAndDrivers/Factories/main.swift:3:1: ShowUser -> Sources/App/UseCases/ShowUser.swift:5
                Sources/App/FrameworksAndDrivers/Factories/main.swift:3:18: UserPresenter -> Sources/App/InterfaceAdapters/Presenters/UserPresenter.swift:1
                Sources/App/InterfaceAdapters/Presenters/UserPresenter.swift:1:28: UserOutput -> Sources/App/UseCases/ShowUser.swift:1
                Sources/App/InterfaceAdapters/Presenters/UserPresenter.swift:2:23: User -> Sources/App/Entities/User.swift:1
                Sources/App/UseCases/ShowUser.swift:2:23: User -> Sources/App/Entities/User.swift:1
                Sources/App/UseCases/ShowUser.swift:7:30: User -> Sources/App/Entities/User.swift:1

                """, "\(run.output)")
        let json = await package.run("references", "--format", "json", "--target", "App")
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let first = (object?["references"] as? [[String: Any]])?.first
        #expect(object?["version"] as? Int == 1)
        #expect(first?["file"] as? String == "Sources/App/FrameworksAndDrivers/Factories/main.swift")
        #expect(first?["line"] as? Int == 3 && first?["column"] as? Int == 1 && first?["name"] as? String == "ShowUser")
        #expect((first?["declaration"] as? [String: Any])?["file"] as? String == "Sources/App/UseCases/ShowUser.swift")
        let unknown = await package.run("references", "--target", "Nope")
        #expect(unknown.status == 2 && unknown.errors.contains("has no target 'Nope'"), "\(unknown.errors)")
        let usage = await package.run("references", "--index-prefix-map", "a=b")
        #expect(
            usage.status == 2
                && usage.errors.contains(
                    "dependency-rule: error: --index-prefix-map goes with --index-store\nRun 'dependency-rule references --help' for usage.\n"
                ))
    }
}
