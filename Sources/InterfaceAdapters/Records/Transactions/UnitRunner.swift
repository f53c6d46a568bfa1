/// How a unit of work runs, written once for every medium (memory, files, SQLite) and every fake;
/// each supplies only how to begin, commit and roll back a unit.
///
/// - A unit asked for inside another unit of the same runner is refused at once with
///   ``TransactionError/nested``: it would wait for the outer unit, which waits for it.
/// - The units of a process take turns, first come first served, without blocking a thread; a
///   standalone operation of the medium takes its turn too (``takingTurn(_:)``).
/// - The work's result or error is captured; the unit is committed when the work returns and
///   rolled back when it throws.
///
/// ```swift
/// try await runner.run {
///     try await beginTransaction()              // a failure here is .storage(_)
/// } work: { unit in try await work(stores(for: unit)) } commit: { unit in
///     try await commitTransaction(unit)         // undoes the unit itself when it cannot keep it
/// } rollBack: { unit in await rollBackTransaction(unit) }
/// ```
public final class UnitRunner: Sendable {
    private let turns = AsyncLock()

    public init() {}

    /// `true` when the current task runs inside one of this runner's units (or a child task of one).
    public var isInsideUnit: Bool { UnitOfWorkScope.isInside(self) }

    /// Runs `work` as one unit.
    /// - Parameters:
    ///   - begin: starts the unit, once this process's earlier units are done; what it returns is
    ///     the unit, handed to the other three.
    ///   - commit: keeps the unit's writes; when it throws, nothing of the unit may be kept.
    ///   - rollBack: undoes the unit's writes after its work threw.
    /// - Throws: ``TransactionError/nested`` inside a unit of this runner; ``TransactionError/storage(_:)``
    ///   when `begin` or `commit` failed; ``TransactionError/work(_:)`` with the work's error.
    public func run<Unit: Sendable, Result, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation,
        begin: () async throws(RecordStoreError) -> Unit,
        work: (Unit) async throws(Failure) -> Result,
        commit: (Unit) async throws(RecordStoreError) -> Void,
        rollBack: (Unit) async -> Void
    ) async throws(TransactionError<Failure>) -> Result {
        guard !isInsideUnit else { throw .nested }
        await turns.acquire()
        defer { turns.release() }
        let unit: Unit
        do {
            unit = try await begin()
        } catch {
            throw .storage(error)
        }
        let outcome = await UnitOfWorkScope.inside(self) { () async -> Swift.Result<Result, Failure> in
            do throws(Failure) {
                return .success(try await work(unit))
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .failure(let error):
            await rollBack(unit)
            throw .work(error)
        case .success(let result):
            do {
                try await commit(unit)
            } catch {
                throw .storage(error)
            }
            return result
        }
    }

    /// Runs `body`, a standalone operation of the medium, once no unit of this process holds it.
    /// Check ``isInsideUnit`` first: from inside a unit, this would wait for it forever.
    public func takingTurn<Result, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        await turns.acquire()
        defer { turns.release() }
        return try await body()
    }
}
