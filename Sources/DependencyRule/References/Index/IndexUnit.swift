/// One unit of an index store: one compilation of one source file (its main file), with when it
/// was written and the record that holds the file's symbols and occurrences.
struct IndexUnit: Hashable, Sendable {
    /// The unit's name in the store (`User.swift.o-2HNTSSP9K8QE1`).
    var name: String
    /// The source file compiled, absolute, after the store's prefix mapping.
    var mainFile: String
    /// The module the file was compiled into.
    var module: String
    /// When the unit was written: seconds and nanoseconds since 1970.
    var modified: Timestamp
    /// The record of the main file's occurrences; `nil` when the unit names none.
    var record: String?

    /// A file-system time, ordered.
    struct Timestamp: Hashable, Sendable, Comparable {
        var seconds: Int64
        var nanoseconds: Int64

        /// Earlier first.
        static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
            (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
        }
    }
}
