import ArgumentReading
import DependencyRule
import Foundation
import ProcessSpawning
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("The dependency-rule command line", .initAcceptsEveryFixture)
struct CommandLineTests {
    func run(_ arguments: String...) async -> FixturePackage.Run {
        await runChecker(arguments)
    }

    @Test("--help for the tool and each subcommand, and --version, exit 0")
    func help() async {
        for arguments in [
            ["--help"], ["-h"], ["help"], [], ["check", "--help"], ["imports", "-h"], ["help", "check"],
            ["graph", "--help"], ["help", "graph"], ["init", "--help"], ["help", "init"], ["fix", "--help"],
            ["help", "fix"],
        ] {
            let run = await runChecker(arguments)
            #expect(run.status == 0, "\(arguments)")
            #expect(run.output.contains("USAGE: dependency-rule"), "\(arguments)")
        }
        let checkHelp = await run("check", "--help").output
        for rule in RuleID.allCases {
            #expect(checkHelp.contains("  \(rule.rawValue) "), "check --help lists \(rule.rawValue)")
        }
        for format in ["text", "json", "sarif", "github", "junit", "markdown"] {
            #expect(checkHelp.contains("  \(format) "), "check --help explains --format \(format)")
        }
        #expect(await run("--version").output == "dependency-rule \(DependencyRuleCommand.version)\n")
    }

    @Test(
        "Usage errors exit 2 with a message",
        arguments: [
            (["lint"], "unknown command 'lint': use check, graph, imports, references, init or fix"),
            (
                ["check", "--format", "xml"],
                "--format must be text, json, sarif, github, junit or markdown, not 'xml'"
            ),
            (["imports", "--format", "github"], "--format must be text or json, not 'github'"),
            (["imports", "--output", "x.txt"], "unknown option '--output' for 'imports'"),
            (["check", "--package-path"], "--package-path needs a value"),
            (["check", "--bogus"], "unknown option '--bogus' for 'check'"),
            (["imports", "--strict"], "unknown option '--strict' for 'imports'"),
            (["check", "--strict=yes"], "--strict takes no value"),
            (
                ["references", "--index-store", "store", "--index-prefix-map", "/old"],
                "--index-prefix-map must be OLD=NEW (two paths), not '/old'"
            ),
        ])
    func usage(arguments: [String], message: String) async {
        let run = await runChecker(arguments)
        #expect(run.status == 2)
        let help = arguments == ["lint"] ? "dependency-rule --help" : "dependency-rule \(arguments[0]) --help"
        #expect(run.errors == "dependency-rule: error: \(message)\nRun '\(help)' for usage.\n", "\(run.errors)")
        #expect(run.output.isEmpty)
    }

