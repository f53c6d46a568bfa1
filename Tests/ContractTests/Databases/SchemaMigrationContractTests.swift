import Contracts
import InterfaceAdapters
import Testing

/// The migration contract on every medium of the package, and proof that it bites.
@Suite("Schema migrations: every medium migrates records once, all or nothing, and refuses newer data")
struct SchemaMigrationContractTests {
    static let runs = [ContractRun(SchemaMigrationContract.contract, over: Databases.transactional)]

    @Test(arguments: runs.flatMap(\.cases))
    func contract(_ pair: AnyContractCase) async throws {
        try await pair.verify()
    }

    @Test("A medium that skips the migration steps fails every check of the contract")
    func bites() async {
        let implementation = Implementation<SchemaMigrationContract.Subject>("ForgetfulDatabase") { _ in
            ForgetfulDatabase()
        }
        let broken = await SchemaMigrationContract.contract.violations(on: implementation).map(\.check)
        #expect(broken.count == SchemaMigrationContract.contract.checks.count, "\(broken)")
        #expect(broken.first?.hasPrefix("records kept at version 1 are read at version 2") == true, "\(broken)")
    }
}

/// A medium that keeps every record's fields as given, whatever its schema's version: no
/// migration, no refusal.
struct ForgetfulDatabase: RecordDatabase {
    let rows = ForgetfulRows()

    func transaction<Result: Sendable, Failure: Error>(
        _ work: @Sendable (any TransactionStores) async throws(Failure) -> Result
    ) async throws(TransactionError<Failure>) -> Result {
        do {
            return try await work(Stores(rows: rows))
        } catch {
            throw .work(error)
        }
    }

    struct Stores: TransactionStores {
        let rows: ForgetfulRows

        func store<Record: StorableRecord>(of type: Record.Type) -> any RecordStore<Record> {
            ForgetfulStore<Record>(rows: rows)
        }
    }
}

/// The forgetful medium's records, by collection and id.
actor ForgetfulRows {
    var rows: [String: [Int: [String: FieldValue]]] = [:]

    func insert(_ fields: [String: FieldValue], id: Int?, in collection: String) -> Int {
        let id = id ?? (rows[collection]?.keys.max() ?? 0) + 1
        rows[collection, default: [:]][id] = fields
        return id
    }

    func set(_ fields: [String: FieldValue]?, id: Int, in collection: String) {
        rows[collection, default: [:]][id] = fields
    }
}

struct ForgetfulStore<Record: StorableRecord>: RecordStore {
    let rows: ForgetfulRows
    var collection: String { Record.schema.collection }

    func insert(_ record: Record) async throws(RecordStoreError) -> Int {
        await rows.insert(record.fields, id: record.id, in: collection)
    }

    func find(id: Int) async throws(RecordStoreError) -> Record? {
        await rows.rows[collection]?[id].map { Record(id: id, fields: $0) }
    }

    func findAll() async throws(RecordStoreError) -> [Record] {
        let kept = await rows.rows[collection] ?? [:]
        return kept.keys.sorted().map { Record(id: $0, fields: kept[$0]!) }
    }

    func update(_ record: Record) async throws(RecordStoreError) {
        await rows.set(record.fields, id: record.id ?? 0, in: collection)
    }

    func delete(id: Int) async throws(RecordStoreError) {
        await rows.set(nil, id: id, in: collection)
    }
}
