/// Text that is never blank: leading and trailing whitespace is trimmed, and what remains must
/// not be empty.
public struct Name: Hashable, Sendable, CustomStringConvertible {
    /// The trimmed text.
    public let value: String

    /// Trims `text` and refuses it when nothing is left.
    /// - Parameter field: what the text is, for the error message (`"city"`, `"first name"`).
    public init(_ text: String, field: String) throws(ValidationError) {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw .blank(field: field) }
        value = trimmed
    }

    public var description: String { value }
}

extension String {
    /// The string without leading and trailing whitespace (Unicode-aware, no Foundation).
    func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
