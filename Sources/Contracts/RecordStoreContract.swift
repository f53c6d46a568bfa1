import InterfaceAdapters

/// What every ``RecordStore`` must do, for any kind of record: the checks are written over the
/// record's schema (``RecordSamples``), so they hold for the league's teams and players and for
/// every feature's record alike. The unique-key checks run when the schema has unique keys, the
/// text, integer, boolean and decimal checks when it has such fields; what a call returned must be kept when the
/// store is opened again, after a power cut too. Fresh store per check.
public enum RecordStoreContract<Record: StorableRecord> {
    public typealias Subject = any RecordStore<Record>
    typealias Samples = RecordSamples<Record>

    static var collection: String { Record.schema.collection }

    /// The contract for `Record`'s schema.
    public static var contract: Contract<Subject> {
        Contract(
            port: "RecordStore",
            checks: basics + (Record.schema.uniqueKeys.isEmpty ? [] : uniqueKeys) + values + [
                keptAfterPowerCut, idsNeverGivenTwice,
            ])
    }

    static func sample(_ number: Int, id: Int? = nil) -> Record { Samples.sample(number, id: id) }

    /// Refuses a schema whose records do not keep the fields they are made from: every other check
    /// would fail in a confusing way.
    static func keepsItsFields() throws(ContractFailure) {
        let made = sample(1, id: 1)
        try expect(
            made == Record(id: 1, fields: made.fields) && made.fields == sample(1).fields,
            "\(Record.self) does not keep the fields it is made from: its init(id:fields:) and fields disagree")
    }

    static var basics: [Contract<Subject>.Check] {
        [
            .init("an empty store finds and lists nothing") { store in
                try keepsItsFields()
                try expect(try await store.findAll().isEmpty, "findAll of an empty store is not empty")
                try expect(try await store.find(id: 1) == nil, "find(id: 1) of an empty store found something")
            },
            .init("insert assigns ascending ids from 1") { store in
                let first = try await store.insert(sample(1))
                let second = try await store.insert(sample(2))
                try expect(first == 1 && second == 2, "ids were \(first) and \(second), not 1 and 2")
            },
            .init("find returns the inserted record with its id") { store in
                let id = try await store.insert(sample(1))
                let found = try await store.find(id: id)
                try expect(found == sample(1, id: id), "found \(String(describing: found))")
            },
            .init("an explicit id is kept and the next id follows the highest") { store in
                let kept = try await store.insert(sample(1, id: 10))
                let next = try await store.insert(sample(2))
                try expect(kept == 10, "the explicit id 10 came back as \(kept)")
                try expect(next == 11, "the next id is \(next), not 11")
            },
            .init("a taken id is refused as a duplicate and nothing changes") { store in
                _ = try await store.insert(sample(1, id: 3))
                try await expectThrows(RecordStoreError.duplicateID(collection: collection, id: 3)) {
                    () async throws(RecordStoreError) in _ = try await store.insert(sample(2, id: 3))
                }
                let stored = try await store.find(id: 3)
                try expect(
                    stored == sample(1, id: 3), "the duplicate overwrote the record: \(String(describing: stored))")
            },
            .init("findAll lists in ascending id order") { store in
                for id in [5, 2, 9] { _ = try await store.insert(sample(id, id: id)) }
                let ids = try await store.findAll().map(\.id)
                try expect(ids == [2, 5, 9], "the order is \(ids)")
            },
            .init("update replaces the stored record") { store in
                let id = try await store.insert(sample(1))
                let changed = sample(2, id: id)
                try await store.update(changed)
                let found = try await store.find(id: id)
                try expect(found == changed, "after update, found \(String(describing: found))")
            },
            .init("updating an unknown id is refused as not found") { store in
                try await expectThrows(RecordStoreError.notFound(collection: collection, id: 7)) {
                    () async throws(RecordStoreError) in try await store.update(sample(1, id: 7))
                }
                try expect(try await store.findAll().isEmpty, "a failed update created a record")
            },
            .init("updating a record without an id is refused as incomplete") { store in
                try await expectThrows(RecordStoreError.incompleteRecord(collection: collection, missing: ["id"])) {
                    () async throws(RecordStoreError) in try await store.update(sample(1))
                }
            },
            .init("delete removes the record; deleting it again is refused as not found") { store in
                let id = try await store.insert(sample(1))
                try await store.delete(id: id)
                try expect(try await store.find(id: id) == nil, "the deleted record is still found")
                try await expectThrows(RecordStoreError.notFound(collection: collection, id: id)) {
                    () async throws(RecordStoreError) in try await store.delete(id: id)
                }
            },
            .init("missing fields stay missing") { store in
                let id = try await store.insert(Samples.partial)
                let found = try await store.find(id: id)
                try expect(found == Samples.with(Samples.partial, id: id), "found \(String(describing: found))")
            },
        ]
    }

