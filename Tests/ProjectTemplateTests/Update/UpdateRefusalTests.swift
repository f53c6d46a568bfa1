import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

/// What `update` refuses: each one exit 2, one line naming the problem, and nothing written.
@Suite("update refuses what it cannot start from: exit 2, a message naming the problem, nothing written")
struct UpdateRefusalTests {
    typealias Change = UpdateFixture.KitChange

    /// A way to spoil package A, committed unless it says otherwise, and what `update` then says.
    struct Spoiler: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let spoil: @Sendable (URL) async throws -> Void
        let message: @Sendable (URL) -> String

        init(
            _ name: String, message: @escaping @Sendable (URL) -> String,
            spoil: @escaping @Sendable (URL) async throws -> Void
        ) {
            testDescription = name
            self.spoil = spoil
            self.message = message
        }
    }

    static func write(_ text: String, to path: String, in package: URL) throws {
        let url = package.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func editLock(_ package: URL, _ edit: (String) -> String) throws {
        let url = package.appendingPathComponent(TemplateLock.file)
        try Data(edit(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
    }

    static let spoilers: [Spoiler] = [
        Spoiler(
            "no lock",
            message: {
                "\($0.path) has no .clean-architecture.json: it was not made by 'clean-architecture new', or was made before the lock existed; 'clean-architecture adopt' records one"
            }
        ) {
            try FileManager.default.removeItem(at: $0.appendingPathComponent(TemplateLock.file))
            try await UpdateFixture.commit($0, "No lock")
        },
        Spoiler("a damaged lock", message: { "\($0.path)/.clean-architecture.json:2:1: error: unexpected end of file" })
        {
            try write("{ \"format\": 1,\n", to: TemplateLock.file, in: $0)
            try await UpdateFixture.commit($0, "Damaged lock")
        },
        Spoiler("a kit version that is none", message: { "\($0.path)/.clean-architecture.json:" }) {
            try editLock($0) { $0.replacing(#""version": "1.0.0""#, with: #""version": "banana""#) }
            try await UpdateFixture.commit($0, "Banana")
        },
        Spoiler("a lock from a newer kit", message: { _ in ": error: the lock is format 4, written by a newer kit" }) {
            try editLock($0) { $0.replacing(#""format": 3"#, with: #""format": 4"#) }
            try await UpdateFixture.commit($0, "Newer lock")
        },
        Spoiler(
            "a downgrade",
            message: { _ in
                "the installed kit (9.9.0) is older than the one that last wrote this package (99.0.0): downgrades are not supported"
            }
        ) {
            try editLock($0) { $0.replacing(#""version": "1.0.0""#, with: #""version": "99.0.0""#) }
            try await UpdateFixture.commit($0, "From the future")
        },
        Spoiler(
            "a base without its manifest",
            message: {
                "the base \($0.path)/.clean-architecture/base is damaged: its "
            }
        ) {
            try FileManager.default.removeItem(
                at: $0.appendingPathComponent(TemplateLock.baseFolder + "/Package.swift"))
            try await UpdateFixture.commit($0, "Damaged base")
        },
        Spoiler("a base that lost a file", message: { "the base \($0.path)/.clean-architecture/base is damaged: its " })
        {
            try FileManager.default.removeItem(
                at: $0.appendingPathComponent(TemplateLock.baseFolder + "/" + Change.deletedByYou))
            try await UpdateFixture.commit($0, "A base with a file less")
        },
        Spoiler(
            "a staged change on a file the update would mark unmerged",
            message: { _ in
                "1 file with uncommitted changes, which the update would touch: \(Change.removedYoursChanged);"
            }
        ) {
            let url = $0.appendingPathComponent(Change.removedYoursChanged)
            try Data((try String(contentsOf: url, encoding: .utf8) + "// committed\n").utf8).write(to: url)
            try await UpdateFixture.commit($0, "Mine")
            try Data((try String(contentsOf: url, encoding: .utf8) + "// staged\n").utf8).write(to: url)
            try await UpdateFixture.git(["add", Change.removedYoursChanged], in: $0)
        },
        Spoiler("not a git work tree", message: { "\($0.path) is not in a git work tree" }) {
            try FileManager.default.removeItem(at: $0.appendingPathComponent(".git"))
        },
        Spoiler(
            "an uncommitted change on a path it would touch",
            message: { _ in
                "1 file with uncommitted changes, which the update would touch: \(Change.farFromYours); commit it first ('git add -A && git commit'), or stash it ('git stash -u')"
            }
        ) {
            let url = $0.appendingPathComponent(Change.farFromYours)
            try Data((try String(contentsOf: url, encoding: .utf8) + "// not committed\n").utf8).write(to: url)
        },
        Spoiler(
            "an untracked file where the kit adds one",
            message: { _ in "1 file with uncommitted changes, which the update would touch: \(Change.added);" }
        ) {
            try write("// mine, not committed\n", to: Change.added, in: $0)
        },
        Spoiler(
            "markers left by an earlier update, in a file with CRLF line ends",
            message: { _ in
                "conflict markers from an earlier update remain in Sources/Entities/Book/Book.swift: resolve them and commit first"
            }
        ) {
            let url = $0.appendingPathComponent("Sources/Entities/Book/Book.swift")
            let text = "// Mine.\n<<<<<<< yours\n" + (try String(contentsOf: url, encoding: .utf8))
            try Data(text.replacing("\n", with: "\r\n").utf8).write(to: url)
            try await UpdateFixture.commit($0, "Markers")
        },
    ]

    @Test("Refused before anything is written", arguments: spoilers)
    func refused(_ spoiler: Spoiler) async throws {
        let scratch = try TemporaryFolder(prefix: "update-refusals")
        defer { scratch.remove() }
        let package = try await UpdateFixture.copyOfPackageA(in: scratch)
        try await spoiler.spoil(package)
        let before = UpdateFixture.snapshot(package)
        let status = try await ChildProcess.run(["git", "-C", package.path, "status", "--porcelain"])
        // --dry-run refuses alike (it is the same run, stopped before it writes): checked once.
        for arguments in spoiler.testDescription == "a downgrade" ? [[], ["--dry-run"]] : [[]] {
            let run = await UpdateFixture.update(package, arguments)
            #expect(run.status == 2, "\(arguments): \(run)")
            // A diagnostic in the lock stands alone, at its line and column, as a compiler's.
            let diagnostics = ["a damaged lock", "a kit version that is none", "a lock from a newer kit"]
            #expect(
                run.errors.hasPrefix(
                    diagnostics.contains(spoiler.testDescription)
                        ? package.path + "/" + TemplateLock.file + ":" : "clean-architecture: error: "), "\(run)")
            #expect(run.errors.contains(spoiler.message(package)), "\(run)")
            #expect(run.output.isEmpty, "\(run)")
        }
        #expect(UpdateFixture.snapshot(package) == before, "a refused update wrote something")
        let after = try await ChildProcess.run(["git", "-C", package.path, "status", "--porcelain"])
        #expect(after.status == status.status && after.standardOutput == status.standardOutput)
    }

    @Test("Without git on the PATH: exit 2, saying so")
    func withoutGit() async throws {
        let scratch = try TemporaryFolder(prefix: "update-refusals")
        defer { scratch.remove() }
        let package = try await UpdateFixture.copyOfPackageA(in: scratch)
        // A PATH with swift and nothing else.
        let bin = scratch.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let swift = try #require(FakeSwift.realSwift)
        try FileManager.default.createSymbolicLink(
            atPath: bin.appendingPathComponent("swift").path, withDestinationPath: swift)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path
        environment["CLEAN_ARCHITECTURE_KIT"] = nil
        let before = UpdateFixture.snapshot(package)
        let run = try await ChildProcess.run(
            [
                try GeneratedPackage.tool("clean-architecture"), "update", "--package-path", package.path,
                "--kit-path", UpdateFixture.kitB.path,
            ], environment: environment)
        #expect(run.status == 2, "\(run)")
        #expect(
            run.standardError.hasPrefix(
                "clean-architecture: error: cannot run 'git' (update merges into files git can show and take back)"),
            "\(run)")
        #expect(UpdateFixture.snapshot(package) == before)
    }

    @Test("add feature with a kit newer than the package's is refused (update first), and with an older one")
    func otherKitForAFeature() async throws {
        let scratch = try TemporaryFolder(prefix: "update-refusals")
        defer { scratch.remove() }
        let package = try await UpdateFixture.copyOfPackageA(in: scratch)
        var before = UpdateFixture.snapshot(package)
        let newer = await runTemplate(["add", "feature", "Lamp", "--kit-path", UpdateFixture.kitB.path], in: package)
        #expect(newer.status == 2, "\(newer)")
        #expect(
            newer.errors
                == "clean-architecture: error: the installed kit (9.9.0) is newer than this package's (1.0.0, in .clean-architecture.json): its slice may use kit code the package does not have yet; run 'clean-architecture update' first\n",
            "\(newer)")
        #expect(UpdateFixture.snapshot(package) == before)
        let lock = package.appendingPathComponent(TemplateLock.file)
        let text = try String(contentsOf: lock, encoding: .utf8)
        try Data(text.replacing(#""version": "1.0.0""#, with: #""version": "99.0.0""#).utf8).write(to: lock)
        try await UpdateFixture.commit(package, "From the future")
        before = UpdateFixture.snapshot(package)
        let older = await runTemplate(["add", "feature", "Lamp", "--kit-path", Kit.root.path], in: package)
        #expect(older.status == 2, "\(older)")
        #expect(
            older.errors
                == "clean-architecture: error: the installed kit (\(CleanArchitectureCommand.version)) is older than the one that last wrote this package (99.0.0, in .clean-architecture.json): its slice would miss that kit's changes; install 99.0.0 or later\n",
            "\(older)")
        #expect(UpdateFixture.snapshot(package) == before)
    }
}
