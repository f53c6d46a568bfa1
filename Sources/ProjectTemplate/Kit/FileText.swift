#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's text as a key: equal only when the bytes are, where `String`'s `==` takes canonical
/// equivalents (`é` composed or not) for one text. What the template's memos are keyed by.
struct FileText: Hashable, Sendable {
    let text: String

    static func == (lhs: FileText, rhs: FileText) -> Bool { lhs.text.hasSameBytes(as: rhs.text) }

    // Equal bytes are canonically equal, so `String`'s hash stays consistent with `==`.
    func hash(into hasher: inout Hasher) { hasher.combine(text) }
}

extension String {
    /// Whether the two texts are the same bytes, not only canonically equivalent as `==` says:
    /// what a file's content is compared by. One `memcmp` where both are native strings, as they
    /// are when read from files or built here.
    func hasSameBytes(as other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        let compared = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                mine.isEmpty || memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0
            }
        }
        return (compared ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}
