import InterfaceAdapters

/// Records in an array, in id order: the fastest store, and gone when the process ends.
public actor InMemoryRecordStore<Record: StorableRecord>: RecordStore {
    private var records: [Record] = []

    public init(_ records: [Record] = []) {
        self.records = records.filter { $0.id != nil }.sorted { $0.id! < $1.id! }
    }

    public func insert(_ record: Record) throws(RecordStoreError) -> Int {
        var record = record
        let id = record.id ?? ((records.last?.id ?? 0) + 1)
        guard index(of: id) == nil else { throw .duplicateID(collection: Record.schema.collection, id: id) }
        record.id = id
        records.insert(record, at: records.firstIndex { $0.id! > id } ?? records.endIndex)
        return id
    }

    public func find(id: Int) -> Record? {
        index(of: id).map { records[$0] }
    }

    public func findAll() -> [Record] { records }

    public func update(_ record: Record) throws(RecordStoreError) {
        guard let id = record.id else { throw .incompleteRecord(collection: Record.schema.collection, missing: ["id"]) }
        guard let index = index(of: id) else { throw .notFound(collection: Record.schema.collection, id: id) }
        records[index] = record
    }

    public func delete(id: Int) throws(RecordStoreError) {
        guard let index = index(of: id) else { throw .notFound(collection: Record.schema.collection, id: id) }
        records.remove(at: index)
    }

    private func index(of id: Int) -> Int? {
        records.firstIndex { $0.id == id }
    }
}
