import ArgumentReading
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters

/// The commands that work on any store that keeps data.
///
/// Unit N sets the count of three big tallies to N, adds the mark of unit N and removes the mark
/// of unit N-2, so that after any number of whole units the three counts agree and the marks are
/// those of units N-1 and N.
extension TortureCommand {
    static let units = TortureCommand(
        spec: CommandSpec(
            "units", abstract: "Runs units of work in a loop until it is killed.",
            discussion: """
                Prints 'ready' after the first unit, then 'committing N' when unit N's work is done
                and its commit begins, and 'unit N' once it is kept.
                """,
            arguments: [medium, folder])
    ) { arguments in
        let database = open(arguments)
        await runUnits(database, beforeEach: { _ in })
    }

    static let check = TortureCommand(
        spec: CommandSpec(
            "check", abstract: "Checks what the units left in one unit, then runs one more.",
            discussion: "Prints 'consistent at N' and exits 0, or says what is wrong and exits 1.",
            arguments: [medium, folder])
    ) { arguments in
        let database = open(arguments)
        await Output.exitingOnError {
            let count = try await database.transaction { (stores) async throws(Broken) -> Int in
                try await Broken.wrapping { try await verifiedCount(stores) }
            }
            _ = try await advance(database, announcing: false)
            Output.say("consistent at \(count)")
            exit(0)
        }
    }

    static let increment = TortureCommand(
        spec: CommandSpec(
            "increment", abstract: "Adds one to a count in a unit of work, and prints it.",
            discussion: """
                Reads the count (made at 1 if missing), reads every tally again twenty times, and
                writes the count plus one. Racing processes each add one: no update may be lost.
                """,
            arguments: [medium, folder])
    ) { arguments in
        let database = open(arguments)
        await Output.exitingOnError {
            let value = try await database.transaction { (stores) async throws(RecordStoreError) -> Int in
                let tallies = stores.store(of: TallyRecord.self)
                guard let tally = try await tallies.find(id: 1) else {
                    _ = try await tallies.insert(TallyRecord(id: 1, count: 1))
                    return 1
                }
                // Read on before writing: a unit that does not keep other processes out loses updates.
                for _ in 0..<20 { _ = try await tallies.findAll() }
                let next = (tally.count ?? 0) + 1
                try await tallies.update(TallyRecord(id: 1, count: next))
                return next
            }
            Output.say("\(value)")
            exit(0)
        }
    }

    /// The database of the store `MEDIUM` names, in `FOLDER`.
    static func open(_ arguments: ParsedArguments) -> any RecordDatabase {
        let folder = URL(fileURLWithPath: arguments.argument("FOLDER")!)
        let medium = StoreKind.named(arguments.argument("MEDIUM")!, in: media)!
        do {
            return try medium.open(in: folder, program: "torture")
        } catch {
            Output.fail("\(error)", status: 2)
        }
    }

    /// Makes the three tallies, then runs units until it is killed; `beforeEach` hears each
    /// unit's number first.
    static func runUnits(_ database: any RecordDatabase, beforeEach: (Int) -> Void) async -> Never {
        await Output.exitingOnError {
            try await database.transaction { (stores) async throws(RecordStoreError) in
                for id in 1...3 { _ = try await stores.store(of: TallyRecord.self).insert(tally(id, count: 0)) }
            }
            Output.say("ready")
            var unit = 1
            while true {
                beforeEach(unit)
                Output.say("unit \(try await advance(database, announcing: true))")
                unit += 1
            }
        }
    }

    /// Tally `id` at `count`, with 128 KB of ballast.
    static func tally(_ id: Int, count: Int) -> TallyRecord {
        TallyRecord(id: id, count: count, ballast: ballast)
    }

    /// The ballast every tally carries, made once: built a character at a time for each tally, it
    /// cost the kill tests 4 seconds of CPU per run.
    private static let ballast = String(
        decoding: [UInt8](repeating: UInt8(ascii: "x"), count: 128 * 1024), as: UTF8.self)

    /// The count every tally agrees on, after checking the invariants.
    static func verifiedCount(_ stores: any TransactionStores) async throws -> Int {
        let tallies = try await stores.store(of: TallyRecord.self).findAll()
        let counts = Set(tallies.map(\.count))
        guard tallies.count == 3, counts.count == 1, let count = counts.first ?? nil else {
            throw Broken("the tallies disagree: counts \(tallies.map { $0.count.map(String.init) ?? "nil" })")
        }
        let marks = try await stores.store(of: MarkRecord.self).findAll().compactMap(\.unit).sorted()
        let expected = [count - 1, count].filter { $0 >= 1 }
        guard marks == expected else {
            throw Broken("at count \(count) the marks are of units \(marks), not \(expected)")
        }
        return count
    }

    /// One unit: every count from N-1 to N, the mark of unit N in, the mark of unit N-2 out. With
    /// `announcing`, says `committing N` as the work ends.
    static func advance(_ database: any RecordDatabase, announcing: Bool) async throws -> Int {
        try await database.transaction { (stores) async throws(Broken) -> Int in
            try await Broken.wrapping {
                let next = try await verifiedCount(stores) + 1
                let tallies = stores.store(of: TallyRecord.self)
                for id in 1...3 { try await tallies.update(tally(id, count: next)) }
                let marks = stores.store(of: MarkRecord.self)
                _ = try await marks.insert(MarkRecord(unit: next))
                if let old = try await marks.findAll().first(where: { $0.unit == next - 2 }), let id = old.id {
                    try await marks.delete(id: id)
                }
                // The work is done: the unit commits as soon as this returns.
                if announcing { Output.say("committing \(next)") }
                return next
            }
        }
    }
}

/// What `check` found wrong, or what stopped a unit.
struct Broken: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) { self.description = description }

    /// What `body` returns, any error it throws made a ``Broken``.
    static func wrapping<Value>(_ body: () async throws -> Value) async throws(Broken) -> Value {
        do {
            return try await body()
        } catch let error as Broken {
            throw error
        } catch {
            throw Broken("\(error)")
        }
    }
}
