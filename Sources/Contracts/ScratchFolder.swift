import InterfaceAdapters
import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A private temporary folder for one contract check, removed with everything in it afterwards,
/// and the clean-up actions the implementation registered (stopping a server, say).
public struct ScratchFolder: Sendable {
    /// The folder's absolute path.
    public let path: String
    private let cleanUp = CleanUp()

    /// Runs `action` when the check is over, before the folder is removed.
    public func onRemove(_ action: @escaping @Sendable () -> Void) {
        cleanUp.actions.withLock { $0.append(action) }
    }

    init() throws(ContractFailure) {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(base)/contract-XXXXXX".utf8CString)
        guard let created = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw ContractFailure("cannot create a scratch folder in \(base)")
        }
        path = String(cString: created)
    }

    /// Runs the clean-up actions, last registered first, then removes the folder.
    func remove() {
        for action in cleanUp.actions.withLock({ $0 }).reversed() { action() }
        Self.removeTree(path)
    }

    private static func removeTree(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        if (info.st_mode & S_IFMT) == S_IFDIR {
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
        } else {
            unlink(path)
        }
    }
}

/// The clean-up actions of a scratch folder, shared by its copies.
private final class CleanUp: Sendable {
    let actions = Locked<[@Sendable () -> Void]>([])
}
