/// A SQLite database file, shared by every store that uses it: one connection, used by one
/// task at a time (an actor).
///
/// Other processes may use the same file: a write lock they hold is waited out for up to
/// `busyTimeout` before the operation fails with `SQLITE_BUSY`.
public actor SQLiteDatabase {
    private let connection: SQLiteConnection

    /// Opens (and creates if needed) the database at `path`; `":memory:"` for a private one.
    public init(path: String, busyTimeoutMilliseconds: Int32 = 5_000) throws(SQLiteError) {
        connection = try SQLiteConnection(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        if path != ":memory:" {
            try connection.query("PRAGMA journal_mode = WAL")
        }
    }

    /// Runs `work` with the connection, on this actor.
    public func run<T: Sendable>(_ work: @Sendable (SQLiteConnection) throws(SQLiteError) -> T) throws(SQLiteError) -> T
    {
        try work(connection)
    }
}
