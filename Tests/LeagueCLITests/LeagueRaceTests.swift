import Foundation
import ProcessSpawning
import Testing

/// How many times each race is run; `RACE_ROUNDS` raises it for a long soak.
private let roundCount = Int(ProcessInfo.processInfo.environment["RACE_ROUNDS"] ?? "") ?? 5
/// How many processes race each time.
private let contenders = 8

@Suite("League rules hold when league processes race on one data folder", .serialized)
struct LeagueRaceTests {

    /// Starts every command at once (each waits at a start gate until all are started) and returns
    /// their outcomes.
    func race(_ league: AppUnderTest, _ commands: [[String]]) async throws -> [ChildProcess.Outcome] {
        let gate = try StartGate()
        var running: [ChildProcess.Running] = []
        for command in commands { running.append(try league.launch(command, at: gate)) }
        gate.open()
        var outcomes: [ChildProcess.Outcome] = []
        for process in running { outcomes.append(await process.finish()) }
        return outcomes
    }

    /// Runs `body` once per round, each time on a fresh data folder; `s` selects the store.
    func eachRound(
        on store: String, _ body: (_ league: AppUnderTest, _ s: [String], _ round: Int) async throws -> Void
    ) async throws {
        for round in 0..<roundCount {
            let league = try AppUnderTest()
            defer { league.remove() }
            try await body(league, ["--store", store], round)
        }
    }

    /// Checks that exactly one command won and every other one was refused with `refusal`.
    func expectOneWinner(_ outcomes: [ChildProcess.Outcome], refusal: String, round: Int) {
        let winners = outcomes.filter { $0.status == 0 }
        let losers = outcomes.filter { $0.status == 1 && $0.standardError.contains(refusal) }
        #expect(winners.count == 1, "round \(round): \(winners.count) winners:\n\(outcomes.map(\.description))")
        #expect(
            losers.count == outcomes.count - 1,
            "round \(round): every loser must exit 1 saying '\(refusal)':\n\(outcomes.map(\.description))")
    }

    @Test(
        "Eight signings of one number at once: one is signed, seven are refused as already worn",
        arguments: AppUnderTest.storesKeepingData)
    func signings(store: String) async throws {
        try await eachRound(on: store) { league, s, round in
            #expect(
                try await league.run(s + ["team", "add", "BOS", "--city", "Boston", "--nickname", "Red Sox"]).status
                    == 0)
            let outcomes = try await race(
                league,
                (0..<contenders).map { index in
                    s + [
                        "player", "sign", "Player", "\(index)", "--number", "34", "--position", "Pitcher", "--team",
                        "BOS",
                    ]
                })
            expectOneWinner(outcomes, refusal: "number 34 is already worn by Player", round: round)
            let roster = try await league.run(s + ["roster", "BOS"])
            #expect(roster.lines.count == 1, "round \(round): the roster is \(roster.lines)")
        }
    }

    @Test(
        "Eight registrations of one abbreviation at once: one is registered, seven are refused",
        arguments: AppUnderTest.storesKeepingData)
    func registrations(store: String) async throws {
        try await eachRound(on: store) { league, s, round in
            let outcomes = try await race(
                league,
                (0..<contenders).map { index in
                    s + ["team", "add", "BOS", "--city", "City \(index)", "--nickname", "Sox"]
                })
            expectOneWinner(outcomes, refusal: "a team is already registered as BOS", round: round)
            let teams = try await league.run(s + ["teams"])
            #expect(teams.lines.count == 1, "round \(round): the teams are \(teams.lines)")
        }
    }

    @Test(
        "Eight transfers onto one free number at once: one moves, seven are refused as already worn",
        arguments: AppUnderTest.storesKeepingData)
    func transfers(store: String) async throws {
        try await eachRound(on: store) { league, s, round in
            #expect(
                try await league.run(s + ["team", "add", "BOS", "--city", "Boston", "--nickname", "Red Sox"]).status
                    == 0)
            // Player i wears #34 on team Ti; all of them move to Boston, where #34 is free.
            for index in 0..<contenders {
                let abbreviation = "T" + String(UnicodeScalar(UInt8(65 + index)))
                #expect(
                    try await league.run(
                        s + ["team", "add", abbreviation, "--city", "City", "--nickname", "N\(index)"]
                    ).status == 0)
                #expect(
                    try await league.run(
                        s + [
                            "player", "sign", "Player", "\(index)", "--number", "34", "--position", "Catcher", "--team",
                            abbreviation,
                        ]
                    ).status == 0)
            }
            let outcomes = try await race(
                league, (1...contenders).map { id in s + ["player", "transfer", "\(id)", "--team", "BOS"] })
            expectOneWinner(outcomes, refusal: "number 34 is already worn by Player", round: round)
            let roster = try await league.run(s + ["roster", "BOS"])
            #expect(roster.lines.count == 1, "round \(round): Boston's roster is \(roster.lines)")
        }
    }
}
