import Entities
import UseCases

/// The league's teams for the ``UnitOfWorkContract``: a team's nickname carries the number
/// (`Count 3`), its abbreviation a letter of its own.
public enum TeamUnitOfWorkProbe: UnitOfWorkProbe {
    static func draft(_ number: Int) -> Team.Draft {
        let letter = String(UnicodeScalar(UInt8(ascii: "A") + UInt8(number % 26)))
        return try! Team.Draft(city: "Boston", nickname: "Count \(number)", abbreviation: "B" + letter)
    }

    public static func create(_ number: Int, in repositories: LeagueRepositories) async throws(RepositoryError) -> Team
    {
        try await repositories.teams.create(draft(number))
    }

    public static func list(in repositories: LeagueRepositories) async throws(RepositoryError) -> [Team] {
        try await repositories.teams.list()
    }

    public static func find(_ team: Team, in repositories: LeagueRepositories) async throws(RepositoryError) -> Team? {
        try await repositories.teams.find(id: team.id)
    }

    public static func renumber(
        _ team: Team, to number: Int, in repositories: LeagueRepositories
    )
        async throws(RepositoryError) -> Team
    {
        let renumbered = try! Team(
            id: team.id, city: team.city.value, nickname: "Count \(number)", abbreviation: team.abbreviation.value)
        try await repositories.teams.update(renumbered)
        return renumbered
    }

    public static func number(of team: Team) -> Int? { Int(team.nickname.value.dropFirst("Count ".count)) }

    public static func deleteMissing(in repositories: LeagueRepositories) async throws(RepositoryError) {
        try await repositories.teams.delete(id: Team.ID(99))
    }
}
