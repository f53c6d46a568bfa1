import InterfaceAdapters

/// What every ``RecordStore`` must do, checked on team records. Fresh store per check.
public enum RecordStoreContract {
    public typealias Subject = any RecordStore<TeamRecord>

    static let boston = TeamRecord(city: "Boston", nickname: "Red Sox", abbreviation: "BOS")
    static let newYork = TeamRecord(city: "New York", nickname: "Yankees", abbreviation: "NYY")

    static func with(_ record: TeamRecord, id: Int) -> TeamRecord {
        var record = record
        record.id = id
        return record
    }

    public static let contract = Contract<Subject>(
        port: "RecordStore",
        checks: [
            .init("an empty store finds and lists nothing") { store in
                try expect(try await store.findAll().isEmpty, "findAll of an empty store is not empty")
                try expect(try await store.find(id: 1) == nil, "find(id: 1) of an empty store found something")
            },
            .init("insert assigns ascending ids from 1") { store in
                let first = try await store.insert(boston)
                let second = try await store.insert(newYork)
                try expect(first == 1 && second == 2, "ids were \(first) and \(second), not 1 and 2")
            },
            .init("find returns the inserted record with its id") { store in
                let id = try await store.insert(boston)
                let found = try await store.find(id: id)
                try expect(found == with(boston, id: id), "found \(String(describing: found))")
            },
            .init("an explicit id is kept and the next id follows the highest") { store in
                let kept = try await store.insert(with(boston, id: 10))
                let next = try await store.insert(newYork)
                try expect(kept == 10, "the explicit id 10 came back as \(kept)")
                try expect(next == 11, "the next id is \(next), not 11")
            },
            .init("a taken id is refused as a duplicate and nothing changes") { store in
                _ = try await store.insert(with(boston, id: 3))
                try await expectThrows(RecordStoreError.duplicateID(collection: "teams", id: 3)) {
                    () async throws(RecordStoreError) in _ = try await store.insert(with(newYork, id: 3))
                }
                let stored = try await store.find(id: 3)
                try expect(
                    stored == with(boston, id: 3), "the duplicate overwrote the record: \(String(describing: stored))")
            },
            .init("findAll lists in ascending id order") { store in
                for id in [5, 2, 9] {
                    _ = try await store.insert(
                        TeamRecord(id: id, city: "City \(id)", nickname: "N", abbreviation: "T\(id)"))
                }
                let ids = try await store.findAll().map(\.id)
                try expect(ids == [2, 5, 9], "the order is \(ids)")
            },
            .init("update replaces the stored record") { store in
                let id = try await store.insert(boston)
                var renamed = with(boston, id: id)
                renamed.nickname = "Americans"
                try await store.update(renamed)
                let found = try await store.find(id: id)
                try expect(found == renamed, "after update, found \(String(describing: found))")
            },
            .init("updating an unknown id is refused as not found") { store in
                try await expectThrows(RecordStoreError.notFound(collection: "teams", id: 7)) {
                    () async throws(RecordStoreError) in try await store.update(with(boston, id: 7))
                }
                try expect(try await store.findAll().isEmpty, "a failed update created a record")
            },
            .init("updating a record without an id is refused as incomplete") { store in
                try await expectThrows(RecordStoreError.incompleteRecord(collection: "teams", missing: ["id"])) {
                    () async throws(RecordStoreError) in try await store.update(boston)
                }
            },
            .init("delete removes the record; deleting it again is refused as not found") { store in
                let id = try await store.insert(boston)
                try await store.delete(id: id)
                try expect(try await store.find(id: id) == nil, "the deleted record is still found")
                try await expectThrows(RecordStoreError.notFound(collection: "teams", id: id)) {
                    () async throws(RecordStoreError) in try await store.delete(id: id)
                }
            },
            .init("a record repeating a unique key is refused as a conflict, on insert and update; nothing changes") {
                store in
                let bostonID = try await store.insert(boston)
                let conflict = RecordStoreError.conflict(collection: "teams", fields: ["abbreviation"])
                try await expectThrows(conflict) { () async throws(RecordStoreError) in
                    _ = try await store.insert(TeamRecord(city: "Bristol", nickname: "Bears", abbreviation: "BOS"))
                }
                let newYorkID = try await store.insert(newYork)
                var clash = with(newYork, id: newYorkID)
                clash.abbreviation = "BOS"
                try await expectThrows(conflict) { () async throws(RecordStoreError) in try await store.update(clash) }
                let stored = try await store.findAll()
                try expect(
                    stored == [with(boston, id: bostonID), with(newYork, id: newYorkID)],
                    "after the refusals the store holds \(stored)")
            },
            .init("a unique key with a missing field never conflicts, as in SQL") { store in
                _ = try await store.insert(TeamRecord(city: "Boston"))
                _ = try await store.insert(TeamRecord(city: "Bristol"))
                try expect(try await store.findAll().count == 2, "two records without an abbreviation conflicted")
            },
            .init("missing fields stay missing") { store in
                let partial = TeamRecord(city: "Boston")
                let id = try await store.insert(partial)
                let found = try await store.find(id: id)
                try expect(found == with(partial, id: id), "found \(String(describing: found))")
            },
            .init("text is stored verbatim: quotes, SQL, NUL, newlines, emoji") { store in
                let nasty = TeamRecord(
                    city: "O'Brien \"Q\"; DROP TABLE teams; --", nickname: "nul\u{0}byte\r\nline ⚾️", abbreviation: "")
                let id = try await store.insert(nasty)
                let found = try await store.find(id: id)
                try expect(found == with(nasty, id: id), "stored text came back as \(String(describing: found))")
            },
        ])
}

extension Contract.Check: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
}
