import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

@Suite("remove feature: takes out all add feature wrote, or nothing, and the feature can come back")
struct RemoveFeatureTests {
    /// A starter package (`Shelf`, unprefixed) with the feature `Book` added, with fields, and its
    /// files before.
    static func packageWithBook(in scratch: TemporaryFolder) async throws -> (URL, before: [String: Data]) {
        let package = try await FeatureCommandTests.starter(in: scratch.url)
        let before = UpdateFixture.snapshot(package)
        let added = await runTemplate(
            ["add", "feature", "Book", "--field", "title:String", "--field", "pages:Int?"], in: package)
        try #require(added.status == 0, "\(added)")
        return (package, before)
    }

    /// `package`'s files but its lock, and the features the lock records as removed: a removed
    /// feature's schema history stays, with the records it left.
    static func withoutLock(_ package: URL) throws -> (files: [String: Data], removed: [String]) {
        var files = UpdateFixture.snapshot(package).filter { !$0.key.hasPrefix(".git/") }
        files[TemplateLock.file] = nil
        return (files, try TemplateLock.read(in: package.path)?.removed.map(\.name) ?? [])
    }

    @Test(
        "Removed, the package is byte for byte as before add feature, base included, the lock recording it removed; update sees nothing; it can be added again"
    )
    func removesAll() async throws {
        let scratch = try TemporaryFolder(prefix: "remove-feature")
        defer { scratch.remove() }
        let (package, before) = try await Self.packageWithBook(in: scratch)
        let dry = await runTemplate(["remove", "feature", "Book", "--dry-run"], in: package)
        #expect(dry.status == 0 && dry.errors.isEmpty, "\(dry)")
        #expect(dry.output.hasPrefix("Would remove the feature Book from \(package.path): 31 files.\n"), "\(dry)")
        #expect(dry.output.contains("  Sources/UseCases/Book/Interactors/CreateBook.swift\n"), "\(dry)")
        #expect(
            dry.output.hasSuffix(
                "Changed:\n  Sources/Terminal/Shelf/ShelfFeatures.swift\n  dependency-rules.json\n  .clean-architecture.json\n"
            ),
            "\(dry)")
        #expect(UpdateFixture.snapshot(package) != before, "--dry-run removed the feature")

