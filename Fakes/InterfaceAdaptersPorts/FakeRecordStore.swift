import InterfaceAdapters

/// A record store in a dictionary with the semantics every real store has (see
/// ``RecordStore``): next id is one more than the highest, `.duplicateID`, `.notFound`,
/// `.incompleteRecord` for an update without id, ascending order. Records calls, fails on demand.
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
    private var faults = FaultInjector<RecordStoreError>()

    /// Every call so far, in order.
    public private(set) var calls: [Call] = []

    public init(_ records: [Record] = []) {
        for record in records {
            if let id = record.id { self.records[id] = record }
        }
    }

    /// What is stored now, in id order.
    public var stored: [Record] { records.keys.sorted().map { records[$0]! } }

    /// Replaces a stored record without any check, as a damaged or foreign writer would.
    public func corrupt(_ record: Record, id: Int) {
        var record = record
        record.id = id
        records[id] = record
    }

    public func failNext(with error: RecordStoreError) { faults.failNext(with: error) }
    public func failAlways(with error: RecordStoreError) { faults.failAlways(with: error) }

    public func insert(_ record: Record) throws(RecordStoreError) -> Int {
        calls.append(.insert(record))
        try faults.check()
        let id = record.id ?? ((records.keys.max() ?? 0) + 1)
        guard records[id] == nil else { throw .duplicateID(collection: Record.schema.collection, id: id) }
        var stored = record
        stored.id = id
        records[id] = stored
        return id
    }

    public func find(id: Int) throws(RecordStoreError) -> Record? {
        calls.append(.find(id))
        try faults.check()
        return records[id]
    }

    public func findAll() throws(RecordStoreError) -> [Record] {
        calls.append(.findAll)
        try faults.check()
        return stored
    }

    public func update(_ record: Record) throws(RecordStoreError) {
        calls.append(.update(record))
        try faults.check()
        guard let id = record.id else { throw .incompleteRecord(collection: Record.schema.collection, missing: ["id"]) }
        guard records[id] != nil else { throw .notFound(collection: Record.schema.collection, id: id) }
        records[id] = record
    }

    public func delete(id: Int) throws(RecordStoreError) {
        calls.append(.delete(id))
        try faults.check()
        guard records.removeValue(forKey: id) != nil else {
            throw .notFound(collection: Record.schema.collection, id: id)
        }
    }
}
