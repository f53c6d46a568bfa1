import DependencyRule
import Foundation
import Testing

@Suite("Configuration: JSON with comments, and errors that name the file and the place", .initAcceptsEveryFixture)
struct ConfigurationTests {
    func parse(_ text: String) throws(CheckError) -> Configuration {
        try Configuration.parse(Array(text.utf8), file: "dependency-rules.json")
    }

    @Test("A full configuration, with comments and trailing commas")
    func full() async throws {
        let configuration = try parse(
            """
            // The layers, innermost first.
            {
              "layers": [
                { "name": "Entities", "targets": ["Entities"], "allowedImports": [] }, /* none */
                { "name": "Outer", "targets": ["Infra*", "App"], },
              ],
              "testSupport": ["Fakes"],
              "unlayered": ["Tool?"],
            }
            """)
        #expect(configuration.layers.map(\.name) == ["Entities", "Outer"])
        #expect(configuration.layers[0].allowedImports == [])
        #expect(configuration.layers[1].allowedImports == nil)
        #expect(configuration.layers[1].targets.map(\.text) == ["Infra*", "App"])
        #expect(configuration.testSupport.map(\.text) == ["Fakes"])
        #expect(configuration.unlayered.map(\.text) == ["Tool?"])
        #expect(configuration.independent.isEmpty && configuration.rules.isEmpty)
    }

