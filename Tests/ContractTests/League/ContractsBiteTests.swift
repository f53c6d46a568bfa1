import Contracts
import InterfaceAdapters
import Testing

/// A store that breaks the contract on purpose: it overwrites on a taken id, and (when asked) drops
/// updates on the floor or gives a deleted record's id again. Everything else it does right,
/// unique keys included.
actor WrongRecordStore: RecordStore {
    private var records: [Int: TeamRecord] = [:]
    private var highestID = 0
    private let losesUpdates: Bool
    private let reusesIDs: Bool

    init(losesUpdates: Bool = false, reusesIDs: Bool = false) {
        (self.losesUpdates, self.reusesIDs) = (losesUpdates, reusesIDs)
    }

    func insert(_ record: TeamRecord) throws(RecordStoreError) -> Int {
        let id = record.id ?? max(records.keys.max() ?? 0, reusesIDs ? 0 : highestID) + 1
        try ensureUnique(record, id: id)
        var stored = record
        stored.id = id
        records[id] = stored  // no duplicate check
        highestID = max(highestID, id)
        return id
    }

    func find(id: Int) -> TeamRecord? { records[id] }
    func findAll() -> [TeamRecord] { records.keys.sorted().map { records[$0]! } }

    func update(_ record: TeamRecord) throws(RecordStoreError) {
        guard let id = record.id else { throw .incompleteRecord(collection: "teams", missing: ["id"]) }
        guard records[id] != nil else { throw .notFound(collection: "teams", id: id) }
        try ensureUnique(record, id: id)
        if !losesUpdates { records[id] = record }
    }

    private func ensureUnique(_ record: TeamRecord, id: Int) throws(RecordStoreError) {
        let others = records.lazy.filter { $0.key != id }.map { (id: $0.key, fields: $0.value.fields) }
        if let key = TeamRecord.schema.conflictingKey(of: record.fields, id: id, among: others) {
            throw .conflict(collection: "teams", fields: key)
        }
    }

    func delete(id: Int) throws(RecordStoreError) {
        guard records.removeValue(forKey: id) != nil else { throw .notFound(collection: "teams", id: id) }
    }
}

@Suite("The contracts bite: a wrong implementation is rejected, naming the broken check")
struct ContractsBiteTests {
    func violations(
        of implementation: Implementation<RecordStoreContract<TeamRecord>.Subject>
    ) async -> [ContractViolation] {
        await RecordStoreContract<TeamRecord>.contract.violations(on: implementation)
    }

    @Test("A store that accepts a duplicate id fails exactly the duplicate check")
    func duplicates() async {
        let found = await violations(of: Implementation("WrongRecordStore") { _ in WrongRecordStore() })
        #expect(found.map(\.check) == ["a taken id is refused as a duplicate and nothing changes"])
        let violation = found.first
        #expect(violation?.implementation == "WrongRecordStore")
        #expect(
            violation?.description
                == "WrongRecordStore breaks the RecordStore contract: a taken id is refused as a duplicate and nothing changes: expected the error teams: a record with id 3 already exists, but nothing was thrown"
        )
    }

    @Test("A store that loses writes fails the update check, with what it found")
    func lostWrites() async {
        let found = await violations(of: Implementation("LosingStore") { _ in WrongRecordStore(losesUpdates: true) })
        #expect(found.map(\.check).contains("update replaces the stored record"))
        #expect(
            found.first { $0.check == "update replaces the stored record" }?.reason.contains("after update, found")
                == true)
    }

    @Test("A store that gives a deleted record's id again fails exactly that check")
    func reusedIDs() async {
        let found = await violations(of: Implementation("ReusingStore") { _ in WrongRecordStore(reusesIDs: true) })
        #expect(
            found.map(\.check) == [
                "a taken id is refused as a duplicate and nothing changes",
                "a deleted record's id is never given again: after deleting the highest, opened again, after a power cut",
            ])
        #expect(
            found.last?.reason == "after deleting the highest, 2, the next id is 2", "\(found.map(\.reason))")
    }

    @Test("An implementation that cannot even be made is reported, not crashed on")
    func unbuildable() async {
        struct Broken: Error {}
        let implementation = Implementation<RecordStoreContract<TeamRecord>.Subject>("Unbuildable") {
            (_) async throws -> RecordStoreContract<TeamRecord>.Subject in throw Broken()
        }
        let found = await violations(of: implementation)
        #expect(found.count == RecordStoreContract<TeamRecord>.contract.checks.count)
        #expect(found.allSatisfy { $0.reason.hasPrefix("unexpected error: Broken") })
    }
}
