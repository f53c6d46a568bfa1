import DependencyRule
import Foundation
import ProcessSpawning
import Testing

@Suite(
    "Manifests SwiftPM cannot finish or refuses: its own diagnostic, the deadline, every process stopped",
    .initAcceptsEveryFixture)
struct ManifestFailureTests {
    @Test("A manifest error shows SwiftPM's own diagnostic line, relative to the package")
    func manifestDiagnostic() async throws {
        let package = try FixturePackage(
            manifest:
                "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"X\" targets: [])\n",
            files: [:])
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 2)
        #expect(run.errors.contains("the manifest cannot be read by SwiftPM: Package.swift:3:"), "\(run.errors)")
        #expect(!run.errors.contains(package.root.path), "paths are relative: \(run.errors)")
    }

    @Test("A manifest whose code never finishes: stopped at the deadline with every process, exit 2, nothing cached")
    func manifestDeadline() async throws {
        let package = try FixturePackage(
            manifest: """
                // swift-tools-version: 6.0
                import PackageDescription

                var spinning = true
                while spinning { spinning = Int.random(in: 0...10) < 100 }
                let package = Package(name: "Spinning", targets: [.target(name: "Entities")])

                """,
            files: ["Sources/Entities/E.swift": "\n"])
        defer { package.remove() }
        let run = await package.run("check", "--manifest-timeout", "3")
        #expect(run.status == 2, "\(run.output)\(run.errors)")
        #expect(
            run.errors.hasPrefix(
                "Package.swift: error: SwiftPM did not finish reading the manifest within 3 s, so it was stopped with every process it started"
            ), "\(run.errors)")
        #expect(run.output.isEmpty)
        let cache = package.root.appendingPathComponent(".build/dependency-rule")
        let cached = (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
        #expect(!cached.contains { $0.hasPrefix("manifest-") }, "a manifest that was never read was cached: \(cached)")
        // Nothing SwiftPM started is left running: no living process names the package any more.
        // (The manifest runs as `/tmp/…/<package folder, lower case>-manifest -context {…}`.) A
        // killed process whose new parent, init, has not reaped it yet is a zombie (state Z): dead,
        // holding no more than its exit status, so it is not counted.
        let folder = package.root.lastPathComponent.lowercased()
        let listed = try await ChildProcess.run(["ps", "-A", "-o", "stat=", "-o", "args="])
        try #require(listed.status == 0, "\(listed)")
        let left = listed.standardOutput.split(separator: "\n").filter { line in
            let fields = line.drop { $0 == " " }
            return !fields.hasPrefix("Z") && fields.lowercased().contains(folder)
        }
        #expect(left.isEmpty, "still running: \(left)")
    }

    @Test("--manifest-timeout takes a positive number of seconds", arguments: ["0", "-1", "soon", ""])
    func manifestTimeoutUsage(value: String) async {
        let run = await runChecker(["check", "--manifest-timeout", value])
        #expect(run.status == 2)
        #expect(
            run.errors.hasPrefix(
                Double(value) == nil
                    ? "dependency-rule: error: --manifest-timeout must be a number, not '\(value)'\nRun 'dependency-rule check --help' for usage.\n"
                    : "dependency-rule: error: --manifest-timeout must be a number of seconds above 0 (at most 86400), not '\(value)'\nRun 'dependency-rule check --help' for usage.\n"
            ), "\(run.errors)")
    }
}
