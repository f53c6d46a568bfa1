/// A conflicted file as git's index is to hold it after an update: the blobs of its stages, and
/// the blob the work tree holds once the update has written it. The update stages these before
/// it writes anything, so that a run killed past its commit point can still mark them.
struct UnmergedFile: Codable, Sendable, Equatable {
    /// Relative to the package's root.
    let path: String
    /// The blob of the file the update leaves at `path`.
    let workTree: String
    /// The blobs of stages 1 (the base), 2 (yours) and 3 (the kit's); `nil` for a side the
    /// conflict lacks.
    let stages: [String?]
}
