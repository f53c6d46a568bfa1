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
        _ tree: FileTree, to destination: String, finish: (String) throws(GenerationError) -> Void = { _ in }
    ) throws(GenerationError) {
        let destination = Path.absolute(destination, in: Path.current)
        try refuseOverwriting(destination)
        if FileManager.default.fileExists(atPath: destination) {
            try fill(Path.resolved(destination), with: tree, finish: finish)
        } else {
            try create(destination, with: tree, finish: finish)
        }
    }

    /// Writes the package into a temporary folder beside `destination`, then renames it.
    private func create(
        _ destination: String, with tree: FileTree, finish: (String) throws(GenerationError) -> Void
    ) throws(GenerationError) {
        let parent = Path.parent(of: destination)
        let createdParents = try createFolder(parent)
        let staging = Path.appending(
            ".\(Path.lastComponent(of: destination)).clean-architecture-\(UUID().uuidString.prefix(8))", to: parent)
        Interruption.shared.removeOnInterrupt(staging)
        defer { Interruption.shared.keep(staging) }
        do throws(GenerationError) {
            try Self.write(tree, into: staging)
            try finish(staging)
            do {
                // Fails if something took the name meanwhile: nothing is replaced.
                try FileManager.default.moveItem(atPath: staging, toPath: destination)
            } catch {
                throw GenerationError("cannot move the new package into \(destination): \(Self.reason(error))")
            }
        } catch {
            try? FileManager.default.removeItem(atPath: staging)
            for folder in createdParents.reversed() { try? FileManager.default.removeItem(atPath: folder) }
            throw error
        }
        for folder in createdParents { Interruption.shared.keep(folder) }
    }

    /// Writes the package into a temporary folder inside the empty `folder`, then moves its
    /// entries up; the folder itself (its permissions, the link to it) stays as it was.
    private func fill(
        _ folder: String, with tree: FileTree, finish: (String) throws(GenerationError) -> Void
    ) throws(GenerationError) {
        try stage(tree, in: folder, finish: finish) { (staging, placed) throws(GenerationError) in
            let entries = ((try? FileManager.default.contentsOfDirectory(atPath: staging)) ?? []).sorted()
            for entry in entries {
                try place(Path.appending(entry, to: folder), recordingIn: &placed) {
                    try FileManager.default.moveItem(atPath: Path.appending(entry, to: staging), toPath: $0)
                } failure: {
                    "cannot move \(entry) into \(folder): \($0)"
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
        _ tree: FileTree, changing changes: FileTree = FileTree(), to root: String, last: String? = nil,
        finish: (String) throws(GenerationError) -> Void = { _ in }
    ) throws(GenerationError) {
        try Self.refuseExisting(tree.paths, in: root)
        let missing = changes.paths.filter { !FileManager.default.fileExists(atPath: Path.appending($0, to: root)) }
        guard missing.isEmpty else {
            throw GenerationError("cannot change \(missing.joined(separator: ", ")) in \(root): no such file")
        }
        var staged = tree
        for path in changes.paths { staged[path] = changes[path] }
        try stage(staged, in: root, finish: finish) { (staging, placed) throws(GenerationError) in
            for path in tree.paths.filter({ $0 != last }) + tree.paths.filter({ $0 == last }) {
                let target = Path.appending(path, to: root)
                for folder in try createFolder(Path.parent(of: target)) {
                    Interruption.shared.removeOnInterrupt(folder)
                    placed.append(.added(folder))
                }
                // A link fails when the file appeared meanwhile; a move would replace it.
                try place(target, recordingIn: &placed) {
                    try FileManager.default.linkItem(atPath: Path.appending(path, to: staging), toPath: $0)
                } failure: {
                    "cannot write \(target): \($0)"
                }
            }
            for path in changes.paths.filter({ $0 != last }) + changes.paths.filter({ $0 == last }) {
                try replace(
                    Path.appending(path, to: root), with: Path.appending(path, to: staging), recordingIn: &placed)
            }
        }
    }

    /// Replaces `target` by `staged` in one rename, keeping `target`'s permissions. The original
    /// stays, linked beside the staged file, to be renamed back if a later step fails or the run
    /// is interrupted.
    private func replace(
        _ target: String, with staged: String, recordingIn placed: inout [Placement]
    )
        throws(GenerationError)
    {
        let backup = staged + ".original"
        do {
            let permissions = try FileManager.default.attributesOfItem(atPath: target)[.posixPermissions]
            if let permissions {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: staged)
            }
            try FileManager.default.linkItem(atPath: target, toPath: backup)
        } catch {
            throw GenerationError("cannot change \(target): \(Self.reason(error))")
        }
        Interruption.shared.restoreOnInterrupt(target, from: backup)
        guard rename(staged, target) == 0 else {
            let reason = String(cString: strerror(errno))
            Interruption.shared.keep(target)
            throw GenerationError("cannot change \(target): \(reason)")
        }
        placed.append(.changed(target, backup: backup))
    }

    /// Something put in place, and how to take it back.
    private enum Placement {
        /// A new file or folder: removed.
        case added(String)
        /// A file replaced: its original renamed back from where it was kept.
        case changed(String, backup: String)

        var path: String {
            switch self {
            case .added(let path), .changed(let path, _): path
            }
        }

        func takeBack() {
            switch self {
            case .added(let path): try? FileManager.default.removeItem(atPath: path)
            case .changed(let path, let backup): rename(backup, path)
            }
        }
    }

    /// Writes `tree` into a temporary folder inside `folder`, runs `finish` on it, then lets
    /// `placeAll` put the staged files in place, recording each thing it places. When that fails,
    /// what was placed is taken back; an interruption meanwhile takes it back too. The temporary
    /// folder goes in every case.
    private func stage(
        _ tree: FileTree, in folder: String, finish: (String) throws(GenerationError) -> Void,
        placeAll: (_ staging: String, _ placed: inout [Placement]) throws(GenerationError) -> Void
    ) throws(GenerationError) {
        let staging = Path.appending(".clean-architecture-staging-\(UUID().uuidString.prefix(8))", to: folder)
        Interruption.shared.removeOnInterrupt(staging)
        defer {
            try? FileManager.default.removeItem(atPath: staging)
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
        for placement in placed { Interruption.shared.keep(placement.path) }
    }

    /// Puts one thing at `target` with `operation`, recorded in `placed` once it is there; an
    /// interruption meanwhile removes it. A failure is a `GenerationError` worded by `failure`
    /// from the system's reason.
    private func place(
        _ target: String, recordingIn placed: inout [Placement], _ operation: (String) throws -> Void,
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
    static func refuseExisting(_ paths: [String], in root: String) throws(GenerationError) {
        let existing = paths.filter { FileManager.default.fileExists(atPath: Path.appending($0, to: root)) }
        guard existing.isEmpty else {
            throw GenerationError("refusing to overwrite \(existing.joined(separator: ", ")) in \(root)")
        }
    }

    /// Refuses a destination that is a file, a folder with anything in it, or below a file.
    func refuseOverwriting(_ destination: String) throws(GenerationError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: destination, isDirectory: &isFolder) else {
            // The nearest ancestor that exists must be a folder.
            var ancestor = Path.parent(of: destination)
            while !FileManager.default.fileExists(atPath: ancestor, isDirectory: &isFolder), ancestor != "/" {
                ancestor = Path.parent(of: ancestor)
            }
            guard isFolder.boolValue else {
                throw GenerationError("cannot write \(destination): \(ancestor) is a file, not a folder")
            }
            return
        }
        guard isFolder.boolValue else {
            throw GenerationError("refusing to overwrite \(destination): it is a file")
        }
        let contents: [String]
        do {
            contents = try FileManager.default.contentsOfDirectory(atPath: destination)
        } catch {
            throw GenerationError("cannot read the folder \(destination): \(Self.reason(error))")
        }
        guard contents.isEmpty else {
            throw GenerationError(
                "refusing to write into \(destination): the folder is not empty (\(contents.count == 1 ? "1 entry" : "\(contents.count) entries")); choose a new folder"
            )
        }
    }

    /// Writes `tree` below `folder`, replacing what is there, each file durably and whole
    /// (``FileSystem/writeAtomically(_:to:)``, the checker's, which flushes file and folder).
    static func write(_ tree: FileTree, into folder: String) throws(GenerationError) {
        for path in tree.paths {
            let file = Path.appending(path, to: folder)
            do {
                try FileSystem.writeAtomically(Array(tree[path]!.utf8), to: file)
            } catch {
                throw GenerationError("\(error.file ?? file): \(error.message)")
            }
        }
    }

    /// Creates `folder` and any missing parents; returns the folders it created, outermost first.
    private func createFolder(_ folder: String) throws(GenerationError) -> [String] {
        var missing: [String] = []
        var current = Path.absolute(folder, in: "/")
        while !FileManager.default.fileExists(atPath: current), current != "/" {
            missing.insert(current, at: 0)
            current = Path.parent(of: current)
        }
        for (index, folder) in missing.enumerated() {
            Interruption.shared.removeOnInterrupt(folder)
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
            } catch {
                for created in missing[...index].reversed() {
                    try? FileManager.default.removeItem(atPath: created)
                    Interruption.shared.keep(created)
                }
                throw GenerationError("cannot create the folder \(folder): \(Self.reason(error))")
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
