import DependencyRule
import Foundation
import Testing

/// `init` on an app whose layers are folders of one target (Domain/Data/Presentation, as most
/// layered iOS apps keep them): folder layers in the app's words, ordered by the references.
@Suite(
    "init proposes folder layers from a target's folders, ordered by the references between them",
    .initAcceptsEveryFixture)
struct InitFolderLayersTests {
    static let targets = """
                .executableTarget(name: "App"),
        """

    /// A Domain/Data/Presentation app whose folders are listed out of order on purpose, with a
    /// helper folder and a root file.
    static let files: [String: String] = [
        "Sources/App/presentation/UserScreen.swift": "struct UserScreen {\n    let repository: UserRepository\n}\n",
        "Sources/App/Data/UserRepository.swift": "struct UserRepository {\n    func find() -> User { User() }\n}\n",
        "Sources/App/Domain/User.swift": "struct User {\n    var name = \"\"\n}\n",
        "Sources/App/Domain/Rules.swift": "enum Rules {\n    static let user = User()\n}\n",
        "Sources/App/Extensions/String+Trim.swift": "extension String {\n    var trimmed: String { self }\n}\n",
        "Sources/App/main.swift": "_ = UserScreen(repository: UserRepository())\n",
    ]

    @Test(
        "Layers named after the folders, innermost first by the references; the others where their references put them")
    func domainDataPresentation() async throws {
        let package = try FixturePackage(targets: Self.targets, files: Self.files)
        defer { package.remove() }
        let run = await package.run("init")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let text = package.read("dependency-rules.json") ?? ""
        let layers = text.split(separator: "\n").filter { $0.contains("\"paths\"") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(
            layers == [
                #"{ "name": "Domain", "paths": ["Sources/App/Domain/**"] },"#,
                #"{ "name": "Data", "paths": ["Sources/App/Data/**"] },"#,
                #"{ "name": "presentation", "paths": ["Sources/App/presentation/**", "Sources/App/Extensions/**", "Sources/App/*.swift"] }"#,
            ], "\(text)")
        #expect(
            text.contains(
                "// App is split into folder layers: no folder is inward of one it names, so check reports no name between them at once"
            ), "\(text)")
        #expect(
            text.contains(
                "// App › Extensions: no layer's name, it names no folder named like one and none names it: with the outermost layer"
            ), "\(text)")
        #expect(
            text.contains(
                "// App › *.swift: the file at its root (main.swift): no layer's name; of the folders named like one, it names App › presentation (presentation) and none further out: placed with it"
            ), "\(text)")
        // check accepts the file and finds nothing; a name pointing outward is then caught.
        let check = await package.check()
        #expect(check.status == 0 && check.findings.isEmpty, "\(check.output)")
        try package.write("struct User {\n    var screen: UserScreen?\n}\n", to: "Sources/App/Domain/User.swift")
        let planted = await package.check()
        #expect(planted.findings == ["outward-reference Sources/App/Domain/User.swift:2:17"], "\(planted.output)")
        try package.write(Self.files["Sources/App/Domain/User.swift"]!, to: "Sources/App/Domain/User.swift")

        // Written elsewhere, its paths are relative to where it is, as check reads them.
        let elsewhere = await package.run("init", "--output", "Config/rules.json")
        #expect(elsewhere.status == 0, "\(elsewhere.errors)")
        #expect(package.read("Config/rules.json")?.contains(#""../Sources/App/Domain/**""#) == true)
        #expect(await package.run("check", "--config", "Config/rules.json").status == 0)

        let clean = await package.run("init", "--force", "--layer-names", "clean")
        #expect(clean.status == 0, "\(clean.errors)")
        #expect(package.read("dependency-rules.json")?.contains(#"{ "name": "InterfaceAdapters", "paths": ["#) == true)
    }

    @Test("Folders that name each other in a cycle are one place: not split, saying which names close it")
    func cycleIsOneLayer() async throws {
        var files = Self.files
        files["Sources/App/Domain/User.swift"] = "struct User {\n    var screen: UserScreen?\n}\n"
        let package = try FixturePackage(targets: Self.targets, files: files)
        defer { package.remove() }
        let run = await package.run("init")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let text = package.read("dependency-rules.json") ?? ""
        #expect(!text.contains("\"paths\""), "\(text)")
        #expect(
            text.contains(
                "// App has folders named like layers, but Data, Domain, presentation name each other in a cycle (Data → Domain: 2 references; Domain → presentation: 1 reference; presentation → Data: 1 reference): not split; remove the names one way, then run init again"
            ), "\(text)")
        #expect(await package.check().status == 0)
    }

    @Test("A target with one folder named like a layer is not split")
    func oneFolderIsNoLayering() async throws {
        let package = try FixturePackage(
            targets: Self.targets,
            files: [
                "Sources/App/Domain/User.swift": "struct User {}\n", "Sources/App/Misc/Tools.swift": "enum Tools {}\n",
            ])
        defer { package.remove() }
        let run = await package.run("init")
        #expect(run.status == 0, "\(run.errors)")
        #expect(package.read("dependency-rules.json")?.contains("\"paths\"") == false)
    }

    @Test(
        "A target organised by feature, with a few folders that happen to carry layer names, is not split, and says why"
    )
    func featuresAreNoLayers() async throws {
        var files: [String: String] = [:]
        for folder in [
            "HTTP", "Sessions", "Content", "Validation", "Middleware", "Cache", "Core", "Routing", "Services",
        ] {
            files["Sources/Web/\(folder)/\(folder).swift"] = "struct \(folder)Part {}\n"
        }
        files["Sources/Web/HTTP/Server.swift"] = "struct Server {\n    let routes: RoutingPart\n}\n"
        let package = try FixturePackage(
            targets:
                "        .target(name: \"Web\"),\n        .target(name: \"WebTesting\", dependencies: [\"Web\"]),\n",
            files: files.merging(["Sources/WebTesting/T.swift": "import Web\n"]) { $1 })
        defer { package.remove() }
        let run = await package.run("init")
        #expect(run.status == 0, "\(run.errors)")
        let text = package.read("dependency-rules.json") ?? ""
        #expect(!text.contains("\"paths\""), "\(text)")
        #expect(
            text.contains(
                "// Web has folders named like layers (Core, Routing, Services), but they hold 3 of its 10 files: its other folders are its parts, not layers, so it is not split"
            ), "\(text)")
    }
}
