extension ArchitectureGraph.Group {
    /// What a picture calls the group: `layer Entities`, `part Presentation`, `target App`,
    /// `test support`.
    var title: String {
        if let layer { return "part " + name.dropFirst(layer.count + 1) }
        switch kind {
        case .layer: return "layer \(name)"
        case .target: return "target \(name)"
        default: return name
        }
    }

    /// What a picture calls one of its nodes: a split target's folder layer by the layer's name
    /// (the group names the target), any other by its target's.
    func label(of node: String) -> String {
        kind == .target ? String(node.dropFirst(ArchitectureGraph.folderNode(name, "").count)) : node
    }
}

extension ArchitectureGraph.Member {
    /// What a picture calls the member: `Domain (package)`, `App (Xcode project)`.
    var title: String { "\(name) (\(kind == "package" ? "package" : "Xcode project"))" }
}

extension ArchitectureGraph.Edge {
    /// The rules it breaks, and with `counts` how many references make it, for its label; `nil`
    /// when there is nothing to say.
    func label(counts: Bool) -> String? {
        var parts = violations.map(\.rawValue)
        if counts, references > 0 { parts.append(references == 1 ? "1 reference" : "\(references) references") }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Red when it breaks a rule with an error, amber with warnings only.
    var colour: String { isError ? "#d73a49" : "#d08700" }
}

extension ArchitectureGraph {
    /// A Mermaid flowchart drawn bottom to top: the innermost layer first and on top, outer
    /// layers below it, arrows pointing up (inward); violating edges dashed, coloured and
    /// labelled with their rules.
    public var mermaid: String {
        var ids: [String: String] = [:]
        var lines = ["flowchart BT"]
        let independence = independenceByTarget
        // Parts sit inside a subgraph of their layer, opened before the first and closed after the last.
        var openLayer: String?
        for (index, group) in groups.enumerated() {
            if openLayer != nil, group.layer != openLayer {
                lines.append("  end")
                openLayer = nil
            }
            if let layer = group.layer, openLayer == nil {
                lines.append("  subgraph l\(index)[\"\(Self.mermaidText("layer \(layer)"))\"]")
                openLayer = layer
            }
            lines.append("  subgraph g\(index)[\"\(Self.mermaidText(group.title))\"]")
            for (cluster, targets) in clusters(of: group).enumerated() {
                let indent = targets.member == nil ? "    " : "      "
                if let member = targets.member {
                    lines.append("    subgraph g\(index)m\(cluster)[\"\(Self.mermaidText(member.title))\"]")
                }
                for target in targets.targets {
                    let id = "t\(ids.count)"
                    ids[target] = id
                    // A member of an "independent" group says so under its name.
                    let note = independence[target].map { "<br/>" + Self.mermaidText("independent: \($0)") } ?? ""
                    lines.append("\(indent)\(id)[\"\(Self.mermaidText(group.label(of: target)))\(note)\"]")
                }
                if targets.member != nil { lines.append("    end") }
            }
            lines.append("  end")
        }
        if openLayer != nil { lines.append("  end") }
        if !independence.isEmpty {
            lines.append("  classDef independent stroke-dasharray: 5 3")
            lines.append(
                "  class \(independence.keys.sorted().compactMap { ids[$0] }.joined(separator: ",")) independent")
        }
        var styles: [String] = []
        var links = 0
        for edge in edges {
            guard let from = ids[edge.from], let to = ids[edge.to] else { continue }
            defer { links += 1 }
            guard let label = edge.label(counts: showsCounts) else {
                lines.append("  \(from) --> \(to)")
                continue
            }
            guard !edge.violations.isEmpty else {
                lines.append("  \(from) -->|\"\(Self.mermaidText(label))\"| \(to)")
                continue
            }
            lines.append("  \(from) -.->|\"\(Self.mermaidText(label))\"| \(to)")
            styles.append("  linkStyle \(links) stroke:\(edge.colour),stroke-width:2px,color:\(edge.colour)")
        }
        return (lines + styles).joined(separator: "\n") + "\n"
    }

