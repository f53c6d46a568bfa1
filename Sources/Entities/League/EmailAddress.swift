/// A plausible email address: one `@`, a non-empty local part, a domain of at least two
/// non-empty dot-separated labels, and no whitespace.
///
/// Plausible, not deliverable: whether a mailbox exists is not a business rule.
public struct EmailAddress: Hashable, Sendable, CustomStringConvertible {
    /// The address as given, trimmed.
    public let value: String

    /// Trims `text` and refuses it when it is not plausible.
    public init(_ text: String) throws(ValidationError) {
        let trimmed = text.trimmingWhitespace()
        let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !trimmed.contains(where: \.isWhitespace) else {
            throw .invalidEmail(text)
        }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }) else {
            throw .invalidEmail(text)
        }
        value = trimmed
    }

    public var description: String { value }
}
