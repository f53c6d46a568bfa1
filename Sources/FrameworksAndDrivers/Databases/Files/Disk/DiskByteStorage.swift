import Foundation
import InterfaceAdapters

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Bytes in files under a root folder: the key `teams/1.json` is the file `ROOT/teams/1.json`.
///
/// - Writes are atomic and durable (``DurableFiles``): the bytes go to a temporary file in the
///   same folder, synced, which then replaces the target in one `rename`, and the folder is
///   synced; a reader, a killed process or a power cut sees the old file or the new one, and once
///   `write` returns the new one stays.
/// - `create` is atomic, exclusive and durable: the temporary file is hard-linked to the target,
///   which fails if the target exists, so two writers can never both create the same key.
/// - Folders on the way are created on demand, durably.
/// - With ``Privacy/ownerOnly`` (secrets), files are 0600 and folders 0700 from their first byte,
///   and a file or folder found readable by others is narrowed before it is read or written.
/// - Keys are checked before any file is touched: empty, absolute, `.`/`..` components and NUL
///   bytes are refused, so no key can reach outside the root. (A symbolic link placed inside the
///   root by someone else is followed; the root is trusted.)
///
/// Synchronous; it also serves wherever an async storage is wanted.
public struct DiskByteStorage: ByteStorage, AsyncByteStorage {
    /// Who may read what this storage writes.
    public enum Privacy: Sendable {
        /// Files 0644, folders 0755: data, as any program's.
        case shared
        /// Files 0600, folders 0700, the root included: secrets, such as a session token.
        case ownerOnly
    }

    /// The folder every key is relative to.
    public let root: URL
    /// Who may read what it writes.
    public let privacy: Privacy
    private let files: DurableFiles

    public init(root: URL, privacy: Privacy = .shared) {
        self.init(root: root, privacy: privacy, system: POSIXFileOperations())
    }

    /// A storage whose file-system calls go through `system`: how the package's own tests record
    /// them, to replay what a power cut could leave.
    package init(root: URL, privacy: Privacy = .shared, system: any FileOperations) {
        self.root = root.standardizedFileURL
        self.privacy = privacy
        var files: DurableFiles = privacy == .ownerOnly ? .owner : .shared
        files.system = system
        self.files = files
    }

    public func read(_ key: String) throws(ByteStorageError) -> Data? {
        let url = try fileURL(for: key)
        try keepPrivate(url, key: key)
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
        try keepPrivate(url, key: key)
        do {
            try files.write(data, to: url.path)
        } catch {
            throw .io(key: key, detail: error.detail)
        }
    }

    public func create(_ data: Data, at key: String) throws(ByteStorageError) {
        let url = try fileURL(for: key)
        try createParentFolder(of: url, key: key)
        try keepPrivate(url, key: key)
        let created: Bool
        do {
            created = try files.create(data, at: url.path)
        } catch {
            throw .io(key: key, detail: error.detail)
        }
        guard created else { throw .alreadyExists(key) }
    }

    public func remove(_ key: String) throws(ByteStorageError) {
        let url = try fileURL(for: key)
        let removed: Bool
        do {
            removed = try files.remove(url.path)
        } catch {
            throw .io(key: key, detail: error.detail)
        }
        guard removed else {
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
            try files.makeFolders(url.deletingLastPathComponent().path)
        } catch {
            throw .io(key: key, detail: "cannot create its folder: \(error.detail)")
        }
    }

    /// For secrets: narrows the root, the folders down to `url` and the file itself to the owner
    /// when they are readable by others, before anything is read or written.
    private func keepPrivate(_ url: URL, key: String) throws(ByteStorageError) {
        guard privacy == .ownerOnly else { return }
        do {
            var folder = root
            try files.tighten(folder.path, isFolder: true)
            for component in key.split(separator: "/").dropLast() {
                folder.appendPathComponent(String(component))
                try files.tighten(folder.path, isFolder: true)
            }
            try files.tighten(url.path, isFolder: false)
        } catch {
            throw .io(key: key, detail: "cannot make it private: \(error.detail)")
        }
    }

}
