import DependencyRule
import Foundation
import Testing

/// `init` proposes parts where names and the graph agree: presentation and data packages over one
/// domain that never use each other, as layered apps keep them.
@Suite("init proposes parts for sibling rings", .initAcceptsEveryFixture)
struct InitPartsTests {
    static func package(extra: String = "") throws -> FixturePackage {
        try FixturePackage(
            targets: """
                        .target(name: "Domain"),
                        .target(name: "HomeUI", dependencies: ["Domain"]),
                        .target(name: "SettingsUI", dependencies: ["Domain", "HomeUI"]),
                        .target(name: "UserData", dependencies: ["Domain"\(extra)]),
                        .executableTarget(name: "App", dependencies: ["HomeUI", "SettingsUI", "UserData"]),
                """,
            files: [
                "Sources/Domain/D.swift": "public struct D {}\n",
                "Sources/HomeUI/H.swift": "import Domain\n",
                "Sources/SettingsUI/S.swift": "import Domain\nimport HomeUI\n",
                "Sources/UserData/U.swift": "import Domain\n",
                "Sources/App/main.swift": "import HomeUI\nimport SettingsUI\nimport UserData\n",
            ], manifest: .handedIn)
    }

    @Test("Presentation and Data never depend on each other: parts, named in the app's words or Uncle Bob's")
    func proposed() async throws {
        let package = try Self.package()
        defer { package.remove() }
        let (text, configuration) = try await InitAppTests.initialize(package, [])
        let adapters = try #require(configuration.layers.first { !$0.parts.isEmpty }, "\(text)")
        #expect(adapters.name == "Adapters", "\(text)")
        #expect(adapters.parts.map(\.name) == ["UI", "Data"], "\(text)")
        #expect(adapters.parts.map { $0.targets.map(\.text) } == [["HomeUI", "SettingsUI"], ["UserData"]], "\(text)")
        #expect(
            text.contains(
                "// Parts: UI (HomeUI, SettingsUI) and Data (UserData): the words UI, Data in their names say presentation and data, and none uses another, so they stay siblings"
            ), "\(text)")
        #expect(text.contains("// HomeUI: named like its part (…UI)"), "\(text)")
        let checked = await package.check()
        #expect(checked.status == 0 && checked.findings.isEmpty, "\(checked.output)")

        // Planted: the data package imports a screen package. The parts catch it.
        try package.write("import Domain\nimport HomeUI\n", to: "Sources/UserData/U.swift")
        let planted = await package.check()
        #expect(planted.findings == ["independent-targets Sources/UserData/U.swift:2:1"], "\(planted.output)")

        // The import is evidence too: with it, init proposes no parts.
        let (plantedText, planted2) = try await InitAppTests.initialize(package, ["--force"])
        #expect(planted2.layers.allSatisfy { $0.parts.isEmpty }, "\(plantedText)")

        try package.write("import Domain\n", to: "Sources/UserData/U.swift")
        let (cleanText, clean) = try await InitAppTests.initialize(package, ["--force", "--layer-names", "clean"])
        #expect(
            clean.layers.first { !$0.parts.isEmpty }.map { [$0.name] + $0.parts.map(\.name) }
                == ["InterfaceAdapters", "Presentation", "Data"], "\(cleanText)")
    }

    @Test("Two layers that could each have parts: names stay unique, so only one gets them; check accepts the file")
    func namesStayUnique() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Domain"),
                        .target(name: "HomeUI", dependencies: ["Domain"]),
                        .target(name: "ProfileData", dependencies: ["Domain"]),
                        .target(name: "AppNetworking", dependencies: ["Domain"]),
                        .target(name: "SettingsFeature", dependencies: ["HomeUI"]),
                """,
            files: [
                "Sources/Domain/D.swift": "public struct D {}\n", "Sources/HomeUI/H.swift": "import Domain\n",
                "Sources/ProfileData/P.swift": "import Domain\n", "Sources/AppNetworking/N.swift": "import Domain\n",
                "Sources/SettingsFeature/S.swift": "import HomeUI\n",
            ], manifest: .handedIn)
        defer { package.remove() }
        for naming in ["found", "clean"] {
            let (text, configuration) = try await InitAppTests.initialize(
                package, ["--force", "--layer-names", naming])
            let parts = configuration.layers.flatMap(\.parts).map(\.name)
            #expect(Set(parts).count == parts.count, "\(naming): \(text)")
            #expect(Set(configuration.layers.map(\.name)).count == configuration.layers.count, "\(naming): \(text)")
            #expect(await package.check().status != 2, "\(naming)")
        }
    }

    @Test("Siblings that already depend on each other stay one layer: no parts proposed")
    func notProposed() async throws {
        let package = try Self.package(extra: #", "HomeUI""#)
        defer { package.remove() }
        let (text, configuration) = try await InitAppTests.initialize(package, [])
        #expect(configuration.layers.allSatisfy { $0.parts.isEmpty }, "\(text)")
    }
}