    static var keptAfterPowerCut: Contract<Subject>.Check {
        .init("what a call returned is kept when the store is opened again, even after a power cut then") {
            store, reopening in
            let first = try await store.insert(sample(1))
            let second = try await store.insert(sample(2))
            let third = try await store.insert(sample(3, id: 10))
            try await store.update(sample(4, id: first))
            try await store.delete(id: second)
            let kept = [sample(4, id: first), sample(3, id: third)]
            try expect(try await store.findAll() == kept, "before reopening, the store does not hold \(kept)")
            for reopened in try await reopening.afterPowerCut() {
                let found = try await reopened.findAll()
                try expect(found == kept, "opened again, the store holds \(found), not \(kept)")
                let next = try await reopened.insert(sample(5))
                try expect(next == 11, "opened again, the next id is \(next), not 11")
            }
        }
    }

    static var idsNeverGivenTwice: Contract<Subject>.Check {
        .init("a deleted record's id is never given again: after deleting the highest, opened again, after a power cut")
        {
            store, reopening in
            _ = try await store.insert(sample(1))
            let second = try await store.insert(sample(2))
            try await store.delete(id: second)
            let third = try await store.insert(sample(3))
            try expect(third == second + 1, "after deleting the highest, \(second), the next id is \(third)")
            try await store.delete(id: third)
            _ = try await store.insert(sample(4, id: 10))
            try await store.delete(id: 10)
            for reopened in try await reopening.afterPowerCut() {
                let next = try await reopened.insert(sample(5))
                try expect(
                    next == 11, "opened again after deleting ids \(third) and 10, the next id is \(next), not 11")
            }
        }
    }

    static var uniqueKeys: [Contract<Subject>.Check] {
        [
            .init("a record repeating a unique key is refused as a conflict, on insert and update; nothing changes") {
                store in
                for key in Record.schema.uniqueKeys {
                    for record in try await store.findAll() { try await store.delete(id: record.id!) }
                    let firstID = try await store.insert(sample(1))
                    let conflict = RecordStoreError.conflict(collection: collection, fields: key)
                    try await expectThrows(conflict) { () async throws(RecordStoreError) in
                        _ = try await store.insert(Samples.repeating(key, of: sample(1), in: sample(3)))
                    }
                    let secondID = try await store.insert(sample(2))
                    let clash = Samples.repeating(key, of: sample(1), in: sample(2, id: secondID))
                    try await expectThrows(conflict) { () async throws(RecordStoreError) in
                        try await store.update(clash)
                    }
                    let stored = try await store.findAll()
                    try expect(
                        stored == [sample(1, id: firstID), sample(2, id: secondID)],
                        "after the refusals on \(key) the store holds \(stored)")
                }
            },
            .init("a unique key with a missing field never conflicts, as in SQL") { store in
                _ = try await store.insert(Record(id: nil, fields: [:]))
                _ = try await store.insert(Record(id: nil, fields: [:]))
                try expect(try await store.findAll().count == 2, "two records without their key fields conflicted")
            },
        ]
    }

