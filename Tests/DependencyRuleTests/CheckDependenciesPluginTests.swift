import DependencyRule
import Foundation
import ProcessSpawning
import TestSupport
import Testing

@Suite("The check-dependencies command plugin, and the checker's --cache-path")
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

    /// One fixture package and one SwiftPM build of the plugin and its tool, shared by every step.
    /// The build is most of the time this test takes, so its scratch folder is kept in this
    /// repository's `.build`: a later run only builds what changed (alone, ~13-15 s cold, ~5 s warm).
    @Test(
        "swift package check-dependencies: compiler-style diagnostics, failing status, options passed on, nothing written without --output",
        .timeLimit(.minutes(10)))
    func plugin() async throws {
        let fixture = try PluginFixture(repository: SelfCheckTests.repository)
        defer { fixture.remove() }
        let before = try Self.files(in: fixture.root, skipping: ".build")

        // A violation: the diagnostic in compiler style on standard output, and a failing status.
        // The first run builds the plugin and dependency-rule.
        try fixture.write(PluginFixture.outwardImport, to: "Sources/Domain/Order.swift")
        let violation = try await fixture.checkDependencies()
        try #require(
            violation.standardOutput.contains("dependency-rule: PluginFixture: 2 targets"),
            "the plugin did not run the checker: \(violation)")
        #expect(violation.status == 1, "\(violation)")
        #expect(
            violation.standardOutput.contains(
                "Sources/Domain/Order.swift:1:1: error: [outward-dependency] 'Domain' (layer Domain) imports 'Adapters' (layer Adapters), an outer layer"
            ), "\(violation)")
        #expect(
            violation.standardError.contains("error: dependency-rule found violations of the dependency rule"),
            "\(violation)")

        // Options are passed on: --format json gives the JSON report alone on standard output.
        let json = try await fixture.checkDependencies("--format", "json")
        #expect(json.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        let diagnostics = document?["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.map { $0["rule"] as? String } == ["outward-dependency", "undeclared-import"], "\(json)")

        // A usage error of the checker fails too, with its message shown.
        let usage = try await fixture.checkDependencies("--format", "xml")
        #expect(usage.status == 1)
        #expect(usage.standardOutput.contains("dependency-rule: error: --format of 'check' must be"), "\(usage)")
        #expect(usage.standardError.contains("error: dependency-rule check failed with exit status 2"), "\(usage)")
        let packagePath = try await fixture.checkDependencies("--package-path", "/")
        #expect(packagePath.status == 1)
        #expect(packagePath.standardError.contains("check-dependencies sets --package-path itself"), "\(packagePath)")
        let cachePath = try await fixture.checkDependencies("--cache-path=/tmp")
        #expect(cachePath.status == 1)
        #expect(
            cachePath.standardError.contains("check-dependencies sets --cache-path itself: the manifest cache goes to"),
            "\(cachePath)")

        // Nothing was written into the package.
        #expect(try Self.files(in: fixture.root, skipping: ".build") == before)

        // --output FILE writes the report there (SwiftPM's own --allow-writing-to-directory, which
        // the sandbox on macOS needs, is taken out of the options passed on).
        let report = fixture.outputs.appendingPathComponent("report.sarif")
        let written = try await fixture.checkDependencies(
            "--allow-writing-to-directory", fixture.outputs.path, "--format", "sarif", "--output", report.path)
        #expect(written.status == 1, "\(written)")
        #expect(!written.standardOutput.contains("error: [outward-dependency]"), "\(written)")
        let sarif = try String(contentsOf: report, encoding: .utf8)
        #expect(sarif.contains("\"outward-dependency\""), "\(sarif)")

        // Without the violation the check passes.
        try fixture.write(PluginFixture.cleanOrder, to: "Sources/Domain/Order.swift")
        let clean = try await fixture.checkDependencies("--strict")
        #expect(clean.status == 0, "\(clean)")
        #expect(clean.standardOutput.contains("0 errors, 0 warnings"), "\(clean)")
        #expect(!clean.standardError.contains("error:"), "\(clean)")
    }

    /// Every file and folder under `root`, relative, sorted; skips `skipping` at the top.
    static func files(in root: URL, skipping: String? = nil) throws -> [String] {
        let all = try FileManager.default.subpathsOfDirectory(atPath: root.path)
        return all.filter { path in skipping.map { path != $0 && !path.hasPrefix($0 + "/") } ?? true }.sorted()
    }
}

/// A package in a temporary folder that depends on this repository by path, with two targets:
/// `Domain` (inner layer) and `Adapters` (outer layer), and a folder for reports beside it.
struct PluginFixture {
    let root: URL
    let outputs: URL
    /// SwiftPM's scratch folder: outside the package, so that a listing of the package shows
    /// anything the plugin writes, and kept between runs in this repository's `.build`. SwiftPM
    /// locks a scratch folder by its own path, so the `swift test` running this, which holds
    /// `.build`, does not make it wait.
    let scratch: URL

    static let cleanOrder = "public struct Order {}\n"
    static let outwardImport = "import Adapters\n\npublic struct Order { let gateway: Gateway }\n"

    init(repository: URL) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("plugin-fixture-\(UUID().uuidString)")
        root = base.appendingPathComponent("PluginFixture")
        outputs = base.appendingPathComponent("reports")
        scratch = repository.appendingPathComponent(".build/check-dependencies-plugin-tests")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        try write(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "PluginFixture",
                platforms: [.macOS(.v15)],
                dependencies: [.package(path: \(Self.literal(repository.path)))],
                targets: [
                    .target(name: "Domain"),
                    .target(name: "Adapters"),
                ]
            )

            """, to: "Package.swift")
        try write(
            """
            {
              "layers": [
                { "name": "Domain", "targets": ["Domain"] },
                { "name": "Adapters", "targets": ["Adapters"] }
              ]
            }

            """, to: "dependency-rules.json")
        try write(Self.cleanOrder, to: "Sources/Domain/Order.swift")
        try write("import Foundation\n\npublic struct Gateway {}\n", to: "Sources/Adapters/Gateway.swift")
    }

    func write(_ contents: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    /// `swift package --package-path ROOT --scratch-path SCRATCH check-dependencies ARGUMENTS`,
    /// waited for on a thread of its own: a run takes seconds (the first one builds), and a
    /// blocked thread of the concurrency pool (two on two cores) would slow every async test.
    func checkDependencies(_ arguments: String...) async throws -> ChildProcess.Outcome {
        let command =
            [
                "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path,
                "--disable-index-store",
                "check-dependencies",
            ]
            + arguments
        return try await ChildProcess.run(command)
    }

    func remove() { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }

    /// `path` as a Swift string literal.
    private static func literal(_ path: String) -> String {
        "\"" + path.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
}
