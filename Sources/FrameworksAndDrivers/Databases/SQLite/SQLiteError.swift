import InterfaceAdapters

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

    /// The failure in record-store terms: corrupt data, a unique key broken, a lock held too
    /// long, or the database unavailable. `collection` names what was being used, if one was.
    func recordStoreError(collection: String?, schema: RecordSchema? = nil) -> RecordStoreError {
        let prefix = collection.map { "\($0): " } ?? ""
        switch (primaryCode, code) {
        case (11 /* SQLITE_CORRUPT */, _), (26 /* SQLITE_NOTADB */, _):
            return .corrupt(collection: collection ?? "database", detail: description)
        case (5 /* SQLITE_BUSY */, _):
            return .unavailable(
                "\(prefix)the database is locked by another connection and stayed locked past the busy timeout: try again when it is done (\(message))"
            )
        case (_, 2067 /* SQLITE_CONSTRAINT_UNIQUE */):
            // "UNIQUE constraint failed: players.teamID, players.number"
            let listed: Substring = message.split(separator: ":").last ?? ""
            let columns: [String] = listed.split(separator: ",").map { column in
                let name: Substring = column.split(separator: ".").last ?? ""
                return String(name).trimmingSpaces
            }
            let key = schema?.uniqueKeys.first { Set($0) == Set(columns) } ?? columns
            return .conflict(collection: collection ?? "database", fields: key)
        default:
            return .unavailable("\(prefix)\(self)")
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
