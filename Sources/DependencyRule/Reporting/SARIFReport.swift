/// SARIF 2.1.0, as GitHub code scanning accepts it: one rule per rule id (with descriptions and
/// help), one result per diagnostic, located relative to `%SRCROOT%`, the package root.
struct SARIFReport: Report {
    static let format = "sarif"
    static let summary = "SARIF 2.1.0, for GitHub code scanning"
    static func render(_ run: CheckRun) -> String { SARIFReport(report: run.report, root: run.root).json }

    let report: CheckReport
    /// The package root's absolute path: the value of `%SRCROOT%`.
    let root: String

    var json: String {
        let rules = RuleID.allCases
        /// A diagnostic's or a note's physical location.
        func physicalLocation(_ diagnostic: Diagnostic) -> JSONOutput {
            var location: [(String, JSONOutput)] = [
                (
                    "artifactLocation",
                    // A file outside the package (a baseline elsewhere) gets an absolute URI of its own.
                    diagnostic.file.hasPrefix("/")
                        ? .object([("uri", .string("file://" + Self.percentEncoded(diagnostic.file)))])
                        : .object([
                            ("uri", .string(Self.percentEncoded(diagnostic.file))), ("uriBaseId", .string("%SRCROOT%")),
                        ])
                )
            ]
            if let line = diagnostic.line {
                var region: [(String, JSONOutput)] = [("startLine", .integer(line))]
                if let column = diagnostic.column { region.append(("startColumn", .integer(column))) }
                location.append(("region", .object(region)))
            }
            return .object(location)
        }
        let results = report.diagnostics.map { diagnostic -> JSONOutput in
            var result: [(String, JSONOutput)] = [
                ("ruleId", .string(diagnostic.rule.rawValue)),
                ("ruleIndex", .integer(rules.firstIndex(of: diagnostic.rule)!)),
                ("level", .string(diagnostic.severity.rawValue)),
                ("message", .object([("text", .string(diagnostic.message))])),
                ("locations", .array([.object([("physicalLocation", physicalLocation(diagnostic))])])),
            ]
            if !diagnostic.notes.isEmpty {
                result.append(
                    (
                        "relatedLocations",
                        .array(
                            diagnostic.notes.enumerated().map { index, note in
                                .object([
                                    ("id", .integer(index + 1)),
                                    ("physicalLocation", physicalLocation(note)),
                                    (
                                        "message",
                                        .object([("text", .string("[\(note.rule.rawValue)] \(note.message)"))])
                                    ),
                                ])
                            })
                    ))
            }
            return .object(result)
        }
        let driver = JSONOutput.object([
            ("name", .string("dependency-rule")),
            ("version", .string(DependencyRuleCommand.version)),
            ("semanticVersion", .string(DependencyRuleCommand.version)),
            (
                "rules",
                .array(
                    rules.map { rule in
                        .object([
                            ("id", .string(rule.rawValue)),
                            ("name", .string(rule.rawValue)),
                            ("shortDescription", .object([("text", .string(rule.summary))])),
                            ("fullDescription", .object([("text", .string("\(rule.summary). \(rule.help)"))])),
                            ("help", .object([("text", .string(rule.help))])),
                            ("defaultConfiguration", .object([("level", .string(rule.defaultSeverity.rawValue))])),
                        ])
                    })
            ),
        ])
        let rootURI = "file://" + Self.percentEncoded(root.hasSuffix("/") ? root : root + "/")
        return JSONOutput.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            (
                "runs",
                .array([
                    .object([
                        ("tool", .object([("driver", driver)])),
                        ("originalUriBaseIds", .object([("%SRCROOT%", .object([("uri", .string(rootURI))]))])),
                        ("results", .array(results)),
                    ])
                ])
            ),
        ]).text
    }

    /// A path as a URI path: every byte outside the unreserved set and `/` percent-encoded.
    static func percentEncoded(_ path: String) -> String {
        var encoded = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                encoded += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return encoded
    }
}
