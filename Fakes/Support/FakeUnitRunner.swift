import InterfaceAdapters
import UseCases

/// How every fake unit of work runs a unit, written once: a unit inside another of the same fake
/// is refused at once (as the real storages refuse it), units take turns on an in-process lock, a
/// fault from ``faults`` stops a unit before its work runs (the storage failing to start it), and
/// a unit whose work throws is undone with what its fake saved before it. Records how each unit
/// ended.
public final class FakeUnitRunner: Sendable {
    /// How a unit ended.
    public enum Outcome: Hashable, Sendable {
        /// The work returned; its writes were kept.
        case committed
        /// The work threw; its writes were undone.
        case rolledBack
        /// A fault, or a nested unit, stopped the unit before its work ran.
        case failedToStart
    }

    /// Failures and delays for the next units, or for every unit, before their work runs.
    public let faults = FaultInjector<RepositoryError>()
    private let turns = AsyncLock()
    private let log = Locked<[Outcome]>([])

    public init() {}

    /// How every unit so far ended, in order.
    public var outcomes: [Outcome] { log.withLock { $0 } }

    /// Runs `work` as one unit of the fake `owner`.
    /// - Parameter save: saves what the fake's repositories hold, and returns how to put it back.
    public func run<Result: Sendable, Failure: UnitOfWorkFailure>(
        for owner: AnyObject, saving save: () async -> @Sendable () async -> Void,
        _ work: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        guard !UnitOfWorkScope.isInside(owner) else {
            log.withLock { $0.append(.failedToStart) }
            throw .storage(RepositoryError(UnitOfWorkScope.nestedUnitRefusal, entity: "record"))
        }
        await turns.acquire()
        defer { turns.release() }
        do {
            try await faults.enter()
        } catch {
            log.withLock { $0.append(.failedToStart) }
            throw .storage(error)
        }
        let restore = await save()
        let outcome = await UnitOfWorkScope.inside(owner) { () async -> Swift.Result<Result, Failure> in
            do throws(Failure) {
                return .success(try await work())
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .success(let result):
            log.withLock { $0.append(.committed) }
            return result
        case .failure(let error):
            await restore()
            log.withLock { $0.append(.rolledBack) }
            throw error
        }
    }
}
