import Entities
import InterfaceAdapters
import UseCases

/// The league's unit of work over fake repositories, as simple as the real ones are strict: units
/// take turns on an in-process lock, and a unit whose work throws leaves the repositories as they
/// were. Records how each unit ended and fails on demand: a failure from ``faults`` is the storage
/// failing to start the unit.
public final class FakeUnitOfWork: UnitOfWork {
    /// How a unit ended.
    public enum Outcome: Hashable, Sendable {
        /// The work returned; its writes were kept.
        case committed
        /// The work threw; its writes were undone.
        case rolledBack
        /// A fault stopped the unit before its work ran.
        case failedToStart
    }

    public let teams: FakeTeamRepository
    public let players: FakePlayerRepository
    /// Failures and delays for the next units, or for every unit, before their work runs.
    public let faults = FaultInjector<RepositoryError>()
    private let turns = AsyncLock()
    private let log = Locked<[Outcome]>([])

    /// A unit of work over `teams` and `players` (empty fakes by default).
    public init(
        teams: FakeTeamRepository = FakeTeamRepository(), players: FakePlayerRepository = FakePlayerRepository()
    ) {
        self.teams = teams
        self.players = players
    }

    /// How every unit so far ended, in order.
    public var outcomes: [Outcome] { log.withLock { $0 } }

    public func perform<Result: Sendable, Failure: UnitOfWorkFailure>(
        _ work: @Sendable (LeagueRepositories) async throws(Failure) -> Result
    ) async throws(Failure) -> Result {
        guard !UnitOfWorkScope.isInside(self) else {
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
        let (teamsBefore, playersBefore) = (await teams.stored, await players.stored)
        let repositories = LeagueRepositories(teams: teams, players: players)
        let outcome = await UnitOfWorkScope.inside(self) { () async -> Swift.Result<Result, Failure> in
            do throws(Failure) {
                return .success(try await work(repositories))
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .success(let result):
            log.withLock { $0.append(.committed) }
            return result
        case .failure(let error):
            await teams.restore(teamsBefore)
            await players.restore(playersBefore)
            log.withLock { $0.append(.rolledBack) }
            throw error
        }
    }
}
