import Foundation
import Testing

@testable import DependencyRule

@Suite(
    "graph --embed FILE: the graph between the markers of a Markdown file, rewritten or checked",
    .initAcceptsEveryFixture)
struct GraphBlockTests {
    static let document = """
        # Architecture

        ```mermaid
        not this one
        ```
        <!-- BEGIN dependency-rule graph: `make graph` writes this block -->
        stale
        <!-- END dependency-rule graph -->

        The rest.

        """

    func fixture(document: String = Self.document) throws -> FixturePackage {
        let package = try FixturePackage(
            targets: FixturePackage.fourLayers, files: FixturePackage.cleanSources, config: nil)
        try package.write(document, to: "Docs/Architecture.md")
        return package
    }

    @Test("The block is rewritten with the graph, fenced, and the rest of the file kept; a second run changes nothing")
    func rewrites() async throws {
        let package = try fixture()
        defer { package.remove() }
        let drawn = await package.run("graph")
        try #require(drawn.status == 0, "\(drawn)")
        let stale = await package.run("graph", "--embed", "Docs/Architecture.md", "--check")
        #expect(stale.status == 1 && stale.output.isEmpty, "\(stale)")
        #expect(
            stale.errors
                == "Docs/Architecture.md:6:1: error: the graph in this block is not the one dependency-rule draws now: run 'dependency-rule graph --embed Docs/Architecture.md' and commit it\n"
        )
        #expect(package.read("Docs/Architecture.md") == Self.document, "--check writes nothing")

        let embedded = await package.run("graph", "--embed", "Docs/Architecture.md")
        #expect(embedded.status == 0 && embedded.output == "Docs/Architecture.md: graph updated\n", "\(embedded)")
        let expected = Self.document.replacing("stale\n", with: "```mermaid\n\(drawn.output)```\n")
        #expect(package.read("Docs/Architecture.md") == expected)

        let again = await package.run("graph", "--embed", "Docs/Architecture.md", "--check")
        #expect(again.status == 0 && again.output == "Docs/Architecture.md: the graph is current\n", "\(again)")
        let dot = await package.run("graph", "--embed", "Docs/Architecture.md", "--format", "dot")
        #expect(dot.status == 0, "\(dot)")
        #expect(package.read("Docs/Architecture.md")?.contains("```dot\ndigraph") == true)
    }

    @Test(
        "Markers missing, doubled or out of order: exit 2 at the line, the file untouched",
        arguments: [
            ("# No block\n", "Docs/Architecture.md: error: no graph block: expected one line starting with"),
            (
                "<!-- BEGIN dependency-rule graph -->\n<!-- BEGIN dependency-rule graph -->\n<!-- END dependency-rule graph -->\n",
                "Docs/Architecture.md:2: error: a second graph block begins here"
            ),
            (
                "<!-- END dependency-rule graph -->\n<!-- BEGIN dependency-rule graph -->\n",
                "Docs/Architecture.md:2: error: the graph block that begins here has no end"
            ),
            (
                "<!-- BEGIN dependency-rule graph -->\n<!-- END dependency-rule graph -->\n<!-- END dependency-rule graph -->\n",
                "Docs/Architecture.md:3: error: a second end of the graph block"
            ),
        ])
    func badMarkers(document: String, error: String) async throws {
        let package = try fixture(document: document)
        defer { package.remove() }
        let run = await package.run("graph", "--embed", "Docs/Architecture.md")
        #expect(run.status == 2 && run.output.isEmpty, "\(run)")
        #expect(run.errors.hasPrefix(error), "\(run.errors)")
        #expect(package.read("Docs/Architecture.md") == document)
    }

    @Test("A file that cannot be read, --check alone, and --embed with --output: exit 2, nothing written")
    func refusals() async throws {
        let package = try fixture()
        defer { package.remove() }
        let missing = await package.run("graph", "--embed", "Docs/Gone.md")
        #expect(missing.status == 2 && missing.errors.hasPrefix("Docs/Gone.md: error: cannot read: "), "\(missing)")
        let alone = await package.run("graph", "--check")
        #expect(alone.status == 2, "\(alone)")
        #expect(
            alone.errors.hasPrefix(
                "dependency-rule: error: --check goes with --embed\nRun 'dependency-rule graph --help' for usage.\n"))
        let both = await package.run("graph", "--embed", "Docs/Architecture.md", "--output", "graph.mmd")
        #expect(
            both.status == 2 && both.errors.hasPrefix("dependency-rule: error: give --output or --embed, not both\n"),
            "\(both)")
        #expect(package.read("graph.mmd") == nil && package.read("Docs/Architecture.md") == Self.document)
    }
}
