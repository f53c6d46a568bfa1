import Entities
import UseCases

/// What every ``PlayerRepository`` must do. Fresh, empty repository per check.
public enum PlayerRepositoryContract {
    public typealias Subject = any PlayerRepository

    static func draft(_ first: String, _ number: Int, team: Int = 1) throws -> Player.Draft {
        try Player.Draft(
            firstName: first, lastName: "Player", number: number, teamID: Team.ID(team), position: .catcher)
    }

    public static let contract = Contract<Subject>(
        port: "PlayerRepository",
        checks: [
            .init("create gives ascending ids; find and list return the players in id order") { players in
                let first = try await players.create(try draft("Ann", 7))
                let second = try await players.create(try draft("Bo", 8))
                try expect(first.id == Player.ID(1) && second.id == Player.ID(2), "ids were \(first.id), \(second.id)")
                try expect(try await players.find(id: second.id) == second, "find(id: 2) is not Bo")
                try expect(try await players.list() == [first, second], "list is not [Ann, Bo]")
            },
            .init("every field survives the round trip, the position included") { players in
                let draft = try Player.Draft(
                    firstName: "David", lastName: "Ortiz", number: 34, teamID: Team.ID(3), position: .designatedHitter)
                let created = try await players.create(draft)
                let found = try await players.find(id: created.id)
                try expect(found == Player(id: created.id, draft: draft), "found \(String(describing: found))")
            },
            .init("update moves a player to another team") { players in
                var player = try await players.create(try draft("Ann", 7))
                player.teamID = Team.ID(2)
                try await players.update(player)
                try expect(try await players.find(id: player.id)?.teamID == Team.ID(2), "the transfer was not kept")
            },
            .init("a number taken on the team is refused as a conflict, on create and on transfer") { players in
                let conflict = RepositoryError.conflict(entity: "player", fields: ["teamID", "number"])
                let ann = try await players.create(try draft("Ann", 7, team: 1))
                try await expectThrows(conflict) { () async throws(RepositoryError) in
                    _ = try await players.create(try! draft("Bo", 7, team: 1))
                }
                var bo = try await players.create(try draft("Bo", 7, team: 2))
                bo.teamID = Team.ID(1)
                try await expectThrows(conflict) { () async throws(RepositoryError) in try await players.update(bo) }
                bo.teamID = Team.ID(2)
                try expect(try await players.list() == [ann, bo], "the refused writes changed the players")
            },
            .init("updating or deleting an unknown player is refused as not found") { players in
                let ghost = Player(id: Player.ID(5), draft: try draft("Ghost", 1))
                try await expectThrows(RepositoryError.notFound(entity: "player", id: "5")) {
                    () async throws(RepositoryError) in try await players.update(ghost)
                }
                try await expectThrows(RepositoryError.notFound(entity: "player", id: "5")) {
                    () async throws(RepositoryError) in try await players.delete(id: ghost.id)
                }
            },
        ])
}
