import CSQLite

/// One open SQLite connection. Not thread-safe by itself: only ``SQLiteDatabase`` (an actor)
/// holds one and hands it to work that runs on the actor.
///
/// Every statement is prepared and its values bound; no value is ever spliced into SQL text.
public final class SQLiteConnection {
    private let handle: OpaquePointer

    /// Opens `path` with no busy handler: a statement that finds the database locked fails at
    /// once with `SQLITE_BUSY`, and ``SQLiteDatabase`` waits and retries without blocking a thread.
    init(path: String) throws(SQLiteError) {
        var handle: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK, let handle else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close_v2(handle)
            throw SQLiteError(code: status, message: "cannot open \(path): \(message)")
        }
        self.handle = handle
        sqlite3_extended_result_codes(handle, 1)
    }

    deinit {
        sqlite3_close_v2(handle)
    }

    /// Runs `sql` with `parameters` bound to its `?` placeholders and returns every row.
    @discardableResult
    public func query(_ sql: String, _ parameters: [SQLiteValue] = []) throws(SQLiteError) -> [[SQLiteValue]] {
        var statement: OpaquePointer?
        try check(sqlite3_prepare_v2(handle, sql, -1, &statement, nil))
        defer { sqlite3_finalize(statement) }
        for (offset, value) in parameters.enumerated() {
            let index = Int32(offset + 1)
            switch value {
            case .integer(let integer): try check(sqlite3_bind_int64(statement, index, Int64(integer)))
            case .real(let real): try check(sqlite3_bind_double(statement, index, real))
            case .null: try check(sqlite3_bind_null(statement, index))
            case .text(let text):
                // Bound with its byte length, so text with NUL bytes is stored verbatim.
                let status = text.withCString {
                    sqlite3_bind_text(statement, index, $0, Int32(text.utf8.count), Self.transient)
                }
                try check(status)
            }
        }
        var rows: [[SQLiteValue]] = []
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return rows }
            guard status == SQLITE_ROW else { throw error(status) }
            rows.append((0..<sqlite3_column_count(statement)).map { column(statement, $0) })
        }
    }

    /// The number of rows the last `INSERT`, `UPDATE` or `DELETE` changed.
    public var changes: Int { Int(sqlite3_changes(handle)) }

    /// The rowid of the last successful `INSERT`.
    public var lastInsertedRowID: Int { Int(sqlite3_last_insert_rowid(handle)) }

    /// `true` while a transaction is open: after `BEGIN`, until `COMMIT` or `ROLLBACK` — or until
    /// SQLite rolls it back by itself after an error such as a full disk.
    public var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    private func column(_ statement: OpaquePointer?, _ index: Int32) -> SQLiteValue {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER:
            return .integer(Int(sqlite3_column_int64(statement, index)))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(statement, index))
        case SQLITE_NULL:
            return .null
        default:
            let count = Int(sqlite3_column_bytes(statement, index))
            guard let bytes = sqlite3_column_text(statement, index) else { return .text("") }
            return .text(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
        }
    }

    private func check(_ status: Int32) throws(SQLiteError) {
        guard status == SQLITE_OK else { throw error(status) }
    }

    private func error(_ status: Int32) -> SQLiteError {
        SQLiteError(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
    }

    /// `SQLITE_TRANSIENT`: SQLite copies the bound bytes before the call returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
}
