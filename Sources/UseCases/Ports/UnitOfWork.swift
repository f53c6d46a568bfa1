/// Runs work that reads to decide a write as one atomic unit: the work's reads and writes happen
/// as if no other unit ran meanwhile, in this process or any other, and its writes are kept all
/// together when the work returns, or none of them when it throws.
///
/// The port hands the work the only repositories it may use, so an interactor cannot read
/// outside the unit by mistake: it holds the unit of work, never a repository. The business rule
/// ("the number must be free on the team") stays in the interactor, checked inside the unit; how
/// the unit is made atomic (a SQLite transaction, a lock file, an in-process lock) is the
/// storage's business.
///
/// ```swift
/// try await league.perform { (repositories) async throws(LeagueError) in
///     let players = try await storage { () async throws(RepositoryError) in try await repositories.players.list() }
///     guard !players.contains(where: { $0.number == draft.number && $0.teamID == team.id }) else { throw … }
///     return try await storage { () async throws(RepositoryError) in try await repositories.players.create(draft) }
/// }
/// ```
public protocol UnitOfWork<Repositories>: Sendable {
    /// What the work may read and write: a small struct of repository ports.
    associatedtype Repositories: Sendable

    /// Runs `work` as one unit and returns its result.
    ///
    /// - Throws: the work's own error, unchanged, after undoing everything it wrote; or
    ///   `Failure.storage(_:)` when the unit itself could not start or be kept (the storage is
    ///   locked past its timeout, the disk is full), after undoing everything as well.
    func perform<Result: Sendable, Failure: UnitOfWorkFailure>(
        _ work: @Sendable (Repositories) async throws(Failure) -> Result
    ) async throws(Failure) -> Result
}

/// An error that can report a unit of work's own storage failure (failing to start or to keep
/// the unit), so that an interactor sees one error type whatever failed. The league example's
/// `LeagueError` conforms through its `storage(_:)` case.
public protocol UnitOfWorkFailure: Error {
    /// The failure of the storage behind the unit, not of the work.
    static func storage(_ error: RepositoryError) -> Self
}

extension RepositoryError: UnitOfWorkFailure {
    public static func storage(_ error: RepositoryError) -> RepositoryError { error }
}
