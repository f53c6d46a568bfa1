import DependencyRule
import Foundation

/// Writes a ``FileTree`` so that a failed or interrupted run leaves nothing half-written.
///
/// A new package is written into a temporary folder and moved into place only when it is
/// complete: renamed in one step to a destination that does not exist yet, or, for an empty
/// folder that exists (`.`, a mount point, a symbolic link), moved into it entry by entry and
/// taken back if one move fails. A feature's files are staged in the package, then linked into
/// place (a link never replaces a file), and taken back if one fails. An interrupted run takes
/// back the same way (``Interruption``).
public struct TreeWriter: Sendable {
    /// A writer.
    public init() {}

    /// Writes a new package at `destination`, which must not exist or be an empty folder.
    /// - Parameter finish: runs on the complete temporary folder before it is moved into place
    ///   (the generator formats the files and draws the architecture graph there).
    public func writePackage(
        _ tree: FileTree, to destination: URL, finish: (URL) throws(GenerationError) -> Void = { _ in }
    ) throws(GenerationError) {
        let destination = destination.standardizedFileURL
        try refuseOverwriting(destination)
        if FileManager.default.fileExists(atPath: destination.path) {
            try fill(destination.resolvingSymlinksInPath(), with: tree, finish: finish)
        } else {
            try create(destination, with: tree, finish: finish)
        }
    }

    /// Writes the package into a temporary folder beside `destination`, then renames it.
    private func create(
        _ destination: URL, with tree: FileTree, finish: (URL) throws(GenerationError) -> Void
    ) throws(GenerationError) {
        let parent = destination.deletingLastPathComponent()
        let createdParents = try createFolder(parent)
        let staging = parent.appendingPathComponent(
            ".\(destination.lastPathComponent).clean-architecture-\(UUID().uuidString.prefix(8))")
        Interruption.shared.removeOnInterrupt(staging)
        defer { Interruption.shared.keep(staging) }
        do throws(GenerationError) {
            try Self.write(tree, into: staging)
            try finish(staging)
            do {
                // Fails if something took the name meanwhile: nothing is replaced.
                try FileManager.default.moveItem(at: staging, to: destination)
            } catch {
                throw GenerationError("cannot move the new package into \(destination.path): \(Self.reason(error))")
            }
        } catch {
            try? FileManager.default.removeItem(at: staging)
            for folder in createdParents.reversed() { try? FileManager.default.removeItem(at: folder) }
            throw error
        }
        for folder in createdParents { Interruption.shared.keep(folder) }
    }

