import DependencyRule
import Foundation
import ProcessSpawning
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Edge cases found in review")
struct RobustnessTests {
    @Test("Declarations are located through dependency lists that name targets with .target(name:)")
    func nestedTargetReferences() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Extra"),
                        .target(name: "Entities"),
                        .target(
                            name: "UseCases",
                            dependencies: [.target(name: "Entities"), "Extra"]
                        ),
                """,
            files: [
                "Sources/Extra/X.swift": "\n", "Sources/Entities/E.swift": "\n",
                "Sources/UseCases/U.swift": "import Entities\n",
            ])
        defer { package.remove() }
        let run = await package.check()
        #expect(
            run.findings.contains(
                "unused-dependency "
                    + package.location(of: "\"Extra\"", onLineContaining: ".target(name: \"Entities\"), \"Extra\"")))
    }

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

    @Test("To a layer, an unassigned target of the package is a module from outside the architecture")
    func unassignedIsOutside() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Helpers"),
                        .target(name: "Entities", dependencies: ["Helpers"]),
                """,
            files: ["Sources/Helpers/H.swift": "\n", "Sources/Entities/E.swift": "import Helpers\n"],
            config: #"{"layers": [{"name": "Entities", "targets": ["Entities"], "allowedImports": []}]}"#)
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 1)
        #expect(run.findings.contains("forbidden-import Sources/Entities/E.swift:1:1"))
        #expect(run.findings.contains { $0.hasPrefix("unassigned-target") })
    }

    @Test("imports still lists everything when the configuration is broken, with a warning")
    func importsWithBrokenConfiguration() async throws {
        let package = try FixturePackage(
            targets: #"        .target(name: "Entities"),"#, files: ["Sources/Entities/E.swift": "import Foundation\n"],
            config: "{ broken")
        defer { package.remove() }
        let run = await package.run("imports")
        #expect(run.status == 0)
        #expect(run.output == "Sources/Entities/E.swift:1:1: import Foundation\n")
        #expect(run.errors.hasPrefix("dependency-rules.json:1:3: warning:"), "\(run.errors)")
        #expect(await package.check().status == 2, "check itself still refuses the broken configuration")
    }

    @Test("A FIFO named like a Swift file is skipped, not waited on")
    func fifo() async throws {
        let package = try FixturePackage(
            targets: #"        .target(name: "Entities"),"#, files: ["Sources/Entities/E.swift": "\n"])
        defer { package.remove() }
        #expect(mkfifo(package.root.appendingPathComponent("Sources/Entities/Pipe.swift").path, 0o644) == 0)
        let run = await package.run("imports", "--format", "json")
        #expect(run.status == 0)
        #expect(!run.output.contains("Pipe.swift"))
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
        // Nothing SwiftPM started is left running: no process names the package any more. (The
        // manifest runs as `/tmp/…/<package folder, lower case>-manifest -context {"packageDirectory":…}`.)
        let folder = package.root.lastPathComponent
        let left = try await ChildProcess.run(["pgrep", "-f", "-i", folder])
        #expect(left.status == 1 && left.standardOutput.isEmpty, "still running: \(left.standardOutput)")
    }

    @Test("--manifest-timeout takes a positive number of seconds", arguments: ["0", "-1", "soon", ""])
    func manifestTimeoutUsage(value: String) async {
        let run = await runChecker(["check", "--manifest-timeout", value])
        #expect(run.status == 2)
        #expect(
            run.errors.hasPrefix(
                value.isEmpty
                    ? "dependency-rule: error: --manifest-timeout needs a value"
                    : "dependency-rule: error: --manifest-timeout must be a number of seconds above 0 (at most 86400), not '\(value)'"
            ), "\(run.errors)")
    }

    @Test("A Swift file whose name is not valid UTF-8 is an error naming its folder, not a file left unseen")
    func invalidFileName() async throws {
        let package = try FixturePackage(
            targets: #"        .target(name: "Entities", resources: [.process("Resources")]),"#,
            files: ["Sources/Entities/E.swift": "\n", "Sources/Entities/Resources/logo.txt": "\n"])
        defer { package.remove() }
        /// Creates a file whose name is `prefix`, the byte 0xFF, then `suffix`, in `folder`.
        func create(_ prefix: String, _ suffix: String, in folder: String) throws {
            var name =
                Array(package.root.appendingPathComponent(folder).path.utf8) + Array("/\(prefix)".utf8) + [0xFF]
                + Array(suffix.utf8) + [0]
            let descriptor = name.withUnsafeMutableBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    open($0, O_WRONLY | O_CREAT, 0o644)
                }
            }
            try #require(descriptor >= 0)
            close(descriptor)
        }
        // What SwiftPM never compiles is passed over as it passes it over: a hidden file, a
        // resource, a file that is no source.
        try create(".caf", ".swift", in: "Sources/Entities")
        try create("caf", ".png", in: "Sources/Entities/Resources")
        try create("notes", ".txt", in: "Sources/Entities")
        let passed = await package.run("check")
        #expect(passed.status == 0, "\(passed.output)\(passed.errors)")
        #expect(passed.errors.isEmpty)

        try create("Bad\u{1}", ".swift", in: "Sources/Entities")
        let run = await package.run("check")
        #expect(run.status == 2, "\(run.output)\(run.errors)")
        #expect(
            run.errors
                == "Sources/Entities: error: a name in this folder is not valid UTF-8 ('Bad\\x01\\xFF.swift'): SwiftPM still compiles what it names, but its imports could not be checked; rename it\n"
        )
    }

    @Test("Broken symbolic links and link loops in a target: warnings, as SwiftPM gives, and --strict fails")
    func brokenLinks() async throws {
        let package = try FixturePackage(
            targets: #"        .target(name: "Entities"),"#, files: ["Sources/Entities/E.swift": "\n"])
        defer { package.remove() }
        let folder = package.root.appendingPathComponent("Sources/Entities")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Gone.swift").path, withDestinationPath: "Nowhere.swift")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Loop.swift").path, withDestinationPath: "Loop.swift")
        let run = await package.check()
        #expect(run.status == 0)
        #expect(
            run.findings == [
                "broken-symlink Sources/Entities/Gone.swift", "broken-symlink Sources/Entities/Loop.swift",
            ])
        let messages = run.diagnostics.compactMap { $0["message"] as? String }
        #expect(messages.first?.hasPrefix("a broken symbolic link in target 'Entities': SwiftPM skips it") == true)
        #expect(messages.last?.hasPrefix("a symbolic link loop in target 'Entities'") == true)
        #expect(await package.check("--strict").status == 1)
    }
}
