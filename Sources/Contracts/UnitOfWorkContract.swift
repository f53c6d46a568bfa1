import UseCases

/// What every ``UnitOfWork`` must do, over any feature's repositories (reached through a
/// ``UnitOfWorkProbe``): keep a unit's writes together, undo all of them when its work throws,
/// refuse a unit inside another, make racing units take turns, and keep a finished unit's writes
/// when the storage is opened again, after a power cut too. Fresh, empty storage per check.
public enum UnitOfWorkContract<Probe: UnitOfWorkProbe> {
    public typealias Subject = any UnitOfWork<Probe.Repositories>

    /// The work's error in the failing check: abandoned on purpose, or a storage failure.
    enum AbandonedOrStorage: UnitOfWorkFailure, Equatable {
        case abandoned
        case storage(RepositoryError)
    }

    /// Lists the entities in a unit of its own.
    static func contents(of unit: Subject) async throws -> [Probe.Entity] {
        try await unit.perform { (repositories) async throws(RepositoryError) in
            try await Probe.list(in: repositories)
        }
    }

    public static var contract: Contract<Subject> {
        Contract(
            port: "UnitOfWork",
            checks: [
                .init("a unit's writes are kept when its work returns, and its result is returned") { unit in
                    let created = try await unit.perform { (repositories) async throws(RepositoryError) in
                        [try await Probe.create(1, in: repositories), try await Probe.create(2, in: repositories)]
                    }
                    let listed = try await contents(of: unit)
                    try expect(listed == created, "the next unit sees \(listed), not \(created)")
                },
                .init("inside a unit, reads see the unit's own writes") { unit in
                    try await unit.perform { (repositories) async throws(RepositoryError) in
                        let created = try await Probe.create(1, in: repositories)
                        let found = try await Probe.find(created, in: repositories)
                        let listed = try await Probe.list(in: repositories)
                        guard found == created, listed == [created] else {
                            throw .corrupt("inside the unit, find gave \(String(describing: found)) and list \(listed)")
                        }
                    }
                },
                .init("a unit whose work throws keeps none of its writes, and its error comes out unchanged") { unit in
                    let kept = try await unit.perform { (repositories) async throws(RepositoryError) in
                        try await Probe.create(1, in: repositories)
                    }
                    do {
                        try await unit.perform { (repositories) async throws(AbandonedOrStorage) in
                            do throws(RepositoryError) {
                                _ = try await Probe.create(2, in: repositories)
                                _ = try await Probe.create(3, in: repositories)
                                _ = try await Probe.renumber(kept, to: 9, in: repositories)
                                try await Probe.deleteMissing(in: repositories)
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
                    let listed = try await contents(of: unit)
                    try expect(listed == [kept], "after the failed unit: \(listed)")
                },
                .init(
                    "a finished unit's writes are kept when the storage is opened again, even after a power cut then; a failed unit's are not"
                ) { unit, reopening in
                    let created = try await unit.perform { (repositories) async throws(RepositoryError) in
                        [try await Probe.create(1, in: repositories), try await Probe.create(2, in: repositories)]
                    }
                    let kept = try await unit.perform { (repositories) async throws(RepositoryError) in
                        [try await Probe.renumber(created[0], to: 7, in: repositories), created[1]]
                    }
                    _ = try? await unit.perform { (repositories) async throws(RepositoryError) in
                        _ = try await Probe.create(3, in: repositories)
                        throw .unavailable("on purpose")
                    }
                    for reopened in try await reopening.afterPowerCut() {
                        let listed = try await contents(of: reopened)
                        try expect(listed == kept, "opened again, the storage holds \(listed), not \(kept)")
                    }
                },
                .init("a unit after a failed one runs normally") { unit in
                    _ = try? await unit.perform { (_) async throws(RepositoryError) in throw .unavailable("on purpose")
                    }
                    let created = try await unit.perform { (repositories) async throws(RepositoryError) in
                        try await Probe.create(1, in: repositories)
                    }
                    try expect(try await contents(of: unit) == [created], "the unit after a failed one was not kept")
                },
                .init(
                    "a unit asked for inside another fails at once as .nestedUnit, instead of waiting for itself"
                ) {
                    unit in
                    let inner = try await unit.perform { (_) async throws(RepositoryError) -> RepositoryError? in
                        do throws(RepositoryError) {
                            try await unit.perform { (_) async throws(RepositoryError) in }
                            return nil
                        } catch {
                            return error
                        }
                    }
                    guard inner == .nestedUnit else {
                        throw ContractFailure("the inner unit gave \(String(describing: inner)), not .nestedUnit")
                    }
                    // The outer unit ended normally: the next one runs.
                    _ = try await contents(of: unit)
                },
                .init("racing units take turns: 24 read-then-write units lose no update") { unit in
                    let counter = try await unit.perform { (repositories) async throws(RepositoryError) in
                        try await Probe.create(0, in: repositories)
                    }
                    let starting = StartLine(runners: 24)
                    try await withThrowingTaskGroup(of: Void.self) { group in
                        for _ in 0..<24 {
                            group.addTask {
                                // Every unit asks to start at the same moment.
                                await starting.arriveAndWait()
                                try await unit.perform { (repositories) async throws(RepositoryError) in
                                    guard let current = try await Probe.find(counter, in: repositories),
                                        let count = Probe.number(of: current)
                                    else {
                                        throw .corrupt("the counter is gone")
                                    }
                                    // Give every other unit the chance to read the same count.
                                    for _ in 0..<8 { await Task.yield() }
                                    _ = try await Probe.renumber(current, to: count + 1, in: repositories)
                                }
                            }
                        }
                        try await group.waitForAll()
                    }
                    let count = try await contents(of: unit).first.flatMap(Probe.number(of:))
                    try expect(count == 24, "after 24 increments the count is \(count.map(String.init) ?? "gone")")
                },
            ])
    }
}
