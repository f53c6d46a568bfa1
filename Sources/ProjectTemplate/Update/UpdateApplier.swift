import DependencyRule
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts an update in place so that it is never half-applied.
///
/// Everything is staged first, in a folder inside the package (`.clean-architecture/.update-…`,
/// on the package's file system): the new files, the new base, the new lock. Then each file is
/// swapped in with one rename, its original kept in the folder's `undo/`, and each step is written
/// to the folder's journal before it is taken; the base folder is swapped with two renames; the
/// lock is renamed into place last: the commit point; then the conflicts are marked unmerged in
/// git's index, from blobs stored before anything was written. A failure, or SIGINT, SIGTERM or SIGHUP,
/// before the commit takes every step back, in reverse. A run killed outright (SIGKILL, a power
/// cut) leaves the folder behind: ``recover(in:)``, which `update`, `add feature` and `adopt` run
/// first, takes it back from the journal, or, when the lock is in place, finishes it and hands
/// back the conflicts to mark.
struct UpdateApplier {
    /// The package's root.
    let root: String
    /// What a test does at each checkpoint (one before each file and each deletion, before the
    /// base, between its two renames, before the lock, and after it), injected in process: the
    /// package on disk there is what a run killed there leaves, and a signal it notes
    /// (``Interruption/noteIfHeld(_:)``) is found at once. `nil` in the program.
    var checkpoint: Checkpoint?

    /// Called with the checkpoint's number, how many there are, and the update's files and
    /// deletions.
    typealias Checkpoint = @Sendable (_ number: Int, _ of: Int, _ files: Int, _ deletions: Int) throws -> Void

    /// An update interrupted by a signal, taken back: the process ends with 128 + the signal.
    struct Interrupted: Error {
        let signal: Int32
    }

    /// What ``recover(in:)`` found.
    enum Recovery: Equatable {
        /// The update had not reached its commit point: the package is as it was before it.
        case rolledBack(String)
        /// The lock was in place: the update stands (its conflicts handed to be marked); its
        /// leftovers are gone.
        case finished(String)
    }

    /// The prefix of a staging folder's name, in ``TemplateLock/folder``.
    static let stagingPrefix = ".update-"
    /// The staging folder's record of the conflicts to mark unmerged.
    static let unmergedFile = "unmerged.json"

    /// Writes `writes` (new texts by path), deletes `deletions`, replaces the base with `base` and
    /// the lock with `lock`, then calls `markUnmerged` with `unmerged` before it removes the
    /// staging folder, as described above.
    /// - Throws: ``GenerationError`` when a step fails (everything taken back first), or
    ///   ``Interrupted`` when a signal came (likewise).
    func apply(
        writes: FileTree, deletions: [String], base: FileTree, lock: String, unmerged: UnmergedConflicts,
        markUnmerged: (UnmergedConflicts) -> Void
    ) throws {
        let folder = Path.appending(TemplateLock.folder, to: root)
        let staging = Path.appending(Self.stagingPrefix + UUID().uuidString.prefix(8).lowercased(), to: folder)
        Interruption.shared.removeOnInterrupt(staging)
        do {
            // The new lock first: while it is in the staging folder, the update has not committed.
            try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
            try TreeWriter.write(
                FileTree(["lock": lock, Self.unmergedFile: unmerged.json, "journal": ""]), into: staging)
            try TreeWriter.write(writes, into: Path.appending("files", to: staging))
            try TreeWriter.write(base, into: Path.appending("base", to: staging))
            try FileManager.default.createDirectory(
                atPath: Path.appending("undo", to: staging), withIntermediateDirectories: true)
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            Interruption.shared.keep(staging)
            throw error as? GenerationError
                ?? GenerationError("cannot stage the update in \(staging): \(TreeWriter.reason(error))")
        }
        // From here a signal is held until the step in hand is done; then everything is taken back.
        Interruption.shared.keep(staging)
        let checkpoints = writes.paths.count + deletions.count + 4
        var passed = 0
        /// Takes a held signal as an interruption, before and after the test's seam.
        func checkpoint() throws {
            defer { passed += 1 }
            if let signal = Interruption.shared.pendingSignal { throw Interrupted(signal: signal) }
            try self.checkpoint?(passed, checkpoints, writes.paths.count, deletions.count)
            if let signal = Interruption.shared.pendingSignal { throw Interrupted(signal: signal) }
        }
        try Interruption.shared.holdingSignals {
            var journal = Journal(staging: staging, root: root)
            do {
                for path in writes.paths {
                    try checkpoint()
                    try journal.place(path)
                }
                for path in deletions {
                    try checkpoint()
                    try journal.delete(path)
                }
                try checkpoint()
                try journal.swapBase(between: checkpoint)
                try checkpoint()
                // The commit point.
                guard
                    rename(
                        Path.appending("lock", to: staging), Path.appending(TemplateLock.file, to: root)
                    ) == 0
                else {
                    throw GenerationError(
                        "cannot put the new \(TemplateLock.file) in place: \(String(cString: strerror(errno)))")
                }
            } catch {
                journal.takeBack()
                throw error
            }
            // Past the commit point, the update stands, interrupted or not.
            try? checkpoint()
            markUnmerged(unmerged)
            journal.finish()
        }
    }

