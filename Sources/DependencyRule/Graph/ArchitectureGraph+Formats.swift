extension ArchitectureGraph {
    /// The colour of edges that break a rule with an error, and with warnings only.
    private static let errorColour = "#d73a49"
    private static let warningColour = "#d08700"

    /// The groups to draw, outer layers first, each with its index in `groups`.
    private var outerFirst: [(offset: Int, element: Group)] {
        let numbered = Array(groups.enumerated())
        return numbered.filter { $0.element.kind == .layer }.reversed() + numbered.filter { $0.element.kind != .layer }
    }

    /// A Mermaid flowchart: outer layers above inner ones, arrows pointing inward, violating
    /// edges dashed, coloured and labelled with their rules.
    public var mermaid: String {
        var ids: [String: String] = [:]
        var lines = ["flowchart TB"]
        for (groupIndex, group) in outerFirst {
            let title = group.kind == .layer ? "layer \(group.name)" : group.name
            lines.append("  subgraph g\(groupIndex)[\"\(Self.mermaidText(title))\"]")
            for target in group.targets {
                let id = "t\(ids.count)"
                ids[target] = id
                lines.append("    \(id)[\"\(Self.mermaidText(target))\"]")
            }
            lines.append("  end")
        }
        var styles: [String] = []
        var links = 0
        for edge in edges {
            guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
            defer { links += 1 }
            if edge.violations.isEmpty {
                lines.append("  \(from) --> \(to)")
            } else {
                let label = edge.violations.map(\.rawValue).joined(separator: ", ")
                lines.append("  \(from) -.->|\"\(Self.mermaidText(label))\"| \(to)")
                let colour = edge.isError ? Self.errorColour : Self.warningColour
                styles.append("  linkStyle \(links) stroke:\(colour),stroke-width:2px,color:\(colour)")
            }
        }
        return (lines + styles).joined(separator: "\n") + "\n"
    }

    /// Graphviz DOT: layers as clusters, violating edges dashed, coloured and labelled.
    public var dot: String {
        var lines = ["digraph \(Self.dotString(package)) {", "  rankdir=TB;", "  node [shape=box];"]
        for (groupIndex, group) in outerFirst {
            let title = group.kind == .layer ? "layer \(group.name)" : group.name
            lines.append("  subgraph cluster_\(groupIndex) {")
            lines.append("    label=\(Self.dotString(title));")
            for target in group.targets { lines.append("    \(Self.dotString(target));") }
            lines.append("  }")
        }
        for edge in edges {
            var line = "  \(Self.dotString(edge.from)) -> \(Self.dotString(edge.to))"
            if !edge.violations.isEmpty {
                let colour = edge.isError ? Self.errorColour : Self.warningColour
                let label = edge.violations.map(\.rawValue).joined(separator: ", ")
                line += " [style=dashed, color=\"\(colour)\", fontcolor=\"\(colour)\", label=\(Self.dotString(label))]"
            }
            lines.append(line + ";")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Version 1 of the JSON graph.
    public var json: String {
        JSONOutput.object([
            ("version", .integer(1)),
            ("package", .string(package)),
            (
                "groups",
                .array(
                    groups.map { group in
                        .object([
                            ("name", .string(group.name)), ("kind", .string(group.kind.rawValue)),
                            ("targets", .array(group.targets.map(JSONOutput.string))),
                        ])
                    })
            ),
            (
                "edges",
                .array(
                    edges.map { edge in
                        .object([
                            ("from", .string(edge.from)), ("to", .string(edge.to)),
                            ("declared", .bool(edge.declared)), ("imported", .bool(edge.imported)),
                            ("violations", .array(edge.violations.map { .string($0.rawValue) })),
                        ])
                    })
            ),
        ]).text
    }

    /// Text inside a quoted Mermaid label: entity codes for what would end or break it (quotes,
    /// `#`, angle brackets, `&`, backticks) and spaces for line breaks.
    static func mermaidText(_ text: String) -> String {
        escapingASCII(text) { byte -> String? in
            switch byte {
            case UInt8(ascii: "\""): return "#quot;"
            case UInt8(ascii: "#"): return "#35;"
            case UInt8(ascii: "<"): return "#lt;"
            case UInt8(ascii: ">"): return "#gt;"
            case UInt8(ascii: "&"): return "#amp;"
            case UInt8(ascii: "`"): return "#96;"
            case UInt8(ascii: "|"): return "#124;"
            case ..<0x20: return " "
            default: return nil
            }
        }
    }

    /// A DOT double-quoted string.
    static func dotString(_ text: String) -> String {
        let escaped = escapingASCII(text) { byte -> String? in
            switch byte {
            case UInt8(ascii: "\""): return "\\\""
            case UInt8(ascii: "\\"): return "\\\\"
            case UInt8(ascii: "\n"): return "\\n"
            case UInt8(ascii: "\r"): return ""
            default: return nil
            }
        }
        return "\"" + escaped + "\""
    }
}
