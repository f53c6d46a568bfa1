import Foundation
import ProcessSpawning
import TestSupport
import Testing

/// End to end, as a user would: generate, check, break the rule, grow a feature, build, test.
/// Each package is built once, after its feature is added: the build of the grown package compiles
/// every file the generated one has (add feature only adds files and a line to the list of
/// features), and its `make test` runs the generated package's whole suite and the feature's. The
/// checker, which needs no build, runs before and after. The tests run side by side, each in a
/// folder of its own: one after the other, the league's build and the starter's would be the
/// suite's longest chain, and `make test`'s.
@Suite("Generated packages build, pass their tests and pass the checker at once")
struct GeneratedPackageTests {
    /// The league, prefixed, grown by a feature: checked `--strict` and up to date with its lock.
    /// Its files are the kit's own renamed (ExampleTests proves it line by line, and
    /// StandardNamesTests that nothing in them escapes the prefix), and the starter below builds
    /// the renaming, the prefix and the feature `Task`: building the league too is a minute of the
    /// machine's two cores, which `make test-e2e` adds (`KIT_E2E=1`), running the package's whole
    /// `make test` (ExampleTests proves without a build that no test names the old program).
    @Test(
        "--example league (prefixed, the default): the kit's example renamed and prefixed passes the checker, grows a feature, and can depend on the kit; make test-e2e builds it and runs its tests"
    )
    func league() async throws {
        let package = try await GeneratedPackage.generate(
            "league", ["Bookshelf", "--example", "league"])
        try await package.passesStrictCheck()
        try await package.catchesOutwardImport(in: "BookshelfEntities", of: "BookshelfUseCases")
        // A name the standard library has too: the kit's code qualifies what it takes from there.
        let added = try await package.addFeature("Task")
        #expect(
            added.contains("Changed:\n  Sources/BookshelfTerminal/League/BookshelfFeatures.swift\n"),
            "\(added)")
        #expect(
            added.contains("task add, task list, task show, task update, task delete (each with --help)"), "\(added)")
        // Rendered again from its lock, the league package is its base: nothing to update.
        try await package.isUpToDate()
        if ProcessInfo.processInfo.environment["KIT_E2E"] == "1" {
            // Its whole `make test`, as a new user runs it first: a leftover of the kit's names in
            // any test (a usage message naming `league`) fails here; the program runs under its
            // new name, data folder and environment, the feature's commands across processes.
            try await package.passes(
                including: ["The league binary, run as a process"]
                    + GeneratedPackage.featureSuites("Task", command: "task"))
        } else {
            try await package.passesStrictCheck()
        }
        // With the prefix, the package may depend on the kit (for its libraries, or its plugins,
        // whose source PluginsPackageTests runs from the plugins package): SwiftPM loads the two
        // together.
        let plugged = try Self.dependingOnTheKit(package.root, label: "league-plugged")
        let loaded = try await ChildProcess.run([
            "swift", "package", "--package-path", plugged.path, "show-dependencies",
        ])
        #expect(loaded.status == 0, "\(loaded)")
        #expect(loaded.standardOutput.contains("<\(Kit.root.path)@"), "\(loaded)")
    }

    @Test(
        "--example none --store memory (prefixed, the default): four layers and one feature on memory alone; add feature Book and Task wire features whose commands work; it can depend on the kit"
    )
    func starter() async throws {
        // Prefixed: the build proves the renaming of the app, of the slice and of every target at
        // once (unprefixed, only the imports would differ). On the memory store alone: the build
        // proves that what is left of the kernel holds together without SQLite and the files
        // (every store the kit's own tests run, and the league package builds on all of them;
        // StoreSelectionTests checks that no other choice leaves a name behind). The build is the
        // suite's longest chain: what needs no build runs beside it, or on a package of its own
        // (`starterChecked`).
        let package = try await GeneratedPackage.generate(
            "none", ["Bookshelf", "--example", "none", "--store", "memory"])
        for gone in [
            "Sources/BookshelfCSQLite", "Sources/BookshelfPowerCut", "Sources/bookshelf-storage-torture",
            "Sources/BookshelfFrameworksAndDrivers/Databases/SQLite",
            "Sources/BookshelfFrameworksAndDrivers/Databases/Files",
        ] {
            #expect(!FileManager.default.fileExists(atPath: package.root.appendingPathComponent(gone).path), "\(gone)")
        }
        // The features are wired: their lines in the list of features, their commands on the app's
        // command line, across processes, on the package's one store (their own command-line tests,
        // run by make test; those that need a store that keeps data say they are skipped). `Task` is
        // a name the standard library has too: the kit's code qualifies what it takes from there.
        // (Multi-word names and the list's edit are FeatureCommandTests'.)
        for (feature, command) in [("Book", "book"), ("Task", "task")] {
            let added = try await package.addFeature(feature)
            #expect(
                added.contains(
                    "Changed:\n  Sources/BookshelfTerminal/Bookshelf/BookshelfFeatures.swift\n"),
                "\(added)")
            #expect(
                added.contains(
                    "\(command) add, \(command) list, \(command) show, \(command) update, \(command) delete (each with --help)"
                ),
                "\(added)")
        }
        // Beside the build, which writes in .build only: the lock renders the package again, and the
        // package may depend on the kit (for its libraries), SwiftPM loading the two together.
        let dependent = try Self.dependingOnTheKit(package.root, label: "none-plugged")
        async let upToDate: Void = package.isUpToDate()
        async let plugged = ChildProcess.run([
            "swift", "package", "--package-path", dependent.path, "show-dependencies",
        ])
        try await package.passes(
            including: [
                "Note contracts: the repository", "The bookshelf binary, run as a process",
                "note on the command line, across processes",
            ] + GeneratedPackage.featureSuites("Book", command: "book")
                + GeneratedPackage.featureSuites("Task", command: "task"))
        try await upToDate
        let loaded = try await plugged
        #expect(loaded.status == 0, "\(loaded)")
        #expect(loaded.standardOutput.contains("<\(Kit.root.path)@"), "\(loaded)")
    }

    @Test(
        "--example none --store memory: the strict check passes, the graph is make graph's, make check without the checker says how to get it, an outward import is caught, a feature taken out and added again is as if added once"
    )
    func starterChecked() async throws {
        let package = try await GeneratedPackage.generate(
            "none-checked", ["Bookshelf", "--example", "none", "--store", "memory"])
        try await package.passesStrictCheck()
        // The graph drawn at generation is the one `make graph` draws.
        let document = package.root.appendingPathComponent("Docs/Architecture.md")
        let drawn = try String(contentsOf: document, encoding: .utf8)
        let redrawn = try await package.make("graph")
        #expect(redrawn.status == 0, "\(redrawn)")
        #expect(try String(contentsOf: document, encoding: .utf8) == drawn)
        // Without the checker, make check says how to get it.
        let missing = try await ChildProcess.run(
            [
                "make", "-C", package.root.path, "--no-print-directory", "check",
                "DEPENDENCY_RULE=/nonexistent/dependency-rule",
            ])
        #expect(missing.status == 2, "\(missing)")
        #expect(
            missing.standardError.contains(
                "error: /nonexistent/dependency-rule is not installed: run 'make install' in CleanArchitectureKit"),
            "\(missing)")
        try await package.catchesOutwardImport(in: "BookshelfUseCases", of: "BookshelfInterfaceAdapters")
        // A feature taken out and added again leaves the package as adding it once does (the one
        // the starter builds): its files, its lock and its base, byte for byte.
        _ = try await package.addFeature("Task")
        let once = GeneratedPackage.regularFiles(in: package.root).reduce(into: [String: Data]()) { files, path in
            files[path] = FileManager.default.contents(atPath: package.root.appendingPathComponent(path).path)
        }
        let removed = try await ChildProcess.run([
            try GeneratedPackage.tool("clean-architecture"), "remove", "feature", "Task", "--package-path",
            package.root.path,
        ])
        #expect(removed.status == 0 && removed.standardOutput.hasPrefix("Removed the feature Task"), "\(removed)")
        try await package.isUpToDate()
        _ = try await package.addFeature("Task")
        try await package.isUpToDate()
        let again = GeneratedPackage.regularFiles(in: package.root)
        #expect(Set(again) == Set(once.keys))
        for path in again {
            #expect(
                FileManager.default.contents(atPath: package.root.appendingPathComponent(path).path) == once[path],
                "\(path)")
        }
    }

    @Test("Without the prefix, depending on the kit fails as Docs/Template.md says: SwiftPM refuses the twin targets")
    func unprefixedClash() async throws {
        let package = try await GeneratedPackage.generate(
            "clash", ["Bookshelf", "--example", "none", "--no-module-prefix"])
        let plugged = try Self.dependingOnTheKit(package.root, label: "clash-plugin")
        let refused = try await ChildProcess.run([
            "swift", "package", "--package-path", plugged.path, "show-dependencies",
        ])
        #expect(refused.status != 0, "\(refused)")
        // SwiftPM names a twin: a product (the layers are libraries) or a target.
        let twins = ["Entities", "UseCases", "InterfaceAdapters", "FrameworksAndDrivers", "CSQLite", "ArgumentReading"]
        #expect(twins.contains { refused.standardError.contains("'\($0)") }, "\(refused)")
        #expect(
            refused.standardError.contains("multiple similar targets")
                || refused.standardError.contains("conflicting name"), "\(refused)")
    }

    /// A copy of `package` (without its build) whose manifest depends on this kit.
    static func dependingOnTheKit(_ package: URL, label: String) throws -> URL {
        let copy = GeneratedPackage.workspace.appendingPathComponent(label)
        try GeneratedPackage.sync(package, into: copy)
        let manifestURL = copy.appendingPathComponent("Package.swift")
        let manifest = try String(contentsOf: manifestURL, encoding: .utf8)
        let edited = manifest.replacing(
            "    targets: [\n", with: "    dependencies: [.package(path: \"\(Kit.root.path)\")],\n    targets: [\n",
            maxReplacements: 1)
        try #require(edited != manifest, "the manifest has no 'targets: [' line to depend on the kit before")
        try Data(edited.utf8).write(to: manifestURL)
        return copy
    }
}