    /// Takes back, or finishes, an update a killed run left in `root`'s lock folder. Finishing
    /// one, it hands its conflicts (or why it cannot) to `markUnmerged` with the folder's path
    /// before it removes the folder, so that a run killed while marking leaves them to the next.
    /// - Returns: what was done, one entry per folder found (none, normally).
    static func recover(
        in root: String, markUnmerged: (String, Result<UnmergedConflicts, GenerationError>) -> Void
    ) throws(GenerationError) -> [Recovery] {
        let folder = Path.appending(TemplateLock.folder, to: root)
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasPrefix(stagingPrefix) }.sorted()
        var done: [Recovery] = []
        for name in names {
            let staging = Path.appending(name, to: folder)
            var journal = Journal(staging: staging, root: root)
            if FileManager.default.fileExists(atPath: Path.appending("lock", to: staging)) {
                try journal.load()
                journal.takeBack()
                done.append(.rolledBack(staging))
            } else {
                try? journal.load()
                markUnmerged(staging, readConflicts(in: staging))
                journal.finish()
                done.append(.finished(staging))
            }
        }
        return done
    }

    /// The conflicts staged in `staging`.
    private static func readConflicts(in staging: String) -> Result<UnmergedConflicts, GenerationError> {
        let file = Path.appending(unmergedFile, to: staging)
        let bytes: [UInt8]
        do throws(CheckError) {
            bytes = try FileSystem.read(file)
        } catch {
            return .failure(GenerationError("cannot read its record of them, \(file): \(error.message)"))
        }
        do throws(CheckError) {
            return .success(try UnmergedConflicts(json: bytes, file: file))
        } catch {
            return .failure(GenerationError("cannot read its record of them: \(error)"))
        }
    }
}

/// The steps of one update, each written down before it is taken, and how to take them back.
private struct Journal {
    let staging: String
    let root: String
    /// The steps taken (or begun), in order.
    private(set) var entries: [(kind: String, path: String)] = []

    init(staging: String, root: String) {
        self.staging = staging
        self.root = root
    }

    var steps: Int { entries.count }

    private var file: String { Path.appending("journal", to: staging) }
    private func staged(_ path: String) -> String { Path.appending("files/" + path, to: staging) }
    private func undo(_ path: String) -> String { Path.appending("undo/" + path, to: staging) }
    private func target(_ path: String) -> String { Path.appending(path, to: root) }
    private var base: String { Path.appending(TemplateLock.baseFolder, to: root) }
    private var oldBase: String { Path.appending("undo-base", to: staging) }

