/// A command line that cannot be run: an unknown option, a missing value, a bad one. Its tool
/// shows it as `PROGRAM: error: MESSAGE` and a line saying where the help is
/// (``CommandLineTool/message(for:)``), and exits 2.
public struct UsageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// One sentence, without the program's name.
    public let message: String
    /// The command whose help it points to (`team add`); `nil` for the tool's.
    public var command: String?

    public init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }

    public var description: String { message }
}
