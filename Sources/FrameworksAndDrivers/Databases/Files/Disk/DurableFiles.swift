import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How the drivers put files on disk, written once: so that what a command wrote before it exited 0
/// survives a killed process and a power cut, and so that a secret is private from its first byte.
///
/// - A file is written to a temporary file in its folder, created with the final mode (never
///   wider for a moment), written whole, `fsync`ed, then renamed over the target (or hard-linked to
///   it, to create exclusively), and the folder is `fsync`ed: a rename or a new entry is durable
///   only once its folder is.
/// - A removal is an `unlink`, then an `fsync` of the folder.
/// - Missing folders are made one by one with the folder mode, each made durable in its parent.
struct DurableFiles: Sendable {
    /// The permissions of files and of folders it makes (the process's umask may narrow them).
    let fileMode: mode_t
    let folderMode: mode_t
    /// The calls it makes: the system's, or a test's recording.
    var system: any FileOperations = POSIXFileOperations()

    /// Files 0644 and folders 0755: data anyone on the machine may read, as any program's.
    static let shared = DurableFiles(fileMode: 0o644, folderMode: 0o755)
    /// Files 0600 and folders 0700: secrets, which only their owner may read.
    static let owner = DurableFiles(fileMode: 0o600, folderMode: 0o700)

    /// Why a step failed, as the system says it.
    struct Failure: Error { let detail: String }

    /// Replaces (or creates) the file at `path` with `data`, durably.
    func write(_ data: Data, to path: String) throws(Failure) {
        let temporary = try writeTemporary(data, beside: path)
        guard system.rename(temporary, path) == 0 else {
            let failure = Failure(detail: describeErrno())
            _ = system.unlink(temporary)
            throw failure
        }
        try syncFolder(of: path)
    }

    /// Creates the file at `path` with `data`, durably; `false`, writing nothing, when it exists.
    func create(_ data: Data, at path: String) throws(Failure) -> Bool {
        let temporary = try writeTemporary(data, beside: path)
        defer { _ = system.unlink(temporary) }
        guard system.link(temporary, path) == 0 else {
            if errno == EEXIST { return false }
            throw Failure(detail: describeErrno())
        }
        try syncFolder(of: path)
        return true
    }

    /// Removes the file at `path`, durably.
    /// - Returns: `false` when there was no such file (`errno` says why).
    func remove(_ path: String) throws(Failure) -> Bool {
        guard system.unlink(path) == 0 else { return false }
        try syncFolder(of: path)
        return true
    }

    /// Makes `folder` and any missing folder above it, each durable in its parent.
    func makeFolders(_ folder: String) throws(Failure) {
        var info = stat()
        if stat(folder, &info) == 0 { return }
        let parent = (folder as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != folder { try makeFolders(parent) }
        guard system.makeFolder(folder, mode: folderMode) == 0 || errno == EEXIST else {
            throw Failure(detail: describeErrno())
        }
        try syncFolder(of: folder)
    }

    /// Narrows `path` (a file or a folder) to this mode's permissions when it has wider ones: a
    /// secret found readable by others is made private before it is read or written again.
    func tighten(_ path: String, isFolder: Bool) throws(Failure) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT { return }
            throw Failure(detail: describeErrno())
        }
        let allowed = isFolder ? folderMode : fileMode
        let permissions = info.st_mode & 0o777
        guard permissions & ~allowed != 0 else { return }
        guard chmod(path, permissions & allowed) == 0 else { throw Failure(detail: describeErrno()) }
    }

    /// A new temporary file beside `path` holding `data`, synced to disk: its path.
    private func writeTemporary(_ data: Data, beside path: String) throws(Failure) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = "\(folder)/.\(name).\(UUID().uuidString).tmp"
        let descriptor = system.createFile(temporary, mode: fileMode)
        guard descriptor >= 0 else { throw Failure(detail: describeErrno()) }
        var failure: Failure?
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let written = system.write(descriptor, UnsafeRawBufferPointer(rebasing: bytes[offset...]))
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = Failure(detail: describeErrno())
                    return
                }
                offset += written
            }
        }
        if failure == nil, system.sync(descriptor) != 0 { failure = Failure(detail: describeErrno()) }
        system.close(descriptor)
        if let failure {
            _ = system.unlink(temporary)
            throw failure
        }
        return temporary
    }

    /// Makes the entries of the folder holding `path` durable.
    private func syncFolder(of path: String) throws(Failure) {
        let folder = (path as NSString).deletingLastPathComponent
        guard system.syncFolder(folder.isEmpty ? "." : folder) == 0 else { throw Failure(detail: describeErrno()) }
    }
}
