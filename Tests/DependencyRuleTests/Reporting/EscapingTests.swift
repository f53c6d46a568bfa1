import Foundation
import Testing

@testable import DependencyRule

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite(
    "Every report format escapes what it must: awkward paths and messages survive a round trip",
    .initAcceptsEveryFixture)
struct EscapingTests {
    /// Quotes, markup, an ampersand, commas, percent signs, colons, pipes, line breaks and non-ASCII.
    static let target = "UI \"q\" <b> & c, 100% é|x"
    static let file = "Sources/a \"q\" <&>, 100%: [x]_*\nb/é ✓.swift"
    static let message = "it's \"q\" <b/> & c, 100%: `x` | *y* [z](w) $m$\r\nnext line: é ✓\t~end~"

    /// A report with one error and one warning carrying the awkward text, rendered every way.
    static func report() -> (CheckReport, PackageAnalysis, LayerAssignment) {
        let target = PackageTarget(
            name: Self.target, kind: .regular, dependencies: [], folder: "Sources", swiftFiles: [Self.file],
            hasCFamilySources: false)
        let analysis = PackageAnalysis(
            name: "Pkg <&> \"q\"", root: "/tmp/p q",
            targets: [.init(target: target, files: [.init(path: Self.file, imports: [])])],
            manifestText: "", timings: [])
        let configuration = Configuration(
            layers: [.init(name: "Layer & <1>", targets: [TargetPattern(Self.target)], allowedImports: [])],
            testSupport: [], unlayered: [], file: nil)
        let architecture = try! LayerAssignment(configuration: configuration, targets: [target])
        let diagnostics = [
            Diagnostic(
                rule: .forbiddenImport, message: Self.message, file: Self.file, line: 3, column: 8, target: Self.target,
                module: "M,%"),
            Diagnostic(
                rule: .unusedDependency, message: Self.message + " (warning)", file: Self.file, line: 9, column: 1,
                target: Self.target),
        ]
        return (CheckReport(analysis: analysis, diagnostics: diagnostics), analysis, architecture)
    }

    @Test("text: one line per diagnostic, control characters escaped Swift-style")
    func text() {
        let (report, _, _) = Self.report()
        let lines = report.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 3)
        let unescape = { (text: Substring) in
            text.replacingOccurrences(of: "\\r", with: "\r").replacingOccurrences(of: "\\n", with: "\n")
                .replacingOccurrences(of: "\\t", with: "\t")
        }
        #expect(unescape(lines[0]) == "\(Self.file):3:8: error: [forbidden-import] \(Self.message)")
        #expect(unescape(lines[1]) == "\(Self.file):9:1: warning: [unused-dependency] \(Self.message) (warning)")
    }

    @Test("json and SARIF: JSON strings parse back to the same text; SARIF URIs decode to the path")
    func json() throws {
        let (report, _, _) = Self.report()
        let document = try #require(try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["message"] as? String } == [Self.message, Self.message + " (warning)"])
        #expect(diagnostics.map { $0["file"] as? String } == [Self.file, Self.file])
        #expect(diagnostics.first?["target"] as? String == Self.target)
        #expect(diagnostics.first?["module"] as? String == "M,%")

        let sarif = try #require(
            try JSONSerialization.jsonObject(with: Data(SARIFReport(report: report, root: "/tmp/p q").json.utf8))
                as? [String: Any])
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(
            results.map { ($0["message"] as? [String: Any])?["text"] as? String } == [
                Self.message, Self.message + " (warning)",
            ])
        let uri = try #require(
            ((((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])?[
                "artifactLocation"] as? [String: Any])?["uri"] as? String)
        #expect(uri.removingPercentEncoding == Self.file)
        #expect(URL(string: uri) != nil, "a valid URI reference: \(uri)")
    }

    @Test("SARIF: a file outside the package (a baseline elsewhere) gets an absolute URI without a base")
    func sarifOutsideThePackage() throws {
        let (_, analysis, _) = Self.report()
        let outside = CheckReport(
            analysis: analysis,
            diagnostics: [
                Diagnostic(
                    rule: .staleBaseline, message: "stale", file: "/etc/a b.json", line: 4, column: 5, target: "T")
            ])
        let sarif = try #require(
            try JSONSerialization.jsonObject(with: Data(SARIFReport(report: outside, root: "/tmp/p").json.utf8))
                as? [String: Any])
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let artifact = try #require(
            (((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])?[
                "artifactLocation"] as? [String: Any])
        #expect(artifact["uri"] as? String == "file:///etc/a%20b.json")
        #expect(artifact["uriBaseId"] == nil)
    }

    @Test("github: workflow commands decode back to the path, title and message")
    func github() throws {
        let (report, _, _) = Self.report()
        let lines = GitHubReport(report: report).text.split(separator: "\n")
        #expect(lines.count == 2, "line breaks never split a command")
        let body = lines[0].dropFirst("::error ".count)
        let separator = try #require(body.range(of: "::"))
        let properties = Dictionary(
            uniqueKeysWithValues: body[..<separator.lowerBound].split(separator: ",").map { pair in
                let parts = pair.split(separator: "=", maxSplits: 1)
                return (String(parts[0]), ReportFormatTests.decode(String(parts[1])))
            })
        #expect(properties["file"] == Self.file)
        #expect(properties["line"] == "3" && properties["col"] == "8")
        #expect(ReportFormatTests.decode(String(body[separator.upperBound...])) == Self.message)
    }

    @Test("junit: well-formed XML whose attributes and text parse back exactly")
    func junit() throws {
        let (report, analysis, architecture) = Self.report()
        let xml = JUnitReport(report: report, checker: Checker(analysis: analysis, architecture: architecture)).xml
        let document = try JUnitDocument(xml)
        #expect(document.suites.map(\.name) == [Self.target])
        let failing = try #require(document.suites.first?.cases.first { $0.name == "forbidden-import" })
        #expect(failing.failureMessage == Self.message)
        #expect(failing.failureText == "\(Self.file):3:8: error: [forbidden-import] \(Self.message)\n")
        let warned = try #require(document.suites.first?.cases.first { $0.name == "unused-dependency" })
        #expect(warned.failureMessage == nil, "a warning does not fail (with --strict it is an error)")
        #expect(warned.systemOut.contains(Self.message))
        #expect(document.rootName == "dependency-rule: Pkg <&> \"q\"")
        // XML 1.0 cannot hold U+FFFE, U+FFFF or most control characters: they become U+FFFD.
        #expect(JUnitReport.text("a\u{FFFE}b\u{1}c\u{FFFF}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
        #expect(JUnitReport.attribute("x\r\ny") == "\"x&#13;&#10;y\"", "CR LF is two escapes, not one Character")
    }

    @Test("markdown: table cells parse back to the location and message")
    func markdown() throws {
        let (report, analysis, architecture) = Self.report()
        let graph = ArchitectureGraph(
            checker: Checker(analysis: analysis, architecture: architecture), diagnostics: report.diagnostics)
        let text = MarkdownReport(report: report, graph: graph).text
        let rows = text.split(separator: "\n").filter { $0.hasPrefix("| error") || $0.hasPrefix("| warning") }
        #expect(rows.count == 2)
        let cells = MarkdownTable.cells(of: String(rows[0]))
        #expect(
            cells == [
                "error", "`forbidden-import`", "\(Self.file):3:8",
                Self.message.replacingOccurrences(of: "\r", with: ""),
            ])
        #expect(text.hasPrefix("## dependency-rule: Pkg \\<\\&\\> \"q\"\n"))
        // The Mermaid block cannot be closed early by a label.
        let fence = try #require(text.range(of: "```mermaid\n"))
        #expect(!text[fence.upperBound...].dropLast(4).contains("`"))
    }
}

