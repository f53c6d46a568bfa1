/// GitHub Actions workflow commands, one per diagnostic:
/// `::error file=PATH,line=L,col=C,title=[rule]::message` (`::warning` for warnings), escaped as
/// the protocol requires; a diagnostic's notes follow its message, a line each.
struct GitHubReport: Report {
    static let format = "github"
    static let summary = "GitHub Actions workflow commands (::error file=…::message)"
    static func render(_ run: CheckRun) -> String { GitHubReport(report: run.report).text }

    let report: CheckReport

    var text: String {
        report.diagnostics.map { diagnostic in
            var properties = ["file=\(Self.escapeProperty(diagnostic.file))"]
            if let line = diagnostic.line { properties.append("line=\(line)") }
            if let column = diagnostic.column { properties.append("col=\(column)") }
            properties.append("title=\(Self.escapeProperty("[\(diagnostic.rule.rawValue)]"))")
            return
                "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::\(Self.escapeData(([diagnostic.message] + diagnostic.noteLines).joined(separator: "\n")))\n"
        }.joined()
    }

    /// A command's message: `%`, CR and LF encoded (byte by byte: `"\r\n"` is one Character).
    static func escapeData(_ text: String) -> String {
        escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    /// A property value: the message's escapes, and `:` and `,`, which separate properties.
    static func escapeProperty(_ text: String) -> String {
        escape(text, [("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }

    private static func escape(_ text: String, _ table: [(Unicode.Scalar, String)]) -> String {
        escapingASCII(text) { byte in table.first { $0.0.value == UInt32(byte) }?.1 }
    }
}
