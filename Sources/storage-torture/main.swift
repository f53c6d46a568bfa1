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
//   storage-torture units files FOLDER --stop-in-commit N
//     The same, but unit N's commit stops after its second file: it prints `stopped in commit N
//     after writing KEY` and waits for its standard input to end (the test kills it first).
//
//   storage-torture check files|sqlite FOLDER
//     One unit that checks those invariants, then one more unit: prints `consistent at N` and
//     exits 0, or says what is wrong and exits 1.
//
//   storage-torture increment files|sqlite FOLDER
//     One unit that reads a counter (team 1's city, created at 0 if missing), reads every team
//     again twenty times, and writes the counter plus one; prints the new value. Racing processes
//     each add one: no update may be lost.
//
// Not part of the architecture: used by FrameworksAndDriversTests only.
import FrameworksAndDrivers
import InterfaceAdapters
import Locking

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("storage-torture: \(message)\n".utf8))
    exit(status)
}

func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

let arguments = Array(CommandLine.arguments.dropFirst())
switch (arguments.first, arguments.count) {
case ("bytes", 2):
    await tortureBytes(root: URL(fileURLWithPath: arguments[1]))
case ("units", 3), ("check", 3), ("increment", 3), ("units", 5):
    let folder = URL(fileURLWithPath: arguments[2])
    guard let medium = StoreKind.named(arguments[1]), medium.keepsData else {
        fail("unknown medium '\(arguments[1])': files or sqlite", status: 2)
    }
    let storage: any RecordDatabase
    var stopping: StoppingDisk?
    if arguments.count == 5 {
        guard arguments[3] == "--stop-in-commit", medium == .files, let unit = Int(arguments[4]) else {
            fail("--stop-in-commit takes a unit number, with files", status: 2)
        }
        let root = folder.appendingPathComponent("records")
        let disk = StoppingDisk(base: DiskByteStorage(root: root), unit: unit)
        storage = FileDatabase(root: root, lockTimeout: .seconds(10), disk: disk)
        stopping = disk
    } else {
        do {
            storage = try medium.open(in: folder, program: "torture")
        } catch {
            fail("\(error)", status: 2)
        }
    }
    switch arguments[0] {
    case "units": await tortureUnits(storage, stopping: stopping)
    case "check": await check(storage)
    default: await increment(storage)
    }
default:
    fail(
        "usage: storage-torture bytes FOLDER | units files|sqlite FOLDER [--stop-in-commit N] | check files|sqlite FOLDER | increment files|sqlite FOLDER",
        status: 2)
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
func verifiedCounter(_ stores: any TransactionStores) async throws -> Int {
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
func advance(_ storage: any RecordDatabase, announcing: Bool) async throws -> Int {
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

func tortureUnits(_ storage: any RecordDatabase, stopping: StoppingDisk?) async -> Never {
    do {
        try await storage.transaction { (stores) async throws(RecordStoreError) in
            for id in 1...3 { _ = try await stores.store(of: TeamRecord.self).insert(team(id, counter: 0)) }
        }
        say("ready")
        var unit = 1
        while true {
            stopping?.startUnit(unit)
            say("unit \(try await advance(storage, announcing: true))")
            unit += 1
        }
    } catch {
        fail("\(error)", status: 1)
    }
}

func check(_ storage: any RecordDatabase) async -> Never {
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

func increment(_ storage: any RecordDatabase) async -> Never {
    do {
        let value = try await storage.transaction { (stores) async throws(RecordStoreError) -> Int in
            let teams = stores.store(of: TeamRecord.self)
            guard let counter = try await teams.find(id: 1) else {
                _ = try await teams.insert(TeamRecord(id: 1, city: "1", nickname: "Counter", abbreviation: "CNT"))
                return 1
            }
            // Read on before writing: a unit that does not keep other processes out loses updates.
            for _ in 0..<20 { _ = try await teams.findAll() }
            let next = Int(counter.city ?? "").map { $0 + 1 } ?? 1
            try await teams.update(TeamRecord(id: 1, city: String(next), nickname: "Counter", abbreviation: "CNT"))
            return next
        }
        say("\(value)")
        exit(0)
    } catch {
        fail("\(error)", status: 1)
    }
}

/// A disk that stops the commit of one unit half-way: after its second record file (the journal
/// is written first), it says so and waits for standard input to end.
final class StoppingDisk: ByteStorage {
    private let base: DiskByteStorage
    private let stopUnit: Int
    private let state = Locked((unit: 0, files: 0))

    init(base: DiskByteStorage, unit: Int) {
        self.base = base
        stopUnit = unit
    }

    /// The loop is about to run unit `number`.
    func startUnit(_ number: Int) { state.withLock { $0 = (number, 0) } }

    func write(_ data: Data, to key: String) throws(ByteStorageError) {
        try base.write(data, to: key)
        guard !key.hasPrefix(".") else { return }
        let (unit, files) = state.withLock { state in
            state.files += 1
            return (state.unit, state.files)
        }
        if unit == stopUnit && files == 2 {
            say("stopped in commit \(unit) after writing \(key)")
            while readLine() != nil {}
        }
    }

    func read(_ key: String) throws(ByteStorageError) -> Data? { try base.read(key) }
    func keys(in folder: String) throws(ByteStorageError) -> [String] { try base.keys(in: folder) }
    func revision(of key: String) throws(ByteStorageError) -> StorageRevision? { try base.revision(of: key) }
    func create(_ data: Data, at key: String) throws(ByteStorageError) { try base.create(data, at: key) }
    func remove(_ key: String) throws(ByteStorageError) { try base.remove(key) }
}
