import DependencyRule

/// The template's one walk of a folder on disk: by the folders' listings, so that each name comes
/// with its kind (no `stat` per file where the file system says).
enum FolderWalk {
    /// What the walk does with one entry.
    enum Step {
        /// A folder to walk into.
        case enter
        /// A file to read.
        case read
        /// Something to pass over.
        case skip
    }

    /// The files below `start` (relative to `root`, `""` for the root itself) that `decide` reads,
    /// by their paths relative to `root`, read by `read`. `decide` is given each entry's relative
    /// path and kind: a link's is what it leads to when `followingLinks`, else none (`nil`), and a
    /// link is never walked into.
    /// - Throws: ``GenerationError`` naming a folder that cannot be listed, or what `read` throws.
    static func files(
        below start: String, in root: String, followingLinks: Bool,
        decide: (_ path: String, _ kind: FileSystem.Kind?) -> Step,
        read: (_ path: String) throws(GenerationError) -> String
    ) throws(GenerationError) -> FileTree {
        var tree = FileTree()
        var pending = [start]
        while let current = pending.popLast() {
            let absolute = current.isEmpty ? root : Path.appending(current, to: root)
            let entries: [FileSystem.Entry]
            do {
                entries = try FileSystem.entries(of: absolute)
            } catch {
                throw GenerationError("\(absolute): \(error.message)")
            }
            for entry in entries {
                let path = current.isEmpty ? entry.name : current + "/" + entry.name
                let full = Path.appending(path, to: root)
                // What the entry is itself (`nil` for a link), then what it stands for.
                let own = entry.listedKind ?? FileSystem.kind(of: full, following: false)
                let kind = own == nil && followingLinks ? FileSystem.kind(of: full) : own
                switch decide(path, kind) {
                case .enter where own == .folder: pending.append(path)
                case .read where kind == .file: tree[path] = try read(path)
                default: continue
                }
            }
        }
        return tree
    }
}
