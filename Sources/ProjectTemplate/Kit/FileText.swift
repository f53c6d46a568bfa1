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

    /// The bytes, as `==` compares them (`String`'s own hash normalizes the text first, which is
    /// most of the cost of a memo's lookup).
    func hash(into hasher: inout Hasher) { text.hashBytes(into: &hasher) }
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

    /// Whether `needle`'s UTF-8 bytes appear anywhere in this text's: `memchr` and `memcmp` where
    /// the text is native, rather than a step per character.
    func holdsBytes(of needle: String) -> Bool {
        let wanted = Array(needle.utf8)
        guard let first = wanted.first else { return true }
        let found = utf8.withContiguousStorageIfAvailable { haystack -> Bool in
            guard let base = haystack.baseAddress else { return false }
            var at = UnsafeRawPointer(base)
            let end = at + haystack.count
            while end - at >= wanted.count, let hit = memchr(at, Int32(first), end - at).map(UnsafeRawPointer.init) {
                if end - hit >= wanted.count, memcmp(hit, wanted, wanted.count) == 0 { return true }
                at = hit + 1
            }
            return false
        }
        return found ?? (Array(utf8).firstRange(of: wanted) != nil)
    }

    /// Feeds the UTF-8 bytes to `hasher`: a hash consistent with ``hasSameBytes(as:)``.
    func hashBytes(into hasher: inout Hasher) {
        hasher.combine(utf8.count)
        let hashed: Void? = utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil { Array(utf8).withUnsafeBytes { hasher.combine(bytes: $0) } }
    }
}
