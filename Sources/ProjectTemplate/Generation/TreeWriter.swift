import Foundation

/// Writes a ``FileTree`` so that a failed or interrupted run leaves nothing half-written: a new
/// package is written into a temporary sibling folder and renamed into place in one step; a
/// feature's files are staged, then moved into place, and taken back if any move fails.
public struct TreeWriter: Sendable {
    public init() {}

    /// Writes a new package at `destination`, which must not exist or be an empty folder.
    /// - Parameter finish: runs on the written temporary folder before it is moved into place
    ///   (the generator draws the architecture graph there).
    public func writePackage(
        _ tree: FileTree, to destination: URL, finish: (URL) throws(GenerationError) -> Void = { _ in }
    ) throws(GenerationError) {
        let files = FileManager.default
        let destination = destination.standardizedFileURL
        try refuseOverwriting(destination)
        let parent = destination.deletingLastPathComponent()
        let createdParents = try createFolder(parent)
        let staging = parent.appendingPathComponent(
            ".\(destination.lastPathComponent).clean-architecture-\(UUID().uuidString.prefix(8))")
        do throws(GenerationError) {
            try write(tree, into: staging)
            try finish(staging)
            // An empty folder is in the way of the rename; it goes only now, when all is written.
            if files.fileExists(atPath: destination.path) {
                try? files.removeItem(at: destination)
            }
            do {
                try files.moveItem(at: staging, to: destination)
            } catch {
                throw GenerationError("cannot move the new package into \(destination.path): \(Self.reason(error))")
            }
        } catch {
            try? files.removeItem(at: staging)
            for folder in createdParents.reversed() { try? files.removeItem(at: folder) }
            throw error
        }
    }

    /// Adds `tree`'s files to the package at `root`; refuses, before writing anything, when any
    /// of them exists.
    /// - Parameter finish: runs on the staged files (in a temporary folder inside `root`) before
    ///   they are moved into place.
    public func addFiles(
        _ tree: FileTree, to root: URL, finish: (URL) throws(GenerationError) -> Void = { _ in }
    ) throws(GenerationError) {
        let files = FileManager.default
        let existing = tree.paths.filter { files.fileExists(atPath: root.appendingPathComponent($0).path) }
        guard existing.isEmpty else {
            throw GenerationError("refusing to overwrite \(existing.joined(separator: ", ")) in \(root.path)")
        }
        let staging = root.appendingPathComponent(".clean-architecture-staging-\(UUID().uuidString.prefix(8))")
        defer { try? files.removeItem(at: staging) }
        try write(tree, into: staging)
        try finish(staging)
        var moved: [URL] = []
        var createdFolders: [URL] = []
        do throws(GenerationError) {
            for path in tree.paths {
                let target = root.appendingPathComponent(path)
                createdFolders += try createFolder(target.deletingLastPathComponent())
                do {
                    // Linking fails when the file appeared meanwhile; a move would replace it.
                    try files.linkItem(at: staging.appendingPathComponent(path), to: target)
                } catch {
                    throw GenerationError("cannot write \(target.path): \(Self.reason(error))")
                }
                moved.append(target)
            }
        } catch {
            for file in moved { try? files.removeItem(at: file) }
            for folder in createdFolders.reversed() { try? files.removeItem(at: folder) }
            throw error
        }
    }

    /// Refuses a destination that is a file, or a folder with anything in it.
    func refuseOverwriting(_ destination: URL) throws(GenerationError) {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder) else { return }
        guard isFolder.boolValue else {
            throw GenerationError("refusing to overwrite \(destination.path): it is a file")
        }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: destination.path)) ?? ["?"]
        guard contents.isEmpty else {
            throw GenerationError(
                "refusing to write into \(destination.path): the folder is not empty (\(contents.count) entries); choose a new folder"
            )
        }
    }

    private func write(_ tree: FileTree, into folder: URL) throws(GenerationError) {
        for path in tree.paths {
            let url = folder.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(tree[path]!.utf8).write(to: url)
            } catch {
                throw GenerationError("cannot write \(url.path): \(Self.reason(error))")
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
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
            } catch {
                for created in missing[..<index].reversed() { try? FileManager.default.removeItem(at: created) }
                throw GenerationError("cannot create the folder \(url.path): \(Self.reason(error))")
            }
        }
        return missing
    }

    static func reason(_ error: any Error) -> String {
        if let error = error as? CocoaError, let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let text = strerror(Int32(underlying.code))
        {
            return String(cString: text)
        }
        return (error as NSError).localizedDescription
    }
}
