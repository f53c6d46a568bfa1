import Foundation
import ProcessSpawning
import TestSupport
import Testing

/// A package made by the built `clean-architecture`, as a user would make it: generated into a
/// temporary folder, then synced into `.build/template-e2e/LABEL` (unchanged files keep their
/// times), so that later runs rebuild only what changed.
struct GeneratedPackage {
    let root: URL

    /// Where the generated packages are kept between runs.
    static let workspace = Kit.root.appendingPathComponent(".build/template-e2e")

    /// The build products of this package: `clean-architecture` and `dependency-rule`.
    static func products() throws -> URL {
        try #require(
            BuildProducts.directory(containing: "clean-architecture"),
            "clean-architecture is not built: run 'swift build' (make test does)")
    }

    static func tool(_ name: String) throws -> String { try products().appendingPathComponent(name).path }

    /// Runs `clean-architecture new ARGUMENTS --output TEMP`, requires success, and syncs the
    /// result into the workspace folder `label`.
    static func generate(_ label: String, _ arguments: [String]) async throws -> GeneratedPackage {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("package")
        let made = try await ChildProcess.run(
            [try tool("clean-architecture"), "new"] + arguments + ["--output", output.path])
        try #require(made.status == 0, "clean-architecture new failed: \(made)")
        try #require(made.standardOutput.hasPrefix("Created "), "\(made)")
        let package = GeneratedPackage(root: workspace.appendingPathComponent(label))
        try sync(output, into: package.root)
        return package
    }

    /// Makes `destination` hold exactly the files of `source` (its `.build` aside), rewriting only
    /// those that differ.
    static func sync(_ source: URL, into destination: URL) throws {
        let files = FileManager.default
        try files.createDirectory(at: destination, withIntermediateDirectories: true)
        let wanted = Set(regularFiles(in: source))
        for path in wanted {
            let data = try Data(contentsOf: source.appendingPathComponent(path))
            let target = destination.appendingPathComponent(path)
            if (try? Data(contentsOf: target)) != data {
                try files.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: target)
            }
        }
        for path in regularFiles(in: destination) where !wanted.contains(path) {
            try files.removeItem(at: destination.appendingPathComponent(path))
        }
        // Folders left empty go too: a package generated without a target has no folder for it.
        let folders = (files.enumerator(atPath: destination.path)?.allObjects as? [String] ?? [])
            .filter { $0 != ".build" && !$0.hasPrefix(".build/") }
            .sorted { $0.count > $1.count }
        for folder in folders
        where (try? files.contentsOfDirectory(atPath: destination.appendingPathComponent(folder).path))?.isEmpty
            == true
        {
            try files.removeItem(at: destination.appendingPathComponent(folder))
        }
    }

    /// The regular files below `folder`, relative, outside `.build`.
    static func regularFiles(in folder: URL) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var found: [String] = []
        while let path = walker.nextObject() as? String {
            if path == ".build" || path.hasPrefix(".build/") {
                walker.skipDescendants()
                continue
            }
            if (walker.fileAttributes?[.type] as? FileAttributeType) == .typeRegular { found.append(path) }
        }
        return found
    }

    /// `make -C ROOT TARGET` with the checker this build made.
    func make(_ target: String, _ variables: [String] = []) async throws -> ChildProcess.Outcome {
        try await ChildProcess.run(
            [
                "make", "-C", root.path, "--no-print-directory", target,
                "DEPENDENCY_RULE=\(try Self.tool("dependency-rule"))",
            ]
                + variables)
    }

    /// How a CI job would build: without debug info, which no test reads (a build a sixth cheaper).
    static let ciBuildFlags = ["-Xswiftc", "-gnone"]

    /// The jobs of a generated package's `make test` build (in `make test`, the starter's: the
    /// suite's longest chain): twice a plain build's, so that the tests beside it, four per core,
    /// do not starve it into the suite's last seconds. The build takes a seventh more CPU, and
    /// the suite ends sooner.
    static let longestChainJobs = ["-j", String(2 * ProcessInfo.processInfo.activeProcessorCount)]

    /// `make test` passes every test, the graph test included, and `make check CHECK_ARGS=--strict`
    /// finds nothing.
    /// - Parameters:
    ///   - suites: suites that must be among those that passed.
    ///   - filter: when given, every test is built but only those it matches run (`swift test
    ///     --filter`); then the two steps of `make test` run here instead, without debug info (a
    ///     build a quarter cheaper, which no test reads): for the league, whose other suites are
    ///     the kit's own files, renamed, which the kit's suite runs.
    ///   - program: the package's program, for `filter`: its path goes in `PROGRAM_BIN` as
    ///     `make test` puts it.
    func passes(
        including suites: [String] = [], filter: String? = nil, program: String = "bookshelf",
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let tested: ChildProcess.Outcome
        if let filter {
            let built = try await ChildProcess.run(
                [
                    "swift", "build", "--build-tests", "--package-path", root.path,
                ] + Self.ciBuildFlags)
            try #require(
                built.status == 0, "\(built.standardOutput.suffix(4000))\(built.standardError.suffix(2000))",
                sourceLocation: sourceLocation)
            #expect(
                !built.standardOutput.contains("warning:"), "\(built.standardOutput)", sourceLocation: sourceLocation)
            let binPath = try await ChildProcess.run(
                [
                    "swift", "build", "--package-path", root.path, "--show-bin-path",
                ] + Self.ciBuildFlags)
            var environment = ProcessInfo.processInfo.environment
            environment[program.uppercased().replacing("-", with: "_") + "_BIN"] =
                binPath.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) + "/" + program
            environment["DEPENDENCY_RULE"] = try Self.tool("dependency-rule")
            tested = try await ChildProcess.run(
                [
                    "swift", "test", "--skip-build", "--package-path", root.path, "--filter", filter,
                ]
                    + Self.ciBuildFlags, environment: environment)
        } else {
            // As a CI job would run it, without debug info (which no test reads).
            tested = try await make(
                "test", ["SWIFT_BUILD_FLAGS=\((Self.ciBuildFlags + Self.longestChainJobs).joined(separator: " "))"])
        }
        try #require(
            tested.status == 0,
            "tests failed in \(root.path): \(tested.standardOutput.suffix(6000))\(tested.standardError.suffix(3000))",
            sourceLocation: sourceLocation)
        let summary = tested.standardOutput.split(separator: "\n").filter { $0.contains("Test run with") }
        #expect(summary.count == 1 && summary[0].contains("passed"), "\(summary)", sourceLocation: sourceLocation)
        #expect(!tested.standardOutput.contains("✘"), sourceLocation: sourceLocation)
        #expect(
            tested.standardOutput.contains("✔ Test \"Docs/Architecture.md embeds the graph"),
            "the architecture graph test did not run", sourceLocation: sourceLocation)
        for suite in suites {
            #expect(
                tested.standardOutput.contains("✔ Suite \"\(suite)"), "\(suite) did not pass",
                sourceLocation: sourceLocation)
        }
        try await passesStrictCheck(sourceLocation: sourceLocation)
    }

    /// The suites a feature named `name` brings: its rules, its contract, its adapters and, in a
    /// package whose app lists its features, its commands read and run across processes.
    static func featureSuites(_ name: String, command: String? = nil) -> [String] {
        var suites = [
            "\(name): the rules of a", "\(name) contracts: the repository", "\(name)Bridge and \(name)Presenter",
            "\(name)ListScreen and \(name)Screen: their states",
        ]
        if let command {
            suites += ["\(name)Feature reads its commands", "\(command) on the command line, across processes"]
        }
        return suites
    }

    /// `make check CHECK_ARGS=--strict` exits 0 and reports nothing, not even a warning.
    func passesStrictCheck(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let checked = try await make("check", ["CHECK_ARGS=--strict"])
        #expect(checked.status == 0, "\(checked)", sourceLocation: sourceLocation)
        #expect(checked.standardOutput.contains("; 0 errors, 0 warnings"), "\(checked)", sourceLocation: sourceLocation)
    }

    /// An import of `inner`'s outer neighbour planted in `inner` makes `make check` exit 1 with a
    /// compiler-style error at the import; taken away, the check passes again.
    func catchesOutwardImport(in inner: String, of outer: String) async throws {
        let planted = root.appendingPathComponent("Sources/\(inner)/Planted.swift")
        try Data("import \(outer)\n".utf8).write(to: planted)
        let caught = try await make("check")
        try FileManager.default.removeItem(at: planted)
        #expect(caught.status == 2, "make passes the checker's exit 1 on as its own 2: \(caught)")
        #expect(caught.standardError.contains("Error 1"), "dependency-rule did not exit 1: \(caught)")
        #expect(
            caught.standardOutput.contains("Sources/\(inner)/Planted.swift:1:1: error: [outward-dependency]"),
            "\(caught)")
        let clean = try await make("check")
        #expect(clean.status == 0, "\(clean)")
    }

    /// `clean-architecture update --check` finds the package up to date: what the lock records
    /// renders again, at this kit, to the base byte for byte.
    func isUpToDate(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let checked = try await ChildProcess.run([
            try Self.tool("clean-architecture"), "update", "--check", "--package-path", root.path,
        ])
        #expect(
            checked.status == 0
                && checked.standardOutput.hasPrefix("Bookshelf is up to date with CleanArchitectureKit"),
            "\(checked)", sourceLocation: sourceLocation)
    }

    /// `clean-architecture add feature NAME` in this package; returns what it printed.
    @discardableResult
    /// `add feature NAME --allow-shadowing`: the tests take names that hide Swift's own (`Task`)
    /// on purpose, to prove the package's code names those with their module.
    func addFeature(_ name: String) async throws -> String {
        let added = try await ChildProcess.run([
            try Self.tool("clean-architecture"), "add", "feature", name, "--package-path", root.path,
            "--allow-shadowing",
        ])
        try #require(added.status == 0, "add feature \(name) failed: \(added)")
        try #require(added.standardOutput.hasPrefix("Added the feature \(name)"), "\(added)")
        return added.standardOutput
    }
}
