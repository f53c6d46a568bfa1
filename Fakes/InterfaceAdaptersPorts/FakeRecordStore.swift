import InterfaceAdapters

/// A record store in a dictionary with the semantics every real store has (see
/// ``RecordStore``): next id is one more than the highest ever given, `.duplicateID`, `.notFound`,
/// `.incompleteRecord` for an update without id, `.conflict` for a repeated unique key, ascending
/// order. Records calls, fails on demand.
public actor FakeRecordStore<Record: StorableRecord>: RecordStore {
    /// A call the fake received.
    public enum Call: Hashable, Sendable {
        case insert(Record)
        case find(Int)
        case findAll
        case update(Record)
        case delete(Int)
    }

    private var records: [Int: Record] = [:]
    /// The highest id given or kept so far: a deleted record's is not given again.
    private var highestID = 0
    /// Failures and delays for the next calls, or for every call.
    public nonisolated let faults = FaultInjector<RecordStoreError>()

    /// Every call so far, in order.
    public private(set) var calls: [Call] = []

    public init(_ records: [Record] = []) {
        for record in records {
            if let id = record.id { self.records[id] = record }
        }
        highestID = self.records.keys.max() ?? 0
    }

    /// What is stored now, in id order.
    public var stored: [Record] { records.keys.sorted().map { records[$0]! } }

    /// Replaces a stored record without any check, as a damaged or foreign writer would.
    public func corrupt(_ record: Record, id: Int) {
        var record = record
        record.id = id
        records[id] = record
    }

    public func insert(_ record: Record) async throws(RecordStoreError) -> Int {
        calls.append(.insert(record))
        try await faults.enter()
        try Record.schema.check(record.fields)
        let id = record.id ?? (max(records.keys.max() ?? 0, highestID) + 1)
        guard records[id] == nil else { throw .duplicateID(collection: Record.schema.collection, id: id) }
        try ensureUnique(record, id: id)
        var stored = record
        stored.id = id
        records[id] = stored
        highestID = max(highestID, id)
        return id
    }

    public func find(id: Int) async throws(RecordStoreError) -> Record? {
        calls.append(.find(id))
        try await faults.enter()
        return records[id]
    }

    public func findAll() async throws(RecordStoreError) -> [Record] {
        calls.append(.findAll)
        try await faults.enter()
        return stored
    }

    public func update(_ record: Record) async throws(RecordStoreError) {
        calls.append(.update(record))
        try await faults.enter()
        guard let id = record.id else { throw .incompleteRecord(collection: Record.schema.collection, missing: ["id"]) }
        try Record.schema.check(record.fields)
        guard records[id] != nil else { throw .notFound(collection: Record.schema.collection, id: id) }
        try ensureUnique(record, id: id)
        records[id] = record
    }

    public func delete(id: Int) async throws(RecordStoreError) {
        calls.append(.delete(id))
        try await faults.enter()
        guard records.removeValue(forKey: id) != nil else {
            throw .notFound(collection: Record.schema.collection, id: id)
        }
    }

    private func ensureUnique(_ record: Record, id: Int) throws(RecordStoreError) {
        let others = records.lazy.map { (id: $0.key, fields: $0.value.fields) }
        if let key = Record.schema.conflictingKey(of: record.fields, id: id, among: others) {
            throw .conflict(collection: Record.schema.collection, fields: key)
        }
    }
}
