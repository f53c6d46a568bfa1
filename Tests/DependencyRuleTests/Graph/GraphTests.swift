import Foundation
import Testing

@testable import DependencyRule

@Suite("dependency-rule graph: Mermaid, DOT and JSON, with violating edges marked", .initAcceptsEveryFixture)
struct GraphTests {
    /// Four layers where UseCases imports InterfaceAdapters without declaring it, and a test target.
    func fixture() throws -> FixturePackage {
        try FixturePackage(
            targets: FixturePackage.fourLayers + """

                        .target(name: "Tool"),
                        .testTarget(name: "UseCasesTests", dependencies: ["UseCases"]),
                """,
            files: FixturePackage.cleanSources.merging([
                "Sources/UseCases/Register.swift": "import Entities\nimport InterfaceAdapters\n",
                "Sources/Tool/Tool.swift": "\n",
                "Tests/UseCasesTests/T.swift": "import UseCases\n",
            ]) { $1 })
    }

    @Test("JSON lists the layers inner to outer, every edge with how it is known, and the rules it breaks")
    func json() async throws {
        let package = try fixture()
        defer { package.remove() }
        let run = await package.run("graph", "--format", "json")
        #expect(run.status == 0, "\(run.errors)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let groups = try #require(document["groups"] as? [[String: Any]])
        #expect(
            groups.map { $0["name"] as? String } == [
                "Entities", "UseCases", "InterfaceAdapters", "FrameworksAndDrivers", "in no layer",
            ])
        #expect(groups.last?["targets"] as? [String] == ["Tool"])
        let edges = try #require(document["edges"] as? [[String: Any]])
        #expect(!edges.contains { $0["from"] as? String == "UseCasesTests" }, "test targets are not drawn")
        let outward = try #require(
            edges.first { $0["from"] as? String == "UseCases" && $0["to"] as? String == "InterfaceAdapters" })
        #expect(outward["declared"] as? Bool == false)
        #expect(outward["imported"] as? Bool == true)
        // The cycle it closes is that import's mistake too: the edge back is clean.
        #expect(outward["violations"] as? [String] == ["dependency-cycle", "outward-dependency", "undeclared-import"])
        let back = try #require(
            edges.first { $0["from"] as? String == "InterfaceAdapters" && $0["to"] as? String == "UseCases" })
        #expect(back["violations"] as? [String] == [])
        let clean = try #require(
            edges.first { $0["from"] as? String == "UseCases" && $0["to"] as? String == "Entities" })
        #expect(clean["declared"] as? Bool == true && clean["violations"] as? [String] == [])
        #expect(edges.count == 7)
    }

    @Test("Mermaid draws inner layers first and on top, plain arrows for clean edges, and styles each violating edge")
    func mermaid() async throws {
        let package = try fixture()
        defer { package.remove() }
        let run = await package.run("graph")
        #expect(run.status == 0, "a graph of a package with violations still exits 0")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "flowchart BT")
        #expect(
            lines.filter { $0.hasPrefix("  subgraph") } == [
                "  subgraph g0[\"layer Entities\"]", "  subgraph g1[\"layer UseCases\"]",
                "  subgraph g2[\"layer InterfaceAdapters\"]", "  subgraph g3[\"layer FrameworksAndDrivers\"]",
                "  subgraph g4[\"in no layer\"]",
            ])
        let ids = Dictionary(
            uniqueKeysWithValues: lines.compactMap { line -> (String, String)? in
                guard line.hasPrefix("    t"), let bracket = line.firstIndex(of: "[") else { return nil }
                return (
                    String(line[line.index(bracket, offsetBy: 2)..<line.index(line.endIndex, offsetBy: -2)]),
                    line.trimmingCharacters(in: .whitespaces).components(separatedBy: "[")[0]
                )
            })
        let links = lines.filter { $0.contains("-->") || $0.contains("-.->") }
        #expect(links.count == 7)
        let dashed =
            "  \(ids["UseCases"]!) -.->|\"dependency-cycle, outward-dependency, undeclared-import\"| \(ids["InterfaceAdapters"]!)"
        let index = try #require(links.firstIndex(of: dashed), "\(run.output)")
        #expect(lines.contains("  linkStyle \(index) stroke:#d73a49,stroke-width:2px,color:#d73a49"))
        #expect(links.contains("  \(ids["UseCases"]!) --> \(ids["Entities"]!)"))
    }

    @Test("DOT has a cluster per group and the violating edge dashed, red and labelled")
    func dot() async throws {
        let package = try fixture()
        defer { package.remove() }
        let run = await package.run("graph", "--format", "dot")
        #expect(run.output.hasPrefix("digraph \"Fixture\" {\n  rankdir=BT;\n"))
        #expect(run.output.components(separatedBy: "subgraph cluster_").count == 6)
        #expect(
            run.output.contains(
                "  \"UseCases\" -> \"InterfaceAdapters\" [style=dashed, color=\"#d73a49\", fontcolor=\"#d73a49\", label=\"dependency-cycle, outward-dependency, undeclared-import\"];"
            ))
        #expect(run.output.contains("  \"UseCases\" -> \"Entities\";"))
        #expect(run.output.hasSuffix("}\n"))
    }

    @Test("graph takes only its own formats and options, and --output writes a file")
    func options() async throws {
        let package = try fixture()
        defer { package.remove() }
        let sarif = await package.run("graph", "--format", "sarif")
        #expect(sarif.status == 2)
        #expect(
            sarif.errors.contains(
                "--format must be mermaid, dot or json, not 'sarif'\nRun 'dependency-rule graph --help' for usage.\n"))
        #expect(await package.run("graph", "--strict").status == 2)
        let written = await package.run("graph", "--format", "dot", "--output", "graph.dot")
        #expect(written.status == 0 && written.output.isEmpty)
        #expect(package.read("graph.dot")?.hasPrefix("digraph") == true)
        let unwritable = await package.run("graph", "--output", "/proc/self/cannot/graph.mmd")
        #expect(unwritable.status == 2 && unwritable.errors.contains("error: cannot"))
        try package.write("{\"layers\": [{\"name\": \"A\", \"targets\": [\"NoSuchTarget\"]}]}", to: "bad.json")
        let badConfig = await package.run("graph", "--config", "bad.json")
        #expect(badConfig.status == 2)
        #expect(
            badConfig.errors.contains("bad.json:1:39: error: layer 'A': no target matches 'NoSuchTarget'"),
            "\(badConfig.errors)")
        #expect(badConfig.output.isEmpty)
    }

    @Test("Labels are escaped for Mermaid and DOT")
    func escaping() async {
        #expect(
            ArchitectureGraph.mermaidText("a \"q\" <b> & #1 `x` |y|\n")
                == "a #quot;q#quot; #lt;b#gt; #amp; #35;1 #96;x#96; #124;y#124; ")
        #expect(ArchitectureGraph.dotString("a \"q\" \\ b\n") == "\"a \\\"q\\\" \\\\ b\\n\"")
    }
}
