import Foundation
import InterfaceAdapters

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes in files under a root folder: the key `teams/1.json` is the file `ROOT/teams/1.json`.
///
/// - Writes are atomic: the bytes go to a temporary file in the same folder, which then replaces
///   the target in one `rename`, so a reader (or a crash) sees the old file or the new one.
/// - `create` is atomic and exclusive: the temporary file is hard-linked to the target, which fails
///   if the target exists, so two writers can never both create the same key.
/// - Folders on the way are created on demand.
/// - Keys are checked before any file is touched: empty, absolute, `.`/`..` components and NUL
///   bytes are refused, so no key can reach outside the root. (A symbolic link placed inside the
///   root by someone else is followed; the root is trusted.)
///
/// Synchronous; it also serves wherever an async storage is wanted.
public struct DiskByteStorage: ByteStorage, AsyncByteStorage {
    /// The folder every key is relative to.
    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    public func read(_ key: String) throws(ByteStorageError) -> Data? {
        let url = try fileURL(for: key)
        guard let kind = try fileKind(at: url, key: key) else { return nil }
        guard kind == .file else { throw .io(key: key, detail: "a folder is where a file should be") }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .io(key: key, detail: describeSystemError(error))
        }
    }

    public func keys(in folder: String) throws(ByteStorageError) -> [String] {
        let url = folder.isEmpty ? root : try fileURL(for: folder)
        switch try fileKind(at: url, key: folder) {
        case nil: return []
        case .file: throw .io(key: folder, detail: "a folder was expected, found a file")
        case .folder: break
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        } catch {
            throw .io(key: folder, detail: describeSystemError(error))
        }
        return names.filter { !$0.hasPrefix(".") }.sorted().compactMap { name in
            let key = folder.isEmpty ? name : "\(folder)/\(name)"
            return (try? fileKind(at: url.appendingPathComponent(name), key: key)) == .file ? key : nil
        }
    }

    public func revision(of key: String) throws(ByteStorageError) -> StorageRevision? {
        let url = try fileURL(for: key)
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            if errno == ENOENT { return nil }
            if errno == ENOTDIR { throw .io(key: key, detail: "a file is where a folder should be") }
            throw .io(key: key, detail: describeErrno())
        }
        #if canImport(Darwin)
            let modified = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"
        #else
            let modified = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        #endif
        return StorageRevision("\(info.st_ino)-\(info.st_size)-\(modified)")
    }

    public func write(_ data: Data, to key: String) throws(ByteStorageError) {
        let url = try fileURL(for: key)
        try createParentFolder(of: url, key: key)
        if try fileKind(at: url, key: key) == .folder {
            throw .io(key: key, detail: "a folder is where a file should be")
        }
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw .io(key: key, detail: describeSystemError(error))
        }
    }

    public func create(_ data: Data, at key: String) throws(ByteStorageError) {
        let url = try fileURL(for: key)
        try createParentFolder(of: url, key: key)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            throw .io(key: key, detail: describeSystemError(error))
        }
        defer { unlink(temporary.path) }
        guard link(temporary.path, url.path) == 0 else {
            if errno == EEXIST { throw .alreadyExists(key) }
            throw .io(key: key, detail: describeErrno())
        }
    }

    public func remove(_ key: String) throws(ByteStorageError) {
        let url = try fileURL(for: key)
        guard unlink(url.path) == 0 else {
            if errno == ENOENT { throw .notFound(key) }
            if errno == EISDIR || errno == EPERM, try fileKind(at: url, key: key) == .folder {
                throw .io(key: key, detail: "a folder is where a file should be")
            }
            throw .io(key: key, detail: describeErrno())
        }
    }

    // MARK: - Paths

    private enum FileKind { case file, folder }

    /// The file for `key`, after refusing any key that could leave the root.
    func fileURL(for key: String) throws(ByteStorageError) -> URL {
        try StorageKey.validate(key)
        return root.appendingPathComponent(key)
    }

    private func fileKind(at url: URL, key: String) throws(ByteStorageError) -> FileKind? {
        var info = stat()
        guard stat(url.path, &info) == 0 else {
            if errno == ENOENT { return nil }
            if errno == ENOTDIR { throw .io(key: key, detail: "a file is where a folder should be") }
            throw .io(key: key, detail: describeErrno())
        }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
    }

    private func createParentFolder(of url: URL, key: String) throws(ByteStorageError) {
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .io(key: key, detail: "cannot create its folder: \(describeSystemError(error))")
        }
    }

}
