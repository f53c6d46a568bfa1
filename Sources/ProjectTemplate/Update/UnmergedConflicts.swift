/// The conflicts an update leaves, recorded before it writes anything (their blobs are in git's
/// object store by then), so that a run killed past its commit point can still have them marked
/// unmerged by the next run.
struct UnmergedConflicts: Codable, Sendable, Equatable {
    /// The repository's `HEAD` when the update began; `nil` before the first commit. A commit
    /// made since means a person has moved on: the next run marks nothing.
    var head: String?
    var files: [UnmergedFile]
}
