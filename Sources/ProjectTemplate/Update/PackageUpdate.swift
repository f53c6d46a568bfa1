import DependencyRule
import Foundation
import ProcessSpawning

/// `clean-architecture update` on one package: its lock and base read and checked, a fresh render
/// at the installed kit, the kit's moves followed, and the plan (``UpdatePlan``) for every file.
struct PackageUpdate {
    let root: String
    let kit: KitSource
    /// The installed kit's identity.
    let identity: KitIdentity
    /// The package's lock, as it is; `add field` renders from one with the field added.
    var lock: TemplateLock
    /// The stored base, at the paths the package had them.
    let base: FileTree

    /// The lines that mark a conflict an update left.
    static let markers = ["<<<<<<< yours", ">>>>>>> kit "]

    /// Reads the package's lock and base, and refuses what no update can start from.
    /// - Throws: ``GenerationError`` for a package without a lock (or base), a damaged one, or a
    ///   kit older than the lock's.
    init(root: String, kit: KitSource, identity: KitIdentity) throws(GenerationError) {
        guard let lock = try TemplateLock.read(in: root) else {
            throw GenerationError(
                "\(root) has no \(TemplateLock.file): it was not made by 'clean-architecture new', or was made before the lock existed; 'clean-architecture adopt' records one"
            )
        }
        if KitIdentity.compare(identity.version, lock.kit.version) == .orderedAscending {
            throw GenerationError(
                "the installed kit (\(identity.version)) is older than the one that last wrote this package (\(lock.kit.version)): downgrades are not supported; install \(lock.kit.version) or later"
            )
        }
        let baseFolder = Path.appending(TemplateLock.baseFolder, to: root)
        let base: FileTree
        do {
            base = try PackageRender.read(baseFolder)
        } catch {
            throw GenerationError("the base \(baseFolder) is damaged: \(error)")
        }
        try lock.verify(base: base, at: baseFolder)
        guard base["Package.swift"] != nil else {
            throw GenerationError(
                "the base \(baseFolder) is damaged: it has no Package.swift; 'git restore \(TemplateLock.folder)' brings back the committed one; \(TemplateLock.startOver)"
            )
        }
        self.root = root
        self.kit = kit
        self.identity = identity
        self.lock = lock
        self.base = base
    }

    /// The lock the update writes for the base `newBase`: the installed kit's, the same render
    /// inputs.
    func newLock(base newBase: FileTree? = nil) -> TemplateLock {
        var lock = lock
        lock.kit = identity
        lock.swiftFormat = TemplateLock.formatterVersion() ?? lock.swiftFormat
        if let newBase { lock.base = TemplateLock.digest(of: newBase) }
        return lock
    }

    /// The labels of a conflict's markers: `kit 1.0.0 (0515357)`.
    var labels: MergeLabels {
        func label(_ kit: KitIdentity) -> String {
            "kit \(kit.version)" + (kit.commit.map { " (\($0.prefix(7)))" } ?? "")
        }
        return MergeLabels(base: label(lock.kit), theirs: label(identity))
    }

    /// The package rendered afresh at the installed kit, from the lock's inputs.
    func render() throws(GenerationError) -> FileTree {
        let scratch: TemporaryFolder
        do {
            scratch = try TemporaryFolder(prefix: "clean-architecture-render")
        } catch {
            throw GenerationError("cannot make a folder to render in: \(error)")
        }
        Interruption.shared.removeOnInterrupt(scratch.path)
        defer {
            scratch.remove()
            Interruption.shared.keep(scratch.path)
        }
        return try PackageRender(kit: kit, lock: newLock()).write(
            into: Path.appending("package", to: scratch.path))
    }

    /// The base with the kit's declared moves followed (a moved file's base at its new path), and
    /// where each moved file is read. A move is followed when the base holds its old path and the
    /// render its new one; when you moved the file yourself already, yours is read at the new
    /// path; when you have a file of your own at the new path, the move is not followed (yours
    /// stays, the kit's file there is a conflict, and the old one is the kit's removal).
    func movedBase(theirs: FileTree) throws(GenerationError) -> (base: FileTree, movedFrom: [String: String]) {
        let moves = try TemplateMoves.of(kit).chains
        guard !moves.isEmpty else { return (base, [:]) }
        let selection = try StoreSelection(chosen: lock.project.stores, kernel: try kit.template()[.kernel])
        let mapper = KitPathMapper(lock: lock, cutStores: selection.cutFolders)
        var moved = base
        var movedFrom: [String: String] = [:]
        for (from, to) in moves.sorted(by: { $0.key < $1.key }) {
            guard let to else { continue }
            for (old, new) in zip(mapper.packagePaths(of: from), mapper.packagePaths(of: to))
            where base[old] != nil && theirs[new] != nil && base[new] == nil && moved[new] == nil {
                let (atOld, atNew) = (read(old) != nil, read(new) != nil)
                if atOld && atNew { continue }
                moved[new] = base[old]
                moved[old] = nil
                if !atNew { movedFrom[new] = old }
            }
        }
        return (moved, movedFrom)
    }

