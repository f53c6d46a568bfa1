/// The result of `check`: the diagnostics and what was analysed.
public struct CheckReport: Sendable {
    public struct Summary: Hashable, Sendable {
        public var targets: Int
        public var files: Int
        public var imports: Int
        public var errors: Int
        public var warnings: Int
    }

    public let package: String
    public let diagnostics: [Diagnostic]
    public let summary: Summary

    public init(analysis: PackageAnalysis, diagnostics: [Diagnostic]) {
        package = analysis.name
        self.diagnostics = diagnostics
        summary = Summary(
            targets: analysis.targets.count, files: analysis.fileCount, imports: analysis.importCount,
            errors: diagnostics.count { $0.severity == .error }, warnings: diagnostics.count { $0.severity == .warning }
        )
    }

    /// Compiler-style lines, `path:line:column: error: [rule] message`, then the summary.
    public var text: String {
        var output = ""
        for diagnostic in diagnostics {
            var location = diagnostic.file
            if let line = diagnostic.line {
                location += ":\(line)"
                if let column = diagnostic.column { location += ":\(column)" }
            }
            output +=
                "\(location): \(diagnostic.severity.rawValue): [\(diagnostic.rule.rawValue)] \(diagnostic.message)\n"
        }
        let s = { (count: Int, word: String) in "\(count) \(word)\(count == 1 ? "" : "s")" }
        output +=
            "dependency-rule: \(package): \(s(summary.targets, "target")), \(s(summary.files, "file")), \(s(summary.imports, "import")) analysed; \(s(summary.errors, "error")), \(s(summary.warnings, "warning"))\n"
        return output
    }

    /// Version 1 of the JSON report.
    public var json: String {
        JSONOutput.object([
            ("version", .integer(1)),
            ("package", .string(package)),
            (
                "summary",
                .object([
                    ("targets", .integer(summary.targets)), ("files", .integer(summary.files)),
                    ("imports", .integer(summary.imports)), ("errors", .integer(summary.errors)),
                    ("warnings", .integer(summary.warnings)),
                ])
            ),
            (
                "diagnostics",
                .array(
                    diagnostics.map { diagnostic in
                        .object([
                            ("rule", .string(diagnostic.rule.rawValue)),
                            ("severity", .string(diagnostic.severity.rawValue)),
                            ("message", .string(diagnostic.message)),
                            ("file", .string(diagnostic.file)),
                            ("line", JSONOutput(diagnostic.line)),
                            ("column", JSONOutput(diagnostic.column)),
                            ("target", .string(diagnostic.target)),
                            ("module", JSONOutput(diagnostic.module)),
                        ])
                    })
            ),
        ]).text
    }
}
