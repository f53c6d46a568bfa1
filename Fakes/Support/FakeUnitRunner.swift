import InterfaceAdapters
import Locking
import UseCases

/// How every fake unit of work runs a unit: with the ``UnitRunner`` the real storages use (a unit
/// inside another of the same fake is refused at once, units take turns), where a fault from
/// ``faults`` stops a unit before its work runs (the storage failing to start it), and a unit whose
/// work throws is undone with what its fake saved before it. Records how each unit ended.
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
    private let runner = UnitRunner()
    private let log = Locked<[Outcome]>([])

    public init() {}

    /// How every unit so far ended, in order.
    public var outcomes: [Outcome] { log.withLock { $0 } }

    /// Runs `work` as one unit.
    /// - Parameter save: saves what the fake's repositories hold, and returns how to put it back.
    public func run<Result: Sendable, Failure: UnitOfWorkFailure>(
        saving save: () async -> @Sendable () async -> Void, _ work: () async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        typealias Restore = @Sendable () async -> Void
        var fault: RepositoryError?
        do throws(TransactionError<Failure>) {
            return try await runner.run { () async throws(RecordStoreError) -> Restore in
                do throws(RepositoryError) {
                    try await faults.enter()
                } catch {
                    fault = error
                    throw .unavailable("the fake unit of work failed to start")
                }
                return await save()
            } work: { (_: Restore) async throws(Failure) -> Result in
                try await work()
            } commit: { (_: Restore) async throws(RecordStoreError) in
                log.withLock { $0.append(.committed) }
            } rollBack: { (restore: Restore) async in
                await restore()
                log.withLock { $0.append(.rolledBack) }
            }
        } catch {
            switch error {
            case .work(let failure):
                throw failure
            case .storage(let failure):
                log.withLock { $0.append(.failedToStart) }
                throw .storage(fault ?? RepositoryError(failure, entity: "record"))
            case .nested:
                log.withLock { $0.append(.failedToStart) }
                throw .storage(.nestedUnit)
            }
        }
    }
}
