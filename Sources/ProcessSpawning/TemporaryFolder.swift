#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh private folder (mode 0700) under `$TMPDIR` (or `/tmp`), removed with everything in it
/// by ``remove()``: the package's one temporary-folder helper, for a child's input and output
/// files, a contract check's scratch space and every test's fixtures. Without Foundation, so that
/// the process helpers and the checker can use it; `TestSupport` adds `url` and listings.
public struct TemporaryFolder: Sendable, Hashable {
    /// A folder that could not be made, with the reason.
    public struct CreationError: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// The folder's absolute path.
    public let path: String

    /// - Parameter prefix: the start of the folder's name, to tell whose it is.
    public init(prefix: String = "cak") throws(CreationError) {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        let trimmed = base.count > 1 && base.hasSuffix("/") ? String(base.dropLast()) : base
        var template = Array("\(trimmed)/\(prefix)-XXXXXX".utf8CString)
        guard let created = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw CreationError(
                description: "cannot create a temporary folder in \(trimmed): \(String(cString: strerror(errno)))")
        }
        path = String(cString: created)
    }

    /// A folder made earlier, by its path.
    init(existing path: String) { self.path = path }

    /// Removes the folder and everything below it; symbolic links are removed, never followed.
    public func remove() { Self.removeTree(path) }

    private static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            unlink(path)
            return
        }
        // A folder the tests made unreadable is made readable again to be emptied.
        chmod(path, 0o700)
        if let directory = opendir(path) {
            var names: [String] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name != "." && name != ".." { names.append(name) }
            }
            closedir(directory)
            for name in names { removeTree(path + "/" + name) }
        }
        rmdir(path)
    }
}
