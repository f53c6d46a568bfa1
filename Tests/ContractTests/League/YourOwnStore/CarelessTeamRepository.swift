import Entities
import UseCases

/// A first draft of a team repository, wrong on purpose: it keys the teams by abbreviation, so a
/// team created or updated with a taken abbreviation silently replaces the other instead of being
/// refused. Everything else it does right; the contract catches the one mistake, in both checks
/// that reach it.
actor CarelessTeamRepository: TeamRepository {
    private var teams: [String: Team] = [:]
    private var lastID = 0

    func create(_ draft: Team.Draft) -> Team {
        lastID += 1
        let team = Team(id: Team.ID(lastID), draft: draft)
        teams[draft.abbreviation.value] = team
        return team
    }

    func find(id: Team.ID) -> Team? { teams.values.first { $0.id == id } }

    func list() -> [Team] { teams.values.sorted { $0.id < $1.id } }

    func update(_ team: Team) throws(RepositoryError) {
        guard let old = teams.values.first(where: { $0.id == team.id }) else {
            throw .notFound(entity: "team", id: "\(team.id)")
        }
        teams[old.abbreviation.value] = nil
        teams[team.abbreviation.value] = team
    }

    func delete(id: Team.ID) throws(RepositoryError) {
        guard let old = teams.values.first(where: { $0.id == id }) else {
            throw .notFound(entity: "team", id: "\(id)")
        }
        teams[old.abbreviation.value] = nil
    }
}
