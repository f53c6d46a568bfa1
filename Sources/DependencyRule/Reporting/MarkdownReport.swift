/// A summary for pull requests and `$GITHUB_STEP_SUMMARY`: the totals, a table of the
/// diagnostics, and the layer graph in Mermaid (which GitHub draws), drawn from the same
/// diagnostics as the table.
struct MarkdownReport: Report {
    static let format = "markdown"
    static let summary = "totals, a table and the layer graph, for $GITHUB_STEP_SUMMARY"
    /// The graph marks every edge at fault, the notes' too.
    static func render(_ run: CheckRun) -> String {
        let diagnostics = run.report.diagnostics.flatMap { [$0] + $0.notes }
        return MarkdownReport(
            report: run.report, graph: ArchitectureGraph(checker: run.checker, diagnostics: diagnostics)
        )
        .text
    }

    let report: CheckReport
    let graph: ArchitectureGraph

    var text: String {
        let verdict = report.fails ? "❌" : report.summary.warnings > 0 ? "⚠️" : "✅"
        var output = "## dependency-rule: \(Self.escape(report.package))\n\n"
        output += "\(verdict) \(Self.escape(report.summaryText)).\n\n"
        if !report.diagnostics.isEmpty {
            output += "| Severity | Rule | Location | Message |\n"
            output += "| --- | --- | --- | --- |\n"
            for diagnostic in report.diagnostics {
                output +=
                    "| \(diagnostic.severity.rawValue) | `\(diagnostic.rule.rawValue)` | \(Self.escape(diagnostic.location)) | \(([diagnostic.message] + diagnostic.noteLines).map(Self.escape).joined(separator: "<br>")) |\n"
            }
            output += "\n"
        }
        output += "### Layer graph\n\n```mermaid\n\(graph.mermaid)```\n"
        return output
    }

    /// Text in a table cell: backslash before every character Markdown could read as markup
    /// (emphasis, links, HTML, tables, strike-through, math), `<br>` for line breaks; other
    /// control characters but tabs become U+FFFD.
    static func escape(_ text: String) -> String {
        escapingASCII(text) { byte -> String? in
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
                UInt8(ascii: "]"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
                UInt8(ascii: "~"), UInt8(ascii: "$"), UInt8(ascii: "#"), UInt8(ascii: "!"):
                return "\\" + String(UnicodeScalar(byte))
            case UInt8(ascii: "\n"): return "<br>"
            case UInt8(ascii: "\r"): return ""
            case UInt8(ascii: "\t"): return nil
            case ..<0x20: return "\u{FFFD}"
            default: return nil
            }
        }
    }
}
