/// One file naming a top-level declaration of another: the edge the folder-layer rules and the
/// corpus comparison count, whatever the name and however often it is used.
struct FileEdge: Hashable, Sendable, Comparable {
    /// The naming file, relative to the root.
    var from: String
    /// The file that declares what it names, relative to the root.
    var to: String

    /// By naming file, then declaring file.
    static func < (lhs: FileEdge, rhs: FileEdge) -> Bool {
        (lhs.from, lhs.to) < (rhs.from, rhs.to)
    }
}
