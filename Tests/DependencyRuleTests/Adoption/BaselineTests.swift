import DependencyRule
import Foundation
import Testing

@Suite(
    "Baselines: adopt the checker on a package with violations, and let the baseline only shrink",
    .initAcceptsEveryFixture)
struct BaselineTests {
    /// UseCases imports InterfaceAdapters, undeclared, three times in two files.
    func fixture() throws -> FixturePackage {
        try FixturePackage(
            targets: """
                        .target(name: "Entities"),
                        .target(name: "UseCases", dependencies: ["Entities"]),
                        .target(name: "InterfaceAdapters", dependencies: ["Entities"]),
                        .target(name: "FrameworksAndDrivers", dependencies: ["Entities"]),
                """,
            files: [
                "Sources/Entities/Team.swift": "public struct Team {}\n",
                "Sources/UseCases/Register.swift": "import Entities\nimport InterfaceAdapters\n",
                "Sources/UseCases/List.swift": "import InterfaceAdapters\nimport InterfaceAdapters\n",
                "Sources/InterfaceAdapters/Presenter.swift": "import Entities\n",
                "Sources/FrameworksAndDrivers/Main.swift": "import Entities\n",
            ])
    }

    func update(
        _ package: FixturePackage, _ file: String = "baseline.json", environment: [String: String] = [:]
    ) async
        -> FixturePackage.Run
    {
        await package.run("check", ["--update-baseline", file], environment: environment)
    }

