import Foundation
import ProcessSpawning
import Testing

@testable import DependencyRule

/// `check --index-store` on folder layers: what only the compiler sees (a member of an outer
/// layer's extension, named on a type that is only inferred) is found, and each refusal is exit 2.
@Suite(
    "check --index-store: folder layers checked on the compiler's references",
    .enabled(if: (try? IndexStoreLibrary.load(path: nil)) != nil, "the toolchain has no libIndexStore"),
    .initAcceptsEveryFixture)
struct IndexResolverCheckTests {
    static let files: [String: String] = [
        "Sources/App/Entities/User.swift": "struct User {\n    var name: String\n}\n",
        // An outer layer's extension of an inner type: fine to declare, not to use from inside.
        "Sources/App/InterfaceAdapters/User+Display.swift":
            "extension User {\n    var displayName: String { \"@\" + name }\n}\n",
        "Sources/App/UseCases/Greet.swift": """
        struct Greet {
            let users: [User]

            func run() -> String {
                let user = users[0]
                return user.displayName
            }
        }

        """,
    ]

    static let configuration = """
        {
          "layers": [
            { "name": "Entities", "paths": ["Sources/App/Entities/**"] },
            { "name": "UseCases", "paths": ["Sources/App/UseCases/**"] },
            { "name": "InterfaceAdapters", "paths": ["Sources/App/InterfaceAdapters/**"] }
          ]
        }

        """

    /// The fixture, compiled into `store` with the compiler's index.
    static func package() throws -> FixturePackage {
        let package = try FixturePackage(
            targets: "        .target(name: \"App\"),\n", files: files, config: configuration)
        let out = package.root.appendingPathComponent("out").path
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let outcome = try ChildProcess.run(
            [
                "swiftc", "-c", "-parse-as-library", "-module-name", "App", "-index-store-path",
                package.root.appendingPathComponent("store").path, "-index-ignore-system-modules",
                "-working-directory", out,
            ] + files.keys.sorted().map { package.root.appendingPathComponent($0).path })
        try #require(outcome.status == 0, "swiftc failed: \(outcome)")
        return package
    }

    @Test("Syntax cannot see a member of an inferred type; the index finds it, at the name")
    func inferredMember() async throws {
        let package = try Self.package()
        defer { package.remove() }
        let syntax = await package.run("check")
        #expect(syntax.status == 0, "\(syntax.output)\(syntax.errors)")
        let index = await package.run("check", "--index-store", "store")
        #expect(index.status == 1, "\(index.output)\(index.errors)")
        #expect(
            index.output.split(separator: "\n").first
                == "Sources/App/UseCases/Greet.swift:6:21: error: [outward-reference] this file (layer UseCases) names 'displayName' (InterfaceAdapters, Sources/App/InterfaceAdapters/User+Display.swift:2), a declaration of an outer layer: names must point inward. Declare what it needs as a protocol in UseCases that InterfaceAdapters implements",
            "\(index.output)")
        let listed = await package.run("references", "--index-store", "store", "--target", "App")
        #expect(
            listed.output.contains(
                "Sources/App/UseCases/Greet.swift:6:21: displayName -> Sources/App/InterfaceAdapters/User+Display.swift:2"
            ), "\(listed.output)")
    }

    @Test("No store, a stale store, a library that will not load: exit 2 naming what, never syntax instead")
    func refusals() async throws {
        let package = try Self.package()
        defer { package.remove() }
        let missing = await package.run("check", "--index-store", "nowhere")
        #expect(missing.status == 2 && missing.output.isEmpty)
        #expect(missing.errors.contains("no index store at"), "\(missing.errors)")

        let library = await package.run("check", "--index-store", "store", "--index-store-lib", "/nonexistent/lib.so")
        #expect(library.status == 2)
        #expect(library.errors.contains("cannot load libIndexStore from '/nonexistent/lib.so'"), "\(library.errors)")

        let greet = package.root.appendingPathComponent("Sources/App/UseCases/Greet.swift").path
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: greet)
        let stale = await package.run("check", "--index-store", "store")
        #expect(stale.status == 2 && stale.output.isEmpty)
        #expect(stale.errors.hasPrefix("Sources/App/UseCases/Greet.swift: error: "), "\(stale.errors)")
    }
}
