import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

/// `update` end to end, offline: package A (made by this kit, grown by a feature) edited as a
/// user would, then updated to kit B, this kit with scripted changes (``UpdateFixture``).
@Suite("update: a package made at one kit takes a later kit's changes, your edits kept", .serialized)
struct UpdateTests {
    typealias Change = UpdateFixture.KitChange

    /// Package A with the user's edits, committed.
    static func editedPackage(in scratch: TemporaryFolder) async throws -> URL {
        let package = try await UpdateFixture.copyOfPackageA(in: scratch)
        func append(_ line: String, to path: String) throws {
            let url = package.appendingPathComponent(path)
            try Data((try String(contentsOf: url, encoding: .utf8) + line + "\n").utf8).write(to: url)
        }
        try append("// Mine, at the bottom.", to: Change.farFromYours)
        let repository = package.appendingPathComponent(Change.onYourLine)
        var lines = try String(contentsOf: repository, encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        lines[2] = "// I say this line otherwise."
        try Data(lines.joined(separator: "\n").utf8).write(to: repository)
        try append("// Mine, in the old place.", to: Change.movedFrom)
        try append("// Mine.", to: Change.removedYoursChanged)
        try append("// Mine.", to: "Sources/UseCases/Book/Interactors/CreateBook.swift")
        try append("Our own words.", to: "README.md")
        try FileManager.default.removeItem(at: package.appendingPathComponent(Change.deletedByYou))
        let lock = package.appendingPathComponent(TemplateLock.file)
        let text = try String(contentsOf: lock, encoding: .utf8)
        try Data(text.replacing(#""keep": []"#, with: #""keep": ["README.md"]"#).utf8).write(to: lock)
        try await UpdateFixture.commit(package, "My edits")
        return package
    }

    @Test(
        "Merged, conflicted, added, moved, removed, kept, not restored, every feature's files: the report, the texts, the index, the lock and the base"
    )
    func update() async throws {
        let scratch = try TemporaryFolder(prefix: "update-tests")
        defer { scratch.remove() }
        let package = try await Self.editedPackage(in: scratch)

        let before = await UpdateFixture.update(package, ["--check"])
        #expect(before.status == 1, "\(before)")
        #expect(before.output.hasPrefix("Bookshelf is behind CleanArchitectureKit 9.9.0"), "\(before)")
        let dry = await UpdateFixture.update(package, ["--dry-run", "--diff"])
        #expect(dry.status == 1, "would conflict: \(dry)")
        // Each change as a unified diff; for a file you deleted, the kit's change to it.
        #expect(dry.output.contains("--- \(Change.farFromYours)\n+++ \(Change.farFromYours)\n"), "\(dry)")
        #expect(dry.output.contains("+\(UpdateFixture.kitLine)\n"), "\(dry)")
        #expect(dry.output.contains("--- \(Change.deletedByYou)\n"), "\(dry)")
        #expect(try await UpdateFixture.git(["status", "--porcelain"], in: package).isEmpty, "--dry-run wrote nothing")

        let run = await UpdateFixture.update(package)
        #expect(run.status == 1, "\(run)")
        let steps = run.output.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("  make") }
            .map(String.init)
        #expect(
            steps == [
                "  updated   .github/workflows/architecture.yml",
                "  kept      README.md",
                "  yours     Sources/Entities/Identifier.swift (deleted by you, changed by the kit: not restored)",
                "  added     Sources/Entities/KitB/KitB.swift",
                "  merged    Sources/InterfaceAdapters/Records/BridgeError.swift (moved from Sources/InterfaceAdapters/Records/Bridges/BridgeError.swift)",
                "  moved     Sources/InterfaceAdapters/Records/RecordStoreError.swift -> Sources/InterfaceAdapters/Records/Errors/RecordStoreError.swift",
                "  added     Sources/InterfaceAdapters/Records/RecordStoreError.swift",
                "  merged    Sources/InterfaceAdapters/Records/Repositories/RecordStoreRepository.swift",
                "  conflict  Sources/InterfaceAdapters/Records/StorableRecord.swift (deleted by the kit, changed by you: yours kept)",
                "  deleted   Sources/InterfaceAdapters/Records/Transactions/UnitOfWorkScope.swift",
                "  moved     Sources/InterfaceAdapters/Records/FieldValue.swift -> Sources/InterfaceAdapters/Records/Values/FieldValue.swift",
                "  merged    Sources/UseCases/Book/Interactors/CreateBook.swift",
                "  updated   Sources/UseCases/Note/Interactors/CreateNote.swift",
                "  conflict  Sources/UseCases/Ports/Repository.swift (1 hunk)",
                "  updated   Sources/UseCases/Shelf/Interactors/CreateShelf.swift",
            ], "\(run)")
        // The dry run listed exactly what the real run did (its diffs follow the list).
        let listed = dry.output.components(separatedBy: "\n--- ").first ?? ""
        let listedSteps: [String] = listed.split(separator: "\n")
            .filter { $0.hasPrefix("  ") && !$0.hasPrefix("  make") }.map(String.init)
        #expect(listedSteps == steps)
        #expect(
            run.output.hasSuffix(
                """

                2 conflicts (git status lists them as unmerged). In a file with hunks, resolve the <<<<<<< yours … >>>>>>> kit 9.9.0 blocks, then 'git add' it. For a file the kit deleted, keep yours with 'git add PATH', or delete it with 'git rm PATH'. Then:
                  make check CHECK_ARGS=--strict && make test && git add -A && git commit

                """), "\(run)")
        // The dry run's diffs show the kit's side of a conflict that leaves yours as it is.
        #expect(dry.output.contains("--- \(Change.removedYoursChanged)\n+++ \(Change.removedYoursChanged)\n"), "\(dry)")

        let read = { (path: String) in UpdateFixture.read(path, in: package) }
        let kitLine = UpdateFixture.kitLine
        #expect(
            read(Change.farFromYours).map { $0.hasPrefix(kitLine) && $0.hasSuffix("// Mine, at the bottom.\n") } == true
        )
        let conflicted = try #require(read(Change.onYourLine))
        #expect(
            conflicted.contains(
                "<<<<<<< yours\n// I say this line otherwise.\n||||||| kit 1.0.0"), "\(conflicted)")
        #expect(
            conflicted.contains("=======\n// Kit B says this line otherwise.\n>>>>>>> kit 9.9.0\n"), "\(conflicted)")
        #expect(read(Change.added) == "// Added by kit B.\n")
        // Kernel files are the kit's as they are (the package has no prefix).
        let kitFile = { (path: String) in
            try? String(contentsOf: UpdateFixture.kitB.appendingPathComponent(path), encoding: .utf8)
        }
        #expect(read(Change.plainMoveFrom) == nil && read(Change.plainMoveTo) == kitFile(Change.plainMoveTo))
        #expect(read(Change.refilledFrom) == "// A new file where the old one was.\n")
        #expect(read(Change.refilledTo) == kitFile(Change.refilledTo))
        #expect(read(Change.movedFrom) == nil)
        #expect(
            read(Change.movedTo).map { $0.hasPrefix(kitLine) && $0.hasSuffix("// Mine, in the old place.\n") } == true)
        #expect(read(Change.removed) == nil)
        #expect(read(Change.removedYoursChanged)?.hasSuffix("// Mine.\n") == true)
        #expect(read("Sources/UseCases/Note/Interactors/CreateNote.swift")?.hasPrefix(kitLine) == true)
        #expect(read("Sources/UseCases/Shelf/Interactors/CreateShelf.swift")?.hasPrefix(kitLine) == true)
        #expect(
            read("Sources/UseCases/Book/Interactors/CreateBook.swift").map {
                $0.hasPrefix(kitLine) && $0.hasSuffix("// Mine.\n")
            }
                == true)
        #expect(read(Change.deletedByYou) == nil, "a file you deleted is not brought back")
        #expect(read("README.md")?.hasSuffix("Our own words.\n") == true)
        #expect(read(".github/workflows/architecture.yml")?.contains("KIT_VERSION: 9.9.0") == true)

        // Git sees the conflicts as unmerged: base, yours and theirs; the kit's removal has no theirs.
        let unmerged = try await UpdateFixture.git(["ls-files", "-u"], in: package).split(separator: "\n")
            .map { line in
                let fields = line.split(separator: "\t")
                return (String(fields.last ?? ""), String(fields.first?.split(separator: " ").last ?? ""))
            }
        #expect(unmerged.filter { $0.0 == Change.onYourLine }.map(\.1) == ["1", "2", "3"], "\(unmerged)")
        #expect(unmerged.filter { $0.0 == Change.removedYoursChanged }.map(\.1) == ["1", "2"], "\(unmerged)")
        let committing = try await ChildProcess.run(["git", "-C", package.path, "commit", "-qam", "too soon"])
        #expect(committing.status != 0, "git commit refuses while conflicts are unmerged")

        // The lock is kit B's, the inputs and the features kept. (That the base is what new and
        // add feature write at kit B, `update --check` finds below, once the conflicts are settled.)
        let lock = try #require(try TemplateLock.read(in: package.path))
        #expect(
            lock.kit.version == "9.9.0" && lock.features.map(\.name) == ["Book", "Shelf"] && lock.keep == ["README.md"])

        // Markers left: a second update refuses, --check says so.
        let again = await UpdateFixture.update(package)
        #expect(
            again.status == 2 && again.errors.contains("conflict markers from an earlier update remain in"), "\(again)")
        #expect(await UpdateFixture.update(package, ["--check"]).status == 1)
        // Resolved and committed: up to date, and a second update changes nothing.
        let theirs = try String(
            contentsOf: UpdateFixture.kitB.appendingPathComponent(Change.onYourLine), encoding: .utf8)
        try Data(theirs.utf8).write(to: package.appendingPathComponent(Change.onYourLine))
        try await UpdateFixture.commit(package, "Resolved")
        let after = await UpdateFixture.update(package, ["--check", "--format", "json"])
        #expect(after.status == 0, "\(after)")
        let checked = try #require(try JSONSerialization.jsonObject(with: Data(after.output.utf8)) as? [String: Any])
        #expect(
            checked["behind"] as? Bool == false && (checked["differing"] as? [String])?.isEmpty == true, "\(checked)")
        let second = await UpdateFixture.update(package)
        #expect(
            second.status == 0 && second.output.hasSuffix("is up to date with CleanArchitectureKit 9.9.0.\n"),
            "\(second)")
        #expect(try await UpdateFixture.git(["status", "--porcelain"], in: package).isEmpty)
    }

    @Test(
        "A pristine package made at A, updated to B, is the package new and add feature make at B (bar the lock's dates)"
    )
    func pristine() async throws {
        let scratch = try TemporaryFolder(prefix: "update-tests")
        defer { scratch.remove() }
        let package = try await UpdateFixture.copyOfPackageA(in: scratch)
        let run = await UpdateFixture.update(package, ["--format", "json"])
        #expect(run.status == 0, "\(run)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run)")
        #expect((report["to"] as? [String: Any])?["version"] as? String == "9.9.0")
        #expect(report["conflicts"] as? [String] == [] && report["dryRun"] as? Bool == false, "\(report)")
        let files = report["files"] as? [[String: Any]] ?? []
        #expect(
            files.contains { $0["path"] as? String == Change.movedTo && $0["movedFrom"] as? String == Change.movedFrom }
                && files.contains { $0["path"] as? String == Change.added && $0["action"] as? String == "added" },
            "\(files)")
        let lock = try #require(try TemplateLock.read(in: package.path))
        // What new and add feature write at kit B, with the same inputs.
        let made = scratch.url.appendingPathComponent("made")
        var environment = ProcessInfo.processInfo.environment
        environment["CLEAN_ARCHITECTURE_KIT"] = nil
        let new = try await ChildProcess.run(
            [
                try GeneratedPackage.tool("clean-architecture"), "new", "Bookshelf", "--example", "none", "--store",
                "memory", "--no-module-prefix", "--kit-path", UpdateFixture.kitB.path, "--output", made.path,
                "--kit-repository", lock.project.kitRepository,
            ], environment: environment)
        try #require(new.status == 0, "\(new)")
        for feature in [["Book"], ["Shelf"] + UpdateFixture.shelfFields] {
            let feature = await runTemplate(
                ["add", "feature"] + feature + ["--kit-path", UpdateFixture.kitB.path], in: made)
            try #require(feature.status == 0, "\(feature)")
        }
        var updated = UpdateFixture.snapshot(package)
        var expected = UpdateFixture.snapshot(made)
        // The lock differs only in the dates: the package's, and the kit each feature came with.
        let lockA = try #require(try TemplateLock.read(in: package.path))
        var lockB = try #require(try TemplateLock.read(in: made.path))
        lockB.project.created = lockA.project.created
        #expect(lockA.features.map(\.kit) == ["1.0.0", "1.0.0"] && lockB.features.map(\.kit) == ["9.9.0", "9.9.0"])
        lockB.features = lockA.features
        #expect(lockA == lockB)
        updated[TemplateLock.file] = nil
        expected[TemplateLock.file] = nil
        // The first decision record carries the date too: compared without it.
        for path in Array(updated.keys) where path.hasSuffix("0001-four-layers-enforced-by-dependency-rule.md") {
            let undated = { (data: Data?) in
                data.map { String(decoding: $0, as: UTF8.self).replacing(#/Date: \d{4}-\d{2}-\d{2}/#, with: "Date: …") }
            }
            #expect(undated(updated[path]) == undated(expected[path]), "\(path)")
            updated[path] = nil
            expected[path] = nil
        }
        #expect(
            Set(updated.keys) == Set(expected.keys), "\(Set(updated.keys).symmetricDifference(expected.keys).sorted())")
        for (path, data) in updated where expected[path] != data {
            Issue.record("\(path) differs from a package made at kit B")
        }
    }
}

