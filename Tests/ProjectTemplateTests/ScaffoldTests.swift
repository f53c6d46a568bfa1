import DependencyRule
import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

@Suite("The scaffold's text files: the kit's templates, rendered; a broken template stops generation")
struct ScaffoldTests {
    static func render(
        _ text: String, flags: [String: Bool] = ["on": true, "off": false]
    ) throws(GenerationError)
        -> String
    {
        try TextTemplate(path: "T", text: text).render(values: ["name": "Bookshelf", "empty": ""], flags: flags)
    }

    @Test("Names are replaced; a section is kept when its flag is set, an inverted one when it is not")
    func marks() throws {
        #expect(try Self.render("# {{name}}\n") == "# Bookshelf\n")
        #expect(try Self.render("a{{empty}}b") == "ab")
        #expect(try Self.render("[{{#on}}yes {{name}}{{/on}}][{{#off}}no{{/off}}]") == "[yes Bookshelf][]")
        #expect(try Self.render("[{{^on}}no{{/on}}][{{^off}}yes{{/off}}]") == "[][yes]")
        #expect(try Self.render("{{#on}}a{{#off}}b{{/off}}c{{/on}}") == "ac")
        #expect(try Self.render("{{#off}}{{#on}}hidden{{/on}}{{/off}}.") == ".")
        #expect(try Self.render("no marks: ${ x } and { y }") == "no marks: ${ x } and { y }")
    }

    @Test(
        "A mark that cannot be resolved is an error at its line, naming the file",
        arguments: [
            ("line one\n{{nmae}}", "T:2: unknown name 'nmae'"),
            ("{{#maybe}}x{{/maybe}}", "T:1: unknown section 'maybe'"),
            ("{{#on}}x", "T:1: the section 'on' is never closed"),
            ("{{#on}}x{{/off}}", "T:1: '{{/off}}' closes no open section of that name"),
            ("x{{/on}}", "T:1: '{{/on}}' closes no open section of that name"),
            ("\n\n{{name", "T:3: a '{{' is never closed by '}}'"),
        ])
    func errors(text: String, message: String) {
        #expect(throws: GenerationError("the kit's template \(message)")) { try Self.render(text) }
    }

