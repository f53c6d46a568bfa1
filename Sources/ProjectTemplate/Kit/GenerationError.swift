/// Why a project or a feature could not be generated: one line, and nothing was written.
public struct GenerationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The line to show, without the program's name.
    public let description: String
    /// Whether `description` is a diagnostic at a file's line and column (`path:line:column:
    /// error: …`), which stands alone, as a compiler's does.
    public let isDiagnostic: Bool

    /// An error saying `description`.
    public init(_ description: String) {
        self.description = description
        isDiagnostic = false
    }

    /// A diagnostic at a file's line and column: `path:line:column: error: …`.
    init(diagnostic: String) {
        description = diagnostic
        isDiagnostic = true
    }
}
