import DependencyRule
import Foundation
import ProcessSpawning
import TestSupport
import Testing

@Suite("The check-dependencies command plugin, and the checker's --cache-path", .initAcceptsEveryFixture)
struct CheckDependenciesPluginTests {
    @Test("check --cache-path DIR keeps the manifest cache and SwiftPM's scratch in DIR, nothing in the package")
    func cachePath() async throws {
        let package = try FixturePackage(
            targets: FixturePackage.fourLayers, files: FixturePackage.cleanSources, manifest: .swiftPM)
        defer { package.remove() }
        let cacheFolder = try TemporaryFolder(prefix: "cache")
        defer { cacheFolder.remove() }
        let cache = cacheFolder.url.appendingPathComponent("cache")
        let before = try Self.files(in: package.root)

        let cold = await package.run("check", "--cache-path", cache.path, "--timings")
        #expect(cold.status == 0, "\(cold.output)\(cold.errors)")
        #expect(cold.errors.contains("manifest (swift package dump-package"), "\(cold.errors)")
        #expect(try Self.files(in: package.root) == before, "nothing is written into the package")
        let cached = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(cached.contains { $0.hasPrefix("manifest-") && $0.hasSuffix(".json") }, "\(cached)")

        let warm = await package.run("check", "--cache-path", cache.path, "--timings")
        #expect(warm.status == 0)
        #expect(warm.errors.contains("manifest (cached)"), "\(warm.errors)")
        let listing = await package.run("imports", "--cache-path", cache.path)
        #expect(listing.status == 0 && listing.output.contains("import Entities"), "imports and graph take it too")
        #expect(try Self.files(in: package.root) == before)
    }

    @Test("A plugin's tool is no unused dependency, and a plugin target is located at its declaration, not its product")
    func pluginTarget() async throws {
        let package = try FixturePackage(
            manifest: """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Fixture",
                    products: [.plugin(name: "Lint", targets: ["Lint"])],
                    targets: [
                        .executableTarget(name: "tool"),
                        .plugin(name: "Lint", capability: .command(intent: .custom(verb: "lint", description: "Lints")), dependencies: ["tool"]),
                    ]
                )

                """,
            files: ["Sources/tool/main.swift": "print(1)\n", "Plugins/Lint/Lint.swift": "import PackagePlugin\n"],
            config: #"{"layers": [{"name": "Tools", "targets": ["tool"]}]}"#)
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(
            run.findings == ["unassigned-target " + package.location(of: "\"Lint\"", onLineContaining: "capability:")])
    }

    /// The kit's own route: a package that depends on the kit gets the command plugin (it builds
    /// the checker from source on first use, which `PluginsPackageTests` leaves out by running the
    /// same plugin source on the prebuilt bundle).
    @Test("A package that depends on the kit by path is offered swift package check-dependencies")
    func kitRoute() async throws {
        let base = try TemporaryFolder(prefix: "kit-route")
        defer { base.remove() }
        let root = base.url.appendingPathComponent("KitRoute")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Sources/Domain"), withIntermediateDirectories: true)
        try Data(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "KitRoute",
                platforms: [.macOS(.v15)],
                dependencies: [.package(path: \(SwiftLiteral.quoted(SelfCheckTests.repository.path)))],
                targets: [.target(name: "Domain")]
            )

            """.utf8
        ).write(to: root.appendingPathComponent("Package.swift"))
        try Data("public struct Order {}\n".utf8).write(to: root.appendingPathComponent("Sources/Domain/Order.swift"))
        let listed = try await ChildProcess.run([
            "swift", "package", "--package-path", root.path, "--scratch-path",
            base.url.appendingPathComponent("scratch").path,
            "plugin", "--list",
        ])
        #expect(listed.status == 0, "\(listed)")
        #expect(
            listed.standardOutput.contains(
                "‘check-dependencies’ (plugin ‘CheckDependencies’ in package ‘CleanArchitectureKit’)"),
            "\(listed)")
    }

    /// Every file and folder under `root`, relative, sorted; skips `skipping` at the top.
    static func files(in root: URL, skipping: String? = nil) throws -> [String] {
        let all = try FileManager.default.subpathsOfDirectory(atPath: root.path)
        return all.filter { path in skipping.map { path != $0 && !path.hasPrefix($0 + "/") } ?? true }.sorted()
    }
}