    /// Writes the package into a temporary folder inside the empty `folder`, then moves its
    /// entries up; the folder itself (its permissions, the link to it) stays as it was.
    private func fill(
        _ folder: URL, with tree: FileTree, finish: (URL) throws(GenerationError) -> Void
    ) throws(GenerationError) {
        try stage(tree, in: folder, finish: finish) { (staging, placed) throws(GenerationError) in
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: staging.path)) ?? []).sorted()
            for entry in entries {
                try place(folder.appendingPathComponent(entry), recordingIn: &placed) {
                    try FileManager.default.moveItem(at: staging.appendingPathComponent(entry), to: $0)
                } failure: {
                    "cannot move \(entry) into \(folder.path): \($0)"
                }
            }
        }
    }

    /// Adds `tree`'s files to the package at `root`, and replaces the files `changes` names with
    /// its texts; refuses, before writing anything, when any of the new files exists or any of
    /// the changed ones does not.
    /// - Parameters:
    ///   - last: a file put in place after every other, new or changed (the lock: the commit point).
    ///   - finish: runs on the staged files (in a temporary folder inside `root`) before they are
    ///     put in place.
    public func addFiles(
        _ tree: FileTree, changing changes: FileTree = FileTree(), to root: URL, last: String? = nil,
        finish: (URL) throws(GenerationError) -> Void = { _ in }
    ) throws(GenerationError) {
        try Self.refuseExisting(tree.paths, in: root)
        let missing = changes.paths.filter {
            !FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
        }
        guard missing.isEmpty else {
            throw GenerationError("cannot change \(missing.joined(separator: ", ")) in \(root.path): no such file")
        }
        var staged = tree
        for path in changes.paths { staged[path] = changes[path] }
        try stage(staged, in: root, finish: finish) { (staging, placed) throws(GenerationError) in
            for path in tree.paths.filter({ $0 != last }) + tree.paths.filter({ $0 == last }) {
                let target = root.appendingPathComponent(path)
                for folder in try createFolder(target.deletingLastPathComponent()) {
                    Interruption.shared.removeOnInterrupt(folder)
                    placed.append(.added(folder))
                }
                // A link fails when the file appeared meanwhile; a move would replace it.
                try place(target, recordingIn: &placed) {
                    try FileManager.default.linkItem(at: staging.appendingPathComponent(path), to: $0)
                } failure: {
                    "cannot write \(target.path): \($0)"
                }
            }
            for path in changes.paths.filter({ $0 != last }) + changes.paths.filter({ $0 == last }) {
                try replace(
                    root.appendingPathComponent(path), with: staging.appendingPathComponent(path), recordingIn: &placed)
            }
        }
    }

    /// Replaces `target` by `staged` in one rename, keeping `target`'s permissions. The original
    /// stays, linked beside the staged file, to be renamed back if a later step fails or the run
    /// is interrupted.
    private func replace(_ target: URL, with staged: URL, recordingIn placed: inout [Placement]) throws(GenerationError)
    {
        let backup = staged.appendingPathExtension("original")
        do {
            let permissions = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions]
            if let permissions {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: staged.path)
            }
            try FileManager.default.linkItem(at: target, to: backup)
        } catch {
            throw GenerationError("cannot change \(target.path): \(Self.reason(error))")
        }
        Interruption.shared.restoreOnInterrupt(target, from: backup)
        guard rename(staged.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            Interruption.shared.keep(target)
            throw GenerationError("cannot change \(target.path): \(reason)")
        }
        placed.append(.changed(target, backup: backup))
    }

    /// Something put in place, and how to take it back.
    private enum Placement {
        /// A new file or folder: removed.
        case added(URL)
        /// A file replaced: its original renamed back from where it was kept.
        case changed(URL, backup: URL)

        var url: URL {
            switch self {
            case .added(let url), .changed(let url, _): url
            }
        }

        func takeBack() {
            switch self {
            case .added(let url): try? FileManager.default.removeItem(at: url)
            case .changed(let url, let backup): rename(backup.path, url.path)
            }
        }
    }

    /// Writes `tree` into a temporary folder inside `folder`, runs `finish` on it, then lets
    /// `placeAll` put the staged files in place, recording each thing it places. When that fails,
    /// what was placed is taken back; an interruption meanwhile takes it back too. The temporary
    /// folder goes in every case.
    private func stage(
        _ tree: FileTree, in folder: URL, finish: (URL) throws(GenerationError) -> Void,
        placeAll: (_ staging: URL, _ placed: inout [Placement]) throws(GenerationError) -> Void
    ) throws(GenerationError) {
        let staging = folder.appendingPathComponent(".clean-architecture-staging-\(UUID().uuidString.prefix(8))")
        Interruption.shared.removeOnInterrupt(staging)
        defer {
            try? FileManager.default.removeItem(at: staging)
            Interruption.shared.keep(staging)
        }
        try Self.write(tree, into: staging)
        try finish(staging)
        var placed: [Placement] = []
        do throws(GenerationError) {
            try placeAll(staging, &placed)
        } catch {
            for placement in placed.reversed() { placement.takeBack() }
            throw error
        }
        for placement in placed { Interruption.shared.keep(placement.url) }
    }

    /// Puts one thing at `target` with `operation`, recorded in `placed` once it is there; an
    /// interruption meanwhile removes it. A failure is a `GenerationError` worded by `failure`
    /// from the system's reason.
    private func place(
        _ target: URL, recordingIn placed: inout [Placement], _ operation: (URL) throws -> Void,
        failure: (String) -> String
    ) throws(GenerationError) {
        Interruption.shared.removeOnInterrupt(target)
        do {
            try operation(target)
        } catch {
            Interruption.shared.keep(target)
            throw GenerationError(failure(Self.reason(error)))
        }
        placed.append(.added(target))
    }

    /// Refuses when any of `paths` exists below `root`, naming them all.
    static func refuseExisting(_ paths: [String], in root: URL) throws(GenerationError) {
        let existing = paths.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path) }
        guard existing.isEmpty else {
            throw GenerationError("refusing to overwrite \(existing.joined(separator: ", ")) in \(root.path)")
        }
    }

    /// Refuses a destination that is a file, a folder with anything in it, or below a file.
    func refuseOverwriting(_ destination: URL) throws(GenerationError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder) else {
            // The nearest ancestor that exists must be a folder.
            var ancestor = destination.deletingLastPathComponent()
            while !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder), ancestor.path != "/" {
                ancestor.deleteLastPathComponent()
            }
            guard isFolder.boolValue else {
                throw GenerationError("cannot write \(destination.path): \(ancestor.path) is a file, not a folder")
            }
            return
        }
        guard isFolder.boolValue else {
            throw GenerationError("refusing to overwrite \(destination.path): it is a file")
        }
        let contents: [String]
        do {
            contents = try FileManager.default.contentsOfDirectory(atPath: destination.path)
        } catch {
            throw GenerationError("cannot read the folder \(destination.path): \(Self.reason(error))")
        }
        guard contents.isEmpty else {
            throw GenerationError(
                "refusing to write into \(destination.path): the folder is not empty (\(contents.count == 1 ? "1 entry" : "\(contents.count) entries")); choose a new folder"
            )
        }
    }

    /// Writes `tree` below `folder`, replacing what is there, each file durably and whole
    /// (``FileSystem/writeAtomically(_:to:)``, the checker's, which flushes file and folder).
    static func write(_ tree: FileTree, into folder: URL) throws(GenerationError) {
        for path in tree.paths {
            let url = folder.appendingPathComponent(path)
            do {
                try FileSystem.writeAtomically(Array(tree[path]!.utf8), to: url.path)
            } catch {
                throw GenerationError("\(error.file ?? url.path): \(error.message)")
            }
        }
    }

    /// Creates `folder` and any missing parents; returns the folders it created, outermost first.
    private func createFolder(_ folder: URL) throws(GenerationError) -> [URL] {
        var missing: [URL] = []
        var current = folder.standardizedFileURL
        while !FileManager.default.fileExists(atPath: current.path), current.path != "/" {
            missing.insert(current, at: 0)
            current.deleteLastPathComponent()
        }
        for (index, url) in missing.enumerated() {
            Interruption.shared.removeOnInterrupt(url)
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            } catch {
                for created in missing[...index].reversed() {
                    try? FileManager.default.removeItem(at: created)
                    Interruption.shared.keep(created)
                }
                throw GenerationError("cannot create the folder \(url.path): \(Self.reason(error))")
            }
        }
        return missing
    }

    /// The system's reason for `error` ("No such file or directory"), else its description.
    static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        return error.localizedDescription
    }
}
