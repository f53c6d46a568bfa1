/// Why a project or feature name cannot be used: one line, said before anything is written.
public struct NameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line to show, without the program's name.
    public let description: String

    init(_ description: String) { self.description = description }
}
