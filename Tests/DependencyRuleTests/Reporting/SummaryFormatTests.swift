import Foundation
import Testing

@Suite("Report formats for CI: JUnit XML and the Markdown summary", .initAcceptsEveryFixture)
struct SummaryFormatTests {
    /// Four layers; UseCases imports InterfaceAdapters (undeclared) and declares Tool without using it.
    func fixture() throws -> FixturePackage {
        try FixturePackage(
            targets: """
                        .target(name: "Entities"),
                        .target(name: "UseCases", dependencies: ["Entities", "Tool"]),
                        .target(name: "InterfaceAdapters", dependencies: ["Entities"]),
                        .target(name: "Tool"),
                        .testTarget(name: "UseCasesTests", dependencies: ["UseCases"]),
                """,
            files: [
                "Sources/Entities/Team.swift": "\n",
                "Sources/UseCases/Register.swift": "import Entities\nimport InterfaceAdapters\n",
                "Sources/InterfaceAdapters/Presenter.swift": "import Entities\n",
                "Sources/Tool/Tool.swift": "\n",
                "Tests/UseCasesTests/T.swift": "import UseCases\n",
            ])
    }

    @Test(
        "JUnit: a suite per target, a case per rule checked for it, errors as failures, warnings failing only with --strict (as errors)"
    )
    func junit() async throws {
        let package = try fixture()
        defer { package.remove() }
        let json = await package.check()
        let run = await package.run("check", "--format", "junit")
        #expect(run.status == 1)
        let document = try JUnitDocument(run.output)
        #expect(document.suites.map(\.name) == ["Entities", "UseCases", "InterfaceAdapters", "Tool", "UseCasesTests"])
        let useCases = try #require(document.suites.first { $0.name == "UseCases" })
        #expect(
            useCases.cases.map(\.name) == [
                "outward-dependency", "undeclared-import", "implicit-import", "test-support-in-production",
                "dependency-cycle", "unused-dependency", "unassigned-target",
            ], "no forbidden-import: the standard layers allow every module")
        // One mistake, one failure: the import is outward, and its being undeclared is a note.
        #expect(useCases.cases.filter { $0.failureMessage != nil }.map(\.name) == ["outward-dependency"])
        #expect(useCases.failures == 1 && useCases.tests == 7)
        let tests = try #require(document.suites.first { $0.name == "UseCasesTests" })
        #expect(
            tests.cases.map(\.name) == [
                "undeclared-import", "implicit-import", "dependency-cycle", "unused-dependency",
            ])
        let tool = try #require(document.suites.first { $0.name == "Tool" })
        #expect(
            tool.cases.map(\.name) == [
                "undeclared-import", "implicit-import", "test-support-in-production", "dependency-cycle",
                "unused-dependency", "unassigned-target",
            ])
        let unused = try #require(useCases.cases.first { $0.name == "unused-dependency" })
        #expect(unused.failureMessage == nil && unused.systemOut.contains("[unused-dependency]"))
        // Every diagnostic of the JSON report is in the document, once.
        let carried = document.suites.flatMap(\.cases).map { $0.failureText + $0.systemOut }.joined()
        for diagnostic in json.diagnostics {
            #expect(carried.components(separatedBy: diagnostic["message"] as! String).count == 2)
            for note in diagnostic["notes"] as? [[String: Any]] ?? [] {
                #expect(carried.components(separatedBy: "note: [\(note["rule"]!)] \(note["message"]!)").count == 2)
            }
        }
        #expect(json.notes == ["undeclared-import Sources/UseCases/Register.swift:2:1"], "\(json.output)")
        #expect(document.rootTests == document.suites.reduce(0) { $0 + $1.cases.count })
        #expect(document.rootFailures == 1)

        let strict = try JUnitDocument(await package.run("check", "--format", "junit", "--strict").output)
        #expect(strict.rootFailures == 3, "the unused dependency and the unassigned target fail too")
    }

    @Test("Markdown: totals, one table row per diagnostic, and the same Mermaid graph as 'graph'")
    func markdown() async throws {
        let package = try fixture()
        defer { package.remove() }
        let json = await package.check()
        let run = await package.run("check", "--format", "markdown")
        #expect(run.status == 1)
        #expect(
            run.output.hasPrefix(
                "## dependency-rule: Fixture\n\n❌ 5 targets, 5 files, 4 imports analysed; 1 error, 2 warnings.\n"))
        let rows = run.output.split(separator: "\n").filter { $0.hasPrefix("| error ") || $0.hasPrefix("| warning ") }
        #expect(rows.count == json.diagnostics.count)
        for (row, diagnostic) in zip(rows, json.diagnostics) {
            let cells = MarkdownTable.cells(of: String(row))
            #expect(cells[1] == "`\(diagnostic["rule"]!)`")
            // The message, then each note, a line each.
            let notes = (diagnostic["notes"] as? [[String: Any]] ?? []).map { note in
                "\(note["file"]!):\(note["line"]!):\(note["column"]!): note: [\(note["rule"]!)] \(note["message"]!)"
            }
            #expect(cells[3] == ([diagnostic["message"] as! String] + notes).joined(separator: "\n"))
        }
        let graph = await package.run("graph").output
        #expect(run.output.hasSuffix("### Layer graph\n\n```mermaid\n\(graph)```\n"))

        let clean = try FixturePackage(targets: FixturePackage.fourLayers, files: FixturePackage.cleanSources)
        defer { clean.remove() }
        let passing = await clean.run("check", "--format", "markdown")
        #expect(passing.status == 0)
        #expect(passing.output.contains("✅ 4 targets"))
        #expect(!passing.output.contains("| Severity |"))
    }
}