    /// Graphviz DOT, drawn bottom to top like the Mermaid graph: a cluster per group, violating
    /// edges dashed, coloured and labelled.
    public var dot: String {
        var lines = ["digraph \(Self.dotString(package)) {", "  rankdir=BT;", "  node [shape=box];"]
        let independence = independenceByTarget
        var openLayer: String?
        for (index, group) in groups.enumerated() {
            if openLayer != nil, group.layer != openLayer {
                lines.append("  }")
                openLayer = nil
            }
            if let layer = group.layer, openLayer == nil {
                lines.append("  subgraph cluster_layer_\(index) {")
                lines.append("    label=\(Self.dotString("layer \(layer)"));")
                openLayer = layer
            }
            lines.append("  subgraph cluster_\(index) {")
            lines.append("    label=\(Self.dotString(group.title));")
            for (cluster, targets) in clusters(of: group).enumerated() {
                let indent = targets.member == nil ? "    " : "      "
                if let member = targets.member {
                    lines.append("    subgraph cluster_\(index)_\(cluster) {")
                    lines.append("      label=\(Self.dotString(member.title));")
                }
                for target in targets.targets {
                    guard let pattern = independence[target] else {
                        let label = group.label(of: target)
                        lines.append(
                            "\(indent)\(Self.dotString(target))\(label == target ? "" : " [label=\(Self.dotString(label))]");"
                        )
                        continue
                    }
                    lines.append(
                        "\(indent)\(Self.dotString(target)) [style=dashed, label=\(Self.dotString("\(target)\nindependent: \(pattern)"))];"
                    )
                }
                if targets.member != nil { lines.append("    }") }
            }
            lines.append("  }")
        }
        if openLayer != nil { lines.append("  }") }
        for edge in edges {
            var line = "  \(Self.dotString(edge.from)) -> \(Self.dotString(edge.to))"
            if let label = edge.label(counts: showsCounts), edge.violations.isEmpty {
                line += " [label=\(Self.dotString(label))]"
            } else if let label = edge.label(counts: showsCounts) {
                line +=
                    " [style=dashed, color=\"\(edge.colour)\", fontcolor=\"\(edge.colour)\", label=\(Self.dotString(label))]"
            }
            lines.append(line + ";")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The targets of `group` by member, in the members' order (one package: one cluster, unnamed;
    /// a split target's folder layers: its member's).
    func clusters(of group: Group) -> [(member: Member?, targets: [String])] {
        guard !members.isEmpty else { return [(nil, group.targets)] }
        if group.kind == .target {
            return [(members.first { $0.targets.contains(group.name) }, group.targets)]
        }
        return members.compactMap { member in
            let targets = group.targets.filter(member.targets.contains)
            return targets.isEmpty ? nil : (member, targets)
        }
    }

    /// The `"independent"` patterns each target is in, joined: `*Feature`.
    var independenceByTarget: [String: String] {
        var patterns: [String: [String]] = [:]
        for group in independent {
            for target in group.targets { patterns[target, default: []].append(group.pattern) }
        }
        return patterns.mapValues { $0.joined(separator: ", ") }
    }

    /// Version 1 of the JSON graph (`independent` only when the configuration has groups).
    public var json: String {
        let independentGroups: [(String, JSONOutput)] =
            independent.isEmpty
            ? []
            : [
                (
                    "independent",
                    .array(
                        independent.map { group in
                            .object([
                                ("pattern", .string(group.pattern)),
                                ("targets", .array(group.targets.map(JSONOutput.string))),
                            ])
                        })
                )
            ]
        // Built in typed steps: one expression of it all takes the type checker seconds.
        let groupsJSON: [JSONOutput] = groups.map { group in
            var fields: [(String, JSONOutput)] = [
                ("name", .string(group.name)), ("kind", .string(group.kind.rawValue)),
                ("targets", .array(group.targets.map(JSONOutput.string))),
            ]
            if let layer = group.layer { fields.append(("layer", .string(layer))) }
            return .object(fields)
        }
        var fields: [(String, JSONOutput)] = [
            ("version", .integer(1)), ("package", .string(package)), ("groups", .array(groupsJSON)),
        ]
        if !members.isEmpty {
            let membersJSON: [JSONOutput] = members.map { member in
                .object([
                    ("name", .string(member.name)), ("kind", .string(member.kind)), ("path", .string(member.path)),
                    ("targets", .array(member.targets.map(JSONOutput.string))),
                ])
            }
            let targetsJSON: [JSONOutput] = members.flatMap { member in
                member.targets.map { target in
                    JSONOutput.object([("name", .string(target)), ("member", .string(member.name))])
                }
            }
            fields.append(("members", .array(membersJSON)))
            fields.append(("targets", .array(targetsJSON)))
        }
        fields.append(("edges", .array(edges.map(Self.json(edge:)))))
        return JSONOutput.object(fields + independentGroups).text
    }

    /// One edge of the JSON graph (`references` only between folder layers).
    private static func json(edge: Edge) -> JSONOutput {
        var fields: [(String, JSONOutput)] = [
            ("from", .string(edge.from)), ("to", .string(edge.to)), ("declared", .bool(edge.declared)),
            ("imported", .bool(edge.imported)), ("violations", .array(edge.violations.map { .string($0.rawValue) })),
        ]
        if edge.references > 0 { fields.append(("references", .integer(edge.references))) }
        return .object(fields)
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
