/// A three-way merge of one text file: what ``UpdatePlan`` asks when the package and the kit both
/// changed a file since the base. ``GitMerge`` is the real one.
protocol Merging: Sendable {
    /// `yours` and `theirs` merged against `base`; a conflicting hunk keeps both sides (and the
    /// base) between markers labelled with `labels`.
    /// - Throws: ``GenerationError`` when the merge cannot run, or the texts cannot be merged
    ///   (binary content).
    func merge(yours: String, base: String, theirs: String, labels: MergeLabels) throws(GenerationError) -> Merged
}

/// The names a conflict's markers give each side: `<<<<<<< yours`, `||||||| kit 1.0.0`,
/// `>>>>>>> kit 1.1.0`.
struct MergeLabels: Sendable, Equatable {
    var yours = "yours"
    var base: String
    var theirs: String
}

/// A merged text, and how many of its hunks conflict (each between markers).
struct Merged: Sendable, Equatable {
    let text: String
    let conflicts: Int
}
