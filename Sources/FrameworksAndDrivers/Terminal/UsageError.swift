/// A command line that cannot be understood; the message says what to type instead.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
