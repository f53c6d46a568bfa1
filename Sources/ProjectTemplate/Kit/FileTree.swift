/// Files to write, by path relative to a package root: what a generator builds in memory before
/// anything touches the disk.
public struct FileTree: Hashable, Sendable {
    /// Contents by relative path (`/`-separated).
    public private(set) var files: [String: String] = [:]

    /// An empty tree.
    public init() {}

    /// A tree of `files`, by relative path.
    init(_ files: [String: String]) { self.files = files }

    /// Trees are equal when they hold the same paths with the same bytes at each.
    public static func == (lhs: FileTree, rhs: FileTree) -> Bool {
        lhs.files.count == rhs.files.count
            && lhs.files.allSatisfy { path, text in rhs.files[path]?.hasSameBytes(as: text) == true }
    }

    /// The paths and bytes, as `==` compares them, in no particular order (as `Dictionary` hashes).
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for (path, text) in files {
            var one = Hasher()
            one.combine(path)
            text.hashBytes(into: &one)
            combined ^= one.finalize()
        }
        hasher.combine(files.count)
        hasher.combine(combined)
    }

    /// The paths, sorted.
    public var paths: [String] { files.keys.sorted() }

    /// The contents at `path`; setting `nil` removes the file.
    public subscript(path: String) -> String? {
        get { files[path] }
        set { files[path] = newValue }
    }

    /// Adds every file of `other`; a path both hold takes `other`'s contents.
    mutating func merge(_ other: FileTree) {
        files.merge(other.files) { $1 }
    }

    /// The files whose paths `transform` maps to a new path (the contents unchanged); `nil` drops a file.
    /// - Throws: ``GenerationError`` when two files would land on one path.
    func mappingPaths(_ transform: (String) -> String?) throws(GenerationError) -> FileTree {
        var tree = FileTree()
        var origins: [String: String] = [:]
        for (path, contents) in files {
            guard let mapped = transform(path) else { continue }
            if let other = origins[mapped] {
                let pair = [other, path].sorted()
                throw GenerationError(
                    "\(pair[0]) and \(pair[1]) would both be written to \(mapped): choose another name")
            }
            origins[mapped] = path
            tree.files[mapped] = contents
        }
        return tree
    }

    /// The tree with `transform` applied to the contents of every file.
    func mappingContents(_ transform: (_ path: String, _ contents: String) -> String) -> FileTree {
        var tree = FileTree()
        for (path, contents) in files { tree.files[path] = transform(path, contents) }
        return tree
    }
}
