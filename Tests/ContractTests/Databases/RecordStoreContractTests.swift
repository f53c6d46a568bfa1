import Contracts
import InterfaceAdapters
import Testing

/// The record-store contracts on a record of every type (``EveryKindRecord``), over every store of
/// the package and the fake; and proof that the value checks bite.
@Suite("Record-store contracts on every type of value: every store and the fake")
struct RecordStoreContractTests {
    static let runs: [ContractRun] = [
        ContractRun(RecordStoreContract<EveryKindRecord>.contract, over: Databases.stores(of: EveryKindRecord.self)),
        ContractRun(
            RecordStoreFaultContracts<EveryKindRecord>.corruptData, over: Databases.corruptible(EveryKindRecord.self)),
    ]

    @Test(arguments: runs.flatMap(\.cases))
    func contract(_ pair: AnyContractCase) async throws {
        try await pair.verify()
    }

    /// The checks the stores `make` makes (a fresh one for each) break.
    static func violations(of make: @escaping @Sendable () -> CarelessRecordStore) async -> [String] {
        let implementation = Implementation<RecordStoreContract<EveryKindRecord>.Subject>("CarelessRecordStore") {
            _ in make()
        }
        return await RecordStoreContract<EveryKindRecord>.contract.violations(on: implementation).map(\.check)
    }

    @Test("A store that keeps NaN and the infinities fails exactly their refusal")
    func keepsAnything() async {
        let broken = await Self.violations { CarelessRecordStore(checksValues: false) }
        #expect(
            broken == [
                "a decimal that is not finite is refused on insert and update, naming the field; nothing changes"
            ],
            "\(broken)")
    }

    @Test("A store that keeps decimals as whole numbers, as an INTEGER column would, fails the decimals check")
    func roundsDecimals() async {
        let broken = await Self.violations { CarelessRecordStore(roundsDecimals: true) }
        #expect(broken.contains("decimals are stored exactly: fractions, whole numbers, the extremes"), "\(broken)")
    }

    @Test("A store that keeps booleans as 0 and 1 without reading them back as booleans fails the booleans check")
    func integerBooleans() async {
        let broken = await Self.violations { CarelessRecordStore(booleansAsIntegers: true) }
        #expect(broken.contains("booleans come back as booleans, true and false"), "\(broken)")
    }

    @Test("A careful store of the same shape breaks no check: the three above fail for what they name")
    func careful() async {
        let broken = await Self.violations { CarelessRecordStore() }
        #expect(broken.isEmpty, "\(broken)")
    }
}

/// A store in memory that can be careless on purpose: keep NaN and the infinities, or keep
/// decimals as whole numbers.
actor CarelessRecordStore: RecordStore {
    private var records: [Int: EveryKindRecord] = [:]
    private var highestID = 0
    private let checksValues: Bool
    private let roundsDecimals: Bool
    private let booleansAsIntegers: Bool

    init(checksValues: Bool = true, roundsDecimals: Bool = false, booleansAsIntegers: Bool = false) {
        self.checksValues = checksValues
        self.roundsDecimals = roundsDecimals
        self.booleansAsIntegers = booleansAsIntegers
    }

    func insert(_ record: EveryKindRecord) throws(RecordStoreError) -> Int {
        if checksValues { try EveryKindRecord.schema.check(record.fields) }
        let id = record.id ?? max(records.keys.max() ?? 0, highestID) + 1
        guard records[id] == nil else { throw .duplicateID(collection: "every_kind", id: id) }
        try ensureUnique(record, id: id)
        records[id] = kept(record, id: id)
        highestID = max(highestID, id)
        return id
    }

    func find(id: Int) -> EveryKindRecord? { records[id] }
    func findAll() -> [EveryKindRecord] { records.keys.sorted().map { records[$0]! } }

    func update(_ record: EveryKindRecord) throws(RecordStoreError) {
        guard let id = record.id else { throw .incompleteRecord(collection: "every_kind", missing: ["id"]) }
        if checksValues { try EveryKindRecord.schema.check(record.fields) }
        guard records[id] != nil else { throw .notFound(collection: "every_kind", id: id) }
        try ensureUnique(record, id: id)
        records[id] = kept(record, id: id)
    }

    func delete(id: Int) throws(RecordStoreError) {
        guard records.removeValue(forKey: id) != nil else { throw .notFound(collection: "every_kind", id: id) }
    }

    private func kept(_ record: EveryKindRecord, id: Int) -> EveryKindRecord {
        var kept = record
        kept.id = id
        if roundsDecimals, let score = record.score, score.isFinite, abs(score) < 1e18 { kept.score = score.rounded() }
        if booleansAsIntegers, let done = record.done {
            // As SQLite keeps it, read back without the schema's types.
            var fields = kept.fields
            fields["done"] = .integer(done ? 1 : 0)
            kept = EveryKindRecord(id: id, fields: fields)
        }
        return kept
    }

    private func ensureUnique(_ record: EveryKindRecord, id: Int) throws(RecordStoreError) {
        let others = records.lazy.filter { $0.key != id }.map { (id: $0.key, fields: $0.value.fields) }
        if let key = EveryKindRecord.schema.conflictingKey(of: record.fields, id: id, among: others) {
            throw .conflict(collection: "every_kind", fields: key)
        }
    }
}
