/// A conflicted file as git's index is to hold it after an update: the blobs of its stages, and
/// the blob the work tree holds once the update has written it.
struct UnmergedFile: Sendable, Equatable {
    /// Relative to the package's root.
    let path: String
    /// The blob of the file the update leaves at `path`, its bytes as they are (no filter).
    let workTree: String
    /// The file's mode in the index: `100644`, `100755`.
    var mode = "100644"
    /// The blobs of stages 1 (the base), 2 (yours) and 3 (the kit's); `nil` for a side the
    /// conflict lacks.
    let stages: [String?]
}
