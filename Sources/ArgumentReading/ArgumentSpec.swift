/// A word a command takes by its place: `NAME` in `new NAME`.
public struct ArgumentSpec: Hashable, Sendable {
    /// What the usage and the help call it: `NAME`.
    public let placeholder: String
    /// Unwrapped, as an option's.
    public let help: String
    /// What it may be.
    public let kind: ValueKind
    /// Whether the command runs without it.
    public let isOptional: Bool
    /// Whether it takes every word left (the last argument only).
    public let isRepeatable: Bool

    public init(
        _ placeholder: String, _ kind: ValueKind = .textOrEmpty, help: String, optional: Bool = false,
        repeatable: Bool = false
    ) {
        self.placeholder = placeholder
        self.kind = kind
        self.help = help
        self.isOptional = optional
        self.isRepeatable = repeatable
    }

    /// `NAME`, `[NAME]`, `NAME ...`.
    var usage: String {
        let word = isRepeatable ? "\(placeholder) ..." : placeholder
        return isOptional ? "[\(word)]" : word
    }
}