    /// Reads the steps a killed run wrote down.
    mutating func load() throws(GenerationError) {
        let text: String
        do {
            text = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw GenerationError(
                "cannot read the journal of an interrupted update, \(file): \(TreeWriter.reason(error)); 'git status' shows what it changed, 'git restore --staged --worktree -- .' takes it back"
            )
        }
        for line in text.split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { continue }
            entries.append((String(line[..<space]), String(line[line.index(after: space)...])))
        }
    }

    /// Writes a step down, durably, before it is taken.
    private mutating func record(_ kind: String, _ path: String) throws(GenerationError) {
        entries.append((kind, path))
        guard let handle = FileHandle(forWritingAtPath: file) else {
            throw GenerationError("cannot write the update's journal \(file)")
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data("\(kind) \(path)\n".utf8))
            try handle.synchronize()
        } catch {
            throw GenerationError("cannot write the update's journal \(file): \(TreeWriter.reason(error))")
        }
    }

    /// Puts the staged file at `path`: over the original, kept in `undo/`, or as a new file (with
    /// the folders it needs), which never replaces one that appeared meanwhile.
    mutating func place(_ path: String) throws(GenerationError) {
        let target = target(path)
        if FileManager.default.fileExists(atPath: target) {
            try record("replace", path)
            try makeFolders(for: undo(path))
            // The staged file keeps the original's permissions.
            if let permissions = try? FileManager.default.attributesOfItem(atPath: target)[.posixPermissions] {
                try? FileManager.default.setAttributes(
                    [.posixPermissions: permissions], ofItemAtPath: staged(path))
            }
            try system(link(target, undo(path)), "cannot keep the original of \(path)")
            try system(rename(staged(path), target), "cannot write \(path)")
        } else {
            var missing: [String] = []
            var folder = Path.parent(of: target)
            while !FileManager.default.fileExists(atPath: folder) {
                missing.insert(folder, at: 0)
                folder = Path.parent(of: folder)
            }
            for folder in missing {
                try record("mkdir", String(folder.dropFirst(root.count + 1)))
                try system(mkdir(folder, 0o755), "cannot make the folder \(folder)")
            }
            try record("add", path)
            try system(link(staged(path), target), "cannot write \(path)")
        }
    }

    /// Moves the file at `path` into `undo/`.
    mutating func delete(_ path: String) throws(GenerationError) {
        try record("delete", path)
        try makeFolders(for: undo(path))
        try system(rename(target(path), undo(path)), "cannot delete \(path)")
    }

    /// Puts the staged base in place of the old one, which goes to `undo-base`; `between` runs
    /// between the two renames.
    mutating func swapBase(between: () throws -> Void) throws {
        try record("base", TemplateLock.baseFolder)
        if FileManager.default.fileExists(atPath: base) {
            try system(rename(base, oldBase), "cannot move the old base aside")
        }
        try between()
        try system(rename(Path.appending("base", to: staging), base), "cannot put the new base in place")
    }

    /// Takes every step back, the latest first, then removes the staging folder. Each step is
    /// undone only as far as it was done.
    func takeBack() {
        let files = FileManager.default
        for (kind, path) in entries.reversed() {
            switch kind {
            case "replace", "delete":
                if files.fileExists(atPath: undo(path)) { rename(undo(path), target(path)) }
            case "add":
                // Only the file this update linked there.
                if sameFile(staged(path), target(path)) { unlink(target(path)) }
            case "mkdir":
                rmdir(target(path))
            case "base":
                if !files.fileExists(atPath: Path.appending("base", to: staging)) {
                    rename(base, Path.appending("base", to: staging))
                }
                if files.fileExists(atPath: oldBase) { rename(oldBase, base) }
            default:
                continue
            }
        }
        try? files.removeItem(atPath: staging)
    }

    /// The update stands: removes the staging folder (the originals in it too), and the folders
    /// that deletions left empty.
    func finish() {
        try? FileManager.default.removeItem(atPath: staging)
        for (kind, path) in entries where kind == "delete" {
            var folder = Path.parent(of: target(path))
            while folder.count > root.count, rmdir(folder) == 0 { folder = Path.parent(of: folder) }
        }
    }

    private func makeFolders(for path: String) throws(GenerationError) {
        do {
            try FileManager.default.createDirectory(atPath: Path.parent(of: path), withIntermediateDirectories: true)
        } catch {
            throw GenerationError("cannot make \(Path.parent(of: path)): \(TreeWriter.reason(error))")
        }
    }

    private func system(_ status: Int32, _ message: String) throws(GenerationError) {
        guard status == 0 else { throw GenerationError("\(message): \(String(cString: strerror(errno)))") }
    }

    private func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat()
        var second = stat()
        return stat(a, &first) == 0 && stat(b, &second) == 0 && first.st_ino == second.st_ino
            && first.st_dev == second.st_dev
    }
}
