/// The repositories a unit of work of the league hands to its work: every team and player read
/// or write of an interactor goes through these, inside one ``UnitOfWork``.
public struct LeagueRepositories: Sendable {
    public let teams: any TeamRepository
    public let players: any PlayerRepository

    public init(teams: any TeamRepository, players: any PlayerRepository) {
        self.teams = teams
        self.players = players
    }
}
