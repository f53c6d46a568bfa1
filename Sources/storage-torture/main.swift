import Foundation
// storage-torture: a test helper that writes through the real storage drivers in an endless loop,
// for tests that kill it with SIGKILL mid-write and then check that nothing is torn.
//
//   storage-torture bytes FOLDER
//     Alternates two whole payloads under the byte key `value.bin`, alternates a team record's
//     nickname between two values, and creates `sequence/N.bin` files in order. Prints `ready`
//     once the first round is written, then `round N` after each round.
//
//   storage-torture units files|sqlite FOLDER
//     Runs units of work on the medium in a loop. Unit N sets the counter of three big team
//     records to N, adds the player of team N and removes the player of team N-2, so that after
//     any number of whole units the three counters agree and the players are those of teams N-1
//     and N. Prints `ready` after the first unit, then `committing N` when unit N's work is done
//     and its commit begins, and `unit N` once it is kept.
//
//   storage-torture check files|sqlite FOLDER
//     One unit that checks those invariants, then one more unit: prints `consistent at N` and
//     exits 0, or says what is wrong and exits 1.
//
// Not part of the architecture: used by FrameworksAndDriversTests only.
import FrameworksAndDrivers
import InterfaceAdapters

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("storage-torture: \(message)\n".utf8))
    exit(status)
}

func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "bytes" where arguments.count == 2:
    await tortureBytes(root: URL(fileURLWithPath: arguments[1]))
case "units" where arguments.count == 3, "check" where arguments.count == 3:
    let root = URL(fileURLWithPath: arguments[2])
    let storage: any TransactionalRecordStorage
    switch arguments[1] {
    case "files": storage = FileRecordStorage(root: root.appendingPathComponent("records"))
    case "sqlite":
        do {
            storage = try SQLiteDatabase(path: root.appendingPathComponent("league.sqlite").path)
        } catch {
            fail("\(error)", status: 2)
        }
    default: fail("unknown medium '\(arguments[1])'", status: 2)
    }
    if arguments[0] == "units" { await tortureUnits(storage) } else { await check(storage) }
default:
    fail("usage: storage-torture bytes FOLDER | units files|sqlite FOLDER | check files|sqlite FOLDER", status: 2)
}

// MARK: - Bytes

/// The two payloads: big enough that a write takes several system calls.
func payload(_ round: Int) -> Data { Data(repeating: round.isMultiple(of: 2) ? 0x61 : 0x62, count: 256 * 1024) }
func nickname(_ round: Int) -> String { String(repeating: round.isMultiple(of: 2) ? "A" : "B", count: 64 * 1024) }

func tortureBytes(root: URL) async -> Never {
    let storage = DiskByteStorage(root: root)
    let store: any RecordStore<TeamRecord> = FileRecordStore<TeamRecord>(root: root.appendingPathComponent("records"))
    do {
        _ = try await store.insert(TeamRecord(id: 1, city: "Boston", nickname: nickname(0), abbreviation: "BOS"))
        var round = 0
        while true {
            try storage.write(payload(round), to: "value.bin")
            try await store.update(TeamRecord(id: 1, city: "Boston", nickname: nickname(round), abbreviation: "BOS"))
            try storage.create(payload(round), at: "sequence/\(round).bin")
            say(round == 0 ? "ready" : "round \(round)")
            round += 1
        }
    } catch {
        fail("\(error)", status: 1)
    }
}

// MARK: - Units of work

/// A team record whose counter is `counter`, with a payload big enough that writing three takes
/// a while.
func team(_ id: Int, counter: Int) -> TeamRecord {
    TeamRecord(
        id: id, city: String(counter), nickname: String(repeating: "x", count: 128 * 1024),
        abbreviation: ["AAA", "BBB", "CCC"][id - 1])
}

struct Broken: Error, CustomStringConvertible {
    let description: String
}

/// The counter every team agrees on, after checking the invariants.
func verifiedCounter(_ stores: any RecordStores) async throws -> Int {
    let teams = try await stores.store(of: TeamRecord.self).findAll()
    let counters = Set(teams.map(\.city))
    guard teams.count == 3, counters.count == 1, let counter = counters.first.flatMap({ $0.flatMap(Int.init) }) else {
        throw Broken(
            description: "the teams disagree: counters \(teams.map { $0.city ?? "nil" }) over \(teams.count) teams")
    }
    let players = try await stores.store(of: PlayerRecord.self).findAll().compactMap(\.teamID).sorted()
    let expected = [counter - 1, counter].filter { $0 >= 1 }
    guard players == expected else {
        throw Broken(description: "at counter \(counter) the players are of teams \(players), not \(expected)")
    }
    return counter
}

/// One unit: every counter from N-1 to N, the player of team N in, the player of team N-2 out.
/// With `announcing`, says `committing N` as the work ends.
func advance(_ storage: any TransactionalRecordStorage, announcing: Bool) async throws -> Int {
    try await storage.transaction { (stores) async throws(Broken) -> Int in
        do {
            let counter = try await verifiedCounter(stores)
            let next = counter + 1
            let teams = stores.store(of: TeamRecord.self)
            for id in 1...3 { try await teams.update(team(id, counter: next)) }
            let players = stores.store(of: PlayerRecord.self)
            _ = try await players.insert(PlayerRecord(firstName: "P", lastName: "\(next)", number: 1, teamID: next))
            if let old = try await players.findAll().first(where: { $0.teamID == next - 2 }) {
                try await players.delete(id: old.id!)
            }
            // The work is done: the unit commits as soon as this returns.
            if announcing { say("committing \(next)") }
            return next
        } catch let error as Broken {
            throw error
        } catch {
            throw Broken(description: "\(error)")
        }
    }
}

func tortureUnits(_ storage: any TransactionalRecordStorage) async -> Never {
    do {
        try await storage.transaction { (stores) async throws(RecordStoreError) in
            for id in 1...3 { _ = try await stores.store(of: TeamRecord.self).insert(team(id, counter: 0)) }
        }
        say("ready")
        while true {
            say("unit \(try await advance(storage, announcing: true))")
        }
    } catch {
        fail("\(error)", status: 1)
    }
}

func check(_ storage: any TransactionalRecordStorage) async -> Never {
    do {
        let counter = try await storage.transaction { (stores) async throws(Broken) -> Int in
            do {
                return try await verifiedCounter(stores)
            } catch let error as Broken {
                throw error
            } catch {
                throw Broken(description: "\(error)")
            }
        }
        _ = try await advance(storage, announcing: false)
        say("consistent at \(counter)")
        exit(0)
    } catch {
        fail("\(error)", status: 1)
    }
}
