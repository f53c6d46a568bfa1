import Entities

/// Why the league refused a request, in the domain's terms. It carries data only (the values
/// involved, never a sentence): what a person reads, and any hint about what to do next, is
/// worded by the presenters of the delivery mechanism.
public enum LeagueError: Swift.Error, Hashable, Sendable, UnitOfWorkFailure {
    /// A value broke a business rule of the entity layer.
    case invalid(ValidationError)
    /// No team has this abbreviation.
    case unknownTeam(String)
    /// Another team already uses this abbreviation.
    case abbreviationTaken(String)
    /// No player has this id.
    case unknownPlayer(Player.ID)
    /// The number is worn by another player of the team.
    case numberTaken(JerseyNumber, team: Team, wornBy: Player)
    /// The player already plays for the team they would be transferred to.
    case alreadyOnTeam(Player, team: Team)
    /// The storage behind a repository, or behind the unit of work, failed.
    case storage(RepositoryError)
}

/// Runs a repository call, reporting its failure as a league error.
func storage<Value>(_ body: () async throws(RepositoryError) -> Value) async throws(LeagueError) -> Value {
    do {
        return try await body()
    } catch {
        throw .storage(error)
    }
}

/// Runs entity validation, reporting a broken rule as a league error.
func validated<Value>(_ body: () throws(ValidationError) -> Value) throws(LeagueError) -> Value {
    do {
        return try body()
    } catch {
        throw .invalid(error)
    }
}
