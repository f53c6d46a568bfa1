import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

/// What the update tests start from, made once a run in `.build/update-tests`: package A, made by
/// this kit (`new Bookshelf --example none --store memory --no-module-prefix`, then `add feature
/// Book`) and committed in a git repository of its own; and kit B, this kit copied, stamped
/// 9.9.0, with the scripted changes ``KitChange`` lists. Each test works on a copy of package A,
/// whose features are `Note` (the starter's), then `Book` and `Shelf`.
enum UpdateFixture {
    static let workspace = Kit.root.appendingPathComponent(".build/update-tests")
    static let packageA = workspace.appendingPathComponent("package-a")
    static let kitB = workspace.appendingPathComponent("kit-b")

    /// Kit B's changes, in kit paths, and what a package made at A should see of each.
    enum KitChange {
        /// A line added at the top; your edit at the bottom: merged.
        static let farFromYours = "Sources/InterfaceAdapters/Records/Repositories/RecordStoreRepository.swift"
        /// Its third line changed; yours too: a conflict.
        static let onYourLine = "Sources/UseCases/Ports/Repository.swift"
        /// A new file, in a new folder.
        static let added = "Sources/Entities/KitB/KitB.swift"
        /// Moved (declared) into a new folder, unchanged.
        static let plainMoveFrom = "Sources/InterfaceAdapters/Records/FieldValue.swift"
        static let plainMoveTo = "Sources/InterfaceAdapters/Records/Values/FieldValue.swift"
        /// Moved (declared), and a new file put where it was.
        static let refilledFrom = "Sources/InterfaceAdapters/Records/RecordStoreError.swift"
        static let refilledTo = "Sources/InterfaceAdapters/Records/Errors/RecordStoreError.swift"
        /// Moved (declared), with a line added at the top; yours at the bottom of the old path.
        static let movedFrom = "Sources/InterfaceAdapters/Records/Bridges/BridgeError.swift"
        static let movedTo = "Sources/InterfaceAdapters/Records/BridgeError.swift"
        /// Removed (declared); left as it was by you.
        static let removed = "Sources/InterfaceAdapters/Records/Transactions/UnitOfWorkScope.swift"
        /// Removed (declared); changed by you: a conflict, yours kept.
        static let removedYoursChanged = "Sources/InterfaceAdapters/Records/StorableRecord.swift"
        /// The slice's create interactor, its first line changed: every feature's follows.
        static let slice = "Sources/UseCases/SampleItem/Interactors/CreateSampleItem.swift"
        /// Changed by the kit; deleted by you: not brought back.
        static let deletedByYou = "Sources/Entities/Identifier.swift"
        /// Changed by the kit; listed in `keep` by you.
        static let kept = "Sources/ProjectTemplate/Scaffold/README.md"
    }

    /// Where ``movedByYou(in:)`` moves ``KitChange/farFromYours``.
    static let yourMove = "Sources/InterfaceAdapters/Records/Storage/RecordStoreRepository.swift"

    /// Moves ``KitChange/farFromYours`` to ``yourMove`` with `git mv`, as a user reorganising
    /// folders would (not committed).
    static func movedByYou(in package: URL) async throws {
        try FileManager.default.createDirectory(
            at: package.appendingPathComponent(yourMove).deletingLastPathComponent(), withIntermediateDirectories: true)
        try await git(["mv", KitChange.farFromYours, yourMove], in: package)
    }

    /// The line kit B puts at the top of a file.
    static let kitLine = "// Changed by kit B."

    /// Makes package A and kit B, once a run.
    private actor Preparation {
        private var made: Task<Void, any Error>?

        func run() async throws {
            if made == nil {
                made = Task {
                    try? FileManager.default.removeItem(at: workspace)
                    try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
                    try makeKitB()
                    try await makePackageA()
                }
            }
            try await made!.value
        }
    }

    private static let preparation = Preparation()

    /// A copy of package A (its repository too) in `scratch`.
    static func copyOfPackageA(in scratch: TemporaryFolder) async throws -> URL {
        try await preparation.run()
        let copy = scratch.url.appendingPathComponent("Bookshelf")
        let outcome = try await ChildProcess.run(["cp", "-a", packageA.path, copy.path])
        try #require(outcome.status == 0, "\(outcome)")
        return copy
    }

