import Foundation
import ProcessSpawning
import Testing

/// The `make` targets README documents, read from the Makefile without running them (a dry run
/// would run the recipes that call `$(MAKE)`, `make test` among them): each is defined, so is
/// everything it depends on, and every path of this repository its recipes name exists.
@Suite("Every make target README documents exists, and its recipe names only what exists", .initAcceptsEveryFixture)
struct MakefileTests {
    static let repository = SelfCheckTests.repository

    /// A target's prerequisites and recipe lines (continuations joined).
    struct Rule {
        var prerequisites: [String]
        var recipe: [String]
    }

    /// The Makefile's rules, by target.
    static func rules() throws -> [String: Rule] {
        let text = try String(contentsOf: WorkflowTests.makefile, encoding: .utf8)
        var rules: [String: Rule] = [:]
        var current: [String] = []
        var pending = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("\t") {
                pending += line.dropFirst()
                if pending.hasSuffix("\\") {
                    pending.removeLast()
                    continue
                }
                for target in current { rules[target]?.recipe.append(pending) }
                pending = ""
                continue
            }
            pending = ""
            guard let first = line.first, first.isLetter || first == "_" || first == ".",
                let colon = line.firstIndex(of: ":"), !line[colon...].hasPrefix(":="),
                !line[..<colon].contains(where: { $0 == "=" || $0 == "$" })
            else {
                if !line.hasPrefix("#") && !line.isEmpty { current = [] }
                continue
            }
            current = line[..<colon].split(separator: " ").map(String.init)
            let prerequisites =
                line[line.index(after: colon)...].split(separator: "#")[...].first.map {
                    $0.split(separator: " ").map(String.init)
                } ?? []
            for target in current {
                rules[target, default: Rule(prerequisites: [], recipe: [])].prerequisites += prerequisites
            }
        }
        return rules
    }

    /// The targets README's table documents: `make NAME` (or `make A` / `make B`) opening a row.
    static func documented() throws -> [String] {
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        var targets: [String] = []
        for line in readme.split(separator: "\n") where line.hasPrefix("| `make ") {
            let cell = line.dropFirst(2).prefix { $0 != "|" }
            for match in cell.matches(of: /`make ([a-z0-9-]+)/) { targets.append(String(match.output.1)) }
        }
        return targets
    }

    /// The paths of this repository `recipe` names: words under its top-level folders, without
    /// make or shell variables (`$(FUZZ_DIR)/…` is the build's).
    static func paths(in recipe: String) -> [String] {
        recipe.split(whereSeparator: { " \t;|&()<>=\"'".contains($0) }).map(String.init).filter { word in
            ["Sources/", "Tests/", "Fakes/", "Docs/", ".ci/"].contains(where: word.hasPrefix) && !word.contains("$")
                && !word.contains("*")
        }
    }

    @Test("README's targets are defined, with what they depend on, and the paths their recipes name exist")
    func documentedTargets() throws {
        let rules = try Self.rules()
        let documented = try Self.documented()
        #expect(documented.count > 20 && documented.contains("fuzz") && documented.contains("test"), "\(documented)")
        var checked = 0
        for target in documented {
            guard let rule = rules[target] else {
                Issue.record("README documents make \(target), which the Makefile does not define")
                continue
            }
            for prerequisite in rule.prerequisites {
                #expect(rules[prerequisite] != nil, "make \(target) depends on \(prerequisite), which is not defined")
            }
            for path in rule.recipe.flatMap(Self.paths) {
                checked += 1
                #expect(
                    FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(path).path),
                    "make \(target) names \(path), which does not exist")
            }
        }
        #expect(checked > 10, "the recipes' paths are found")
        // The reader sees a path that is gone, and a target that is not defined.
        #expect(Self.paths(in: "python3 Tests/Scripts/Fuzz/gone.py $(FUZZ_DIR)/x") == ["Tests/Scripts/Fuzz/gone.py"])
        #expect(rules["not-a-target"] == nil && rules["fuzz"]?.recipe.isEmpty == false)
    }

    @Test("make fuzz compiles the checker's module and every target it depends on, read from the package graph")
    func fuzzModules() async throws {
        let script = Self.repository.appendingPathComponent("Tests/Scripts/Fuzz/fuzz_module.py").path
        // SwiftPM's scratch folder of its own: the suite's build is in use.
        let scratch = try TemporaryFolder(prefix: "fuzz-module")
        defer { scratch.remove() }
        let options = ["--list", "--package-path", Self.repository.path, "--scratch-path", scratch.url.path]
        let listed = try await ChildProcess.run(["python3", script] + options)
        #expect(listed.status == 0, "\(listed)")
        let modules = listed.standardOutput.split(separator: "\n").map(String.init)
        // What the checker imports today, each a target of this package.
        for module in ["DependencyRule", "Locking", "ProcessSpawning", "ArgumentReading", "CIndexStore"] {
            #expect(modules.contains(module), "\(modules)")
        }
        for module in modules {
            var folder: ObjCBool = false
            #expect(
                FileManager.default.fileExists(
                    atPath: Self.repository.appendingPathComponent("Sources/" + module).path, isDirectory: &folder)
                    && folder.boolValue, "\(module)")
        }
        let unknown = try await ChildProcess.run(["python3", script] + options + ["--root-target", "NoSuchTarget"])
        #expect(unknown.status == 2, "\(unknown)")
        #expect(unknown.standardError == "fuzz_module.py: error: no target 'NoSuchTarget' in the package\n")
    }

    @Test("make test records each phase's end and prints how long each took; a file not so is exit 2, naming the line")
    func testPhases() async throws {
        // The recipe records the end of every phase the script reads.
        let recipe = try #require(Self.rules()["test"]?.recipe.joined(separator: "\n"))
        let recorded = ["build", "checker bundle", "suite", "sanitized run"].map {
            recipe.range(of: "\"\($0) $$(date +%s)\"")
        }
        #expect(recorded.allSatisfy { $0 != nil }, "\(recipe)")
        #expect(recipe.contains("Tests/Scripts/Benchmarks/test_phases.py .build/test/phases"))
        let script = Self.repository.appendingPathComponent("Tests/Scripts/Benchmarks/test_phases.py").path
        let folder = try TemporaryFolder(prefix: "phases")
        defer { folder.remove() }
        let phases = folder.url.appendingPathComponent("phases")
        try "1000\nbuild 1130\nchecker bundle 1133\nsanitized run 1250\nsuite 1300\n".write(
            to: phases, atomically: true, encoding: .utf8)
        let printed = try await ChildProcess.run(["python3", script, phases.path])
        #expect(printed.status == 0, "\(printed)")
        #expect(
            printed.standardOutput
                == "make test: build 130 s (the sanitized one beside it), checker bundle 3 s, suite 167 s, sanitized run 117 s (side by side); "
                + "total 5:00, 2.3x the build\n")
        try "1000\nbuild 1130\nbundle 1133\n".write(to: phases, atomically: true, encoding: .utf8)
        let refused = try await ChildProcess.run(["python3", script, phases.path])
        #expect(refused.status == 2 && refused.standardOutput.isEmpty, "\(refused)")
        #expect(refused.standardError == "\(phases.path):3: error: expected PHASE SECONDS, got 'bundle 1133'\n")
    }

    @Test("make test kills what outlived the suite, naming it, and fails; with nothing left it is silent")
    func leftovers() async throws {
        let recipe = try #require(Self.rules()["test"]?.recipe.joined(separator: "\n"))
        #expect(recipe.contains("test-leftovers DIR=\"$$tmp\" || status=1"), "\(recipe)")
        let folder = try TemporaryFolder(prefix: "leftovers")
        defer { folder.remove() }
        // A program run from the tests' folder, as SwiftPM runs a manifest it compiled there.
        let program = folder.url.appendingPathComponent("napper").path
        try FileManager.default.copyItem(atPath: "/bin/sleep", toPath: program)
        let napping = try ChildProcess.spawn([program, "300"])
        let make = [
            "make", "-C", Self.repository.path, "--no-print-directory", "test-leftovers", "DIR=\(folder.url.path)",
        ]
        let found = try await ChildProcess.run(make)
        #expect(found.status == 2 && found.standardOutput.isEmpty, "\(found)")
        let lines = found.standardError.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(
            lines.prefix(2) == [
                "error: processes the tests started outlived them (killed now):", "\(napping.pid) \(program) 300",
            ],
            "\(found)")
        #expect(await napping.exitStatus() == 128 + SIGKILL)
        let clean = try await ChildProcess.run(make)
        #expect(clean.status == 0 && clean.standardOutput.isEmpty && clean.standardError.isEmpty, "\(clean)")
    }

    @Test("make check builds the checker where make build does, in debug, and runs that build")
    func checkBuildsLikeMakeBuild() throws {
        let rules = try Self.rules()
        let check = try #require(rules["check"]?.recipe)
        #expect(
            check == [
                "$(SWIFT) build --product dependency-rule",
                "\"$$($(SWIFT) build --show-bin-path)/dependency-rule\" check --package-path . $(CHECK_ARGS)",
            ], "\(check)")
        #expect(rules["build"]?.recipe == ["$(SWIFT) build"], "\(String(describing: rules["build"]))")
    }

    @Test("make test runs at most four tests per core at a time, where swift test takes the option")
    func testWidth() async throws {
        let recipe = try #require(Self.rules()["test"]?.recipe.joined(separator: "\n"))
        #expect(recipe.contains("$(SWIFT) test --skip-build $(TEST_BUILD) $(TEST_WIDTH);"), "\(recipe)")
        let help = try await ChildProcess.run(["swift", "test", "--help-hidden"])
        try #require(help.status == 0, "\(help)")
        let printed = try await ChildProcess.run([
            "make", "-C", Self.repository.path, "--no-print-directory", "--eval",
            "print-width: ; @echo '$(TEST_WIDTH)'", "print-width",
        ])
        #expect(printed.status == 0, "\(printed)")
        let expected =
            help.standardOutput.contains("--experimental-maximum-parallelization-width")
            ? "--experimental-maximum-parallelization-width \(4 * ProcessInfo.processInfo.activeProcessorCount)\n"
            : "\n"
        #expect(printed.standardOutput == expected, "\(printed)")
    }
}
