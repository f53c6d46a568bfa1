import Entities

/// Why the league refused a request, in the domain's terms. What a person reads, and any hint
/// about what to do next, is worded by the presenters and views of the delivery mechanism.
public enum LeagueError: Swift.Error, Hashable, Sendable, CustomStringConvertible, UnitOfWorkFailure {
    /// A value broke a business rule of the entity layer.
    case invalid(ValidationError)
    /// No team has this abbreviation.
    case unknownTeam(String)
    /// Another team already uses this abbreviation.
    case abbreviationTaken(String)
    /// No player has this id.
    case unknownPlayer(Player.ID)
    /// The number is worn by another player of the team.
    case numberTaken(number: Int, team: String, wornBy: String)
    /// The player already plays for the team they would be transferred to.
    case alreadyOnTeam(player: String, team: String)
    /// The storage behind a repository, or behind the unit of work, failed.
    case storage(RepositoryError)

    public var description: String {
        switch self {
        case .invalid(let error): "\(error)"
        case .unknownTeam(let abbreviation): "no team is registered as \(abbreviation)"
        case .abbreviationTaken(let abbreviation): "a team is already registered as \(abbreviation)"
        case .unknownPlayer(let id): "no player has id \(id)"
        case .numberTaken(let number, let team, let wornBy):
            "number \(number) is already worn by \(wornBy) on the \(team)"
        case .alreadyOnTeam(let player, let team): "\(player) already plays for the \(team)"
        case .storage(let error): "\(error)"
        }
    }
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
