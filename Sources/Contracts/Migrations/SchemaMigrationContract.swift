import InterfaceAdapters

/// What every ``RecordDatabase`` must do when a record's schema changes (``RecordSchema/migrations``):
/// records kept at an earlier version are read at the new one, every one migrated, once, in one
/// unit, after a power cut too; a migration that cannot be made changes nothing; data at a newer
/// version than the program's is refused, nothing written. Fresh, empty medium per check.
public enum SchemaMigrationContract {
    public typealias Subject = any RecordDatabase
    typealias V1 = MigratingRecord<MigratingSchemas.V1>
    typealias V2 = MigratingRecord<MigratingSchemas.V2>
    typealias V3 = MigratingRecord<MigratingSchemas.V3>
    typealias Clashing = MigratingRecord<MigratingSchemas.Clashing>

    /// The records of `type` in a unit of their own.
    static func all<Record: StorableRecord>(_ type: Record.Type, in database: Subject) async throws -> [Record] {
        try await database.transaction { (stores) async throws(RecordStoreError) in
            try await stores.store(of: type).findAll()
        }
    }

    /// Inserts `records` in one unit.
    static func insert<Record: StorableRecord>(_ records: [Record], in database: Subject) async throws {
        try await database.transaction { (stores) async throws(RecordStoreError) in
            for record in records { _ = try await stores.store(of: Record.self).insert(record) }
        }
    }

    static let written = [
        V1(id: nil, fields: ["title": .text("First"), "count": .integer(3), "legacy": .text("old")]),
        V1(id: nil, fields: ["title": .text("Second")]),
    ]
    static let migrated = [
        V2(id: 1, fields: ["title": .text("First"), "quantity": .integer(3), "done": .boolean(false)]),
        V2(id: 2, fields: ["title": .text("Second"), "done": .boolean(false)]),
    ]

    public static let contract = Contract<Subject>(
        port: "RecordDatabase migrations",
        checks: [
            .init(
                "records kept at version 1 are read at version 2, each migrated (a field added with its default, one renamed, one removed), after a power cut too"
            ) { database, reopening in
                try await insert(written, in: database)
                for opened in try await reopening.afterPowerCut() {
                    let read = try await all(V2.self, in: opened)
                    try expect(read == migrated, "at version 2 the records read \(read), not \(migrated)")
                }
                for opened in try await reopening.afterPowerCut() {
                    let read = try await all(V2.self, in: opened)
                    try expect(read == migrated, "after the migration and a power cut, the records read \(read)")
                    try await insert(
                        [V2(id: nil, fields: ["title": .text("Third"), "done": .boolean(true)])], in: opened)
                    let next = try await all(V2.self, in: opened)
                    try expect(next.count == 3, "a record written at version 2 was not kept: \(next)")
                }
            },
            .init("an id given before a migration is never given after it, nor after a power cut") {
                database, reopening in
                try await insert(written, in: database)
                try await database.transaction { (stores) async throws(RecordStoreError) in
                    try await stores.store(of: V1.self).delete(id: 2)
                }
                for opened in try await reopening.afterPowerCut() {
                    let id = try await opened.transaction { (stores) async throws(RecordStoreError) in
                        try await stores.store(of: V2.self).insert(
                            V2(id: nil, fields: ["title": .text("Third"), "done": .boolean(true)]))
                    }
                    try expect(id == 3, "after migrating, the next id is \(id), not 3: id 2 was given before")
                }
            },
            .init("records kept at version 1 are read at version 3, through both steps at once") { database in
                try await insert(written, in: database)
                let read = try await all(V3.self, in: database)
                let expected = migrated.map { V3(id: $0.id, fields: $0.fields.merging(["score": .decimal(0)]) { $1 }) }
                try expect(read == expected, "at version 3 the records read \(read), not \(expected)")
            },
            .init(
                "a migration that cannot be made (two records would share a unique key) changes nothing, even when the unit goes on and commits"
            ) { database in
                try await insert(written, in: database)
                let caught = try await database.transaction { (stores) async throws(RecordStoreError) -> Bool in
                    do {
                        _ = try await stores.store(of: Clashing.self).findAll()
                        return false
                    } catch {
                        return true
                    }
                }
                try expect(caught, "inside a unit, the clashing migration was made")
                do {
                    _ = try await all(Clashing.self, in: database)
                    try expect(false, "the clashing migration was made")
                } catch let error as TransactionError<RecordStoreError> {
                    guard case .work(.conflict(collection: "migrating", fields: ["code"])) = error else {
                        throw ContractFailure("the migration failed otherwise: \(error)")
                    }
                }
                let read = try await all(V1.self, in: database)
                try expect(
                    read.map(\.fields) == written.map(\.fields), "after the failed migration, version 1 reads \(read)")
            },
            .init("data at a newer version than the program's is refused, naming both versions; nothing is written") {
                database in
                try await insert(
                    [V3(id: nil, fields: ["title": .text("New"), "done": .boolean(true), "score": .decimal(1)])],
                    in: database)
                for attempt in ["read", "write"] {
                    do {
                        if attempt == "read" {
                            _ = try await all(V2.self, in: database)
                        } else {
                            try await insert([V2(id: nil, fields: ["title": .text("Old")])], in: database)
                        }
                        try expect(false, "a program at version 2 could \(attempt) data at version 3")
                    } catch let error as TransactionError<RecordStoreError> {
                        guard case .work(.newerSchema(collection: "migrating", stored: 3, known: 2)) = error else {
                            throw ContractFailure("the \(attempt) was refused otherwise: \(error)")
                        }
                    }
                }
                let kept = try await all(V3.self, in: database)
                try expect(kept.count == 1, "the data at version 3 is now \(kept)")
            },
        ])
}
