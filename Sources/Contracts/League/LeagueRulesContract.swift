import Entities
import UseCases

/// The league's rules under racing requests, over any ``UnitOfWork`` of the league: whatever the
/// medium, twenty signings of one number sign one player, and twenty registrations of one
/// abbreviation register one team. Fresh, empty storage per check.
public enum LeagueRulesContract {
    public typealias Subject = any UnitOfWork<LeagueRepositories>

    /// Runs `request` `count` times at once and returns what each run gave.
    static func race<Value: Sendable>(
        _ count: Int, _ request: @escaping @Sendable (Int) async throws(LeagueError) -> Value
    ) async -> [Swift.Result<Value, LeagueError>] {
        let starting = StartLine(runners: count)
        return await withTaskGroup(of: Swift.Result<Value, LeagueError>.self) { group in
            for index in 0..<count {
                group.addTask {
                    await starting.arriveAndWait()
                    do throws(LeagueError) {
                        return .success(try await request(index))
                    } catch {
                        return .failure(error)
                    }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
    }

    public static let contract = Contract<Subject>(
        port: "League rules under races",
        checks: [
            .init("twenty signings of one number at once: one player signed, nineteen refused naming them") { league in
                _ = try await RegisterTeam(league: league).execute(
                    .init(abbreviation: "BOS", city: "Boston", nickname: "Red Sox"))
                let sign = SignPlayer(league: league)
                let results = await race(20) { (index) async throws(LeagueError) in
                    try await sign.execute(
                        .init(
                            firstName: "Player", lastName: "\(index)", number: 34, position: "Pitcher",
                            teamAbbreviation: "BOS"))
                }
                let signed = results.compactMap { try? $0.get() }
                try expect(signed.count == 1, "\(signed.count) players were signed as #34")
                let wearer = signed[0].player
                let refusals = results.filter {
                    $0 == .failure(.numberTaken(wearer.number, team: signed[0].team, wornBy: wearer))
                }
                try expect(refusals.count == 19, "\(refusals.count) of 19 refusals name \(wearer.fullName): \(results)")
                let roster = try await GetRoster(league: league).execute(teamAbbreviation: "BOS")
                try expect(roster.count == 1, "the roster holds \(roster.count) players")
            },
            .init("twenty registrations of one abbreviation at once: one team, nineteen refused") { league in
                let register = RegisterTeam(league: league)
                let results = await race(20) { (index) async throws(LeagueError) in
                    try await register.execute(.init(abbreviation: "BOS", city: "City \(index)", nickname: "Sox"))
                }
                let refusals = results.filter { $0 == .failure(.abbreviationTaken("BOS")) }
                try expect(refusals.count == 19, "\(refusals.count) of 19 refusals: \(results)")
                let teams = try await ListTeams(league: league).execute()
                try expect(teams.count == 1, "\(teams.count) teams are registered as BOS")
            },
        ])
}