    @Test("Text output is compiler style with paths relative to the package, then a summary")
    func textFormat() async throws {
        var sources = FixturePackage.cleanSources
        sources["Sources/Entities/Team.swift"] = "import UseCases\n"
        let package = try FixturePackage(targets: FixturePackage.fourLayers, files: sources)
        defer { package.remove() }
        let run = await package.run("check")
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n").map(String.init)
        // Entities importing UseCases: one mistake, one error (outward); the cycle it closes with
        // UseCases → Entities and its being undeclared are its notes.
        #expect(lines.count == 4)
        #expect(
            lines[0].hasPrefix(
                "Sources/Entities/Team.swift:1:1: error: [outward-dependency] 'Entities' (layer Entities) imports 'UseCases' (layer UseCases)"
            ))
        #expect(
            lines[1].hasPrefix(
                "Sources/Entities/Team.swift:1:1: note: [dependency-cycle] targets depend on each other in a cycle: Entities → UseCases → Entities"
            ))
        #expect(
            lines[2].hasPrefix(
                "Sources/Entities/Team.swift:1:1: note: [undeclared-import] 'Entities' imports 'UseCases', which it neither declares nor reaches"
            ))
        #expect(lines[3] == "dependency-rule: Fixture: 4 targets, 4 files, 9 imports analysed; 1 error, 0 warnings")
    }

    @Test(
        "--target reports only that target's findings; --stamp is written after a passing check, removed after a failing one, with absolute paths and no summary when quiet"
    )
    func targetAndStamp() async throws {
        var sources = FixturePackage.cleanSources
        sources["Sources/Entities/Team.swift"] = "import UseCases\n"
        let package = try FixturePackage(targets: FixturePackage.fourLayers, files: sources)
        defer { package.remove() }
        let stamp = package.root.appendingPathComponent(".build/stamps/EntitiesChecked.swift").path

        let entities = await package.run("check", "--target", "Entities", "--stamp", stamp)
        #expect(entities.status == 1, "\(entities)")
        let lines = entities.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(lines)")
        #expect(lines[0].hasPrefix(package.root.path + "/Sources/Entities/Team.swift:1:1: error: "), "\(lines)")
        #expect(
            lines.dropFirst().dropLast().allSatisfy {
                $0.hasPrefix(package.root.path + "/Sources/Entities/Team.swift:1:1: note: ")
            },
            "\(lines)")
        #expect(!FileManager.default.fileExists(atPath: stamp))

        // UseCases has nothing of its own to report: it passes quietly and writes the stamp.
        let useCases = await package.run("check", "--target", "UseCases", "--stamp", stamp)
        #expect(useCases.status == 0 && useCases.output.isEmpty && useCases.errors.isEmpty, "\(useCases)")
        let written = try String(contentsOfFile: stamp, encoding: .utf8)
        #expect(written == "// dependency-rule check passed: UseCases\n")

        // Entities again: the failing check takes the stamp away.
        #expect(await package.run("check", "--target", "Entities", "--stamp", stamp).status == 1)
        #expect(!FileManager.default.fileExists(atPath: stamp))

        // Without --stamp, a selected target keeps relative paths and the summary.
        let plain = await package.run("check", "--target", "Entities", "--target", "UseCases")
        #expect(plain.status == 1)
        #expect(plain.output.hasPrefix("Sources/Entities/Team.swift:1:1: error: "), "\(plain)")
        #expect(plain.output.hasSuffix("1 error, 0 warnings\n"), "\(plain)")

        // A check that stops early (exit 2) leaves no stamp either.
        #expect(await package.run("check", "--target", "UseCases", "--stamp", stamp).status == 0)
        #expect(FileManager.default.fileExists(atPath: stamp))
        let unknown = await package.run("check", "--target", "Nope", "--stamp", stamp)
        #expect(!FileManager.default.fileExists(atPath: stamp), "a stopped check leaves no stamp")
        #expect(unknown.status == 2)
        #expect(unknown.errors.contains("error: --target: the package has no target 'Nope'"), "\(unknown)")
        #expect(unknown.output.isEmpty)
    }

    @Test("JSON output: version 2 with the summary and every field of every diagnostic, notes included")
    func jsonFormat() async throws {
        var sources = FixturePackage.cleanSources
        sources["Sources/Entities/Team.swift"] = "import UseCases\n"
        let package = try FixturePackage(targets: FixturePackage.fourLayers, files: sources)
        defer { package.remove() }
        let run = await package.check()
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(document["version"] as? Int == 2)
        #expect(document["package"] as? String == "Fixture")
        let summary = try #require(document["summary"] as? [String: Int])
        #expect(
            summary == [
                "targets": 4, "files": 4, "imports": 9, "errors": 1, "warnings": 0, "suppressed": 0, "baselined": 0,
                "excludedMembers": 0, "excludedTargets": 0, "excludedFiles": 0,
            ])
        let first = try #require(run.diagnostics.first)
        #expect(
            Set(first.keys) == ["rule", "severity", "message", "file", "line", "column", "target", "module", "notes"])
        #expect(first["severity"] as? String == "error")
        #expect(run.diagnostics.map { $0["rule"] as? String } == ["outward-dependency"])
        #expect(first["line"] as? Int == 1 && first["column"] as? Int == 1)
        #expect(first["target"] as? String == "Entities" && first["module"] as? String == "UseCases")
        let notes = try #require(first["notes"] as? [[String: Any]])
        #expect(notes.map { $0["rule"] as? String } == ["dependency-cycle", "undeclared-import"])
        #expect(Set(notes[0].keys) == ["rule", "message", "file", "line", "column"])
        #expect(notes.allSatisfy { $0["file"] as? String == "Sources/Entities/Team.swift" && $0["line"] as? Int == 1 })
    }

    @Test("The built executable exits with the documented statuses")
    func executable() async throws {
        let folder = try #require(BuildProducts.directory(containing: "dependency-rule"), "dependency-rule not built")
        let binary = folder.appendingPathComponent("dependency-rule").path
        #expect(try await ChildProcess.run([binary, "--version"]).status == 0)
        #expect(try await ChildProcess.run([binary, "frobnicate"]).status == 2)
        var sources = FixturePackage.cleanSources
        sources["Sources/Entities/Team.swift"] = "import UseCases\n"
        let package = try FixturePackage(targets: FixturePackage.fourLayers, files: sources)
        defer { package.remove() }
        let outcome = try await ChildProcess.run([binary, "check", "--package-path", package.root.path])
        #expect(outcome.status == 1)
        #expect(outcome.standardOutput.contains("error: [outward-dependency]"))
    }

    @Test("A SwiftPM holding the package's build lock does not make the check wait")
    func buildLockHeld() async throws {
        let folder = try #require(BuildProducts.directory(containing: "dependency-rule"), "dependency-rule not built")
        let package = try FixturePackage(targets: FixturePackage.fourLayers, files: FixturePackage.cleanSources)
        defer { package.remove() }
        // SwiftPM locks `<temporary folder>/<scratch path, / as _>.lock`, in `$TMPDIR`, else /tmp.
        // First prove that this is the lock it takes: a SwiftPM command on the package leaves that
        // file behind. Were SwiftPM to move its lock, this fails rather than the test passing
        // without testing anything.
        let temporary = ProcessInfo.processInfo.environment["TMPDIR"].map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        let lockPath = (temporary ?? "/tmp/") + (package.root.path + "/.build").replacing("/", with: "_") + ".lock"
        defer { unlink(lockPath) }
        try #require(!FileManager.default.fileExists(atPath: lockPath))
        let described = try await ChildProcess.run([
            "swift", "package", "--package-path", package.root.path, "describe",
        ])
        try #require(described.status == 0, "\(described)")
        try #require(FileManager.default.fileExists(atPath: lockPath), "SwiftPM's lock is no longer \(lockPath)")
        // Then hold it as a running build would.
        let descriptor = open(lockPath, O_RDWR | O_CREAT, 0o644)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        try #require(flock(descriptor, LOCK_EX) == 0)
        let outcome = try await ChildProcess.run([
            "timeout", "60", folder.appendingPathComponent("dependency-rule").path, "check", "--package-path",
            package.root.path,
        ])
        #expect(outcome.status == 0, "\(outcome)")
    }
}

extension CommandLineTests {
    @Test("The commands are sound, and Docs/DependencyRule.md's option table is the one their specs draw")
    func optionTable() throws {
        #expect(DependencyRuleTool.tool.problems.isEmpty)
        let file = SelfCheckTests.repository.appendingPathComponent("Docs/DependencyRule.md")
        let document = try String(contentsOf: file, encoding: .utf8)
        let redrawn = OptionTable(tool: DependencyRuleTool.tool).redrawn(document)
        #expect(document.contains("<!-- BEGIN options: dependency-rule -->"))
        #expect(redrawn == document, "redraw the table in Docs/DependencyRule.md:\n\(redrawn)")
    }
}
