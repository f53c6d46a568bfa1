import DependencyRule
import Foundation
import Testing

/// `init` on the shapes real apps have: the declared graph is the evidence, names are hints.
@Suite(
    "init on app-shaped packages: the declared graph first, names as hints, every comment true",
    .initAcceptsEveryFixture)
struct InitAppTests {
    /// Runs init (handed-in manifest; Uncle Bob's layer names unless `arguments` say otherwise),
    /// parses what it wrote, and checks every claim its comments make (``checkClaims(_:)``).
    static func initialize(
        _ package: FixturePackage, _ arguments: [String] = ["--layer-names", "clean"]
    ) async throws -> (text: String, configuration: Configuration) {
        let run = await package.run("init", arguments, environment: [:])
        #expect(run.status == 0, "\(run.errors)")
        let text = try #require(package.read("dependency-rules.json"), "\(run.errors)")
        let configuration = try Configuration.parse(Array(text.utf8), file: "dependency-rules.json")
        checkClaims(text)
        return (text, configuration)
    }

    /// Checks every claim the comments of a file `init` wrote make against the file itself: a
    /// target's or a folder's place ("Model (Entities)", "AppUI (Presentation)" for a layer or a
    /// part, "App › Domain (Domain)"), and "placed with it": the commented unit is in the place the
    /// comment names last.
    static func checkClaims(_ text: String) {
        guard let configuration = try? Configuration.parse(Array(text.utf8), file: "dependency-rules.json") else {
            Issue.record("not a configuration check accepts:\n\(text)")
            return
        }
        var placeOf: [String: String] = [:]
        for layer in configuration.layers {
            for target in layer.targets { placeOf[target.text] = layer.name }
            for part in layer.parts {
                for target in part.targets { placeOf[target.text] = layer.name + "/" + part.name }
            }
        }
        placeOf.merge(folderPlaces(text)) { $1 }
        let names = Set(placeOf.values)
        #expect(!text.contains("(?)"), "a comment names a place that is not in the file:\n\(text)")
        let claim = #/((?:\w+ › [^\s(]+)|[\w/]+) \(([\w/]+)\)/#
        for line in text.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
            for match in line.matches(of: claim) where placeOf[String(match.output.1)] != nil {
                let said = String(match.output.2)
                guard names.contains(said) else { continue }
                #expect(placeOf[String(match.output.1)] == said, "a false comment: \(line)\n\(text)")
            }
            // "// T: …, a suffix, but X (L) depends on it: placed with it": T is in L too.
            let body = line.trimmingCharacters(in: .whitespaces).dropFirst(3)
            if line.hasSuffix("placed with it"), let colon = body.firstIndex(of: ":"),
                let place = line.matches(of: claim).last.map({ String($0.output.2) })
            {
                let unit = String(body[..<colon])
                #expect(placeOf[unit] == place, "a false 'placed with it': \(line)\n\(text)")
            }
        }
    }

    /// The place of each folder unit (`App › Domain`), from the file's shape: a unit's comment
    /// comes before its layer's entry, and in a layer of parts its part is the one whose paths
    /// end with its folder or file.
    static func folderPlaces(_ text: String) -> [String: String] {
        var places: [String: String] = [:]
        var pending: [String] = []
        var partsOf: String?
        let entry = #/\{ "name": "([^"]+)"(.*)/#
        for line in text.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line.hasPrefix("// "), let arrow = line.range(of: " › "),
                let colon = line.range(of: ": ", range: arrow.upperBound..<line.endIndex)
            {
                pending.append(String(line[line.index(line.startIndex, offsetBy: 3)..<colon.lowerBound]))
            } else if let match = line.firstMatch(of: entry) {
                let (name, rest) = (String(match.output.1), String(match.output.2))
                if rest.contains("\"parts\": [") {
                    partsOf = name
                } else if let layer = partsOf {
                    for key in pending where rest.contains(Self.pathEnd(of: key)) { places[key] = layer + "/" + name }
                } else {
                    for key in pending { places[key] = name }
                    pending = []
                }
            } else if line.hasPrefix("] }") {
                partsOf = nil
                pending = []
            }
        }
        return places
    }

    /// What a path of the unit keyed `key` ends with: `/Domain/**"`, `/ContentView.swift"`, or
    /// for files from elsewhere (`App › Shared/`) the folder they are in.
    private static func pathEnd(of key: String) -> String {
        let name = String(key.split(separator: "› ", maxSplits: 1).last ?? "")
        if name.hasSuffix("/") { return "\"\(name)" }
        return name.hasSuffix(".swift") ? "/\(name)\"" : "/\(name)/**\""
    }

    /// Each layer's targets, a part's under `Layer/Part`.
    static func layers(_ configuration: Configuration) -> [String: [String]] {
        var layers: [String: [String]] = [:]
        for layer in configuration.layers {
            if layer.parts.isEmpty { layers[layer.name] = layer.targets.map(\.text) }
            for part in layer.parts { layers[layer.name + "/" + part.name] = part.targets.map(\.text) }
        }
        return layers
    }

    @Test("A suffix yields to the graph: what XCore declares is never outward of it; check then finds nothing")
    func suffixYields() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Clock"),
                        .target(name: "Keychain"),
                        .target(name: "Formatters"),
                        .target(name: "Reachability"),
                        .target(name: "AppCore", dependencies: ["Clock", "Keychain", "Formatters", "Reachability"]),
                        .target(name: "AppUI", dependencies: ["AppCore", "Formatters"]),
                        .executableTarget(name: "App", dependencies: ["AppUI", "AppCore"]),
                """,
            files: [
                "Sources/Clock/C.swift": "public struct C {}\n", "Sources/Keychain/K.swift": "public struct K {}\n",
                "Sources/Formatters/F.swift": "public struct F {}\n",
                "Sources/Reachability/R.swift": "public struct R {}\n",
                "Sources/AppCore/A.swift": "import Clock\nimport Keychain\nimport Formatters\nimport Reachability\n",
                "Sources/AppUI/U.swift": "import AppCore\nimport Formatters\n",
                "Sources/App/main.swift": "import AppUI\nimport AppCore\nimport Clock\n",
            ], manifest: .handedIn)
        defer { package.remove() }
        let (text, configuration) = try await Self.initialize(package)
        #expect(
            Self.layers(configuration) == [
                "Entities": ["Clock", "Keychain", "Formatters", "Reachability", "AppCore"],
                "InterfaceAdapters": ["AppUI"], "FrameworksAndDrivers": ["App"],
            ], "\(text)")
        #expect(
            text.contains(
                "// Clock: no name places it and it depends on no target: by depth below AppCore (Entities), which depends on it"
            ), "\(text)")
        let checked = await package.check()
        #expect(checked.status == 0, "\(checked.output)")
        #expect(checked.findings.filter { $0.hasPrefix("outward-dependency") }.isEmpty, "\(checked.findings)")
    }

    /// A feature-module app: only Model and App are named for a layer.
    static func featureApp() throws -> FixturePackage {
        try FixturePackage(
            targets: """
                        .target(name: "Model"),
                        .target(name: "Theme"),
                        .target(name: "SharedComponents", dependencies: ["Theme"]),
                        .target(name: "UserClient", dependencies: ["Model"]),
                        .target(name: "HomeFeature", dependencies: ["UserClient", "SharedComponents", "Model"]),
                        .target(name: "SettingsFeature", dependencies: ["UserClient", "Theme"]),
                        .target(name: "ProfileFeature", dependencies: ["UserClient", "Model"]),
                        .target(name: "TabsFeature", dependencies: ["HomeFeature", "ProfileFeature"]),
                        .target(name: "AppFeature", dependencies: ["TabsFeature", "SettingsFeature", "HomeFeature"]),
                        .executableTarget(name: "App", dependencies: ["AppFeature"]),
                """,
            files: [
                "Sources/Model/M.swift": "public struct M {}\n", "Sources/Theme/T.swift": "public struct T {}\n",
                "Sources/SharedComponents/S.swift": "import Theme\n", "Sources/UserClient/U.swift": "import Model\n",
                "Sources/HomeFeature/H.swift": "import UserClient\nimport SharedComponents\nimport Model\n",
                "Sources/SettingsFeature/S.swift": "import UserClient\nimport Theme\n",
                "Sources/ProfileFeature/P.swift": "import UserClient\nimport Model\n",
                "Sources/TabsFeature/T.swift": "import HomeFeature\nimport ProfileFeature\n",
                "Sources/AppFeature/A.swift": "import TabsFeature\nimport SettingsFeature\nimport HomeFeature\n",
                "Sources/App/main.swift": "import AppFeature\n",
            ], manifest: .handedIn)
    }

    @Test(
        "Few names: the others by depth between them, never all innermost; composers left out of the independent group")
    func fewNames() async throws {
        let package = try Self.featureApp()
        defer { package.remove() }
        let (text, configuration) = try await Self.initialize(package)
        let layers = Self.layers(configuration)
        #expect(layers["Entities"] == ["Model", "Theme"], "\(text)")
        #expect(layers["UseCases"] == ["SharedComponents", "UserClient"], "\(text)")
        #expect(layers["InterfaceAdapters"] == ["HomeFeature", "SettingsFeature", "ProfileFeature"], "\(text)")
        #expect(layers["FrameworksAndDrivers"] == ["TabsFeature", "AppFeature", "App"], "\(text)")
        #expect(configuration.independent.map(\.name) == ["*Feature except AppFeature, TabsFeature"], "\(text)")
        #expect(
            text.contains(#""independent": [{ "targets": ["*Feature"], "except": ["AppFeature", "TabsFeature"] }],"#),
            "\(text)")
        #expect(
            text.contains("//   except AppFeature, which composes HomeFeature, SettingsFeature, TabsFeature"), "\(text)"
        )
        let clean = await package.check()
        #expect(clean.status == 0, "\(clean.output)")

        // What the layering is for: Model importing a feature is an outward dependency, and one
        // feature importing another breaks the group.
        try package.write("import HomeFeature\n", to: "Sources/Model/M.swift")
        try package.write(
            "import UserClient\nimport Theme\nimport ProfileFeature\n", to: "Sources/SettingsFeature/S.swift")
        let broken = await package.check()
        #expect(broken.status == 1)
        #expect(broken.findings.contains("outward-dependency Sources/Model/M.swift:1:1"), "\(broken.findings)")
        #expect(
            broken.findings.contains("independent-targets Sources/SettingsFeature/S.swift:3:1"), "\(broken.findings)")
    }

    @Test("A strong name the graph contradicts: kept with what depends on it, and its comment asks the reader")
    func strongNameAgainstTheGraph() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Data"),
                        .target(name: "Domain", dependencies: ["Data"]),
                        .target(name: "Presentation", dependencies: ["Domain"]),
                        .target(name: "AppCore", dependencies: ["Presentation"]),
                        .executableTarget(name: "Main", dependencies: ["AppCore"]),
                """,
            files: [
                "Sources/Data/D.swift": "public struct D {}\n", "Sources/Domain/D.swift": "import Data\n",
                "Sources/Presentation/P.swift": "import Domain\n", "Sources/AppCore/A.swift": "import Presentation\n",
                "Sources/Main/main.swift": "import AppCore\n",
            ], manifest: .handedIn)
        defer { package.remove() }
        let (text, configuration) = try await Self.initialize(package)
        #expect(
            Self.layers(configuration) == [
                "Entities": ["Data", "Domain"], "InterfaceAdapters": ["Presentation", "AppCore"],
                "FrameworksAndDrivers": ["Main"],
            ], "\(text)")
        #expect(
            text.contains(
                "// Data: named like InterfaceAdapters (Data), but Domain (Entities) depends on it, so it can be no further out: if that dependency is a violation, move Data to InterfaceAdapters and check will report it"
            ), "\(text)")
        #expect(
            text.contains(
                "// AppCore: named like Entities (…Core), a suffix, but it depends on Presentation (InterfaceAdapters): placed with it"
            ), "\(text)")
        let checked = await package.check()
        #expect(checked.status == 0, "\(checked.output)")
    }

    @Test(
        "Names apps use place targets",
        arguments: [
            ("Infra", "FrameworksAndDrivers"), ("Networking", "FrameworksAndDrivers"), ("API", "FrameworksAndDrivers"),
            ("Persistence", "FrameworksAndDrivers"), ("DI", "FrameworksAndDrivers"),
            ("Coordinators", "InterfaceAdapters"), ("Routing", "InterfaceAdapters"), ("Models", "Entities"),
            ("SettingsViewModels", "InterfaceAdapters"), ("ProfileViews", "InterfaceAdapters"),
            ("AppComposition", "FrameworksAndDrivers"),
        ])
    func commonNames(name: String, layer: String) async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Domain"),
                        .target(name: "\(name)", dependencies: ["Domain"]),
                        .target(name: "Presentation", dependencies: ["Domain"]),
                """,
            files: [
                "Sources/Domain/D.swift": "public struct D {}\n", "Sources/\(name)/N.swift": "import Domain\n",
                "Sources/Presentation/P.swift": "import Domain\n",
            ], manifest: .handedIn)
        defer { package.remove() }
        let (text, configuration) = try await Self.initialize(package)
        #expect(Self.layers(configuration)[layer]?.contains(name) == true, "\(text)")
    }

    @Test("Test utilities shipped as a library product but used only by tests are test support")
    func shippedTestUtilities() async throws {
        let package = try FixturePackage(
            manifest: """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Fixture",
                    products: [
                        .library(name: "Domain", targets: ["Domain"]),
                        .library(name: "DomainTestUtils", targets: ["DomainTestUtils"]),
                    ],
                    targets: [
                        .target(name: "Domain"),
                        .target(name: "Presentation", dependencies: ["Domain"]),
                        .target(name: "DomainTestUtils", dependencies: ["Domain"]),
                        .executableTarget(name: "App", dependencies: ["Presentation"]),
                        .testTarget(name: "PresentationTests", dependencies: ["Presentation", "DomainTestUtils"]),
                    ]
                )

                """,
            files: [
                "Sources/Domain/D.swift": "public struct D {}\n", "Sources/Presentation/P.swift": "import Domain\n",
                "Sources/DomainTestUtils/F.swift": "import Domain\n", "Sources/App/main.swift": "import Presentation\n",
                "Tests/PresentationTests/T.swift": "import Presentation\nimport DomainTestUtils\n",
            ])
        defer { package.remove() }
        let (text, configuration) = try await Self.initialize(package)
        #expect(configuration.testSupport.map(\.text) == ["DomainTestUtils"], "\(text)")
        #expect(
            Self.layers(configuration) == [
                "Entities": ["Domain"], "InterfaceAdapters": ["Presentation"], "FrameworksAndDrivers": ["App"],
            ])
    }

    @Test("A target linked without an import, whose files only extend others' types, is proposed as linkOnly")
    func linkOnly() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Domain"),
                        .target(name: "UserClient", dependencies: ["Domain"]),
                        .target(name: "UserClientLive", dependencies: ["UserClient"]),
                        .target(name: "SettingsClientLive", dependencies: ["UserClient"]),
                        .target(name: "Presentation", dependencies: ["UserClient"]),
                        .executableTarget(name: "App", dependencies: ["Presentation", "UserClientLive", "SettingsClientLive"]),
                """,
            files: [
                "Sources/Domain/D.swift": "public struct D {}\n",
                "Sources/UserClient/C.swift": "import Domain\npublic struct UserClient {}\n",
                "Sources/UserClientLive/L.swift":
                    "import UserClient\nextension UserClient: @retroactive Sendable {\n  static let live = UserClient()\n}\n",
                "Sources/SettingsClientLive/L.swift": "import UserClient\nextension UserClient.Settings {}\n",
                "Sources/Presentation/P.swift": "import UserClient\n",
                "Sources/App/main.swift": "import Presentation\n",
            ], manifest: .handedIn)
        defer { package.remove() }
        let (text, configuration) = try await Self.initialize(package)
        #expect(configuration.linkOnly.map(\.text) == ["*Live"], "\(text)")
        #expect(
            text.contains(
                "// UserClientLive: App declares it without importing it, and its files only extend types of other modules (UserClient): linked for what it adds"
            ), "\(text)")
        let checked = await package.check()
        #expect(checked.findings.filter { $0.hasPrefix("unused-dependency") }.isEmpty, "\(checked.findings)")
    }
}
