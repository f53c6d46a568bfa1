extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}

/// `1 error`, `2 errors`; `1 entry`, `3 entries` with an explicit plural.
func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
}

/// `text` with every ASCII byte that `replacement` maps replaced by its escape. The runs between
/// are copied whole, and a text with nothing to escape is returned as it is, so that escaping a
/// report costs about as much as copying it.
///
/// Only ASCII bytes can be replaced, so every cut falls on a Unicode scalar boundary (a `"\r\n"`
/// is cut between its two scalars, not kept as one `Character`).
func escapingASCII(_ text: String, _ replacement: (UInt8) -> String?) -> String {
    let utf8 = text.utf8
    guard let first = utf8.firstIndex(where: { $0 < 0x80 && replacement($0) != nil }) else { return text }
    var escaped = ""
    escaped.reserveCapacity(utf8.count + 16)
    var runStart = utf8.startIndex
    var index = first
    while index < utf8.endIndex {
        let byte = utf8[index]
        if byte < 0x80, let escape = replacement(byte) {
            escaped += Substring(text.unicodeScalars[runStart..<index])
            escaped += escape
            runStart = utf8.index(after: index)
        }
        index = utf8.index(after: index)
    }
    escaped += Substring(text.unicodeScalars[runStart..<utf8.endIndex])
    return escaped
}

extension String {
    /// The text followed by spaces up to `width` characters (at least one space).
    func padding(to width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(1, width - count))
    }
}
