import Foundation
import ProcessSpawning
import TestSupport
import Testing

/// End to end, as a user would: generate, build, test, check, break the rule, grow a feature.
/// One at a time: each builds a package, and the machine has few cores.
@Suite("Generated packages build, pass their tests and pass the checker at once", .serialized)
struct GeneratedPackageTests {
    @Test("--example league: the kit's example renamed; add feature keeps it green")
    func league() async throws {
        let package = try await GeneratedPackage.generate("league", ["Bookshelf", "--example", "league"])
        try await package.passes(including: [
            "League rules hold when league processes race", "The league binary, run as a process",
        ])
        try await package.catchesOutwardImport(in: "Entities", of: "UseCases")
        let added = try await package.addFeature("Book")
        #expect(added.contains("add a route whose controller is BookController"), "\(added)")
        #expect(!added.contains("Changed:"), "\(added)")
        try await package.featurePasses("Book")
    }

    @Test("--example none: four layers and one feature; add feature keeps it green")
    func starter() async throws {
        let package = try await GeneratedPackage.generate("none", ["Bookshelf", "--example", "none"])
        try await package.passes(including: [
            "NoteRepository contract", "The bookshelf binary, run as a process",
            "note on the command line, across processes",
        ])
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
        try await package.catchesOutwardImport(in: "UseCases", of: "InterfaceAdapters")
        // The feature is wired: its line in the list of features, its commands on the app's command
        // line, across processes, on every store (its own command-line tests, run here).
        let added = try await package.addFeature("ReadingList")
        #expect(
            added.contains("Changed:\n  Sources/FrameworksAndDrivers/Composition/RegisteredFeatures.swift\n"),
            "\(added)")
        #expect(added.contains("reading-list add TITLE, reading-list list, reading-list show ID"), "\(added)")
        try await package.featurePasses("ReadingList", command: "reading-list")
    }

    @Test(
        "--module-prefix on the league: builds, grows a feature, passes the checker, and can depend on the kit to run its check-dependencies plugin"
    )
    func prefixed() async throws {
        let package = try await GeneratedPackage.generate(
            "prefixed", ["Bookshelf", "--example", "league", "--module-prefix"])
        // The prefix renames modules, not behaviour, and the league's whole suite runs in the test
        // above: here every test target is built and the new feature's tests run, once.
        try await package.addFeature("Book")
        try await package.featurePasses("Book")
        try await package.catchesOutwardImport(in: "BookshelfEntities", of: "BookshelfUseCases")

        // The plugin route: the prefixed package depends on the kit.
        let plugged = try Self.dependingOnTheKit(package.root, label: "prefixed-plugin")
        let checked = try await ChildProcess.run(
            ["swift", "package", "--package-path", plugged.path, "--disable-sandbox", "check-dependencies", "--strict"])
        #expect(checked.status == 0, "\(checked)")
        #expect(checked.standardOutput.contains("dependency-rule: Bookshelf: 19 targets"), "\(checked)")
        #expect(checked.standardOutput.contains("; 0 errors, 0 warnings"), "\(checked)")
    }

    @Test("Without the prefix, depending on the kit fails as Docs/Template.md says: SwiftPM refuses the twin targets")
    func unprefixedClash() async throws {
        let package = try await GeneratedPackage.generate("clash", ["Bookshelf", "--example", "none"])
        let plugged = try Self.dependingOnTheKit(package.root, label: "clash-plugin")
        let refused = try await ChildProcess.run(
            ["swift", "package", "--package-path", plugged.path, "--disable-sandbox", "check-dependencies"])
        #expect(refused.status != 0, "\(refused)")
        #expect(refused.standardError.contains("Entities"), "\(refused)")
        #expect(
            refused.standardError.contains("multiple similar targets")
                || refused.standardError.contains("conflicting name"), "\(refused)")
    }

    @Test("add feature in a copy of the kit itself: the targets it touches build, the checker passes --strict")
    func kitCopy() async throws {
        let copy = GeneratedPackage.workspace.appendingPathComponent("kit-copy")
        let staging = try TemporaryFolder(prefix: "template-tests")
        defer { staging.remove() }
        for item in ["Package.swift", "dependency-rules.json", ".swift-format", "Sources", "Tests", "Fakes"] {
            try FileManager.default.copyItem(
                at: Kit.root.appendingPathComponent(item), to: staging.url.appendingPathComponent(item))
        }
        try GeneratedPackage.sync(staging.url, into: copy)
        let package = GeneratedPackage(root: copy)
        try await package.addFeature("Book")
        // The feature's files compile in every target they land in (the checker's targets, which
        // no feature touches, are not built; the feature's tests run in the generated packages).
        for target in [
            "EntitiesTests", "UseCasesTests", "InterfaceAdaptersTests", "ContractTests", "FrameworksAndDriversTests",
            "StarterCLITests",
        ] {
            let built = try await ChildProcess.run(["swift", "build", "--package-path", copy.path, "--target", target])
            try #require(
                built.status == 0, "\(target): \(built.standardOutput.suffix(4000))\(built.standardError.suffix(2000))")
            #expect(!built.standardOutput.contains("warning:"), "\(built.standardOutput)")
            #expect(built.standardOutput.contains("Compiling"), "\(target) was not compiled: \(built.standardOutput)")
        }
        let checked = try await ChildProcess.run(
            [try GeneratedPackage.tool("dependency-rule"), "check", "--package-path", copy.path, "--strict"])
        #expect(checked.status == 0, "\(checked)")
        #expect(checked.standardOutput.contains("CleanArchitectureKit:"), "\(checked)")
    }

    @Test(
        "Odd names make packages that build and run",
        arguments: [("my-app", "my-app"), ("2048", "2048"), ("Café Latte", "cafe-latte"), ("class", "class")])
    func oddNames(name: String, program: String) async throws {
        let package = try await GeneratedPackage.generate("names", [name, "--example", "none"])
        let built = try await ChildProcess.run(["swift", "build", "--package-path", package.root.path])
        try #require(built.status == 0, "\(built.standardOutput.suffix(4000))\(built.standardError.suffix(2000))")
        #expect(!built.standardOutput.contains("warning:"), "\(built.standardOutput)")
        let binPath = try await ChildProcess.run([
            "swift", "build", "--package-path", package.root.path, "--show-bin-path",
        ])
        let binary = binPath.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) + "/" + program
        let version = try await ChildProcess.run([binary, "--version"])
        #expect(version.status == 0 && version.standardOutput == "\(program) 0.1.0\n", "\(version)")
        let manifest = try String(contentsOf: package.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("name: \"\(name)\""))
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
