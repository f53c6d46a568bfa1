import Foundation
import Testing

@Suite("The example workflow (.github/workflows/architecture.yml) calls what exists")
struct WorkflowTests {
    static let workflow = SelfCheckTests.repository.appendingPathComponent(".github/workflows/architecture.yml")
    static let makefile = SelfCheckTests.repository.appendingPathComponent("Makefile")

    /// The targets the Makefile defines: names at the start of a line, before a single `:`.
    static func makeTargets() throws -> Set<String> {
        let text = try String(contentsOf: makefile, encoding: .utf8)
        var targets: Set<String> = []
        for line in text.split(separator: "\n") {
            guard let first = line.first, first.isLetter || first == "_",
                let colon = line.firstIndex(of: ":"), !line[colon...].hasPrefix(":="),
                !line[..<colon].contains(where: { $0 == " " || $0 == "=" || $0 == "$" })
            else { continue }
            targets.insert(String(line[..<colon]))
        }
        return targets
    }

    /// Every `make TARGET` the workflow runs.
    static func calledTargets(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: #"\bmake\s+([A-Za-z_][\w-]*)"#)
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
            String(text[Range($0.range(at: 1), in: text)!])
        }
    }

    /// The jobs: each `  name:` line under `jobs:` and the lines indented below it.
    static func jobs(in text: String) -> [String: String] {
        var jobs: [String: String] = [:]
        var current: String?
        var inJobs = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "jobs:" {
                inJobs = true
            } else if inJobs, line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") {
                current = String(line.dropFirst(2).dropLast())
                jobs[current!] = ""
            } else if inJobs, let name = current, line.hasPrefix("    ") || line.isEmpty {
                jobs[name, default: ""] += line + "\n"
            } else if !line.hasPrefix(" ") && !line.isEmpty {
                inJobs = false
                current = nil
            }
        }
        return jobs
    }

    @Test("Every make target the workflow calls exists in the Makefile")
    func targetsExist() throws {
        let text = try String(contentsOf: Self.workflow, encoding: .utf8)
        let called = Self.calledTargets(in: text)
        #expect(Set(called) == ["test", "check"], "\(called)")
        let defined = try Self.makeTargets()
        for target in called { #expect(defined.contains(target), "make \(target) is not in the Makefile") }
        #expect(!defined.contains("not-a-target") && defined.contains("bench"), "the reader finds real targets only")
        #expect(Self.calledTargets(in: "run: make tset") == ["tset"], "a misspelt target would be caught")
    }

    @Test("It runs on Linux and macOS, uploads SARIF and writes the Markdown summary")
    func shape() throws {
        let text = try String(contentsOf: Self.workflow, encoding: .utf8)
        #expect(text.contains("ubuntu-") && text.contains("macos-"))
        #expect(text.contains("--format sarif --output dependency-rule.sarif"))
        #expect(
            text.contains("github/codeql-action/upload-sarif@") && text.contains("sarif_file: dependency-rule.sarif"))
        #expect(text.contains("security-events: write"))
        #expect(text.contains("--format markdown --output dependency-rule.md"))
        #expect(text.contains(">> \"$GITHUB_STEP_SUMMARY\""))
        #expect(!text.contains("\t"), "YAML indents with spaces")
        // The Swift container images have no make: every job in one installs it before calling it.
        let jobs = Self.jobs(in: text)
        #expect(jobs.count == 2, "\(jobs.keys.sorted())")
        for (_, job) in jobs where job.contains("container: swift:") {
            let install = try #require(job.range(of: "apt-get install -y -qq make"), "\(job)")
            let firstMake = try #require(job.range(of: "run: make "))
            #expect(install.lowerBound < firstMake.lowerBound)
        }
    }
}
