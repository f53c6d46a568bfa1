/// Why a project or a feature could not be generated: one line, and nothing was written.
public struct GenerationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line to show, without the program's name.
    public let description: String

    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}
