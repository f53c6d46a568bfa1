import ArgumentReading

/// `dependency-rule`'s commands and help, described once: its command line is read, its help
/// pages and Docs/' option table drawn, from this.
public enum DependencyRuleTool {
    /// The commands, in the order the help lists them.
    static let commands: [any CheckerCommand.Type] = [
        CheckCommand.self, GraphCommand.self, ImportsCommand.self, ReferencesCommand.self, InitCommand.self,
        FixCommand.self,
    ]

    /// The tool.
    public static let tool = CommandLineTool(
        name: "dependency-rule", version: DependencyRuleCommand.version,
        abstract: """
            Enforces the dependency rule of Clean Architecture on a SwiftPM package, or on a
            whole app: its local packages and Xcode projects (--workspace).
            """,
        discussion: """
            Reads the manifest (through 'swift package dump-package', cached), maps targets to layers
            (dependency-rules.json at the package root, or the standard four layers), scans every import
            of every Swift file, and reports dependencies that point outward, undeclared and implicit
            imports, modules a layer may not use, test support in production, cycles, unused
            dependencies, targets in no layer, and dependencies between targets kept independent.
            """,
        commands: commands.map { $0.spec },
        sections: [
            HelpSection(
                "EXIT STATUS",
                """
                0  no error (warnings allowed unless --strict)
                1  rule violations
                2  usage, configuration, baseline, manifest or I/O problem
                """),
            HelpSection(nil, "See 'dependency-rule help check' for the rules, suppressions and baselines."),
        ])

    /// One line per rule from its description: id, default severity and summary, wrapped.
    static var rulesTable: String {
        let width = 98
        return RuleID.allCases.map { rule in
            var lines: [String] = []
            var line = rule.rawValue.padding(to: 28) + rule.defaultSeverity.rawValue.padding(to: 9)
            let indent = String(repeating: " ", count: line.count)
            for word in rule.summary.split(separator: " ") {
                if line.count + word.count > width, line != indent, !line.hasSuffix("  ") {
                    lines.append(line)
                    line = indent
                }
                line += (line == indent || line.hasSuffix("  ") ? "" : " ") + word
            }
            lines.append(line)
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
