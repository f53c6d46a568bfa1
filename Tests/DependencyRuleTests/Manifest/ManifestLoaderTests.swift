import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import DependencyRule

@Suite("Reading the manifest through a stand-in swift: the sandbox retry and its limits", .initAcceptsEveryFixture)
struct ManifestLoaderTests {
    /// A package folder and a `swift` script that answers `dump-package` as `behaviour` says,
    /// logging each command line.
    struct StandIn {
        let folder: URL
        var root: String { folder.appendingPathComponent("Package").path }
        var swift: String { folder.appendingPathComponent("swift").path }
        var log: [String] {
            ((try? String(contentsOf: folder.appendingPathComponent("log"), encoding: .utf8)) ?? "")
                .split(separator: "\n").map(String.init)
        }

        init(_ behaviour: String) async throws {
            folder = try TemporaryFolder(prefix: "standin").url
            try FileManager.default.createDirectory(
                atPath: folder.appendingPathComponent("Package").path, withIntermediateDirectories: true)
            try Data("// swift-tools-version: 6.0\n".utf8).write(
                to: folder.appendingPathComponent("Package/Package.swift"))
            let script = "#!/bin/sh\necho \"$*\" >> '\(folder.path)/log'\n\(behaviour)\n"
            try await ExecutableScript.write(script, to: swift)
        }

        func load() throws(CheckError) -> ManifestLoader.Loaded {
            try ManifestLoader(swift: swift).load(packageRoot: root, cacheFolder: folder.path + "/cache")
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    @Test("Inside a sandbox already, dump-package is run again with --disable-sandbox")
    func sandboxRetry() async throws {
        let standIn = try await StandIn(
            """
            case " $* " in
              *" --disable-sandbox "*) echo '{"name": "Sandboxed", "targets": []}' ;;
              *) echo "sandbox-exec: sandbox_apply: Operation not permitted" >&2; exit 1 ;;
            esac
            """)
        defer { standIn.remove() }
        let loaded = try standIn.load()
        #expect(loaded.dump.name == "Sandboxed")
        #expect(standIn.log.count == 2)
        #expect(standIn.log.first?.contains("--disable-sandbox") == false)
        #expect(standIn.log.last?.hasSuffix("--disable-sandbox dump-package") == true, "\(standIn.log)")
    }

    @Test("Any other failure is reported at once, with SwiftPM's own line, and not retried")
    func otherFailure() async throws {
        let standIn = try await StandIn("echo \"error: the manifest is broken\" >&2; exit 1")
        defer { standIn.remove() }
        #expect(throws: CheckError.self) { try standIn.load() }
        do {
            _ = try standIn.load()
        } catch {
            #expect(
                error.description
                    == "Package.swift: error: the manifest cannot be read by SwiftPM: error: the manifest is broken")
        }
        #expect(standIn.log.count == 2, "one run per load, no retry: \(standIn.log)")
        #expect(standIn.log.allSatisfy { !$0.contains("--disable-sandbox") })
    }

    @Test("The cache keeps what the checker reads of dump-package, and reads back the same")
    func compactCache() async throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        // A scratch folder of its own: the running `swift test` holds the package's .build.
        let scratch = try TemporaryFolder(prefix: "dump")
        defer { scratch.remove() }
        let dumped = try await ChildProcess.run([
            "timeout", "120", "swift", "package", "--package-path", root.path, "--scratch-path", scratch.path,
            "dump-package",
        ])
        try #require(dumped.status == 0, "\(dumped)")
        let original = try ManifestDump(json: Array(dumped.standardOutput.utf8), origin: "dump-package")
        let compact = original.compactJSON
        let reread = try ManifestDump(json: compact, origin: "cache")
        #expect(reread.compactJSON == compact)
        #expect(
            compact.count < dumped.standardOutput.utf8.count,
            "\(compact.count) of \(dumped.standardOutput.utf8.count) bytes")
        #expect(reread.name == original.name && reread.toolsVersion == original.toolsVersion)
        #expect(reread.exportedTargets == original.exportedTargets && !original.exportedTargets.isEmpty)
        #expect(reread.targets.map(\.name) == original.targets.map(\.name))
        #expect(reread.targets.map(\.type) == original.targets.map(\.type))
        #expect(reread.targets.map(\.path) == original.targets.map(\.path))
        #expect(reread.targets.map { $0.dependencies.count } == original.targets.map { $0.dependencies.count })
    }
}