    @Test("--update-baseline records every violation by rule, target, file and module, sorted, one per line")
    func writes() async throws {
        let package = try fixture()
        defer { package.remove() }
        #expect(await package.check().status == 1)
        let run = await update(package)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.errors.contains("wrote 4 entries (6 violations) to baseline.json"), "\(run.errors)")
        #expect(run.output.hasSuffix("0 errors, 0 warnings; 6 in the baseline\n"), "\(run.output)")
        let text = try #require(package.read("baseline.json"))
        #expect(
            text == """
                {
                  "version": 1,
                  "violations": [
                    {"rule": "outward-dependency", "target": "UseCases", "file": "Sources/UseCases/List.swift", "module": "InterfaceAdapters", "count": 2},
                    {"rule": "undeclared-import", "target": "UseCases", "file": "Sources/UseCases/List.swift", "module": "InterfaceAdapters", "count": 2},
                    {"rule": "outward-dependency", "target": "UseCases", "file": "Sources/UseCases/Register.swift", "module": "InterfaceAdapters", "count": 1},
                    {"rule": "undeclared-import", "target": "UseCases", "file": "Sources/UseCases/Register.swift", "module": "InterfaceAdapters", "count": 1}
                  ]
                }

                """)
        // Stable: a second update writes the same bytes.
        #expect(await update(package).status == 0)
        #expect(package.read("baseline.json") == text)
    }

    @Test("With --baseline recorded violations pass, moved code still matches, and a new violation fails alone")
    func applies() async throws {
        let package = try fixture()
        defer { package.remove() }
        #expect(await update(package).status == 0)
        #expect(await package.run("check", "--baseline", "baseline.json").status == 0)

        try package.write(
            "// moved down\n\nimport Entities\n\n\nimport InterfaceAdapters\n", to: "Sources/UseCases/Register.swift")
        let moved = await package.check("--baseline", "baseline.json")
        #expect(moved.status == 0, "lines are not part of the key: \(moved.output)")

        try package.write("import FrameworksAndDrivers\n", to: "Sources/UseCases/New.swift")
        let added = await package.check("--baseline", "baseline.json")
        #expect(added.status == 1)
        #expect(added.findings == ["outward-dependency Sources/UseCases/New.swift:1:1"], "\(added.output)")
        #expect(added.notes == ["undeclared-import Sources/UseCases/New.swift:1:1"], "\(added.output)")

        // One more import of a recorded key exceeds its count: the extra one fails.
        try package.write(
            "import InterfaceAdapters\nimport InterfaceAdapters\nimport InterfaceAdapters\n",
            to: "Sources/UseCases/List.swift")
        try FileManager.default.removeItem(at: package.root.appendingPathComponent("Sources/UseCases/New.swift"))
        let extra = await package.check("--baseline", "baseline.json")
        #expect(extra.findings == ["outward-dependency Sources/UseCases/List.swift:3:1"], "\(extra.output)")
        #expect(extra.notes == ["undeclared-import Sources/UseCases/List.swift:3:1"], "\(extra.output)")
    }

    @Test("Fixed violations leave stale entries: reported at their line in the baseline, and failed by --strict")
    func stale() async throws {
        let package = try fixture()
        defer { package.remove() }
        #expect(await update(package).status == 0)
        try package.write("import Entities\n", to: "Sources/UseCases/Register.swift")
        try package.write("import InterfaceAdapters\n", to: "Sources/UseCases/List.swift")
        let run = await package.check("--baseline", "baseline.json")
        #expect(run.status == 0, "stale entries are warnings")
        #expect(
            run.findings == [
                "stale-baseline baseline.json:4:5", "stale-baseline baseline.json:5:5",
                "stale-baseline baseline.json:6:5",
                "stale-baseline baseline.json:7:5",
            ], "\(run.output)")
        let messages = run.diagnostics.compactMap { $0["message"] as? String }
        #expect(messages[0].contains("records 2 violations but 1 remain: lower its \"count\" to 1"))
        #expect(messages[2].contains("matches no violation any more: remove it"))
        #expect(await package.check("--baseline", "baseline.json", "--strict").status == 1)
        // Given by an absolute path or from elsewhere, the baseline is still named relative to the package.
        let elsewhere = await package.run(
            "check", ["--baseline", package.root.appendingPathComponent("baseline.json").path, "--format", "json"],
            environment: [:])
        #expect(elsewhere.findings.first == "stale-baseline baseline.json:4:5", "\(elsewhere.output)")

        #expect(await update(package).status == 0, "rewriting shrinks it")
        #expect(await package.run("check", "--baseline", "baseline.json", "--strict").status == 0)
        #expect(package.read("baseline.json")?.components(separatedBy: "\"count\"").count == 3)
    }

    @Test("--update-baseline refuses to run when CI is set, and writes nothing")
    func refusesInCI() async throws {
        let package = try fixture()
        defer { package.remove() }
        let run = await update(package, environment: ["CI": "true"])
        #expect(run.status == 2)
        #expect(
            run.errors.contains("baseline.json: error: refusing to rewrite the baseline because CI is set"),
            "\(run.errors)")
        #expect(package.read("baseline.json") == nil)
        #expect(await update(package, environment: ["CI": ""]).status == 0, "an empty CI is not set")
    }

    @Test("A baseline that is missing or malformed stops the check with exit 2 and says where")
    func malformed() async throws {
        let package = try fixture()
        defer { package.remove() }
        let missing = await package.run("check", "--baseline", "none.json")
        #expect(missing.status == 2)
        #expect(missing.errors.contains("none.json: error: cannot read the baseline"), "\(missing.errors)")
        let cases: [(String, String)] = [
            ("{\"version\": 1, \"violations\": [}", "b.json:1:31: error:"),
            ("{\"version\": 2, \"violations\": []}", "needs \"version\": 1"),
            ("{\"violations\": []}", "needs \"version\": 1"),
            (
                "{\"version\": 1, \"violations\": [{\"rule\": \"no-such-rule\", \"target\": \"A\", \"file\": \"f\"}]}",
                "b.json:1:40: error: unknown rule 'no-such-rule' in the baseline"
            ),
            (
                "{\"version\": 1, \"violations\": [{\"rule\": \"stale-baseline\", \"target\": \"A\", \"file\": \"f\"}]}",
                "unknown rule 'stale-baseline'"
            ),
            (
                "{\"version\": 1, \"violations\": [{\"rule\": \"outward-dependency\", \"file\": \"f\"}]}",
                "needs \"target\""
            ),
            (
                "{\"version\": 1, \"violations\": [{\"rule\": \"outward-dependency\", \"target\": \"A\", \"file\": \"f\", \"count\": 0}]}",
                "\"count\" must be a whole number of 1 or more"
            ),
            (
                "{\"version\": 1, \"violations\": [{\"rule\": \"outward-dependency\", \"target\": \"A\", \"file\": \"f\", \"line\": 3}]}",
                "unknown key 'line' in a baseline entry"
            ),
            (
                "{\"version\": 1, \"violations\": [{\"rule\": \"outward-dependency\", \"target\": \"A\", \"file\": \"f\"}, {\"rule\": \"outward-dependency\", \"target\": \"A\", \"file\": \"f\"}]}",
                "in the baseline twice"
            ),
            ("{\"version\": 1, \"violations\": {}}", "\"violations\" must be an array, not an object"),
            ("{\"version\": 1, \"violations\": [3]}", "a baseline entry must be an object, not a number"),
            (
                "{\"version\": 1, \"violations\": [{\"rule\": \"outward-dependency\", \"target\": 7, \"file\": \"f\"}]}",
                "\"target\" must be a string, not a number"
            ),
            (
                "{\"version\": 1, \"violations\": [{\"rule\": \"outward-dependency\", \"target\": \"A\", \"file\": \"f\", \"count\": 1.5}]}",
                "\"count\" must be a whole number of 1 or more"
            ),
            (
                "{\"version\": 1, \"violations\": [{\"rule\": \"outward-dependency\", \"target\": \"A\", \"target\": \"B\", \"file\": \"f\"}]}",
                "b.json:1:77: error: duplicate key 'target'"
            ),
        ]
        for (text, expected) in cases {
            try package.write(text, to: "b.json")
            let run = await package.run("check", "--baseline", "b.json")
            #expect(run.status == 2, "\(text)")
            #expect(run.errors.contains(expected), "\(text): \(run.errors)")
            #expect(run.output.isEmpty)
        }
        let both = await package.run("check", "--baseline", "a.json", "--update-baseline", "b.json")
        #expect(both.status == 2)
        #expect(both.errors.contains("not both"))
    }

    @Test("--update-baseline writes nothing when the run fails with exit 2, and an unwritable baseline is exit 2")
    func updateFailures() async throws {
        let package = try fixture()
        defer { package.remove() }
        let unwritableReport = await package.run(
            "check", ["--update-baseline", "baseline.json", "--output", "/proc/self/cannot/report.txt"],
            environment: [:])
        #expect(unwritableReport.status == 2)
        #expect(package.read("baseline.json") == nil, "the report is written first; its failure leaves no baseline")
        let unwritable = await package.run(
            "check", ["--update-baseline", "/proc/self/cannot/b.json"], environment: [:])
        #expect(unwritable.status == 2)
        #expect(unwritable.errors.contains("error: cannot"), "\(unwritable.errors)")
        #expect(!unwritable.errors.contains("wrote"))
    }

    @Test("Markdown under a baseline: the verdict follows --strict, and the graph shows only what remains")
    func markdownWithBaseline() async throws {
        let package = try fixture()
        defer { package.remove() }
        #expect(await update(package).status == 0)
        let clean = await package.run("check", "--baseline", "baseline.json", "--format", "markdown")
        #expect(clean.output.contains("✅") && !clean.output.contains("-.->"), "\(clean.output)")
        try package.write("import Entities\n", to: "Sources/UseCases/Register.swift")
        let stale = await package.run("check", "--baseline", "baseline.json", "--format", "markdown")
        #expect(stale.status == 0 && stale.output.contains("⚠️"))
        let strict = await package.run("check", "--baseline", "baseline.json", "--format", "markdown", "--strict")
        #expect(strict.status == 1 && strict.output.contains("❌"), "\(strict.output)")
    }
}