    @Test(
        "Every template renders for each example, with and without the prefix, leaving no mark",
        arguments: [Example.league, .none], [false, true])
    func everyTemplateRenders(example: Example, prefixed: Bool) throws {
        let kit = try KitSource(explicit: Kit.root.path, environment: [:])
        let scaffold = ScaffoldTemplate(
            project: try ProjectName("Bookshelf"), prefix: prefixed ? "Bookshelf" : "", example: example,
            testSupport: ["Fakes", "Contracts"],
            stores: try StoreSelection(chosen: [], kernel: kit.template()[.kernel]),
            date: "2026-01-02")
        let files = try scaffold.files(from: kit)
        #expect(
            files.paths == [
                ".gitattributes", ".github/workflows/architecture.yml", ".github/workflows/kit-update.yml",
                ".gitignore",
                "Docs/Architecture.md",
                "Docs/Decisions/0001-four-layers-enforced-by-dependency-rule.md", "Docs/Decisions/README.md",
                "Makefile", "README.md", "dependency-rules.json",
            ])
        for path in files.paths {
            // A GitHub Actions expression, `${{ … }}`, is the one `{{` a file may keep.
            #expect(files[path]?.replacing("${{", with: "").contains("{{") == false, "\(path) keeps a mark")
        }
        let readme = try #require(files["README.md"])
        let entities = prefixed ? "BookshelfEntities" : "Entities"
        #expect(
            readme.contains("| **Entities** | The business rules: values that cannot be invalid. | `\(entities)` |"))
        let list = "Terminal/\(example == .league ? "League" : "Bookshelf")/BookshelfFeatures.swift"
        #expect(readme.contains(list), "\(readme)")
        #expect(!readme.contains("storage-torture"), "a package without the helper names it: \(readme)")
        #expect(
            files["Makefile"]?.contains(
                "\tBOOKSHELF_BIN=\"$$($(SWIFT) build $(SWIFT_BUILD_FLAGS) --show-bin-path)/bookshelf\"") == true)
        #expect(
            files["Docs/Decisions/0001-four-layers-enforced-by-dependency-rule.md"]?.contains("Date: 2026-01-02")
                == true)
        #expect(files["dependency-rules.json"]?.contains(#""testSupport": ["Fakes", "Contracts"]"#) == true)
        // Local `make check` is as strict as the CI job's `--strict`: a warning fails both.
        let configuration = try Configuration.parse(
            Array(try #require(files["dependency-rules.json"]).utf8), file: "dependency-rules.json")
        #expect(configuration.strict, "the generated configuration is not strict")
        // The package's first feature is kept apart from those `add feature` makes.
        #expect(configuration.independent.first?.parts.map(\.name) == [example == .league ? "League" : "Note"])
    }

    @Test("The README names the test-support programs the package has, as the package names them")
    func helperPrograms() throws {
        let kit = try KitSource(explicit: Kit.root.path, environment: [:])
        let scaffold = ScaffoldTemplate(
            project: try ProjectName("Bookshelf"), prefix: "Bookshelf", example: .none,
            testSupport: ["BookshelfFakes", "bookshelf-storage-torture"],
            stores: try StoreSelection(chosen: [], kernel: kit.template()[.kernel]), date: "2026-01-02")
        let readme = try #require(try scaffold.files(from: kit)["README.md"])
        #expect(
            readme.contains("\n`bookshelf-storage-torture`: a test helper that writes through the stores"), "\(readme)")
        #expect(!readme.contains("`BookshelfFakes`: a test helper"), "\(readme)")
    }

    /// A generated workflow, as YAML reads it (python3's yaml module, which make deps installs).
    static func workflow(
        prefix: String, repository: String, version: String, file: String = "architecture.yml",
        edit: (String) -> String = { $0 }
    ) async throws -> [String: Any] {
        let kit = try KitSource(explicit: Kit.root.path, environment: [:])
        let scaffold = ScaffoldTemplate(
            project: try ProjectName("Bookshelf"), prefix: prefix, example: .none, testSupport: ["Fakes"],
            stores: try StoreSelection(chosen: [], kernel: kit.template()[.kernel]), kitVersion: version,
            kitRepository: repository, date: "2026-01-02")
        let text = try #require(try scaffold.files(from: kit)[".github/workflows/" + file])
        let scratch = try TemporaryFolder(prefix: "workflow")
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent(file)
        try Data(edit(text).utf8).write(to: file)
        let parsed = try await ChildProcess.run([
            "python3", "-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))", file.path,
        ])
        try #require(parsed.status == 0, "architecture.yml does not parse: \(parsed)")
        return try #require(
            try JSONSerialization.jsonObject(with: Data(parsed.standardOutput.utf8)) as? [String: Any])
    }

    @Test(
        "The workflow parses: make test and the strict check on Linux; on macOS, swift test and each layer's library built for the iOS Simulator",
        arguments: [false, true])
    func workflowShape(prefixed: Bool) async throws {
        let prefix = prefixed ? "Bookshelf" : ""
        let workflow = try await Self.workflow(
            prefix: prefix, repository: "https://github.com/acme/Kit", version: "1.2.3")
        // Nothing to edit before the first push: the kit it was made from, by address and version.
        let environment = workflow["env"] as? [String: String]
        #expect(environment == ["KIT_REPOSITORY": "https://github.com/acme/Kit", "KIT_VERSION": "1.2.3"])
        let jobs = try #require(workflow["jobs"] as? [String: [String: Any]])
        #expect(Set(jobs.keys) == ["test", "apple"])
        #expect(jobs["apple"]?["runs-on"] as? String == "macos-15")
        let steps = (jobs["apple"]?["steps"] as? [[String: Any]] ?? []).compactMap { $0["run"] as? String }
        #expect(steps.first?.contains("xcode-select -s") == true, "\(steps)")
        #expect(steps.dropFirst().first == "make test", "\(steps)")
        let build = try #require(steps.last)
        // The schemes are the layers' library products, which the generated manifest declares.
        for layer in ["Entities", "UseCases", "InterfaceAdapters", "FrameworksAndDrivers"] {
            #expect(build.contains(" \(prefix)\(layer)"), "\(layer): \(build)")
        }
        #expect(
            build.contains("xcodebuild build -quiet -scheme \"$layer\" -destination 'generic/platform=iOS Simulator'"))
        let linux = (jobs["test"]?["steps"] as? [[String: Any]] ?? []).compactMap { $0["run"] as? String }
        #expect(linux.contains("make test") && linux.contains("make check CHECK_ARGS=--strict"), "\(linux)")
        #expect(!linux.joined().contains("git clone"), "the checker is downloaded, not built: \(linux)")
    }

    @Test(
        "The kit-update workflow parses, is off until one line is uncommented, and turns update's statuses into a pull request"
    )
    func kitUpdateShape() async throws {
        let schedule = #"  # schedule: [{ cron: "0 6 * * 1" }]"#
        let off = try await Self.workflow(
            prefix: "", repository: "https://github.com/acme/Kit", version: "1.2.3", file: "kit-update.yml")
        // YAML 1.1 reads the key `on` as true.
        let triggers = try #require(off["true"] as? [String: Any?])
        #expect(triggers.keys.sorted() == ["workflow_dispatch"], "\(triggers)")
        #expect(off["env"] as? [String: String] == ["KIT_REPOSITORY": "https://github.com/acme/Kit"])
        let on = try await Self.workflow(
            prefix: "", repository: "https://github.com/acme/Kit", version: "1.2.3", file: "kit-update.yml",
            edit: { text in
                #expect(text.contains("\n" + schedule + "\n"), "the line to uncomment")
                return text.replacing(schedule, with: schedule.replacing("# ", with: ""))
            })
        let scheduled = try #require(on["true"] as? [String: Any])
        #expect((scheduled["schedule"] as? [[String: String]])?.first?["cron"] == "0 6 * * 1", "\(scheduled)")
        let jobs = try #require(off["jobs"] as? [String: [String: Any]])
        let steps = try #require(jobs["update"]?["steps"] as? [[String: Any]])
        let runs = steps.compactMap { $0["run"] as? String }
        #expect(
            runs.contains {
                $0.contains("git ls-remote --tags") && $0.contains(#"git clone --depth 1"#) && $0.contains("make -C")
            })
        let update = try #require(runs.first { $0.contains("clean-architecture update --check") })
        #expect(update.contains("clean-architecture update > ") && update.contains("git push -u origin HEAD"))
        #expect(
            update.contains(#"git ls-remote --exit-code --heads origin "$branch""#), "one pull request per kit version")
        // The pull request's text: the report's list, then what to do on the branch (nothing is
        // unmerged there: the advice for a work tree is dropped).
        let lines = update.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0.contains(#"sed '/^$/,$d'"#) })
        let end = try #require(lines[start...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "fi" })
        let scratch = try TemporaryFolder(prefix: "kit-update")
        defer { scratch.remove() }
        try Data(
            """
            Updated Bookshelf from CleanArchitectureKit 1.0.0 to 1.1.0: 3 generated files compared.
              conflict  Sources/A.swift (1 hunk)

            1 conflict (git status lists them as unmerged). In a file with hunks, …
              make check CHECK_ARGS=--strict && make test && git add -A && git commit

            """.utf8
        ).write(to: scratch.url.appendingPathComponent("update.txt"))
        let body = try await ChildProcess.run(
            ["bash", "-c", "set -e; status=1; " + lines[start...end].joined(separator: "\n")],
            environment: ["RUNNER_TEMP": scratch.url.path, "PATH": ProcessInfo.processInfo.environment["PATH"] ?? ""])
        #expect(body.status == 0, "\(body)")
        #expect(
            try String(contentsOf: scratch.url.appendingPathComponent("report.txt"), encoding: .utf8)
                == """
                Updated Bookshelf from CleanArchitectureKit 1.0.0 to 1.1.0: 3 generated files compared.
                  conflict  Sources/A.swift (1 hunk)

                Each conflict above is committed as the update left it: a file with hunks holds <<<<<<< yours … >>>>>>> kit blocks; any other is yours, the kit's version in .clean-architecture/base/. Resolve them on this branch, then make check CHECK_ARGS=--strict && make test, and push.

                """)
        let pull = try #require(steps.last)
        #expect((pull["env"] as? [String: String])?["GH_TOKEN"] == "${{ secrets.KIT_UPDATE_TOKEN || github.token }}")
        #expect(
            (pull["run"] as? String)?.contains("gh pr create") == true
                && (pull["run"] as? String)?.contains("--draft") == true)
    }

    static var isLinux: Bool {
        #if os(Linux)
            true
        #else
            false
        #endif
    }

    /// The test build's artifact bundle, which `make test` writes.
    static let bundle = Kit.root.appendingPathComponent(".build/test/bundle")

    @Test(
        "The workflow's install step downloads the release's checker, checks its SHA-256 and puts it on the PATH; a wrong checksum stops it",
        .enabled(
            if: FileManager.default.fileExists(
                atPath: bundle.appendingPathComponent("dependency-rule.artifactbundle.zip").path),
            "make test writes the checker's artifact bundle this test serves"),
        .enabled(if: isLinux, "the step runs on the workflow's Linux runner, and takes its Linux variant"))
    func installStep() async throws {
        // The bundle's version: its variant's folder is dependency-rule-VERSION-linux-ARCH.
        let variants = try FileManager.default.contentsOfDirectory(
            atPath: Self.bundle.appendingPathComponent("dependency-rule.artifactbundle").path)
        let variant = try #require(variants.first { $0.hasPrefix("dependency-rule-") })
        let version = try #require(variant.split(separator: "-").dropFirst(2).first.map(String.init))
        let server = try await LocalHTTPServer()
        defer { server.abandon() }
        let release = server.root.appendingPathComponent("acme/Kit/releases/download/v\(version)")
        try FileManager.default.createDirectory(at: release, withIntermediateDirectories: true)
        for file in ["dependency-rule.artifactbundle.zip", "dependency-rule.artifactbundle.zip.sha256"] {
            try FileManager.default.copyItem(
                at: Self.bundle.appendingPathComponent(file), to: release.appendingPathComponent(file))
        }
        let repository = server.baseURL.appendingPathComponent("acme/Kit").absoluteString
        let workflow = try await Self.workflow(prefix: "", repository: repository, version: version)
        let jobs = try #require(workflow["jobs"] as? [String: [String: Any]])
        let steps = try #require(jobs["test"]?["steps"] as? [[String: Any]])
        let step = try #require(
            steps.first { ($0["name"] as? String)?.hasPrefix("Install dependency-rule") == true }?["run"] as? String)

        /// Runs the step as the runner would, with the workflow's environment.
        func runStep() async throws -> (outcome: ChildProcess.Outcome, path: String) {
            let runner = try TemporaryFolder(prefix: "runner")
            defer { runner.remove() }
            let pathFile = runner.url.appendingPathComponent("github-path")
            try Data().write(to: pathFile)
            var environment = ProcessInfo.processInfo.environment
            environment.merge(workflow["env"] as? [String: String] ?? [:]) { $1 }
            environment["RUNNER_TEMP"] = runner.path
            environment["GITHUB_PATH"] = pathFile.path
            let outcome = try await ChildProcess.run(["bash", "-e", "-c", step], environment: environment)
            let path = try String(contentsOf: pathFile, encoding: .utf8).trimmingCharacters(in: .newlines)
            if outcome.status == 0 {
                let version = try await ChildProcess.run([path + "/dependency-rule", "--version"])
                #expect(version.status == 0 && version.standardOutput.hasPrefix("dependency-rule "), "\(version)")
            }
            return (outcome, path)
        }
        let installed = try await runStep()
        #expect(installed.outcome.status == 0, "\(installed.outcome)")
        #expect(installed.path.hasSuffix("/bin"), "\(installed.path)")

        try Data((String(repeating: "0", count: 64) + "\n").utf8).write(
            to: release.appendingPathComponent("dependency-rule.artifactbundle.zip.sha256"))
        let tampered = try await runStep()
        #expect(tampered.outcome.status != 0, "\(tampered.outcome)")
        #expect(tampered.path.isEmpty, "a checker that fails its checksum is not put on the PATH")
    }

    @Test("new with a broken template in the kit: exit 2 naming the template and line, nothing written")
    func brokenTemplate() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let kit = scratch.url.appendingPathComponent("kit")
        try Kit.copy(into: kit)
        let makefile = kit.appendingPathComponent("Sources/ProjectTemplate/Scaffold/Makefile")
        let text = try String(contentsOf: makefile, encoding: .utf8)
        try Data(text.replacing("{{package}}", with: "{{pakage}}").utf8).write(to: makefile)
        let run = await runTemplate(
            ["new", "Bookshelf", "--output", "out", "--kit-path", kit.path], in: scratch.url)
        #expect(run.status == 2, "\(run)")
        #expect(
            run.errors
                == "clean-architecture: error: the kit's template Sources/ProjectTemplate/Scaffold/Makefile:1: unknown name 'pakage'\n",
            "\(run)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("out").path))
    }

    @Test("new with a broken configuration in the kit: exit 2 naming the file, line and column, nothing written")
    func brokenKitConfiguration() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let kit = scratch.url.appendingPathComponent("kit")
        try Kit.copy(into: kit)
        let configuration = kit.appendingPathComponent("dependency-rules.json")
        try Data("{ \"layers\": [ }\n".utf8).write(to: configuration)
        let run = await runTemplate(
            ["new", "Bookshelf", "--output", "out", "--kit-path", kit.path], in: scratch.url)
        #expect(run.status == 2, "\(run)")
        #expect(
            run.errors
                == "clean-architecture: error: cannot read the kit's configuration: \(configuration.path):1:15: error: unexpected character '}': expected a value\n",
            "\(run)")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("out").path))
    }
}
