import Entities
import Fakes
import UseCases

/// Fake repositories seeded with a small league, Boston (id 1) with Ortiz #34 and New York (id 2)
/// with Jeter #2, behind a fake unit of work.
struct LeagueFixture {
    let teams: FakeTeamRepository
    let players: FakePlayerRepository
    /// The unit of work the interactors get: it hands them `teams` and `players`.
    let unitOfWork: FakeUnitOfWork
    let boston: Team
    let newYork: Team
    let ortiz: Player
    let jeter: Player

    init() throws {
        boston = try Team(id: Team.ID(1), city: "Boston", nickname: "Red Sox", abbreviation: "BOS")
        newYork = try Team(id: Team.ID(2), city: "New York", nickname: "Yankees", abbreviation: "NYY")
        ortiz = Player(
            id: Player.ID(1),
            draft: try Player.Draft(
                firstName: "David", lastName: "Ortiz", number: 34, teamID: boston.id, position: .designatedHitter))
        jeter = Player(
            id: Player.ID(2),
            draft: try Player.Draft(
                firstName: "Derek", lastName: "Jeter", number: 2, teamID: newYork.id, position: .shortstop))
        teams = FakeTeamRepository([boston, newYork])
        players = FakePlayerRepository([ortiz, jeter])
        unitOfWork = FakeUnitOfWork(teams: teams, players: players)
    }
}