    /// The plan against `theirs`; `files` are the package's (where a file you moved may be).
    func plan(
        theirs: FileTree, files: [String], merging: any Merging = GitMerge()
    ) throws(GenerationError)
        -> UpdatePlan
    {
        let (base, movedFrom) = try movedBase(theirs: theirs)
        let styled = try inYourStyle(base: base, theirs: theirs, movedFrom: movedFrom)
        return try UpdatePlan(
            base: styled.base, theirs: styled.theirs, movedFrom: movedFrom, keep: lock.keep, yours: read,
            merging: merging, labels: labels,
            ownFiles: files.filter {
                self.base[$0] == nil && base[$0] == nil && !$0.hasPrefix(TemplateLock.folder + "/")
                    && $0 != TemplateLock.file && !isLink($0)
            }, newBase: theirs)
    }

    /// `base` and `theirs` as your package's `.swift-format` formats them, when it is not the one
    /// the base was formatted under: each Swift file the kit changes, adds or removes, so that
    /// only your edits, not your style, meet the kit's changes (the base is kept as the kit
    /// formats it).
    /// - Parameter movedFrom: for a file the kit moved, where yours is.
    func inYourStyle(
        base: FileTree, theirs: FileTree, movedFrom: [String: String] = [:]
    ) throws(GenerationError) -> (base: FileTree, theirs: FileTree) {
        let style = ".swift-format"
        guard case .success(let yours)? = read(style), yours != self.base[style] else { return (base, theirs) }
        // A file you left as the kit wrote it (your style declared, not applied) is compared as it is.
        let changed = Set(base.paths).union(theirs.paths).filter { path in
            guard path.hasSuffix(".swift"), base[path] != theirs[path] else { return false }
            if case .success(let text)? = read(movedFrom[path] ?? path), text == base[path] { return false }
            return true
        }
        guard !changed.isEmpty else { return (base, theirs) }
        // Both sides in one run of the formatter, each under a folder of its own.
        var sides = FileTree()
        for path in changed {
            sides["base/" + path] = base[path]
            sides["theirs/" + path] = theirs[path]
        }
        sides = try SourceFormatter().formatted(sides, configuration: Path.appending(style, to: root))
        var (styledBase, styledTheirs) = (base, theirs)
        for path in changed {
            styledBase[path] = sides["base/" + path]
            styledTheirs[path] = sides["theirs/" + path]
        }
        return (styledBase, styledTheirs)
    }

    /// Whether the package's `path` is a symbolic link (a link is never taken for a moved file).
    private func isLink(_ path: String) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: Path.appending(path, to: root))
        return attributes?[.type] as? FileAttributeType == .typeSymbolicLink
    }

    /// The package's file at `path`: `nil` when there is none, a failure when it is not text.
    func read(_ path: String) -> Result<String, GenerationError>? {
        let file = Path.appending(path, to: root)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), !isFolder.boolValue else {
            return nil
        }
        guard let data = FileManager.default.contents(atPath: file), let text = String(data: data, encoding: .utf8)
        else { return .failure(GenerationError("not UTF-8 text")) }
        return .success(text)
    }

    /// Refuses a package whose files hold conflict markers an earlier update left (``markersLeft()``).
    func refuseMarkersLeft() throws(GenerationError) {
        let markers = markersLeft()
        guard markers.isEmpty else {
            throw GenerationError(
                "conflict markers from an earlier update remain in \(markers.joined(separator: ", ")): resolve them and commit first"
            )
        }
    }

    /// The files the base knows that hold a conflict's markers from an earlier update.
    func markersLeft() -> [String] {
        base.paths.filter { path in
            // Most files hold no marker anywhere: one search each, before any line is split.
            guard case .success(let text)? = read(path), Self.markers.contains(where: { text.holdsBytes(of: $0) })
            else {
                return false
            }
            return text.split(whereSeparator: \.isNewline).contains { line in
                Self.markers.contains { line.hasPrefix($0) }
            }
        }
    }
}
