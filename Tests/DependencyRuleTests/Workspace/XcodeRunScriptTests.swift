import Foundation
import ProcessSpawning
import TestSupport
import Testing

/// The Run Script phase Docs/CI.md gives Xcode users, run exactly as written, with the variables
/// Xcode sets, on a fixture app project and the built checker.
@Suite("Docs/CI.md's Run Script phase, run as Xcode runs it on an app project", .initAcceptsEveryFixture)
struct XcodeRunScriptTests {
    /// The phase's script: the first `sh` block under "In Xcode's build".
    static func script() throws -> String {
        let guide = try String(
            contentsOf: SelfCheckTests.repository.appendingPathComponent("Docs/CI.md"), encoding: .utf8)
        let section = try #require(guide.range(of: "### In Xcode's build"), "Docs/CI.md has no Xcode section")
        let rest = guide[section.upperBound...]
        let start = try #require(rest.range(of: "```sh\n"), "no sh block in the Xcode section")
        let end = try #require(rest[start.upperBound...].range(of: "```\n"))
        return String(rest[start.upperBound..<end.lowerBound])
    }

    /// Runs the script, from a file, with `/bin/sh` in `app`'s folder, as Xcode does.
    static func run(
        _ script: String, on app: WorkspaceFixture, derived: URL, path: String
    ) async throws
        -> ChildProcess.Outcome
    {
        try app.write(script, to: "Script.sh")
        return try await ChildProcess.run(
            ["/bin/sh", "-c", #"cd "$SRCROOT" && exec /bin/sh Script.sh"#],
            environment: [
                "SRCROOT": app.root.path, "DERIVED_FILE_DIR": derived.path, "PATH": path,
                "HOME": NSTemporaryDirectory(),
            ])
    }

    @Test("Clean: exit 0, silent, the stamp written; an outward name: exit 1, Xcode's error line, no stamp")
    func phase() async throws {
        let script = try Self.script()
        let folder = try #require(BuildProducts.directory(containing: "dependency-rule"), "dependency-rule not built")
        let path = folder.path + ":/usr/bin:/bin"
        let app = try XcodeFolderLayersTests.app(synchronized: true)
        defer { app.remove() }
        let derived = app.root.appendingPathComponent("DerivedData/App.build/DerivedSources")
        let stamp = derived.appendingPathComponent("dependency-rule.stamp").path

        let clean = try await Self.run(script, on: app, derived: derived, path: path)
        #expect(clean.status == 0 && clean.standardOutput.isEmpty && clean.standardError.isEmpty, "\(clean)")
        #expect(FileManager.default.fileExists(atPath: stamp))

        try app.write(
            "struct User {\n    let name: String\n    let presenter: UserPresenter\n}\n", to: "App/Entities/User.swift")
        let broken = try await Self.run(script, on: app, derived: derived, path: path)
        #expect(broken.status == 1, "\(broken)")
        let root = app.root.path
        #expect(
            broken.standardOutput.split(separator: "\n").first
                == "\(root)/App/Entities/User.swift:3:20: error: [outward-reference] this file (layer Entities) names 'UserPresenter' (InterfaceAdapters, App/InterfaceAdapters/Presenters/UserPresenter.swift:1), a declaration of an outer layer: names must point inward. Declare what it needs as a protocol in Entities that InterfaceAdapters implements"[
                    ...],
            "\(broken)")
        #expect(!FileManager.default.fileExists(atPath: stamp))
    }

    /// Whether a checker is installed where the script looks after `PATH`.
    static let installed = ["/usr/local/bin", "/opt/homebrew/bin"].contains {
        FileManager.default.fileExists(atPath: $0 + "/dependency-rule")
    }

    @Test(
        "Without the checker installed: exit 1, and an error line that says how to install it",
        .disabled(if: installed, "a dependency-rule is installed on this machine"))
    func notInstalled() async throws {
        let script = try Self.script()
        let app = try XcodeFolderLayersTests.app(synchronized: true)
        defer { app.remove() }
        let derived = app.root.appendingPathComponent("Derived")
        let run = try await Self.run(script, on: app, derived: derived, path: "/usr/bin:/bin")
        #expect(run.status == 1, "\(run)")
        #expect(
            run.standardOutput == "error: dependency-rule not found: run 'make install' in CleanArchitectureKit\n",
            "\(run)")
    }
}
