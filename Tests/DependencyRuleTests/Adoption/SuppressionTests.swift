import DependencyRule
import Foundation
import Testing

@Suite("Inline suppressions: // dependency-rule:allow RULE -- reason", .initAcceptsEveryFixture)
struct SuppressionTests {
    /// The four layers, with UseCases importing (and declaring) InterfaceAdapters: an outward
    /// dependency at the import and at the declaration.
    func fixture(useCases: String, declaration: String = "", declares: Bool = true) throws -> FixturePackage {
        try FixturePackage(
            targets: """
                        .target(name: "Entities"),
                        .target(name: "UseCases", dependencies: ["Entities"\(declares ? ", \"InterfaceAdapters\"" : "")]\(declaration)
                        ),
                        .target(name: "InterfaceAdapters", dependencies: ["Entities"]),
                """,
            files: [
                "Sources/Entities/Team.swift": "public struct Team {}\n",
                "Sources/UseCases/Register.swift": useCases,
                "Sources/InterfaceAdapters/Presenter.swift": "import Entities\n",
            ])
    }

    @Test("A comment after the import, or on the line above, suppresses exactly that diagnostic, and is counted")
    func suppresses() async throws {
        for source in [
            "import Entities\nimport InterfaceAdapters // dependency-rule:allow outward-dependency -- migrating, see #12\n",
            "import Entities\n  // dependency-rule:allow outward-dependency -- migrating, see #12\nimport InterfaceAdapters\n",
        ] {
            let package = try fixture(useCases: source)
            defer { package.remove() }
            let run = await package.check()
            #expect(run.findings.count == 1, "\(run.output)")
            #expect(run.findings.first?.hasPrefix("outward-dependency Package.swift:") == true, "the declaration stays")
            let summary = try #require(
                (try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])?["summary"]
                    as? [String: Any])
            #expect(summary["suppressed"] as? Int == 1)
            #expect(await package.run("check").output.contains("; 1 suppressed"))
        }
    }

    @Test("The declaration in Package.swift is suppressed the same way; then the check passes")
    func suppressesInTheManifest() async throws {
        let package = try fixture(
            useCases:
                "import Entities\nimport InterfaceAdapters // dependency-rule:allow outward-dependency -- migrating\n",
            declaration: ", // dependency-rule:allow outward-dependency -- migrating")
        defer { package.remove() }
        let run = await package.run("check")
        #expect(run.status == 0, "\(run.output)")
        #expect(run.output.hasSuffix("0 errors, 0 warnings; 2 suppressed\n"), "\(run.output)")
    }

    @Test("One comment may allow several rules; each rule it allows must be used")
    func severalRules() async throws {
        let package = try fixture(
            useCases:
                "import Entities\n// dependency-rule:allow outward-dependency, undeclared-import, forbidden-import -- spike\nimport InterfaceAdapters\n",
            declares: false)
        defer { package.remove() }
        let run = await package.check()
        #expect(run.findings == ["unused-suppression Sources/UseCases/Register.swift:2:1"], "\(run.output)")
        let message = run.diagnostics.first?["message"] as? String ?? ""
        #expect(
            message.contains("allows forbidden-import but no forbidden-import is reported on the next line (line 3)"))
        #expect(message.contains("remove 'forbidden-import' from it"))
        #expect(run.status == 0, "an unused suppression is a warning")
        #expect(await package.check("--strict").status == 1, "which --strict fails")
    }

    @Test("A suppression without a reason, naming an unknown rule, or of an unknown directive is an error")
    func invalid() async throws {
        let cases: [(comment: String, message: String)] = [
            ("// dependency-rule:allow outward-dependency", "gives no reason: say why after `--`"),
            ("// dependency-rule:allow outward-dependency --   ", "gives no reason"),
            ("// dependency-rule:allow outward-dependencies -- typo", "unknown rule 'outward-dependencies'"),
            ("// dependency-rule:allow -- no rule", "names no rule"),
            ("// dependency-rule:allow unused-suppression -- nope", "'unused-suppression' cannot be suppressed"),
            ("// dependency-rule:ignore outward-dependency -- x", "unknown directive 'dependency-rule:ignore'"),
            (
                "// dependency-rule:allowoutward-dependency -- x",
                "unknown directive 'dependency-rule:allowoutward-dependency'"
            ),
        ]
        for (comment, expected) in cases {
            let package = try fixture(useCases: "import Entities\n\(comment)\nimport InterfaceAdapters\n")
            defer { package.remove() }
            let run = await package.check()
            #expect(run.status == 1)
            let invalid = run.diagnostics.filter { $0["rule"] as? String == "invalid-suppression" }
            #expect(invalid.count == 1, "\(comment)")
            #expect(invalid.first?["line"] as? Int == 2 && invalid.first?["column"] as? Int == 1)
            #expect((invalid.first?["message"] as? String)?.contains(expected) == true, "\(comment): \(run.output)")
            #expect(run.findings.contains { $0.hasPrefix("outward-dependency Sources/UseCases/Register.swift:3") })
        }
    }

    @Test("Only real comments count, each applies to one line, and a suppression that matches nothing is reported")
    func placement() async throws {
        let package = try fixture(
            useCases: """
                import Entities // dependency-rule:allow outward-dependency -- wrong line
                import InterfaceAdapters
                let text = "// dependency-rule:allow outward-dependency -- in a string"
                /* dependency-rule:allow outward-dependency -- in a block comment */

                """)
        defer { package.remove() }
        let run = await package.check()
        #expect(
            run.findings.sorted() == [
                "outward-dependency " + package.location(of: "\"InterfaceAdapters\"", onLineContaining: "\"UseCases\""),
                "outward-dependency Sources/UseCases/Register.swift:2:1",
                "unused-suppression Sources/UseCases/Register.swift:1:17",
            ], "\(run.output)")
    }

    @Test("The lexer finds directive comments once, with their place, and only in line comments")
    func lexer() async {
        let result = ImportScanner.scan(
            """
            import A // dependency-rule:allow x -- y
               // dependency-rule:allow z -- w
            /// dependency-rule:allow doc -- ignored
            let s = "// dependency-rule:allow s -- ignored"
            // an ordinary comment mentioning dependency-rule:allow
            func f() async {
                // dependency-rule:allow inside -- braces
            }
            """)
        #expect(result.imports.map(\.module) == ["A"])
        #expect(
            result.directives == [
                DirectiveComment(text: "dependency-rule:allow x -- y", line: 1, column: 10, standsAlone: false),
                DirectiveComment(text: "dependency-rule:allow z -- w", line: 2, column: 4, standsAlone: true),
                DirectiveComment(text: "dependency-rule:allow inside -- braces", line: 7, column: 5, standsAlone: true),
            ])
        #expect(result.directives.map(\.subjectLine) == [1, 3, 8])
    }

    @Test("A suppression on a line where its rule reports two modules is ambiguous, and hides neither")
    func ambiguous() async throws {
        let package = try FixturePackage(
            targets: FixturePackage.fourLayers,
            files: FixturePackage.cleanSources.merging([
                "Sources/Entities/Team.swift":
                    "import UseCases; import InterfaceAdapters // dependency-rule:allow outward-dependency -- moving\n"
            ]) { $1 })
        defer { package.remove() }
        let run = await package.check()
        let invalid = run.diagnostics.filter { $0["rule"] as? String == "invalid-suppression" }
        #expect(invalid.count == 1)
        #expect(
            (invalid.first?["message"] as? String)?.contains(
                "ambiguous: outward-dependency is reported on this line for 'InterfaceAdapters' and 'UseCases'")
                == true,
            "\(run.output)")
        #expect(run.findings.filter { $0.hasPrefix("outward-dependency Sources") }.count == 2, "neither is hidden")
        #expect(
            (try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]).flatMap {
                ($0["summary"] as? [String: Any])?["suppressed"] as? Int
            } == 0)
    }

    @Test("A suppression on the first line of a file with a byte order mark stands alone")
    func byteOrderMark() async throws {
        let package = try fixture(
            useCases:
                "\u{FEFF}// dependency-rule:allow outward-dependency -- moving\nimport Entities; import InterfaceAdapters\n"
        )
        defer { package.remove() }
        let run = await package.check()
        #expect(run.findings.filter { $0.contains("Sources/UseCases") }.isEmpty, "\(run.output)")
    }

    @Test("Findings about comments in Package.swift belong to no target: null in JSON, a package suite in JUnit")
    func manifestFindings() async throws {
        // The package and a target share the name, as they often do.
        let package = try FixturePackage(
            targets: """
                        .target(name: "Entities"), // dependency-rule:allow outward-dependency -- nothing here
                        .target(name: "UseCases", dependencies: ["Entities"]), // dependency-rule:allow nonsense -- x
                """,
            files: [
                "Sources/Entities/Team.swift": "\n", "Sources/UseCases/Register.swift": "import Entities\n",
            ], name: "UseCases")
        defer { package.remove() }
        let run = await package.check()
        #expect(
            run.findings == [
                "unused-suppression " + package.location(of: "//", onLineContaining: "nothing here"),
                "invalid-suppression " + package.location(of: "//", onLineContaining: "nonsense"),
            ], "\(run.output)")
        #expect(run.diagnostics.allSatisfy { $0["target"] is NSNull })
        let junit = try JUnitDocument(await package.run("check", "--format", "junit").output)
        #expect(junit.suites.map(\.name) == ["Entities", "UseCases", "(package UseCases)"])
        #expect(junit.suites.first { $0.name == "UseCases" }?.failures == 0, "the target's suite stays clean")
        #expect(junit.suites.last?.cases.map(\.name) == ["invalid-suppression", "unused-suppression"])
    }
}