    static var values: [Contract<Subject>.Check] {
        (Samples.fields(of: .text).isEmpty
            ? []
            : [
                .init("text is stored verbatim: quotes, SQL, NUL, newlines, emoji") { store in
                    var fields = sample(1).fields
                    for (index, name) in Samples.fields(of: .text).enumerated() {
                        fields[name] = .text(
                            ["O'Brien \"Q\"; DROP TABLE \(collection); --", "nul\u{0}byte\r\nline ⚾️", ""][index % 3])
                    }
                    let nasty = Record(id: nil, fields: fields)
                    let id = try await store.insert(nasty)
                    let found = try await store.find(id: id)
                    try expect(
                        found == Samples.with(nasty, id: id), "stored text came back as \(String(describing: found))")
                }
            ])
            + (Samples.fields(of: .integer).isEmpty
                ? []
                : [
                    .init("integers are stored exactly, the largest and the smallest included") { store in
                        var ids: [Int] = []
                        for (number, extreme) in [Int.max, Int.min, 0, -1].enumerated() {
                            var fields = sample(number + 1).fields
                            for name in Samples.fields(of: .integer) { fields[name] = .integer(extreme) }
                            // Unique keys aside: one extreme per record.
                            ids.append(try await store.insert(Record(id: nil, fields: fields)))
                        }
                        for (index, id) in ids.enumerated() {
                            let found = try await store.find(id: id)?.fields
                            let extreme = [Int.max, Int.min, 0, -1][index]
                            for name in Samples.fields(of: .integer) {
                                try expect(
                                    found?[name] == .integer(extreme),
                                    "\(name) = \(extreme) came back as \(String(describing: found?[name]))")
                            }
                        }
                    }
                ])
            + (Samples.fields(of: .boolean).isEmpty ? [] : [booleans])
            + (Samples.fields(of: .decimal).isEmpty ? [] : [decimals])
            + (Samples.fields(of: .decimal).isEmpty ? [] : [nonFiniteDecimals])
    }

    static var booleans: Contract<Subject>.Check {
        .init("booleans come back as booleans, true and false") { store in
            for value in [true, false] {
                var fields = sample(1).fields
                for name in Samples.fields(of: .boolean) { fields[name] = .boolean(value) }
                let id = try await store.insert(Record(id: nil, fields: fields))
                let found = try await store.find(id: id)?.fields
                for name in Samples.fields(of: .boolean) {
                    try expect(
                        found?[name] == .boolean(value),
                        "\(name) = \(value) came back as \(String(describing: found?[name]))")
                }
                try await store.delete(id: id)
            }
        }
    }

    /// Fractions, whole numbers (which JSON writes as integers), and the extremes of a `Double`.
    static var decimalValues: [Double] {
        [0.1, 2, -1.5e-300, .greatestFiniteMagnitude, -.leastNonzeroMagnitude, 1 / 3]
    }

    static var decimals: Contract<Subject>.Check {
        .init("decimals are stored exactly: fractions, whole numbers, the extremes") { store in
            var ids: [Int] = []
            for (number, value) in decimalValues.enumerated() {
                var fields = sample(number + 1).fields
                for name in Samples.fields(of: .decimal) { fields[name] = .decimal(value) }
                ids.append(try await store.insert(Record(id: nil, fields: fields)))
            }
            for (id, value) in zip(ids, decimalValues) {
                let found = try await store.find(id: id)?.fields
                for name in Samples.fields(of: .decimal) {
                    try expect(
                        found?[name] == .decimal(value),
                        "\(name) = \(value) came back as \(String(describing: found?[name]))")
                }
            }
        }
    }

    static var nonFiniteDecimals: Contract<Subject>.Check {
        .init("a decimal that is not finite is refused on insert and update, naming the field; nothing changes") {
            store in
            let id = try await store.insert(sample(1))
            for name in Samples.fields(of: .decimal) {
                for value in [Double.nan, .infinity, -.infinity] {
                    var fields = sample(2).fields
                    fields[name] = .decimal(value)
                    let refusal = RecordStoreError.invalidValue(
                        collection: collection, field: name, value: FieldValue.decimal(value).description)
                    try await expectThrows(refusal) { () async throws(RecordStoreError) in
                        _ = try await store.insert(Record(id: nil, fields: fields))
                    }
                    try await expectThrows(refusal) { () async throws(RecordStoreError) in
                        try await store.update(Record(id: id, fields: fields))
                    }
                }
            }
            let stored = try await store.findAll()
            try expect(stored == [sample(1, id: id)], "after the refusals the store holds \(stored)")
        }
    }
}

extension Contract.Check: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
}
