/// JUnit XML, so that CI dashboards show the architecture as tests: one `testsuite` per target,
/// one `testcase` per rule checked for it, and a `failure` carrying the diagnostics of a rule
/// the target breaks.
///
/// Errors fail their test case (with `--strict`, every warning is one); warnings are written to
/// the test case's `system-out`. Findings about no target of the package (a suppression in
/// `Package.swift`, a baseline entry of a removed target) go to a suite of their own,
/// `(package NAME)`, which no target can be confused with.
struct JUnitReport: Report {
    static let format = "junit"
    static let summary = "JUnit XML: a testsuite per target, a testcase per rule"
    static func render(_ run: CheckRun) -> String { JUnitReport(report: run.report, checker: run.checker).xml }

    let report: CheckReport
    /// The checker that made the report: which rules it checks for each target.
    let checker: Checker

    var xml: String {
        let byTarget = Dictionary(grouping: report.diagnostics, by: { $0.target ?? "" })
        var suites: [(name: String, cases: [(rule: RuleID, diagnostics: [Diagnostic])])] = []
        let analysis = checker.analysis
        for entry in analysis.targets {
            let name = entry.target.name
            let found = Dictionary(grouping: byTarget[name] ?? [], by: \.rule)
            let checked = checker.rulesChecked(for: entry.target)
            let rules = RuleID.allCases.filter { checked.contains($0) || found[$0] != nil }
            suites.append((name, rules.map { ($0, found[$0] ?? []) }))
        }
        let names = Set(analysis.targets.map(\.target.name))
        let elsewhere = report.diagnostics.filter { $0.target.map { !names.contains($0) } ?? true }
        if !elsewhere.isEmpty {
            let found = Dictionary(grouping: elsewhere, by: \.rule)
            suites.append(
                ("(package \(report.package))", RuleID.allCases.compactMap { rule in found[rule].map { (rule, $0) } }))
        }

        var body = ""
        var totalTests = 0
        var totalFailures = 0
        for suite in suites {
            let failures = suite.cases.count { $0.diagnostics.contains(where: isFailure) }
            totalTests += suite.cases.count
            totalFailures += failures
            body +=
                "  <testsuite name=\(Self.attribute(suite.name)) tests=\"\(suite.cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
            for (rule, diagnostics) in suite.cases {
                let opening =
                    "    <testcase name=\(Self.attribute(rule.rawValue)) classname=\(Self.attribute("dependency-rule.\(suite.name)"))"
                guard !diagnostics.isEmpty else {
                    body += opening + "/>\n"
                    continue
                }
                body += opening + ">\n"
                let failing = diagnostics.filter(isFailure)
                let others = diagnostics.filter { !isFailure($0) }
                if !failing.isEmpty {
                    let message =
                        failing.count == 1
                        ? failing[0].message
                        : "\(failing.count) violations of \(rule.rawValue); the first: \(failing[0].message)"
                    body +=
                        "      <failure type=\(Self.attribute(rule.rawValue)) message=\(Self.attribute(message))>\(Self.text(Self.lines(failing)))</failure>\n"
                }
                if !others.isEmpty {
                    body += "      <system-out>\(Self.text(Self.lines(others)))</system-out>\n"
                }
                body += "    </testcase>\n"
            }
            body += "  </testsuite>\n"
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name=\(Self.attribute("dependency-rule: \(report.package)")) tests="\(totalTests)" failures="\(totalFailures)" errors="0">

            """ + body + "</testsuites>\n"
    }

    private func isFailure(_ diagnostic: Diagnostic) -> Bool { diagnostic.severity == .error }

    private static func lines(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { diagnostic in
            "\(diagnostic.location): \(diagnostic.severity.rawValue): [\(diagnostic.rule.rawValue)] \(diagnostic.message)\n"
                + diagnostic.noteLines.map { $0 + "\n" }.joined()
        }.joined()
    }

    /// An attribute value in double quotes: markup characters as entities, line breaks and tabs
    /// as character references (a parser would fold them into spaces).
    static func attribute(_ value: String) -> String {
        "\"" + escape(value, inAttribute: true) + "\""
    }

    /// Character data: markup characters as entities.
    static func text(_ value: String) -> String { escape(value, inAttribute: false) }

    /// Characters XML 1.0 cannot hold at all (other control characters, U+FFFE, U+FFFF) become U+FFFD.
    private static func escape(_ value: String, inAttribute: Bool) -> String {
        var value = value
        // U+FFFE and U+FFFF are encoded as EF BF BE and EF BF BF: rare enough to look for only
        // when such a lead byte is there.
        if value.utf8.contains(0xEF), value.unicodeScalars.contains(where: { $0.value == 0xFFFE || $0.value == 0xFFFF })
        {
            value = String(
                String.UnicodeScalarView(
                    value.unicodeScalars.map { $0.value == 0xFFFE || $0.value == 0xFFFF ? "\u{FFFD}" : $0 }))
        }
        return escapingASCII(value) { byte -> String? in
            switch byte {
            case UInt8(ascii: "&"): return "&amp;"
            case UInt8(ascii: "<"): return "&lt;"
            case UInt8(ascii: ">"): return "&gt;"
            case UInt8(ascii: "\""): return inAttribute ? "&quot;" : nil
            case UInt8(ascii: "'"): return inAttribute ? "&apos;" : nil
            case UInt8(ascii: "\n"): return inAttribute ? "&#10;" : nil
            case UInt8(ascii: "\t"): return inAttribute ? "&#9;" : nil
            case UInt8(ascii: "\r"): return "&#13;"
            case ..<0x20: return "\u{FFFD}"
            default: return nil
            }
        }
    }
}
