import InterfaceAdapters

/// A SQLite database file and its one connection, shared by every store that uses it; also the
/// `--store sqlite` medium of units of work.
///
/// - A unit of work (``transaction(_:)``) is a write transaction that takes SQLite's write lock
///   before its first read (`BEGIN IMMEDIATE`), so two processes' units can never both read, then
///   both write: the second waits for the first. It is committed when the work returns and
///   rolled back when it throws.
/// - Inside the process, units and single operations take turns on the connection (an in-process
///   lock, then the actor): no statement of another task can slip into a unit.
/// - A write lock held by another process is waited out for up to `busyTimeout` (SQLite's busy
///   handler), then the operation fails with `SQLITE_BUSY`.
/// - Each collection's table and unique indexes are created on first use.
public actor SQLiteDatabase: TransactionalRecordStorage {
    private let connection: SQLiteConnection
    private let turns = AsyncLock()
    /// The unit of work that holds the connection now, by number; `nil` between units.
    private var currentUnit: Int?
    private var unitsStarted = 0
    /// The collections whose table exists as far as this connection knows.
    private var preparedCollections: Set<String> = []

    /// Opens (and creates if needed) the database at `path`; `":memory:"` for a private one.
    public init(path: String, busyTimeoutMilliseconds: Int32 = 5_000) throws(SQLiteError) {
        connection = try SQLiteConnection(path: path, busyTimeoutMilliseconds: busyTimeoutMilliseconds)
        if path != ":memory:" {
            try connection.query("PRAGMA journal_mode = WAL")
        }
    }

    /// Runs `work` with the connection, as statements of their own (each committed when it ends),
    /// after any unit of work in progress.
    public func run<T: Sendable>(
        _ work: @Sendable (SQLiteConnection) throws(SQLiteError) -> T
    ) async throws(SQLiteError)
        -> T
    {
        await turns.acquire()
        defer { turns.release() }
        return try work(connection)
    }

    public func transaction<Result: Sendable, Failure: Error>(
        _ work: @Sendable (any RecordStores) async throws(Failure) -> Result
    ) async throws(TransactionError<Failure>) -> Result {
        await turns.acquire()
        defer { turns.release() }
        do {
            try connection.query("BEGIN IMMEDIATE")
        } catch {
            throw .storage(error.recordStoreError(collection: "the database"))
        }
        unitsStarted += 1
        currentUnit = unitsStarted
        defer { currentUnit = nil }
        let result: Result
        do {
            result = try await work(Stores(database: self, unit: unitsStarted))
        } catch {
            rollBack()
            throw .work(error)
        }
        do {
            try connection.query("COMMIT")
        } catch {
            rollBack()
            throw .storage(error.recordStoreError(collection: "the database"))
        }
        return result
    }

    // MARK: - For the record stores

    /// Why a store's operation failed: setting up its table, or the operation itself.
    enum StoreFailure: Error {
        case schema(SQLiteError)
        case statement(SQLiteError)
    }

    /// Runs `work` for a store of `schema`, outside any unit: after any unit in progress.
    func run<T: Sendable>(
        preparing schema: RecordSchema, _ work: @Sendable (SQLiteConnection) throws(SQLiteError) -> T
    ) async throws(StoreFailure) -> T {
        await turns.acquire()
        defer { turns.release() }
        return try prepared(schema, work)
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
        return try prepared(schema, work)
    }

    /// Creates the table and the unique indexes of `schema` unless this connection made them,
    /// then runs `work`.
    private func prepared<T>(
        _ schema: RecordSchema, _ work: (SQLiteConnection) throws(SQLiteError) -> T
    ) throws(StoreFailure) -> T {
        if !preparedCollections.contains(schema.collection) {
            do {
                for statement in SQLiteSchema(schema).creation { try connection.query(statement) }
            } catch {
                throw .schema(error)
            }
            preparedCollections.insert(schema.collection)
        }
        do {
            return try work(connection)
        } catch {
            throw .statement(error)
        }
    }

    private func rollBack() {
        _ = try? connection.query("ROLLBACK")
        // The unit may have created tables that the rollback undid.
        preparedCollections.removeAll()
    }

    /// The stores of one unit: SQLite record stores bound to it.
    private struct Stores: RecordStores {
        let database: SQLiteDatabase
        let unit: Int

        func store<Record: StorableRecord>(of type: Record.Type) -> any RecordStore<Record> {
            SQLiteRecordStore<Record>(database: database, unit: unit)
        }
    }
}
