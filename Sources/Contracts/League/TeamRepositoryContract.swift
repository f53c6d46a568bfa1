import Entities
import UseCases

/// What every ``TeamRepository`` must do: the use cases' persistence port. Fresh, empty
/// repository per check.
public enum TeamRepositoryContract {
    public typealias Subject = any TeamRepository

    static func draft(_ abbreviation: String, _ city: String, _ nickname: String) throws -> Team.Draft {
        try Team.Draft(city: city, nickname: nickname, abbreviation: abbreviation)
    }

    public static let contract = Contract<Subject>(
        port: "TeamRepository",
        checks: [
            .init("an empty repository lists nothing and finds nothing") { teams in
                try expect(try await teams.list().isEmpty, "an empty repository lists teams")
                try expect(try await teams.find(id: Team.ID(1)) == nil, "an empty repository found team 1")
            },
            .init("create gives ascending ids and returns the team as stored") { teams in
                let boston = try await teams.create(try draft("BOS", "Boston", "Red Sox"))
                let newYork = try await teams.create(try draft("NYY", "New York", "Yankees"))
                try expect(
                    boston.id == Team.ID(1) && newYork.id == Team.ID(2), "ids were \(boston.id) and \(newYork.id)")
                try expect(boston.fullName == "Boston Red Sox", "created \(boston.fullName)")
            },
            .init("find and list return what was created, in id order") { teams in
                let boston = try await teams.create(try draft("BOS", "Boston", "Red Sox"))
                let newYork = try await teams.create(try draft("NYY", "New York", "Yankees"))
                try expect(try await teams.find(id: newYork.id) == newYork, "find(id: 2) did not return the Yankees")
                try expect(try await teams.list() == [boston, newYork], "list is not [BOS, NYY] in id order")
            },
            .init("update replaces the team") { teams in
                let boston = try await teams.create(try draft("BOS", "Boston", "Red Sox"))
                let renamed = try Team(id: boston.id, city: "Boston", nickname: "Americans", abbreviation: "BOS")
                try await teams.update(renamed)
                try expect(try await teams.find(id: boston.id) == renamed, "the update was not kept")
            },
            .init("updating an unknown team is refused as not found") { teams in
                let ghost = try Team(id: Team.ID(9), city: "Nowhere", nickname: "Ghosts", abbreviation: "GHO")
                try await expectThrows(RepositoryError.notFound(entity: "team", id: "9")) {
                    () async throws(RepositoryError) in try await teams.update(ghost)
                }
                try expect(try await teams.list().isEmpty, "a refused update created a team")
            },
            .init("a second team with a taken abbreviation is refused as a conflict, and not stored") { teams in
                let boston = try await teams.create(try draft("BOS", "Boston", "Red Sox"))
                try await expectThrows(RepositoryError.conflict(entity: "team", fields: ["abbreviation"])) {
                    () async throws(RepositoryError) in
                    _ = try await teams.create(try! draft("BOS", "Bristol", "Bears"))
                }
                try expect(try await teams.list() == [boston], "the refused team was stored")
            },
            .init("updating a team to a taken abbreviation is refused as a conflict, and both teams stay") { teams in
                let boston = try await teams.create(try draft("BOS", "Boston", "Red Sox"))
                let newYork = try await teams.create(try draft("NYY", "New York", "Yankees"))
                let clash = try Team(id: newYork.id, city: "New York", nickname: "Yankees", abbreviation: "BOS")
                try await expectThrows(RepositoryError.conflict(entity: "team", fields: ["abbreviation"])) {
                    () async throws(RepositoryError) in try await teams.update(clash)
                }
                try expect(try await teams.list() == [boston, newYork], "the refused update changed the teams")
            },
            .init("delete removes the team; deleting it again is refused as not found; its id is not given again") {
                teams in
                let boston = try await teams.create(try draft("BOS", "Boston", "Red Sox"))
                try await teams.delete(id: boston.id)
                try expect(try await teams.find(id: boston.id) == nil, "the deleted team is still found")
                try await expectThrows(RepositoryError.notFound(entity: "team", id: "1")) {
                    () async throws(RepositoryError) in try await teams.delete(id: boston.id)
                }
                let next = try await teams.create(try draft("NYY", "New York", "Yankees"))
                try expect(next.id.rawValue == 2, "after deleting team 1, the next id is \(next.id), not 2")
            },
        ])
}
