import Foundation
import ProcessSpawning
import TestSupport
import Testing

/// A kit of this repository's history, as a user who made a package with it had it: its files at
/// a commit (`git archive`), and its own `clean-architecture` built from them, kept in
/// `.build/older-kits/COMMIT` between runs.
struct OlderKit {
    let root: URL

    /// The full name of `revision` in this checkout's history; `nil` in a clone without it
    /// (shallow, or an archive).
    static func commit(_ revision: String) async -> String? {
        guard
            let found = try? await ChildProcess.run([
                "git", "-C", Kit.root.path, "rev-parse", "--verify", "-q", revision + "^{commit}",
            ]), found.status == 0
        else { return nil }
        return found.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The kit at `revision`, its program built.
    static func at(_ revision: String) async throws -> OlderKit {
        let commit = try #require(await commit(revision), "\(revision) is not in this checkout's history")
        let kit = OlderKit(root: Kit.root.appendingPathComponent(".build/older-kits/\(commit)"))
        if !FileManager.default.fileExists(atPath: kit.root.appendingPathComponent("Package.swift").path) {
            try FileManager.default.createDirectory(at: kit.root, withIntermediateDirectories: true)
            let archived = try await ChildProcess.run([
                "/bin/sh", "-c", "git -C \"$0\" archive \"$1\" | tar -x -C \"$2\"", Kit.root.path, commit,
                kit.root.path,
            ])
            try #require(archived.status == 0, "\(archived)")
        }
        let built = try await ChildProcess.run(
            ["swift", "build", "--package-path", kit.root.path, "--product", "clean-architecture"]
                + GeneratedPackage.ciBuildFlags)
        try #require(built.status == 0, "the kit at \(revision) does not build: \(built.standardError.suffix(3000))")
        return kit
    }

    /// `clean-architecture ARGUMENTS` as this kit had it, on its own files; requires success.
    @discardableResult
    func run(_ arguments: [String]) async throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["CLEAN_ARCHITECTURE_KIT"] = nil
        let program = root.appendingPathComponent(".build/debug/clean-architecture").path
        let outcome = try await ChildProcess.run(
            [program] + arguments + ["--kit-path", root.path], environment: environment)
        try #require(outcome.status == 0, "the older clean-architecture \(arguments.first ?? ""): \(outcome)")
        return outcome.standardOutput
    }
}

/// `make test-e2e` (`KIT_E2E=1`): each needs a build of an older kit and of a package.
@Suite(
    "update brings a package made at an older kit of this history to this one: it builds, passes its tests and checks clean",
    .enabled(if: ProcessInfo.processInfo.environment["KIT_E2E"] == "1", "end to end: make test-e2e"))
struct OlderKitUpdateTests {
    /// The last kit before the apps' shell moved into a target of its own, `Terminal` (4c14b79).
    static let beforeTerminal = "4c14b79^"

    @Test(
        "A package made before the Terminal target, with a feature: update moves the shell and the features' commands there",
        .enabled("the kit's history is in this clone") { await OlderKit.commit(Self.beforeTerminal) != nil })
    func beforeTheTerminalTarget() async throws {
        let kit = try await OlderKit.at(Self.beforeTerminal)
        let package = GeneratedPackage(root: GeneratedPackage.workspace.appendingPathComponent("older-kit"))
        try? FileManager.default.removeItem(at: package.root)
        try await kit.run(["new", "Bookshelf", "--example", "none", "--store", "memory", "--output", package.root.path])
        try await kit.run(["add", "feature", "Book", "--package-path", package.root.path])
        let shell = "Sources/BookshelfFrameworksAndDrivers/Shell/AppShell.swift"
        try #require(FileManager.default.fileExists(atPath: package.root.appendingPathComponent(shell).path))
        try await UpdateFixture.git(["init", "-q"], in: package.root)
        try await UpdateFixture.commit(package.root, "Made at the older kit")

        let updated = try await ChildProcess.run([
            try GeneratedPackage.tool("clean-architecture"), "update", "--package-path", package.root.path,
            "--kit-path", Kit.root.path,
        ])
        #expect(updated.status == 0, "\(updated)")
        #expect(
            updated.standardOutput.hasSuffix(
                "No conflict. Review with 'git status' and 'git diff', then: make check CHECK_ARGS=--strict && make test && git add -A && git commit\n"
            ), "\(updated)")
        // The shell, the app's composition root and each feature's commands, where this kit has them.
        for (gone, there) in [
            (shell, "Sources/BookshelfTerminal/Shell/AppShell.swift"),
            (
                "Sources/BookshelfFrameworksAndDrivers/Bookshelf/BookshelfFactory.swift",
                "Sources/BookshelfTerminal/Bookshelf/BookshelfFactory.swift"
            ),
            (
                "Sources/BookshelfFrameworksAndDrivers/Book/BookFeature.swift",
                "Sources/BookshelfTerminal/Book/BookFeature.swift"
            ),
        ] {
            #expect(!FileManager.default.fileExists(atPath: package.root.appendingPathComponent(gone).path), "\(gone)")
            #expect(FileManager.default.fileExists(atPath: package.root.appendingPathComponent(there).path), "\(there)")
        }
        try await package.isUpToDate()
        try await package.passes(
            including: ["Note contracts: the repository", "The bookshelf binary, run as a process"]
                + GeneratedPackage.featureSuites("Book", command: "book"))
    }
}