    private static func makeKitB() throws {
        try Kit.copy(into: kitB)
        try Data(#"{"version": "9.9.0", "commit": null, "modified": false, "repository": null}"#.utf8).write(
            to: kitB.appendingPathComponent(KitIdentity.stampFile))
        try prepend(kitLine, to: KitChange.farFromYours)
        try replaceLine(3, in: KitChange.onYourLine, with: "// Kit B says this line otherwise.")
        try FileManager.default.createDirectory(
            at: kitB.appendingPathComponent(KitChange.added).deletingLastPathComponent(),
            withIntermediateDirectories: true)
        try write("// Added by kit B.\n", to: KitChange.added)
        for (from, to) in [
            (KitChange.plainMoveFrom, KitChange.plainMoveTo), (KitChange.refilledFrom, KitChange.refilledTo),
        ] {
            try FileManager.default.createDirectory(
                at: kitB.appendingPathComponent(to).deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.moveItem(at: kitB.appendingPathComponent(from), to: kitB.appendingPathComponent(to))
        }
        try write("// A new file where the old one was.\n", to: KitChange.refilledFrom)
        try prepend(kitLine, to: KitChange.movedFrom)
        try FileManager.default.moveItem(
            at: kitB.appendingPathComponent(KitChange.movedFrom), to: kitB.appendingPathComponent(KitChange.movedTo))
        try FileManager.default.removeItem(at: kitB.appendingPathComponent(KitChange.removed))
        try FileManager.default.removeItem(at: kitB.appendingPathComponent(KitChange.removedYoursChanged))
        try prepend(kitLine, to: KitChange.slice)
        try prepend(kitLine, to: KitChange.deletedByYou)
        try prepend(kitLine, to: KitChange.kept)
        let moves = """
            [
              { "version": "9.9.0", "from": "\(KitChange.movedFrom)", "to": "\(KitChange.movedTo)" },
              { "version": "9.9.0", "from": "\(KitChange.plainMoveFrom)", "to": "\(KitChange.plainMoveTo)" },
              { "version": "9.9.0", "from": "\(KitChange.refilledFrom)", "to": "\(KitChange.refilledTo)" },
              { "version": "9.9.0", "removed": "\(KitChange.removed)" },
              { "version": "9.9.0", "removed": "\(KitChange.removedYoursChanged)" }
            ]

            """
        try write(moves, to: TemplateMoves.file)
    }

    /// Shelf's fields in package A (Book has the default one), which every render of it keeps.
    static let shelfFields = ["--field", "label:String", "--field", "capacity:Int?"]

    private static func makePackageA() async throws {
        var environment = ProcessInfo.processInfo.environment
        environment["CLEAN_ARCHITECTURE_KIT"] = nil
        let program = try GeneratedPackage.tool("clean-architecture")
        let made = try await ChildProcess.run(
            [
                program, "new", "Bookshelf", "--example", "none", "--store", "memory", "--no-module-prefix",
                "--kit-path", Kit.root.path, "--output", packageA.path,
            ], environment: environment)
        try #require(made.status == 0, "\(made)")
        for feature in [["Book"], ["Shelf"] + shelfFields] {
            let added = try await ChildProcess.run(
                [program, "add", "feature"] + feature + [
                    "--package-path", packageA.path, "--kit-path", Kit.root.path,
                ],
                environment: environment)
            try #require(added.status == 0, "\(added)")
        }
        try await git(["init", "-q"], in: packageA)
        try await commit(packageA, "Made at kit A")
    }

    private static func prepend(_ line: String, to path: String) throws {
        let url = kitB.appendingPathComponent(path)
        try write(line + "\n" + String(contentsOf: url, encoding: .utf8), to: path)
    }

    private static func replaceLine(_ number: Int, in path: String, with line: String) throws {
        var lines = try String(contentsOf: kitB.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[number - 1] = line
        try write(lines.joined(separator: "\n"), to: path)
    }

    private static func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: kitB.appendingPathComponent(path))
    }

    /// `git ARGUMENTS` in `folder`, as a test user; requires success; returns its output.
    @discardableResult
    static func git(_ arguments: [String], in folder: URL) async throws -> String {
        let outcome = try await ChildProcess.run(
            ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-C", folder.path] + arguments)
        try #require(outcome.status == 0, "git \(arguments.joined(separator: " ")): \(outcome)")
        return outcome.standardOutput
    }

    /// Commits everything in `folder`.
    static func commit(_ folder: URL, _ message: String) async throws {
        try await git(["add", "-A"], in: folder)
        try await git(["commit", "-qm", message], in: folder)
    }

    /// Every file below `folder` but git's, with its bytes: to prove a run changed nothing.
    static func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return files }
        while let path = walker.nextObject() as? String {
            if path == ".git" {
                walker.skipDescendants()
                continue
            }
            if (walker.fileAttributes?[.type] as? FileAttributeType) == .typeRegular {
                files[path] = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path)
            }
        }
        return files
    }

    /// `update ARGUMENTS` on `package` with kit B (unless the arguments name another kit).
    static func update(_ package: URL, _ arguments: [String] = []) async -> TemplateRun {
        let kit = arguments.contains("--kit-path") ? [] : ["--kit-path", kitB.path]
        return await runTemplate(["update"] + arguments + kit, in: package)
    }

    /// The file at `path` in `package`, or `nil`.
    static func read(_ path: String, in package: URL) -> String? {
        try? String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
    }
}
