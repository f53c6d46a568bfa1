/// A failure reported by SQLite, with its result code and message.
public struct SQLiteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The extended result code (`SQLITE_CONSTRAINT_PRIMARYKEY`, `SQLITE_BUSY`, …).
    public let code: Int32
    public let message: String

    public init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }

    /// The primary result code (the low byte of the extended one).
    public var primaryCode: Int32 { code & 0xFF }

    public var description: String { "SQLite error \(code): \(message)" }
}
