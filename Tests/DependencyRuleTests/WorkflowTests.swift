import Foundation
import ProcessSpawning
import TestSupport
import Testing

@Suite("The example workflow (.github/workflows/architecture.yml) calls what exists", .initAcceptsEveryFixture)
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

    static let release = SelfCheckTests.repository.appendingPathComponent(".github/workflows/release.yml")

    /// The release workflow as YAML reads it (python3's yaml module, which `make deps` installs),
    /// as JSON objects.
    static func parsedRelease() async throws -> [String: Any] {
        let parsed = try await ChildProcess.run([
            "python3", "-c",
            "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))", release.path,
        ])
        try #require(parsed.status == 0, "release.yml does not parse: \(parsed)")
        return try #require(
            try JSONSerialization.jsonObject(with: Data(parsed.standardOutput.utf8)) as? [String: Any],
            "\(parsed)")
    }

    @Test(
        "The release workflow parses: on a version tag, Linux x86_64 and aarch64 and a universal macOS binary merged into one bundle, then the plugins package"
    )
    func releaseWorkflow() async throws {
        let workflow = try await Self.parsedRelease()
        // YAML reads a bare `on` as true.
        let triggers = (workflow["on"] ?? workflow["true"]) as? [String: Any]
        #expect((triggers?["push"] as? [String: Any])?["tags"] as? [String] == ["v*.*.*"], "\(workflow)")
        let jobs = try #require(workflow["jobs"] as? [String: [String: Any]])
        #expect(Set(jobs.keys) == ["linux", "macos", "publish"])
        #expect(jobs["publish"]?["needs"] as? [String] == ["linux", "macos"])
        let arches = ((jobs["linux"]?["strategy"] as? [String: Any])?["matrix"] as? [String: Any])?["include"]
        #expect((arches as? [[String: String]])?.map { $0["arch"] ?? "" } == ["x86_64", "aarch64"])

        let text = try String(contentsOf: Self.release, encoding: .utf8)
        let called = Self.calledTargets(in: text)
        #expect(Set(called) == ["bundle", "plugins-package"], "\(called)")
        let defined = try Self.makeTargets()
        for target in called { #expect(defined.contains(target), "make \(target) is not in the Makefile") }
        // The merge names every variant with the triples SwiftPM matches.
        for variant in [
            "linux-x86_64=binaries/linux-x86_64/dependency-rule:x86_64-unknown-linux-gnu",
            "linux-aarch64=binaries/linux-aarch64/dependency-rule:aarch64-unknown-linux-gnu",
            "macos=binaries/macos/dependency-rule:x86_64-apple-macosx,arm64-apple-macosx",
        ] {
            #expect(text.contains("--variant \(variant)"), "\(variant)")
        }
        #expect(text.contains("--arch arm64 --arch x86_64"))
        // Published once: a re-run never replaces the zip whose checksum users pin, and adds no
        // second commit or tag to the plugins repository.
        #expect(!text.contains("--clobber") && text.contains("gh release download"))
        #expect(text.contains("git diff --cached --quiet ||") && text.contains("rev-parse -q --verify"))
        #expect(!text.contains("\t"), "YAML indents with spaces")
        for (_, job) in Self.jobs(in: text) where job.contains("container: swift:") {
            let install = try #require(job.range(of: "apt-get install -y -qq make"), "\(job)")
            let firstMake = try #require(job.range(of: "run: make "))
            #expect(install.lowerBound < firstMake.lowerBound)
        }
    }

    /// The merge step of the release, run here on this machine's checker given as all three
    /// variants: one bundle whose info.json lists them with their triples.
    @Test(
        "The release's merge step makes one bundle of several variants",
        .enabled(if: ArtifactBundle.isWritten, "make test writes the checker's artifact bundle this test merges"))
    func releaseMerge() async throws {
        let binary = try ArtifactBundle.binary()
        let scratch = try TemporaryFolder(prefix: "release-merge")
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("release")
        let merged = try await ArtifactBundle.script(
            "artifact_bundle.py",
            [
                "--output", output.path, "--version", "1.2.0",
                "--variant", "linux-x86_64=\(binary.path):x86_64-unknown-linux-gnu",
                "--variant", "linux-aarch64=\(binary.path):aarch64-unknown-linux-gnu",
                "--variant", "macos=\(binary.path):x86_64-apple-macosx,arm64-apple-macosx",
            ])
        #expect(merged.status == 0, "\(merged)")
        let info = try JSONSerialization.jsonObject(
            with: Data(contentsOf: output.appendingPathComponent("dependency-rule.artifactbundle/info.json")))
        let artifact = ((info as? [String: Any])?["artifacts"] as? [String: Any])?["dependency-rule"] as? [String: Any]
        #expect(artifact?["version"] as? String == "1.2.0" && artifact?["type"] as? String == "executable")
        let variants = (artifact?["variants"] as? [[String: Any]] ?? []).map {
            "\($0["path"] as? String ?? ""): \(($0["supportedTriples"] as? [String] ?? []).joined(separator: ","))"
        }
        #expect(
            variants == [
                "dependency-rule-1.2.0-linux-aarch64/bin/dependency-rule: aarch64-unknown-linux-gnu",
                "dependency-rule-1.2.0-linux-x86_64/bin/dependency-rule: x86_64-unknown-linux-gnu",
                "dependency-rule-1.2.0-macos/bin/dependency-rule: x86_64-apple-macosx,arm64-apple-macosx",
            ], "\(variants)")
        for variant in ["linux-aarch64", "linux-x86_64", "macos"] {
            let copy = output.appendingPathComponent(
                "dependency-rule.artifactbundle/dependency-rule-1.2.0-\(variant)/bin/dependency-rule")
            #expect(FileManager.default.isExecutableFile(atPath: copy.path), "\(copy.path)")
        }
    }
}
