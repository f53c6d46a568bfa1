import Entities
import UseCases

/// What every ``UnitOfWork`` of the league must do: keep a unit's writes together, undo all of
/// them when its work throws, and make racing units take turns. Fresh, empty storage per check.
public enum UnitOfWorkContract {
    public typealias Subject = any UnitOfWork<LeagueRepositories>

    /// The work's own error, which the unit must pass on unchanged.
    struct Abandoned: Error, Equatable {}

    static func boston() throws -> Team.Draft {
        try Team.Draft(city: "Boston", nickname: "Red Sox", abbreviation: "BOS")
    }

    static func player(_ first: String, number: Int, on team: Team) throws -> Player.Draft {
        try Player.Draft(firstName: first, lastName: "Player", number: number, teamID: team.id, position: .catcher)
    }

    /// Lists the teams and players in a unit of their own.
    static func contents(of league: Subject) async throws -> ([Team], [Player]) {
        try await league.perform { (repositories) async throws(RepositoryError) in
            (try await repositories.teams.list(), try await repositories.players.list())
        }
    }

    public static let contract = Contract<Subject>(
        port: "UnitOfWork",
        checks: [
            .init("a unit's writes are kept when its work returns, and its result is returned") { league in
                let (team, player) = try await league.perform { (repositories) async throws(RepositoryError) in
                    let team = try await repositories.teams.create(try! boston())
                    let player = try await repositories.players.create(try! Self.player("Ann", number: 7, on: team))
                    return (team, player)
                }
                let (teams, players) = try await contents(of: league)
                try expect(teams == [team] && players == [player], "the next unit sees \(teams) and \(players)")
            },
            .init("inside a unit, reads see the unit's own writes") { league in
                try await league.perform { (repositories) async throws(RepositoryError) in
                    let team = try await repositories.teams.create(try! boston())
                    let found = try await repositories.teams.find(id: team.id)
                    let listed = try await repositories.teams.list()
                    guard found == team, listed == [team] else {
                        throw .corrupt("inside the unit, find gave \(String(describing: found)) and list \(listed)")
                    }
                }
            },
            .init("a unit whose work throws keeps none of its writes, and its error comes out unchanged") { league in
                let kept = try await league.perform { (repositories) async throws(RepositoryError) in
                    try await repositories.teams.create(try! boston())
                }
                do {
                    try await league.perform { (repositories) async throws(AbandonedOrStorage) in
                        do throws(RepositoryError) {
                            let team = try await repositories.teams.create(
                                try! Team.Draft(city: "New York", nickname: "Yankees", abbreviation: "NYY"))
                            _ = try await repositories.players.create(try! player("Ann", number: 7, on: team))
                            try await repositories.teams.update(
                                try! Team(id: kept.id, city: "Boston", nickname: "Americans", abbreviation: "BOS"))
                            try await repositories.players.delete(id: Player.ID(99))
                        } catch .notFound {
                            throw .abandoned
                        } catch {
                            throw .storage(error)
                        }
                    }
                    throw ContractFailure("the work's error was not passed on")
                } catch let error as AbandonedOrStorage {
                    try expect(error == .abandoned, "the work's error came out as \(error)")
                }
                let (teams, players) = try await contents(of: league)
                try expect(teams == [kept] && players.isEmpty, "after the failed unit: \(teams), \(players)")
            },
            .init("a unit after a failed one runs normally") { league in
                _ = try? await league.perform { (_) async throws(RepositoryError) in throw .unavailable("on purpose") }
                let team = try await league.perform { (repositories) async throws(RepositoryError) in
                    try await repositories.teams.create(try! boston())
                }
                try expect(try await contents(of: league).0 == [team], "the unit after a failed one was not kept")
            },
            .init("a unit asked for inside another fails at once as a storage failure, instead of waiting for itself") {
                league in
                let inner = try await league.perform { (_) async throws(RepositoryError) -> RepositoryError? in
                    do throws(RepositoryError) {
                        try await league.perform { (_) async throws(RepositoryError) in }
                        return nil
                    } catch {
                        return error
                    }
                }
                guard case .unavailable(let message)? = inner, message.contains("inside another") else {
                    throw ContractFailure("the inner unit gave \(String(describing: inner)), not a storage failure")
                }
                // The outer unit ended normally: the next one runs.
                _ = try await contents(of: league)
            },
            .init("racing units take turns: 24 read-then-write units lose no update") { league in
                let team = try await league.perform { (repositories) async throws(RepositoryError) in
                    try await repositories.teams.create(
                        try! Team.Draft(city: "Boston", nickname: "Count 0", abbreviation: "BOS"))
                }
                let starting = StartLine(runners: 24)
                try await withThrowingTaskGroup(of: Void.self) { group in
                    for _ in 0..<24 {
                        group.addTask {
                            // Every unit asks to start at the same moment.
                            await starting.arriveAndWait()
                            try await league.perform { (repositories) async throws(RepositoryError) in
                                guard let current = try await repositories.teams.find(id: team.id) else {
                                    throw .notFound(entity: "team", id: "\(team.id)")
                                }
                                let count = Int(current.nickname.value.dropFirst("Count ".count))!
                                // Give every other unit the chance to read the same count.
                                for _ in 0..<8 { await Task.yield() }
                                try await repositories.teams.update(
                                    try! Team(
                                        id: team.id, city: "Boston", nickname: "Count \(count + 1)", abbreviation: "BOS"
                                    ))
                            }
                        }
                    }
                    try await group.waitForAll()
                }
                let nickname = try await contents(of: league).0.first?.nickname.value
                try expect(nickname == "Count 24", "after 24 increments the count is \(nickname ?? "gone")")
            },
        ])

    /// The work's error in the failing check: abandoned on purpose, or a storage failure.
    enum AbandonedOrStorage: UnitOfWorkFailure, Equatable {
        case abandoned
        case storage(RepositoryError)
    }
}