extension UpdateTests {
    @Test("Your own file where the kit moves one: yours is left as it is, the kit's is git's other side")
    func ownFileAtAMove() async throws {
        let scratch = try TemporaryFolder(prefix: "update-tests")
        defer { scratch.remove() }
        let package = try await UpdateFixture.copyOfPackageA(in: scratch)
        let mine = package.appendingPathComponent(Change.plainMoveTo)
        try FileManager.default.createDirectory(at: mine.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("// Mine, where the kit now wants its own.\n".utf8).write(to: mine)
        try await UpdateFixture.commit(package, "My own file")
        let run = await UpdateFixture.update(package)
        #expect(run.status == 1, "\(run)")
        #expect(
            run.output.contains(
                "  conflict  \(Change.plainMoveTo) (both added: yours kept, the kit's in git's index (git checkout --theirs))\n"
            ),
            "\(run)")
        #expect(run.output.contains("  deleted   \(Change.plainMoveFrom)\n"), "\(run)")
        #expect(UpdateFixture.read(Change.plainMoveTo, in: package) == "// Mine, where the kit now wants its own.\n")
        let stages = try await UpdateFixture.git(["ls-files", "-u", "--", Change.plainMoveTo], in: package)
            .split(separator: "\n").map { $0.split(separator: "\t")[0].split(separator: " ").last! }
        #expect(stages == ["2", "3"], "\(stages)")
        try await UpdateFixture.git(["checkout", "--theirs", "--", Change.plainMoveTo], in: package)
        #expect(
            UpdateFixture.read(Change.plainMoveTo, in: package)
                == (try? String(
                    contentsOf: UpdateFixture.kitB.appendingPathComponent(Change.plainMoveTo), encoding: .utf8)))
    }

    @Test("A file you moved yourself takes the kit's change where you put it; the old path stays gone")
    func movedByYou() async throws {
        let scratch = try TemporaryFolder(prefix: "update-tests")
        defer { scratch.remove() }
        let package = try await UpdateFixture.copyOfPackageA(in: scratch)
        let mine = UpdateFixture.yourMove
        try await UpdateFixture.movedByYou(in: package)
        let url = package.appendingPathComponent(mine)
        try Data((try String(contentsOf: url, encoding: .utf8) + "// Mine, at the bottom.\n").utf8).write(to: url)
        // A link of the same name to it is not a second candidate.
        let link = package.appendingPathComponent("Links/RecordStoreRepository.swift")
        try FileManager.default.createDirectory(
            at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../" + mine)
        try await UpdateFixture.commit(package, "Moved and edited")
        let run = await UpdateFixture.update(package)
        #expect(run.status == 0, "\(run)")
        #expect(run.output.contains("  merged    \(mine) (where you moved \(Change.farFromYours))\n"), "\(run)")
        #expect(!run.output.contains("not restored"), "\(run)")
        let text = try #require(UpdateFixture.read(mine, in: package))
        #expect(text.hasPrefix(UpdateFixture.kitLine + "\n") && text.hasSuffix("// Mine, at the bottom.\n"), "\(text)")
        #expect(UpdateFixture.read(Change.farFromYours, in: package) == nil, "the old path is not brought back")
        try await UpdateFixture.commit(package, "Updated")
        let check = await UpdateFixture.update(package, ["--check"])
        #expect(check.status == 0, "\(check)")
    }

    @Test("A package in a folder of a larger repository: the index marks its paths under the folder")
    func subfolder() async throws {
        let scratch = try TemporaryFolder(prefix: "update-tests")
        defer { scratch.remove() }
        let copy = try await Self.editedPackage(in: scratch)
        let repository = scratch.url.appendingPathComponent("monorepo")
        let package = repository.appendingPathComponent("apps/Book shelf")
        try FileManager.default.createDirectory(
            at: package.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: copy, to: package)
        try FileManager.default.removeItem(at: package.appendingPathComponent(".git"))
        try await UpdateFixture.git(["init", "-q"], in: repository)
        try await UpdateFixture.commit(repository, "The monorepo")
        let run = await UpdateFixture.update(package)
        #expect(run.status == 1, "\(run)")
        let unmerged = try await UpdateFixture.git(["ls-files", "-u"], in: repository)
        #expect(unmerged.contains("\tapps/Book shelf/\(Change.onYourLine)\n"), "\(unmerged)")
    }

    @Test(
        "add feature formats the package's files under its .swift-format, the base's as the kit does: still up to date")
    func ownFormatting() async throws {
        let scratch = try TemporaryFolder(prefix: "update-tests")
        defer { scratch.remove() }
        let package = try await UpdateFixture.copyOfPackageA(in: scratch)
        let configuration = package.appendingPathComponent(".swift-format")
        let text = try String(contentsOf: configuration, encoding: .utf8)
        try Data(text.replacing(#/"lineLength"\s*:\s*\d+/#, with: #""lineLength": 60"#).utf8).write(to: configuration)
        try await UpdateFixture.commit(package, "Our own formatting")
        let added = await runTemplate(["add", "feature", "Lamp", "--kit-path", Kit.root.path], in: package)
        #expect(added.status == 0, "\(added)")
        try await UpdateFixture.commit(package, "Lamp")
        let check = await UpdateFixture.update(package, ["--check", "--kit-path", Kit.root.path])
        #expect(check.status == 0, "\(check)")
    }
}

extension UpdateTests {
    @Test("A package made before features were kept apart gets the configuration's parts, one per recorded feature")
    func featuresKeptApart() async throws {
        let scratch = try TemporaryFolder(prefix: "update-tests")
        defer { scratch.remove() }
        let package = try await UpdateFixture.copyOfPackageA(in: scratch)
        // As a kit before "independent" wrote it, in the package and in its base.
        let configuration = FeatureIndependence.file
        let made = try #require(UpdateFixture.read(configuration, in: package))
        let block = try #require(
            made.firstMatch(
                of:
                    #/  // The features, each a folder[^\n]*\n(?:  //[^\n]*\n)*  "independent": \[\n(?:[^\n]*\n)*?  \],\n/#
            ))
        let before = made.replacing(String(block.output), with: "")
        #expect(!before.contains("independent"), "\(before)")
        for path in [configuration, TemplateLock.baseFolder + "/" + configuration] {
            try Data(before.utf8).write(to: package.appendingPathComponent(path))
        }
        var lock = try #require(try TemplateLock.read(in: package.path))
        lock.base = TemplateLock.digest(
            of: try PackageRender.read(package.appendingPathComponent(TemplateLock.baseFolder).path))
        try Data(lock.text.utf8).write(to: package.appendingPathComponent(TemplateLock.file))
        try await UpdateFixture.commit(package, "Made before features were kept apart")

        let run = await UpdateFixture.update(package)
        #expect(run.status == 0, "\(run)")
        let updated = try #require(UpdateFixture.read(configuration, in: package))
        for feature in ["Note", "Book", "Shelf"] {
            #expect(updated.contains("      " + FeatureIndependence.part(feature)), "\(updated)")
        }
        #expect(updated == made, "the configuration a package made at kit B has")
    }
}
