import Foundation
import ProcessSpawning
import Testing

/// Rule tests hand the checker the description `FixtureManifest` renders instead of running
/// SwiftPM; these prove that description is the one SwiftPM gives for the same `Package.swift`.
@Suite("The package description rule tests hand in is SwiftPM's", .initAcceptsEveryFixture)
struct FixtureManifestTests {
    /// Every form rule tests write: plain, with dependencies (none, one, several), each kind,
    /// with and without a trailing comma, wrapped over lines with comments.
    static let declarations =
        FixturePackage.fourLayers + """

                    .target(name: "HomeFeature", dependencies: ["UseCases", "SettingsFeature"]),
                    .target(name: "App", dependencies: []),
                    .executableTarget(name: "Tool"),
                    .testTarget(name: "EntitiesTests", dependencies: ["Entities"]),
                    .target(  // a comment, and a declaration wrapped
                        name: "Wrapped",
                        dependencies: [
                            "Entities",  // the domain
                            "App",
                        ]
                    ),
                    .target(name: "SettingsFeature")
            """

    @Test("Names, kinds and dependencies agree with swift package dump-package")
    func agreesWithSwiftPM() async throws {
        let rendered = try FixtureManifest(name: "Fixture", targets: Self.declarations)
        let package = try FixturePackage(targets: Self.declarations, files: [:])
        defer { package.remove() }
        let dumped = try await ChildProcess.run(
            ["swift", "package", "--package-path", package.root.path, "dump-package"])
        try #require(dumped.status == 0, "swift package dump-package failed: \(dumped)")
        let fromSwiftPM = try Self.targets(in: Array(dumped.standardOutput.drop { $0 != "{" }.utf8))
        let handedIn = try Self.targets(in: rendered.dumpPackageJSON)
        #expect(fromSwiftPM.count == 10)
        #expect(handedIn == fromSwiftPM)
        #expect(rendered.targets.map(\.name) == fromSwiftPM.map(\.name))
    }

    @Test("A declaration in any other form is refused, not described as something else")
    func refusesOtherForms() {
        for line in [
            #".target(name: "A", path: "Sources/Other"),"#,
            #".target(name: "A", dependencies: [.product(name: "B")]),"#,
            #"let x = 1"#,
        ] {
            #expect(throws: FixtureManifest.Unreadable.self) { try FixtureManifest(name: "F", targets: line) }
        }
    }

    @Test("A description handed in that is not one: exit 2 saying so, nothing checked")
    func handedInGarbage() async throws {
        let package = try FixturePackage(
            targets: FixturePackage.fourLayers, files: FixturePackage.cleanSources, manifest: .handedIn)
        defer { package.remove() }
        for (json, message) in [
            ("{ nope", "the package description handed in:1:3: error:"),
            (
                #"{"name": "Fixture"}"#,
                "error: the output of the package description handed in is not a package description: no name or targets"
            ),
        ] {
            let run = await runChecker(
                ["check", "--package-path", package.root.path], currentDirectory: package.root.path, environment: [:],
                manifest: Array(json.utf8))
            #expect(run.status == 2)
            #expect(run.errors.hasPrefix(message), "\(run.errors)")
            #expect(run.output.isEmpty)
        }
    }

    /// Name, type and dependency names of each target, in order, from `dump-package` JSON.
    private static func targets(in json: [UInt8]) throws -> [FixtureManifest.Target] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json)) as? [String: Any])
        return try #require(object["targets"] as? [[String: Any]]).map { target in
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap {
                ($0["byName"] as? [Any])?.first as? String
            }
            return FixtureManifest.Target(
                name: target["name"] as? String ?? "?", type: target["type"] as? String ?? "?",
                dependencies: dependencies)
        }
    }
}