    @Test("\"independent\" patterns and \"rules\" severities")
    func independentAndRules() throws {
        let configuration = try parse(
            """
            {
              "layers": [{ "name": "All", "targets": ["*"] }],
              "independent": ["*Feature", "*Client"],
              "rules": { "unused-dependency": "error", "implicit-import": "off", "unassigned-target": "warning" }
            }
            """)
        #expect(configuration.independent.map(\.name) == ["*Feature", "*Client"])
        #expect(
            configuration.rules == [.unusedDependency: .error, .implicitImport: .off, .unassignedTarget: .warning])
    }

    @Test("\"strict\": true makes every check strict; it defaults to false")
    func strictKey() async throws {
        #expect(try parse(#"{"layers": [{"name": "All", "targets": ["*"]}], "strict": true}"#).strict)
        #expect(try !parse(#"{"layers": [{"name": "All", "targets": ["*"]}]}"#).strict)
        // A warning (an unused dependency: the drivers stop importing Entities) fails the check
        // once the configuration says strict.
        var sources = FixturePackage.cleanSources
        sources["Sources/FrameworksAndDrivers/Main.swift"] =
            "import Foundation\nimport InterfaceAdapters\nimport UseCases\n"
        for (strict, status, severity) in [(false, Int32(0), "warning"), (true, Int32(1), "error")] {
            let package = try FixturePackage(
                targets: FixturePackage.fourLayers, files: sources,
                config: FixturePackage.fourLayersConfiguration(#""strict": \#(strict)"#))
            defer { package.remove() }
            let run = await package.run("check")
            #expect(run.status == status, "\(run)")
            #expect(run.output.contains("\(severity): [unused-dependency]"), "\(run)")
        }
    }

    @Test(
        "Every mistake is an error naming the file, the line, the column and the problem",
        arguments: [
            (
                "{ \"layers\": [], \"layer\": [] }",
                "dependency-rules.json:1:17: error: unknown key 'layer' in the configuration"
            ),
            (
                "{ \"layers\": [ { \"name\": \"A\", \"targets\": [\"A\"], \"allowed\": [] } ] }",
                "1:48: error: unknown key 'allowed' in a layer"
            ),
            ("{ \"testSupport\": [] }", "1:1: error: the configuration needs \"layers\""),
            ("{ \"layers\": [], \"strict\": \"yes\" }", "1:27: error: \"strict\" must be true or false, not a string"),
            ("{ \"layers\": {} }", "1:13: error: \"layers\" must be an array, not an object"),
            ("{ \"layers\": [ { \"targets\": [] } ] }", "1:15: error: a layer needs a \"name\""),
            ("{ \"layers\": [ { \"name\": \"A\" } ] }", "error: layer 'A' needs \"targets\""),
            (
                "{ \"layers\": [ { \"name\": \"A\", \"targets\": \"A\" } ] }",
                "\"targets\" of layer 'A' must be an array, not a string"
            ),
            ("{ \"layers\": [ { \"name\": \"A\", \"targets\": [1] } ] }", "must be a string, not a number"),
            (
                "{ \"layers\": [ { \"name\": \"A\", \"targets\": [\"\"] } ] }",
                "an entry of \"targets\" of layer 'A' is empty"
            ),
            (
                "{ \"layers\": [ {\"name\": \"A\", \"targets\": [\"A\"]}, {\"name\": \"A\", \"targets\": [\"B\"]} ] }",
                "layer 'A' is declared twice"
            ),
            ("{ \"layers\": [], \"layers\": [] }", "1:17: error: duplicate key 'layers'"),
            ("{ \"layers\": [ }", "1:15: error: unexpected character '}': expected a value"),
            ("{ \"layers\": [] ", "error: unexpected end of file: '}' is missing"),
            ("{ \"layers\": [] } x", "1:18: error: unexpected text after the JSON value"),
            ("{\n  \"layers\": [\n    nope\n  ]\n}", "3:5: error: unexpected word: expected a value"),
            (
                "{ \"layers\": [] /* open",
                "1:16: error: unexpected end of file: the comment opened here is not closed with '*/'"
            ),
            ("[]", "the configuration must be an object, not an array"),
            (
                "{ \"layers\": [], \"rules\": { \"no-such-rule\": \"off\" } }",
                "1:28: error: unknown rule 'no-such-rule' in \"rules\": expected one of outward-dependency, undeclared-import, implicit-import"
            ),
            (
                "{ \"layers\": [], \"rules\": { \"unused-dependency\": \"loud\" } }",
                "1:49: error: the severity of 'unused-dependency' must be \"error\", \"warning\" or \"off\", not 'loud'"
            ),
            (
                "{ \"layers\": [], \"rules\": { \"stale-baseline\": \"off\" } }",
                "1:28: error: 'stale-baseline' cannot be set in \"rules\": the rules about suppressions, baselines and the package's files keep their severity"
            ),
            (
                "{ \"layers\": [], \"rules\": [] }",
                "1:26: error: \"rules\" must be an object of rule ids and severities, not an array"
            ),
            (
                "{ \"layers\": [], \"rules\": { \"implicit-import\": 1 } }",
                "the severity of 'implicit-import' must be a string, not a number"
            ),
            (
                "{ \"layers\": [], \"independent\": \"*Feature\" }",
                "1:32: error: \"independent\" must be an array, not a string"
            ),
            ("", "unexpected end of file: a value is missing"),
            // Nothing to check is never a pass.
            (
                "{ \"layers\": [] }",
                "dependency-rules.json:1:13: error: \"layers\" is empty: with no layer nothing is checked; list the layers, innermost first"
            ),
            (
                "{ \"layers\": [ { \"name\": \"A\", \"targets\": [] } ] }",
                "dependency-rules.json:1:41: error: \"targets\" of layer 'A' is empty: a layer with no target checks nothing; name its targets, or remove the layer"
            ),
        ])
    func mistakes(text: String, expected: String) async {
        do {
            _ = try parse(text)
            Issue.record("accepted: \(text)")
        } catch {
            #expect(error.description.hasPrefix("dependency-rules.json:"), "\(error)")
            #expect(error.description.contains(expected), "\(error)")
        }
    }

    @Test("JSON strings: escapes and Unicode")
    func strings() async throws {
        let configuration = try parse(
            #"{"layers": [{"name": "Caf\u00e9 \ud83d\ude00 \"q\" \\ \n", "targets": ["A"]}]}"#)
        #expect(configuration.layers.first?.name == "Café 😀 \"q\" \\ \n")
    }

    @Test("Deep nesting is refused, not a crash")
    func deepNesting() async {
        let text = String(repeating: "[", count: 10_000)
        #expect(throws: CheckError.self) { try parse(text) }
    }

    @Test(
        "Globs: * for any run of characters, ? for one",
        arguments: [
            ("Infra*", "Infrastructure", true), ("Infra*", "Infra", true), ("Infra*", "MyInfra", false),
            ("*Tests", "CoreTests", true), ("*Tests", "CoreTestsX", false), ("C?re", "Core", true),
            ("C?re", "Cre", false),
            ("*a*b*", "xaybz", true), ("*a*b*", "xbya", false), ("Exact", "Exact", true), ("Exact", "exact", false),
            ("*", "", true), ("a*a*a*a*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", false),
        ])
    func globs(pattern: String, name: String, matches: Bool) async {
        #expect(TargetPattern(pattern).matches(name) == matches)
    }

    @Test("Against a package: a layer pattern matching no target, or a target claimed twice, is an error")
    func architectureErrors() async throws {
        let package = try FixturePackage(targets: FixturePackage.fourLayers, files: FixturePackage.cleanSources)
        defer { package.remove() }
        try package.write(
            #"{"layers": [{"name": "Entities", "targets": ["Entities", "Entitys"]}]}"#, to: "dependency-rules.json")
        var run = await package.check()
        #expect(run.status == 2)
        #expect(
            run.errors.hasPrefix("dependency-rules.json:1:58: error: layer 'Entities': no target matches 'Entitys'"))

        try package.write(
            #"{"layers": [{"name": "A", "targets": ["Entities"]}, {"name": "B", "targets": ["Ent*"]}]}"#,
            to: "dependency-rules.json")
        run = await package.check()
        #expect(run.status == 2)
        #expect(run.errors.contains("target 'Entities' is claimed by both layer 'A' and layer 'B'"))

        try package.write(
            #"{"layers": [{"name": "All", "targets": ["*"]}], "independent": ["*Feature"]}"#,
            to: "dependency-rules.json")
        run = await package.check()
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("dependency-rules.json:1:65: error: independent: no target matches '*Feature'"))

        try package.write(
            #"{"layers": [{"name": "All", "targets": ["*"]}],\#n "rules": {"implicit-imports": "error"}}"#,
            to: "dependency-rules.json")
        run = await package.check()
        #expect(run.status == 2)
        #expect(
            run.errors.hasPrefix(
                "dependency-rules.json:2:12: error: unknown rule 'implicit-imports' in \"rules\": expected one of outward-dependency,"
            ), "\(run.errors)")
        #expect(run.output.isEmpty)

        try package.write("{ not json", to: "dependency-rules.json")
        run = await package.check()
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("dependency-rules.json:1:3: error:"))
        #expect(run.output.isEmpty)
    }

    @Test("--config names another file; a missing one is an error")
    func explicitFile() async throws {
        let package = try FixturePackage(targets: FixturePackage.fourLayers, files: FixturePackage.cleanSources)
        defer { package.remove() }
        try package.write(#"{"layers": [{"name": "All", "targets": ["*"], "allowedImports": []}]}"#, to: "strict.json")
        let run = await package.check("--config", "strict.json")
        #expect(run.status == 1)
        #expect(run.findings.allSatisfy { $0.hasPrefix("forbidden-import") })
        #expect(
            await package.check("--config", "missing.json").errors.contains(
                "missing.json: error: no such configuration file")
        )
    }
}
