import DependencyRule
import Foundation
import Testing

/// `init` on an app whose layers are folders of one target (Domain/Data/Presentation, as most
/// layered iOS apps keep them): folder layers in the app's words, ordered by the references.
@Suite("init proposes folder layers from a target's folders, ordered by the references between them")
struct InitFolderLayersTests {
    static let targets = """
                .executableTarget(name: "App"),
        """

    /// A Domain/Data/Presentation app whose folders are listed out of order on purpose, with a
    /// helper folder and a root file; `Domain` names one presentation type, which init accepts.
    static let files: [String: String] = [
        "Sources/App/presentation/UserScreen.swift": "struct UserScreen {\n    let repository: UserRepository\n}\n",
        "Sources/App/Data/UserRepository.swift": "struct UserRepository {\n    func find() -> User { User() }\n}\n",
        "Sources/App/Domain/User.swift": "struct User {\n    var screen: UserScreen?\n}\n",
        "Sources/App/Domain/Rules.swift": "enum Rules {\n    static let user = User()\n}\n",
        "Sources/App/Extensions/String+Trim.swift": "extension String {\n    var trimmed: String { self }\n}\n",
        "Sources/App/main.swift": "_ = UserScreen(repository: UserRepository())\n",
    ]

    @Test("Layers named after the folders, innermost first by the evidence; outward references accepted and said")
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
                #"{ "name": "Domain", "paths": ["Sources/App/Domain/**", "Sources/App/Extensions/**"] },"#,
                #"{ "name": "Data", "paths": ["Sources/App/Data/**"] },"#,
                #"{ "name": "presentation", "paths": ["Sources/App/presentation/**", "Sources/App/*.swift"] }"#,
            ], "\(text)")
        #expect(
            text.contains(
                "// App is split into folder layers; what points outward in this order, check will report: Domain → presentation (1 reference)"
            ), "\(text)")
        #expect(
            text.contains(
                "// App › Extensions: no layer's name, and names nothing of another folder, so with the innermost (Domain)"
            ), "\(text)")
        // check accepts the file, and reports what init accepted.
        let check = await package.check()
        #expect(check.findings == ["outward-reference Sources/App/Domain/User.swift:2:17"], "\(check.output)")

        // Written elsewhere, its paths are relative to where it is, as check reads them.
        let elsewhere = await package.run("init", "--output", "Config/rules.json")
        #expect(elsewhere.status == 0, "\(elsewhere.errors)")
        #expect(package.read("Config/rules.json")?.contains(#""../Sources/App/Domain/**""#) == true)
        #expect(await package.run("check", "--config", "Config/rules.json").status == 1)

        let clean = await package.run("init", "--force", "--layer-names", "clean")
        #expect(clean.status == 0, "\(clean.errors)")
        #expect(package.read("dependency-rules.json")?.contains(#"{ "name": "InterfaceAdapters", "paths": ["#) == true)
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
}
