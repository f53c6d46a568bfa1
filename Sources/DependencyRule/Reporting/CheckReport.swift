/// The result of `check`: the diagnostics and what was analysed.
public struct CheckReport: Sendable {
    public struct Summary: Hashable, Sendable {
        public var targets: Int
        public var files: Int
        public var imports: Int
        public var errors: Int
        public var warnings: Int
        /// Diagnostics hidden by `// dependency-rule:allow` comments.
        public var suppressed: Int
        /// Diagnostics recorded in the baseline.
        public var baselined: Int
        /// What `"exclude"` left out.
        public var excluded = PackageAnalysis.Excluded()
    }

    public let package: String
    public let diagnostics: [Diagnostic]
    public let summary: Summary
    /// With `--workspace`, the members read; empty for one package.
    public let members: [PackageAnalysis.Member]
    /// With `--workspace`, the member of each target, by target name.
    let memberOfTarget: [String: String]

    public init(analysis: PackageAnalysis, diagnostics: [Diagnostic], suppressed: Int = 0, baselined: Int = 0) {
        package = analysis.name
        self.diagnostics = diagnostics
        members = analysis.isWorkspace ? analysis.members : []
        memberOfTarget =
            analysis.isWorkspace
            ? Dictionary(
                analysis.targets.map { ($0.target.name, analysis.members[$0.member].name) }, uniquingKeysWith: { $1 })
            : [:]
        summary = Summary(
            targets: analysis.targets.count, files: analysis.fileCount, imports: analysis.importCount,
            errors: diagnostics.count { $0.severity == .error },
            warnings: diagnostics.count { $0.severity == .warning },
            suppressed: suppressed, baselined: baselined, excluded: analysis.excluded)
    }

    /// The formats `check` writes, each a type (``Report``), the default first.
    static let formats: [any Report.Type] = [
        TextReport.self, JSONReport.self, SARIFReport.self, GitHubReport.self, JUnitReport.self, MarkdownReport.self,
    ]

    /// Whether the check fails: any error (with `--strict`, every warning is one).
    public var fails: Bool { summary.errors > 0 }

    /// Compiler-style lines, `path:line:column: error: [rule] message`, then the summary. Line
    /// breaks and other control characters in paths and messages are written as `\n`, `\u{1B}`,
    /// so that every diagnostic stays on one line.
    public var text: String {
        var output = ""
        for diagnostic in diagnostics {
            output +=
                "\(SwiftLiteral.oneLine(diagnostic.location)): \(diagnostic.severity.rawValue): [\(diagnostic.rule.rawValue)] \(SwiftLiteral.oneLine(diagnostic.message))\n"
            for note in diagnostic.noteLines { output += SwiftLiteral.oneLine(note) + "\n" }
        }
        let name = SwiftLiteral.oneLine(package) + SwiftLiteral.oneLine(membersText)
        return output + "dependency-rule: \(name): \(summaryText)\n"
    }

    /// With `--workspace`: ` (workspace of 4 members: 3 packages, 1 Xcode project; outside the
    /// folder: ../Shared)`; empty for one package.
    public var membersText: String {
        guard !members.isEmpty else { return "" }
        let packages = members.count { $0.kind == .package }
        var text =
            " (workspace of \(counted(members.count, "member")): \(counted(packages, "package")), \(counted(members.count - packages, "Xcode project")))"
        let outside = members.filter(\.isOutside).map(\.path)
        if !outside.isEmpty {
            text.insert(
                contentsOf: "; outside the folder: " + outside.joined(separator: ", "),
                at: text.index(before: text.endIndex))
        }
        return text
    }

    /// The members as JSON: name, kind and path of each.
    static func json(members: [PackageAnalysis.Member]) -> JSONOutput {
        .array(
            members.map { member in
                .object([
                    ("name", .string(member.name)), ("kind", .string(member.kind.rawValue)),
                    ("path", .string(member.path.isEmpty ? "." : member.path)),
                ])
            })
    }

    /// `12 targets, 40 files, 120 imports analysed; 1 error, 0 warnings`, then what was hidden.
    public var summaryText: String {
        var text =
            "\(counted(summary.targets, "target")), \(counted(summary.files, "file")), \(counted(summary.imports, "import")) analysed; \(counted(summary.errors, "error")), \(counted(summary.warnings, "warning"))"
        if summary.suppressed > 0 { text += "; \(summary.suppressed) suppressed" }
        if summary.baselined > 0 { text += "; \(summary.baselined) in the baseline" }
        let excluded = summary.excluded
        if !excluded.isEmpty {
            text +=
                "; excluded: \(counted(excluded.members, "member")), \(counted(excluded.targets, "target")), \(counted(excluded.files, "file"))"
        }
        return text
    }

    /// Version 2 of the JSON report (version 1 had no `notes`).
    public var json: String {
        let workspace: [(String, JSONOutput)] = members.isEmpty ? [] : [("members", Self.json(members: members))]
        return JSONOutput.object(
            [
                ("version", .integer(2)),
                ("package", .string(package)),
            ] + workspace + [
                (
                    "summary",
                    .object([
                        ("targets", .integer(summary.targets)), ("files", .integer(summary.files)),
                        ("imports", .integer(summary.imports)), ("errors", .integer(summary.errors)),
                        ("warnings", .integer(summary.warnings)), ("suppressed", .integer(summary.suppressed)),
                        ("baselined", .integer(summary.baselined)),
                        ("excludedMembers", .integer(summary.excluded.members)),
                        ("excludedTargets", .integer(summary.excluded.targets)),
                        ("excludedFiles", .integer(summary.excluded.files)),
                    ])
                ),
                (
                    "diagnostics",
                    .array(
                        diagnostics.map { diagnostic in
                            .object(
                                [
                                    ("rule", .string(diagnostic.rule.rawValue)),
                                    ("severity", .string(diagnostic.severity.rawValue)),
                                    ("message", .string(diagnostic.message)),
                                    ("file", .string(diagnostic.file)),
                                    ("line", JSONOutput(diagnostic.line)),
                                    ("column", JSONOutput(diagnostic.column)),
                                    ("target", JSONOutput(diagnostic.target)),
                                    ("module", JSONOutput(diagnostic.module)),
                                    (
                                        "notes",
                                        .array(
                                            diagnostic.notes.map { note in
                                                .object([
                                                    ("rule", .string(note.rule.rawValue)),
                                                    ("message", .string(note.message)),
                                                    ("file", .string(note.file)), ("line", JSONOutput(note.line)),
                                                    ("column", JSONOutput(note.column)),
                                                ])
                                            })
                                    ),
                                ]
                                    + (members.isEmpty
                                        ? []
                                        : [("member", JSONOutput(diagnostic.target.flatMap { memberOfTarget[$0] }))])
                                    + (diagnostic.declaration.map { declaration in
                                        [
                                            (
                                                "declaration",
                                                .object([
                                                    ("name", .string(declaration.name)),
                                                    ("file", .string(declaration.file)),
                                                    ("line", .integer(declaration.line)),
                                                    ("target", .string(declaration.target)),
                                                ])
                                            )
                                        ]
                                    } ?? []))
                        })
                ),
            ]
        ).text
    }
}
