import InterfaceAdapters

/// A SQLite database file and its one connection, shared by every store that uses it; also the
/// `--store sqlite` medium of units of work.
///
/// - A unit of work (``transaction(_:)``) is a write transaction that takes SQLite's write lock
///   before its first read (`BEGIN IMMEDIATE`), so two processes' units can never both read, then
///   both write: the second waits for the first. It is committed when the work returns and
///   rolled back when it throws. Should SQLite roll it back by itself (a full disk, an I/O
///   error), the rest of the unit fails and nothing of it is kept.
/// - Inside the process, units and single operations take turns on the connection (its
///   ``UnitRunner``, then the actor): no statement of another task can slip into a unit.
/// - A lock held by another process is waited out for up to `busyTimeout` without blocking a
///   thread (``BusyWait``: tried again after a growing pause), then the operation fails with
///   `SQLITE_BUSY`.
/// - The database is switched to WAL journaling with `synchronous = FULL` (every commit is synced,
///   so it survives a power cut), and each collection's table, unique indexes and highest-id
///   trigger are created, on first use.
public actor SQLiteDatabase: RecordDatabase {
    private let connection: SQLiteConnection
    private let path: String
    private let busyTimeout: Duration
    private let runner = UnitRunner()
    /// The unit of work that holds the connection now, by number; `nil` between units.
    private var currentUnit: Int?
    private var unitsStarted = 0
    /// Why SQLite rolled the current unit back by itself, if it did.
    private var abortedUnit: SQLiteError?
    private var isConfigured = false
    /// The collections whose table exists, at the version of the schema it was prepared for, as
    /// far as this connection knows.
    private var preparedCollections: Set<Prepared> = []

    /// A collection prepared at a version of its schema.
    private struct Prepared: Hashable {
        let collection: String
        let version: Int

        init(_ schema: RecordSchema) {
            collection = schema.collection
            version = schema.version
        }
    }

    /// Opens (and creates if needed) the database at `path`; `":memory:"` for a private one.
    /// - Parameter busyTimeout: how long an operation waits for a lock another process holds.
    public init(path: String, busyTimeout: Duration = .seconds(5)) throws(SQLiteError) {
        connection = try SQLiteConnection(path: path)
        self.path = path
        self.busyTimeout = busyTimeout
        isConfigured = path == ":memory:"
    }

    /// Runs `work` with the connection, as statements of their own (each committed when it ends),
    /// after any unit of work in progress. While another process holds the database, `work` is
    /// tried again as a whole: keep it to one statement that writes, or use a unit of work.
    public func run<T: Sendable>(
        _ work: @Sendable (SQLiteConnection) throws(SQLiteError) -> T
    ) async throws(SQLiteError)
        -> T
    {
        guard !runner.isInsideUnit else { throw Self.standaloneInsideUnit }
        return try await runner.takingTurn { () async throws(SQLiteError) in
            try await configureConnection()
            return try await whileBusy { () throws(SQLiteError) in try work(connection) }
        }
    }

    public func transaction<Result: Sendable, Failure: Error>(
        _ work: @Sendable (any TransactionStores) async throws(Failure) -> Result
    ) async throws(TransactionError<Failure>) -> Result {
        try await runner.run { () async throws(RecordStoreError) in
            try await begin()
        } work: { (unit) async throws(Failure) in
            try await work(Stores(database: self, unit: unit))
        } commit: { (_) throws(RecordStoreError) in
            try commit()
        } rollBack: { _ in
            currentUnit = nil
            rollBack()
        }
    }

    /// Starts a unit: SQLite's write lock is taken before the unit's first read.
    private func begin() async throws(RecordStoreError) -> Int {
        do {
            try await configureConnection()
            if connection.isInTransaction { try connection.query("ROLLBACK") }  // left open by a failed rollback
            _ = try await whileBusy { () throws(SQLiteError) in try connection.query("BEGIN IMMEDIATE") }
        } catch {
            throw error.recordStoreError(collection: nil)
        }
        unitsStarted += 1
        (currentUnit, abortedUnit) = (unitsStarted, nil)
        return unitsStarted
    }

    /// Keeps the current unit, unless SQLite rolled it back by itself meanwhile.
    private func commit() throws(RecordStoreError) {
        currentUnit = nil
        if let aborted = abortedUnit {
            rollBack()
            throw .unavailable(
                "SQLite rolled the unit of work back after a failure inside it, so nothing of it was kept: \(aborted.message)"
            )
        }
        do {
            try connection.query("COMMIT")
        } catch {
            rollBack()
            throw error.recordStoreError(collection: nil)
        }
    }

    // MARK: - For the record stores

    /// Why a store's operation failed: setting up its table, bringing it to its schema's version,
    /// or the operation itself.
    enum StoreFailure: Error {
        case schema(SQLiteError)
        case migration(RecordStoreError)
        case statement(SQLiteError)
    }

    /// Runs `work` for a store of `schema`, outside any unit: after any unit in progress.
    func run<T: Sendable>(
        preparing schema: RecordSchema, _ work: @Sendable (SQLiteConnection) throws(SQLiteError) -> T
    ) async throws(StoreFailure) -> T {
        guard !runner.isInsideUnit else { throw .statement(Self.standaloneInsideUnit) }
        return try await runner.takingTurn { () async throws(StoreFailure) in
            do throws(SQLiteError) {
                try await configureConnection()
            } catch {
                throw .statement(error)
            }
            if !preparedCollections.contains(Prepared(schema)), try !isCurrentUnlessBusy(schema) {
                // Standalone, the table's creation or migration is a transaction of its own.
                do throws(StoreFailure) {
                    do throws(SQLiteError) {
                        _ = try await whileBusy { () throws(SQLiteError) in try connection.query("BEGIN IMMEDIATE") }
                    } catch {
                        throw StoreFailure.schema(error)
                    }
                    try prepare(schema)
                    try Self.sql { () throws(SQLiteError) in try connection.query("COMMIT") }
                } catch {
                    rollBack()
                    throw error
                }
            }
            do throws(SQLiteError) {
                return try await whileBusy { () throws(SQLiteError) in try work(connection) }
            } catch {
                throw .statement(error)
            }
        }
    }

    /// Runs `work` for a store of `schema` inside the unit numbered `unit`, which holds the
    /// connection already.
    func run<T: Sendable>(
        inUnit unit: Int, preparing schema: RecordSchema, _ work: @Sendable (SQLiteConnection) throws(SQLiteError) -> T
    ) throws(StoreFailure) -> T {
        guard currentUnit == unit else {
            throw .statement(
                SQLiteError(code: 21 /* SQLITE_MISUSE */, message: "a store was used after its unit of work ended"))
        }
        if let aborted = abortedUnit {
            throw .statement(
                SQLiteError(
                    code: aborted.code,
                    message: "SQLite already rolled this unit of work back after: \(aborted.message)"))
        }
        do throws(StoreFailure) {
            if !preparedCollections.contains(Prepared(schema)), try !isCurrent(schema) {
                // In a savepoint: a failed migration leaves the unit as it was, even if its work
                // goes on and commits.
                try Self.sql { () throws(SQLiteError) in try connection.query("SAVEPOINT prepare") }
                do throws(StoreFailure) {
                    try prepare(schema)
                    try Self.sql { () throws(SQLiteError) in try connection.query("RELEASE prepare") }
                } catch {
                    preparedCollections.removeAll()
                    do {
                        try connection.query("ROLLBACK TO prepare")
                        try connection.query("RELEASE prepare")
                    } catch {
                        // Not undone: the unit must not commit what it holds.
                        abortedUnit = error
                    }
                    throw error
                }
            }
            do {
                return try work(connection)
            } catch {
                throw StoreFailure.statement(error)
            }
        } catch {
            // A failure SQLite answered by rolling the whole transaction back ends the unit.
            if !connection.isInTransaction {
                switch error {
                case .schema(let failure), .statement(let failure): abortedUnit = failure
                case .migration(let failure): abortedUnit = SQLiteError(code: 1, message: failure.description)
                }
            }
            throw error
        }
    }

    // MARK: - Connection

    /// The table that keeps each collection's schema version; a table made before it is at 1.
    private static let versions = #""_schema_versions""#

    /// The version `schema`'s table is kept at (1 for a table made before versions were kept),
    /// read without writing; `nil` when there is no table yet.
    private func storedVersion(of schema: RecordSchema) throws(StoreFailure) -> Int? {
        let connection = connection
        let tables = try Self.sql { () throws(SQLiteError) in
            try connection.query(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN (?, '_schema_versions')",
                [.text(schema.collection)])
        }
        guard tables.contains([.text(schema.collection)]) else { return nil }
        guard tables.contains([.text("_schema_versions")]) else { return 1 }
        let kept = try Self.sql { () throws(SQLiteError) in
            try connection.query(
                "SELECT \"version\" FROM \(Self.versions) WHERE \"collection\" = ?", [.text(schema.collection)])
        }
        if case .integer(let version)? = kept.first?.first { return version }
        return 1
    }

    /// Whether `schema`'s table is there at its version (then marked prepared, nothing written);
    /// refuses one kept at a newer version.
    private func isCurrent(_ schema: RecordSchema) throws(StoreFailure) -> Bool {
        guard let stored = try storedVersion(of: schema) else { return false }
        do throws(RecordStoreError) {
            try schema.refuseNewer(stored)
        } catch {
            throw .migration(error)
        }
        guard stored == schema.version else { return false }
        // Its unique indexes and trigger too (a key added to a schema makes its index on first
        // use; a table made before the trigger gets it).
        let indexes = SQLiteSchema(schema).indexes
        let connection = connection
        let found = try Self.sql { () throws(SQLiteError) in
            try connection.query(
                "SELECT name FROM sqlite_master WHERE type IN ('index', 'trigger') AND tbl_name = ?",
                [.text(schema.collection)])
        }
        guard Set(indexes.map { [SQLiteValue.text($0)] }).isSubset(of: Set(found)) else { return false }
        preparedCollections.insert(Prepared(schema))
        return true
    }

    /// ``isCurrent(_:)``, taken as `false` while another process keeps SQLite busy: the
    /// transaction that follows waits for it.
    private func isCurrentUnlessBusy(_ schema: RecordSchema) throws(StoreFailure) -> Bool {
        do {
            return try isCurrent(schema)
        } catch .schema(let error) where error.primaryCode == 5 /* SQLITE_BUSY */ {
            return false
        }
    }

    /// Brings `schema`'s table to its version, inside the transaction in progress: creates it (and
    /// its unique indexes and highest-id trigger, ``SQLiteSchema``), or migrates its rows from the
    /// version kept, through a new table; then records the version. Refuses a version newer than
    /// the schema's.
    private func prepare(_ schema: RecordSchema) throws(StoreFailure) {
        let connection = connection
        let stored = try storedVersion(of: schema)
        do throws(RecordStoreError) {
            try schema.refuseNewer(stored ?? schema.version)
        } catch {
            throw .migration(error)
        }
        if let stored, stored < schema.version {
            try migrate(schema, from: stored)
        } else {
            try Self.sql { () throws(SQLiteError) in
                for statement in SQLiteSchema(schema).creation { try connection.query(statement) }
            }
        }
        try Self.sql { () throws(SQLiteError) -> Void in
            try connection.query(
                "CREATE TABLE IF NOT EXISTS \(Self.versions) (\"collection\" TEXT PRIMARY KEY, \"version\" INTEGER NOT NULL)"
            )
            try connection.query(
                "INSERT OR REPLACE INTO \(Self.versions) (\"collection\", \"version\") VALUES (?, ?)",
                [.text(schema.collection), .integer(schema.version)])
        }
        preparedCollections.insert(Prepared(schema))
    }

    /// Rewrites `schema`'s table, kept at version `stored`: each row read by its columns' names,
    /// migrated, and inserted into a new table, which then takes the old one's name.
    private func migrate(_ schema: RecordSchema, from stored: Int) throws(StoreFailure) {
        let connection = connection
        let table = SQLiteSchema.quoted(schema.collection)
        let columns = try Self.sql { () throws(SQLiteError) in
            try connection.query("SELECT name FROM pragma_table_info(?)", [.text(schema.collection)])
        }.compactMap { row -> String? in if case .text(let name)? = row.first { name } else { nil } }
        let rows = try Self.sql { () throws(SQLiteError) in
            try connection.query("SELECT \(columns.map(SQLiteSchema.quoted).joined(separator: ", ")) FROM \(table)")
        }
        let records = rows.map { row in
            var fields: [String: FieldValue] = [:]
            var id = 0
            for (name, value) in zip(columns, row) {
                if name == "id", case .integer(let integer) = value {
                    id = integer
                } else {
                    fields[name] = SQLiteSchema.fieldValue(value)
                }
            }
            return (id: id, fields: fields)
        }
        let migrated: [(id: Int, fields: [String: FieldValue])]
        do throws(RecordStoreError) {
            migrated = try schema.migrating(records, from: stored)
        } catch {
            throw .migration(error)
        }
        let sql = SQLiteSchema(schema)
        try Self.sql { () throws(SQLiteError) -> Void in
            try connection.query("DROP TABLE \(table)")
            for statement in sql.creation { try connection.query(statement) }
            for record in migrated {
                let values = schema.fields.map { SQLiteSchema.value(record.fields[$0.name] ?? .null) }
                try connection.query(sql.insertWithID, [.integer(record.id)] + values)
            }
        }
    }

    /// What `body` returns; its failure as a failure to set up a table.
    @discardableResult
    private static func sql<T>(_ body: () throws(SQLiteError) -> T) throws(StoreFailure) -> T {
        do {
            return try body()
        } catch {
            throw .schema(error)
        }
    }

    /// WAL journaling, so readers do not block the writer, with every commit synced; once per
    /// connection.
    private func configureConnection() async throws(SQLiteError) {
        guard !isConfigured else { return }
        _ = try await whileBusy { () throws(SQLiteError) in try connection.query("PRAGMA journal_mode = WAL") }
        // In WAL mode, NORMAL syncs only at checkpoints, so a committed unit could vanish in a
        // power cut; FULL syncs the log at every commit: once a command exits 0, its data stays.
        // Said here rather than left to how SQLite was compiled (SQLITE_DEFAULT_WAL_SYNCHRONOUS).
        _ = try connection.query("PRAGMA synchronous = FULL")
        isConfigured = true
    }

    /// Runs `attempt`, and while another process holds the database, tries it again after a
    /// pause, up to the busy timeout.
    private func whileBusy<T>(_ attempt: () throws(SQLiteError) -> T) async throws(SQLiteError) -> T {
        var busy: SQLiteError?
        let value = try await BusyWait.until(timeout: busyTimeout) { () throws(SQLiteError) -> T? in
            do throws(SQLiteError) {
                return try attempt()
            } catch  where error.primaryCode == 5 /* SQLITE_BUSY */ {
                busy = error
                return nil
            }
        }
        guard let value else {
            throw SQLiteError(
                code: busy?.code ?? 5,
                message: "\(busy?.message ?? "database is locked") (waited \(busyTimeout.inSeconds) for \(path))")
        }
        return value
    }

    private func rollBack() {
        _ = try? connection.query("ROLLBACK")
        // The unit may have created tables that the rollback undid.
        preparedCollections.removeAll()
    }

    private static let standaloneInsideUnit = SQLiteError(
        code: 21 /* SQLITE_MISUSE */,
        message:
            "a statement of its own was run inside a unit of work on the same database, and would wait for it forever: use the unit's stores"
    )

    /// The stores of one unit: SQLite record stores bound to it.
    private struct Stores: TransactionStores {
        let database: SQLiteDatabase
        let unit: Int

        func store<Record: StorableRecord>(of type: Record.Type) -> any RecordStore<Record> {
            SQLiteRecordStore<Record>(database: database, unit: unit)
        }
    }
}
