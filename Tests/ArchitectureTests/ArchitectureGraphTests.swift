import Foundation
import ProcessSpawning
import Testing

/// The checker: `$DEPENDENCY_RULE` (make test sets it), or `dependency-rule` on the PATH.
private let checker: String? = {
    if let path = ProcessInfo.processInfo.environment["DEPENDENCY_RULE"], !path.isEmpty { return path }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin"
    return path.split(separator: ":").map { "\($0)/dependency-rule" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}()

@Suite("The architecture as drawn in the docs is the architecture as built")
struct ArchitectureGraphTests {
    /// The package's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(
        "Docs/Architecture.md embeds the graph dependency-rule draws now (make graph redraws it)",
        .enabled(if: checker != nil, "dependency-rule is not installed: run 'make install' in CleanArchitectureKit"))
    func graphIsCurrent() async throws {
        let drawn = try await ChildProcess.run([checker!, "graph", "--package-path", Self.root.path])
        try #require(drawn.status == 0, "dependency-rule graph failed: \(drawn)")
        let document = try String(contentsOf: Self.root.appendingPathComponent("Docs/Architecture.md"), encoding: .utf8)
        let embedded = try #require(Self.embeddedGraph(in: document), "no graph block in Docs/Architecture.md")
        #expect(
            embedded == drawn.standardOutput, "Docs/Architecture.md's graph is stale: run 'make graph' and commit it")
    }

    @Test("The graph is read from between its markers, and a change to it shows")
    func readsTheBlock() {
        let document = """
            ```mermaid
            not this
            ```
            <!-- BEGIN dependency-rule graph: `make graph` writes this block -->
            ```mermaid
            graph TB
              t1 --> t0
            ```
            <!-- END dependency-rule graph -->

            """
        #expect(Self.embeddedGraph(in: document) == "graph TB\n  t1 --> t0\n")
        #expect(Self.embeddedGraph(in: document.replacing("t0", with: "t9")) == "graph TB\n  t1 --> t9\n")
        #expect(Self.embeddedGraph(in: document.replacing("<!-- END", with: "<!-- end")) == nil)
    }

    /// The text inside the ```mermaid fence between the graph markers.
    static func embeddedGraph(in document: String) -> String? {
        guard let begin = document.range(of: "<!-- BEGIN dependency-rule graph"),
            let end = document.range(
                of: "<!-- END dependency-rule graph -->", range: begin.upperBound..<document.endIndex),
            let open = document.range(of: "```mermaid\n", range: begin.upperBound..<end.lowerBound),
            let close = document.range(of: "```\n", options: .backwards, range: open.upperBound..<end.lowerBound)
        else { return nil }
        return String(document[open.upperBound..<close.lowerBound])
    }
}
