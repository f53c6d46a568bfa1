import Foundation
import Testing

@testable import DependencyRule

@Suite("Report formats for CI: SARIF and GitHub workflow commands, parsed back", .initAcceptsEveryFixture)
struct ReportFormatTests {
    /// A package with an outward import in a folder whose name needs escaping everywhere.
    static let awkwardFolder = "Code/We \"q\" & <b> 100%, é"

    func fixture() throws -> FixturePackage {
        try FixturePackage(
            targets: """
                        .target(name: "Entities", path: "\(Self.awkwardFolder.replacingOccurrences(of: "\"", with: "\\\""))"),
                        .target(name: "UseCases", dependencies: ["Entities"]),
                """,
            files: [
                "\(Self.awkwardFolder)/E.swift": "\nimport UseCases\n",
                "Sources/UseCases/U.swift": "import Entities\n",
            ])
    }

    @Test("SARIF has the structure the 2.1.0 schema requires, and its URIs decode to the paths")
    func sarif() async throws {
        let package = try fixture()
        defer { package.remove() }
        let run = await package.run("check", "--format", "sarif")
        #expect(run.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        #expect(document["version"] as? String == "2.1.0")
        #expect((document["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try #require(document["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "dependency-rule")
        #expect(driver["version"] as? String == DependencyRuleCommand.version)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == RuleID.allCases.map(\.rawValue))
        for rule in rules {
            for key in ["shortDescription", "fullDescription", "help"] {
                #expect(
                    ((rule[key] as? [String: Any])?["text"] as? String)?.isEmpty == false, "\(key) of \(rule["id"]!)")
            }
        }
        let base = try #require(
            ((runs[0]["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])?["uri"] as? String)
        #expect(base.hasPrefix("file:///") && base.hasSuffix("/"))
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(!results.isEmpty)
        for result in results {
            let ruleId = try #require(result["ruleId"] as? String)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleId)
            #expect(["error", "warning", "note"].contains(result["level"] as? String))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let physical = try #require(
                ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            let uri = try #require(artifact["uri"] as? String)
            #expect(!uri.contains(" ") && !uri.contains("\"") && !uri.contains("<"), "\(uri) is not encoded")
            if let region = physical["region"] as? [String: Any] {
                #expect((region["startLine"] as? Int ?? 0) >= 1)
            }
        }
        let outward = try #require(
            results.first {
                $0["ruleId"] as? String == "outward-dependency"
                    && ($0["locations"] as? [[String: Any]])?.description.contains("E.swift") == true
            })
        let uri = try #require(
            ((((outward["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])?[
                "artifactLocation"] as? [String: Any])?["uri"] as? String)
        #expect(uri.removingPercentEncoding == "\(Self.awkwardFolder)/E.swift")
    }

    @Test("GitHub workflow commands carry the same diagnostics as the JSON report, escaped and decoded back")
    func github() async throws {
        let package = try fixture()
        defer { package.remove() }
        let json = await package.check()
        let run = await package.run("check", "--format", "github")
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.count == json.diagnostics.count)
        for (line, diagnostic) in zip(lines, json.diagnostics) {
            let severity = diagnostic["severity"] as! String
            #expect(line.hasPrefix("::\(severity) "))
            let body = line.dropFirst(severity.count + 3)
            let separator = try #require(body.range(of: "::"))
            let properties = Dictionary(
                uniqueKeysWithValues: body[..<separator.lowerBound].split(separator: ",").map { pair in
                    let parts = pair.split(separator: "=", maxSplits: 1)
                    return (String(parts[0]), Self.decode(String(parts[1])))
                })
            #expect(properties["file"] == diagnostic["file"] as? String)
            #expect(properties["line"] == (diagnostic["line"] as? Int).map(String.init))
            #expect(properties["col"] == (diagnostic["column"] as? Int).map(String.init))
            #expect(properties["title"] == "[\(diagnostic["rule"] as! String)]")
            // The message, then each note on a line of its own.
            let notes = (diagnostic["notes"] as? [[String: Any]] ?? []).map { note in
                "\(note["file"]!):\(note["line"]!):\(note["column"]!): note: [\(note["rule"]!)] \(note["message"]!)"
            }
            #expect(
                Self.decode(String(body[separator.upperBound...]))
                    == ([diagnostic["message"] as! String] + notes).joined(separator: "\n"))
        }
    }

    @Test("Escaping follows the workflow-command protocol")
    func escaping() async {
        #expect(GitHubReport.escapeData("100% done\r\nnext: a, b") == "100%25 done%0D%0Anext: a, b")
        #expect(GitHubReport.escapeProperty("a:b,c%\n") == "a%3Ab%2Cc%25%0A")
        #expect(Self.decode(GitHubReport.escapeProperty("é <\"q\"> & 100%, x:y\n")) == "é <\"q\"> & 100%, x:y\n")
    }

    @Test("--output writes the report to a file and nothing to standard output")
    func outputFile() async throws {
        let package = try fixture()
        defer { package.remove() }
        let run = await package.run("check", "--format", "sarif", "--output", "reports/result.sarif")
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        let written = try String(
            contentsOf: package.root.appendingPathComponent("reports/result.sarif"), encoding: .utf8)
        #expect(written.contains("\"version\": \"2.1.0\""))
        let unwritable = await package.run("check", "--output", "/proc/self/cannot/result.txt")
        #expect(unwritable.status == 2)
        #expect(unwritable.errors.contains("error: cannot"))
        #expect(await package.run("imports", "--format", "sarif").status == 2, "imports has no SARIF form")
    }

    @Test("Every report in CheckReport.formats is a --format of check, said in its help, and is what it writes")
    func registry() async throws {
        let package = try fixture()
        defer { package.remove() }
        let help = await package.run("check", "--help")
        #expect(CheckReport.formats.first?.format == "text", "the default first")
        for report in CheckReport.formats {
            #expect(
                help.output.contains(
                    "  \(report.format)" + String(repeating: " ", count: 10 - report.format.count) + report.summary),
                "\(help.output)")
            let run = await package.run("check", "--format", report.format)
            #expect(run.status == 1, "\(report.format): \(run.errors)")
            // What the run wrote is the report's rendering of the same findings.
            let again = await package.run("check", "--format", report.format)
            #expect(!run.output.isEmpty && run.output == again.output, "\(report.format)")
        }
        #expect(CheckReport.formats.count == Set(CheckReport.formats.map { $0.format }).count, "each name once")
        let unknown = await package.run("check", "--format", "xml")
        #expect(unknown.status == 2)
        #expect(
            unknown.errors.hasPrefix(
                "dependency-rule: error: --format must be \(CheckReport.formats.dropLast().map { $0.format }.joined(separator: ", ")) or \(CheckReport.formats.last!.format), not 'xml'"
            ), "\(unknown.errors)")
    }

    /// Undoes the workflow-command escapes.
    static func decode(_ text: String) -> String {
        text.replacingOccurrences(of: "%0D", with: "\r").replacingOccurrences(of: "%0A", with: "\n")
            .replacingOccurrences(of: "%3A", with: ":").replacingOccurrences(of: "%2C", with: ",")
            .replacingOccurrences(of: "%25", with: "%")
    }
}