/// Reads table cells back: splits at unescaped `|`, turns `<br>` into line breaks and drops
/// backslash escapes.
enum MarkdownTable {
    static func cells(of row: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in row.dropFirst().dropLast() {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        cells.append(current)
        return cells.map {
            $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "<br>", with: "\n")
        }
    }
}

/// The parts of a JUnit document the tests look at, read with Foundation's XML parser.
final class JUnitDocument: NSObject, XMLParserDelegate {
    struct Case {
        var name = ""
        var failureMessage: String?
        var failureText = ""
        var systemOut = ""
    }

    struct Suite {
        var name = ""
        var tests = 0
        var failures = 0
        var cases: [Case] = []
    }

    private(set) var rootName = ""
    private(set) var rootTests = 0
    private(set) var rootFailures = 0
    private(set) var suites: [Suite] = []
    private var element = ""

    struct Malformed: Error, CustomStringConvertible {
        let description: String
    }

    init(_ xml: String) throws {
        super.init()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = self
        guard parser.parse() else {
            throw Malformed(description: "\(parser.parserError.map { "\($0)" } ?? "?") in\n\(xml)")
        }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        element = name
        switch name {
        case "testsuites":
            rootName = attributes["name"] ?? ""
            rootTests = Int(attributes["tests"] ?? "") ?? -1
            rootFailures = Int(attributes["failures"] ?? "") ?? -1
        case "testsuite":
            suites.append(
                Suite(
                    name: attributes["name"] ?? "", tests: Int(attributes["tests"] ?? "") ?? -1,
                    failures: Int(attributes["failures"] ?? "") ?? -1))
        case "testcase": suites[suites.count - 1].cases.append(Case(name: attributes["name"] ?? ""))
        case "failure":
            suites[suites.count - 1].cases[suites[suites.count - 1].cases.count - 1].failureMessage =
                attributes["message"] ?? ""
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard !suites.isEmpty, let last = suites[suites.count - 1].cases.indices.last else { return }
        if element == "failure" { suites[suites.count - 1].cases[last].failureText += string }
        if element == "system-out" { suites[suites.count - 1].cases[last].systemOut += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        element = ""
    }
}
