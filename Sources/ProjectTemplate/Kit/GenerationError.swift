/// Why a project or a feature could not be generated: one line, and nothing was written.
public struct GenerationError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}
