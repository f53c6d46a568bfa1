import Entities
import Foundation
import UseCases

/// A team repository on a store the kit does not ship, written as an app's team writes one for
/// its own store (SwiftData, Core Data, GRDB…): it knows only the port, the entities and its store,
/// here the teams in one property list read and written whole, with the highest id given (so
/// that a deleted team's id is not given again). The `TeamRepository` contract,
/// which it is registered for in one line (``Implementations/teamRepositories``), proves it.
actor PropertyListTeamRepository: TeamRepository {
    /// A team as the property list keeps it.
    private struct StoredTeam: Codable {
        var id: Int
        var abbreviation: String
        var city: String
        var nickname: String
    }

    /// The property list: the teams, and the highest id given.
    private struct StoredTeams: Codable {
        var highestID = 0
        var teams: [StoredTeam] = []
    }

    private let file: Foundation.URL

    init(file: Foundation.URL) { self.file = file }

    func create(_ draft: Team.Draft) throws(RepositoryError) -> Team {
        var stored = try load()
        try refuseTaken(draft.abbreviation.value, among: stored.teams, except: nil)
        stored.highestID = max(stored.highestID, stored.teams.map(\.id).max() ?? 0) + 1
        let team = Team(id: Team.ID(stored.highestID), draft: draft)
        stored.teams.append(Self.stored(team))
        try save(stored)
        return team
    }

    func find(id: Team.ID) throws(RepositoryError) -> Team? {
        guard let stored = try load().teams.first(where: { $0.id == id.rawValue }) else { return nil }
        return try Self.team(stored)
    }

    func list() throws(RepositoryError) -> [Team] {
        var teams: [Team] = []
        for stored in try load().teams.sorted(by: { $0.id < $1.id }) { teams.append(try Self.team(stored)) }
        return teams
    }

    func update(_ team: Team) throws(RepositoryError) {
        var stored = try load()
        guard let index = stored.teams.firstIndex(where: { $0.id == team.id.rawValue }) else {
            throw .notFound(entity: "team", id: "\(team.id.rawValue)")
        }
        try refuseTaken(team.abbreviation.value, among: stored.teams, except: team.id.rawValue)
        stored.teams[index] = Self.stored(team)
        try save(stored)
    }

    func delete(id: Team.ID) throws(RepositoryError) {
        var stored = try load()
        guard let index = stored.teams.firstIndex(where: { $0.id == id.rawValue }) else {
            throw .notFound(entity: "team", id: "\(id.rawValue)")
        }
        stored.teams.remove(at: index)
        try save(stored)
    }

    /// A second team may not take an abbreviation: the rule the store guards.
    private func refuseTaken(_ abbreviation: String, among teams: [StoredTeam], except id: Int?) throws(RepositoryError)
    {
        if teams.contains(where: { $0.abbreviation == abbreviation && $0.id != id }) {
            throw .conflict(entity: "team", fields: ["abbreviation"])
        }
    }

    private func load() throws(RepositoryError) -> StoredTeams {
        guard FileManager.default.fileExists(atPath: file.path) else { return StoredTeams() }
        let data: Foundation.Data
        do {
            data = try Foundation.Data(contentsOf: file)
        } catch {
            throw .unavailable("cannot read \(file.path): \(error.localizedDescription)")
        }
        do {
            return try PropertyListDecoder().decode(StoredTeams.self, from: data)
        } catch {
            throw .corrupt("\(file.path) is not a list of teams")
        }
    }

    private func save(_ teams: StoredTeams) throws(RepositoryError) {
        do {
            try PropertyListEncoder().encode(teams).write(to: file, options: .atomic)
        } catch {
            throw .unavailable("cannot write \(file.path): \(error.localizedDescription)")
        }
    }

    private static func stored(_ team: Team) -> StoredTeam {
        StoredTeam(
            id: team.id.rawValue, abbreviation: team.abbreviation.value, city: team.city.value,
            nickname: team.nickname.value)
    }

    /// A stored team as an entity: one that breaks the entity's rules (an edited file) is corrupt.
    private static func team(_ stored: StoredTeam) throws(RepositoryError) -> Team {
        do {
            return try Team(
                id: Team.ID(stored.id), city: stored.city, nickname: stored.nickname,
                abbreviation: stored.abbreviation)
        } catch {
            throw .corrupt("team \(stored.id) breaks a rule: \(error)")
        }
    }
}