        let run = await runTemplate(["remove", "feature", "Book"], in: package)
        #expect(run.status == 0 && run.errors.isEmpty, "\(run)")
        #expect(run.output == dry.output.replacing("Would remove", with: "Removed"), "\(run)")
        var unlocked = before
        unlocked[TemplateLock.file] = nil
        #expect(
            try Self.withoutLock(package) == (unlocked, ["Book"]), "the package is not as it was before add feature")
        let check = await runTemplate(["update", "--check", "--kit-path", Kit.root.path], in: package)
        #expect(check.status == 0 && check.output.hasPrefix("Shelf is up to date"), "\(check)")
        let again = await runTemplate(["add", "feature", "Book"], in: package)
        #expect(again.status == 0, "\(again)")
        #expect(
            FileManager.default.fileExists(
                atPath: package.appendingPathComponent("Sources/Entities/Book/Book.swift").path))
    }

    @Test(
        "Added again, a feature continues its schema history over the records it left: old fields removed, new ones added, a required new one refused"
    )
    func addedAgain() async throws {
        let scratch = try TemporaryFolder(prefix: "remove-feature")
        defer { scratch.remove() }
        let (package, _) = try await Self.packageWithBook(in: scratch)
        let removed = await runTemplate(["remove", "feature", "Book"], in: package)
        try #require(removed.status == 0, "\(removed)")
        let lockBefore = try #require(try TemplateLock.read(in: package.path))
        let refused = await runTemplate(
            ["add", "feature", "Book", "--field", "title:String", "--field", "pages:String"], in: package)
        #expect(
            refused.status == 2
                && refused.errors.hasPrefix(
                    "clean-architecture: error: Book was removed before, and its stored records stay (schema version 1, fields title:String, pages:Int?): they would have no value for pages:String; add it optional ('pages:String?'), or add Book without it, then 'clean-architecture add field Book pages:String --default VALUE'"
                ), "\(refused)")
        #expect(try TemplateLock.read(in: package.path) == lockBefore, "a refusal changed the lock")
        let again = await runTemplate(
            ["add", "feature", "Book", "--field", "title:String", "--field", "note:String?"], in: package)
        #expect(again.status == 0, "\(again)")
        let record = try AddFieldTests.text("Sources/InterfaceAdapters/Book/Records/BookRecord.swift", in: package)
        #expect(
            record.contains(
                """
                            SchemaMigration(to: 2, [.remove("pages")]),
                            SchemaMigration(to: 3, [.add(.init("note", .text), default: .null)]),
                """), "\(record)")
        let lock = try #require(try TemplateLock.read(in: package.path))
        #expect(
            lock.removed.isEmpty && lock.features.last?.changes.map(\.description) == ["remove pages", "note:String?"])
        let check = await runTemplate(["update", "--check", "--kit-path", Kit.root.path], in: package)
        #expect(check.status == 0 && check.output.hasPrefix("Shelf is up to date"), "\(check)")
    }

    @Test("A feature the lock does not record, or a package without a lock, is refused, naming why; nothing changes")
    func refusals() async throws {
        let scratch = try TemporaryFolder(prefix: "remove-feature")
        defer { scratch.remove() }
        let (package, _) = try await Self.packageWithBook(in: scratch)
        let withBook = UpdateFixture.snapshot(package)
        for (name, message) in [
            (
                "Shelf",
                "Shelf is not a feature 'add feature' recorded in .clean-architecture.json (it records Book): nothing to remove"
            ),
            (
                "Note",
                "Note is not a feature 'add feature' recorded in .clean-architecture.json (it records Book): nothing to remove"
            ),
        ] {
            let run = await runTemplate(["remove", "feature", name], in: package)
            #expect(run.status == 2, "\(run)")
            #expect(run.errors == "clean-architecture: error: \(message)\n", "\(run)")
            #expect(run.output.isEmpty, "\(run)")
        }
        #expect(UpdateFixture.snapshot(package) == withBook)
        // A package an older kit last wrote: what this kit renders may not be what was written.
        let lockFile = package.appendingPathComponent(TemplateLock.file)
        let lock = try String(contentsOf: lockFile, encoding: .utf8)
        try Data(lock.replacing(/"version": "[^"]+"/, with: #""version": "0.9.0""#).utf8).write(to: lockFile)
        let older = await runTemplate(["remove", "feature", "Book"], in: package)
        #expect(older.status == 2, "\(older)")
        #expect(
            older.errors.hasPrefix(
                "clean-architecture: error: the installed kit (\(CleanArchitectureCommand.version)) is not the one that last wrote this package (0.9.0, in .clean-architecture.json)"
            ), "\(older)")
        try Data(lock.utf8).write(to: lockFile)
        #expect(UpdateFixture.snapshot(package) == withBook)
        try FileManager.default.removeItem(at: package.appendingPathComponent(TemplateLock.file))
        let lockless = await runTemplate(["remove", "feature", "Book"], in: package)
        #expect(lockless.status == 2, "\(lockless)")
        #expect(
            lockless.errors
                == "clean-architecture: error: \(package.path) has no .clean-architecture.json, which records what 'add feature' wrote: 'clean-architecture adopt' records one\n",
            "\(lockless)")
    }

    @Test("A file changed since add feature wrote it, or one of yours in its folders, stops it unless --force")
    func editedFiles() async throws {
        let scratch = try TemporaryFolder(prefix: "remove-feature")
        defer { scratch.remove() }
        let (package, before) = try await Self.packageWithBook(in: scratch)
        let changed = package.appendingPathComponent("Sources/Entities/Book/Book.swift")
        try Data(("// Mine.\n" + String(contentsOf: changed, encoding: .utf8)).utf8).write(to: changed)
        let yours = package.appendingPathComponent("Sources/UseCases/Book/Interactors/ShelveBook.swift")
        try Data("// Mine too.\n".utf8).write(to: yours)
        let edited = UpdateFixture.snapshot(package)
        let refused = await runTemplate(["remove", "feature", "Book"], in: package)
        #expect(refused.status == 2, "\(refused)")
        #expect(
            refused.errors == """
                clean-architecture: error: refusing to remove Book: its folders hold what 'add feature' did not write:
                  Sources/Entities/Book/Book.swift (changed since 'add feature' wrote it)
                  Sources/UseCases/Book/Interactors/ShelveBook.swift (not written by 'add feature')
                Keep them elsewhere first, or pass --force to remove them too (git has them while they are committed).

                """, "\(refused)")
        #expect(UpdateFixture.snapshot(package) == edited, "a refusal changed the package")
        // --force takes only what git can give back.
        let outsideGit = await runTemplate(["remove", "feature", "Book", "--force"], in: package)
        #expect(
            outsideGit.status == 2
                && outsideGit.errors.hasPrefix(
                    "clean-architecture: error: \(package.path) is not in a git work tree: --force removes your edits only when git has them; run 'git init' and commit first"
                ), "\(outsideGit)")
        _ = try await UpdateFixture.git(["init", "-q"], in: package)
        let uncommitted = await runTemplate(["remove", "feature", "Book", "--force"], in: package)
        #expect(
            uncommitted.status == 2
                && uncommitted.errors == """
                    clean-architecture: error: 2 files with uncommitted changes, which removing the feature would touch: Sources/Entities/Book/Book.swift, Sources/UseCases/Book/Interactors/ShelveBook.swift; commit them first ('git add -A && git commit'), or stash them ('git stash -u')

                    """,
            "\(uncommitted)")
        #expect(UpdateFixture.snapshot(package).filter { !$0.key.hasPrefix(".git/") } == edited)
        try await UpdateFixture.commit(package, "mine")
        // A file git ignores is not committed either.
        let gitignore = package.appendingPathComponent(".gitignore")
        let ignoring = (try Data(contentsOf: gitignore)) + Data("*.local\n".utf8)
        try ignoring.write(to: gitignore)
        try await UpdateFixture.commit(package, "ignore")
        let ignored = package.appendingPathComponent("Sources/UseCases/Book/Notes.local")
        try Data("mine, ignored\n".utf8).write(to: ignored)
        let ignoredRefused = await runTemplate(["remove", "feature", "Book", "--force"], in: package)
        #expect(
            ignoredRefused.status == 2
                && ignoredRefused.errors.contains(
                    "1 file with uncommitted changes, which removing the feature would touch: Sources/UseCases/Book/Notes.local;"
                ),
            "\(ignoredRefused)")
        try FileManager.default.removeItem(at: ignored)
        let forced = await runTemplate(["remove", "feature", "Book", "--force"], in: package)
        #expect(forced.status == 0, "\(forced)")
        #expect(forced.output.hasPrefix("Removed the feature Book from \(package.path): 32 files.\n"), "\(forced)")
        var unlocked = before
        unlocked[TemplateLock.file] = nil
        unlocked[".gitignore"] = ignoring
        #expect(try Self.withoutLock(package) == (unlocked, ["Book"]))
    }

    @Test(
        "Stopped half-way (a failure at any step), it takes back what it changed: the package holds the feature whole")
    func allOrNothing() async throws {
        let scratch = try TemporaryFolder(prefix: "remove-feature")
        defer { scratch.remove() }
        let (package, _) = try await Self.packageWithBook(in: scratch)
        let withBook = UpdateFixture.snapshot(package)
        struct Stop: Error {}
        for stopAt in [0, 10, 33, 35] {
            let run = await runTemplate(["remove", "feature", "Book"], in: package) { number, _, _, _ in
                if number == stopAt { throw Stop() }
            }
            #expect(run.status == 2, "stopped at \(stopAt): \(run)")
            #expect(UpdateFixture.snapshot(package) == withBook, "stopped at \(stopAt), the package changed")
        }
    }

    @Test(
        "A feature named like a kit folder takes only its own files; a package's own .swift-format is no edit",
        arguments: [72, 140])
    func kitFolderAndFormat(lineLength: Int) async throws {
        let scratch = try TemporaryFolder(prefix: "remove-feature")
        defer { scratch.remove() }
        let package = try await FeatureCommandTests.starter(in: scratch.url)
        let configuration = package.appendingPathComponent(".swift-format")
        let changed = try String(contentsOf: configuration, encoding: .utf8).replacing(
            /"lineLength" *: *\d+/, with: "\"lineLength\": \(lineLength)")
        try Data(changed.utf8).write(to: configuration)
        let before = UpdateFixture.snapshot(package)
        for feature in ["Composition", "Shell", "ReadingListWithAVeryLongNameIndeed"] {
            let added = await runTemplate(["add", "feature", feature], in: package)
            try #require(added.status == 0, "\(added)")
        }
        for feature in ["Composition", "Shell", "ReadingListWithAVeryLongNameIndeed"] {
            let removed = await runTemplate(["remove", "feature", feature], in: package)
            #expect(removed.status == 0, "\(removed)")
            #expect(!removed.output.contains("StoreKind") && !removed.output.contains("AppShell"), "\(removed)")
        }
        var unlocked = before
        unlocked[TemplateLock.file] = nil
        #expect(
            try Self.withoutLock(package) == (
                unlocked, ["Composition", "Shell", "ReadingListWithAVeryLongNameIndeed"]
            ),
            "the package is not as it was")
    }
}
