import InterfaceAdapters

/// The failure semantics every record store must share, for any kind of record: what a caller
/// sees when stored data is corrupt, and when the medium behind the store is gone. Only
/// implementations that can be put in that state take part (an array in memory cannot hold
/// corrupt bytes).
public enum RecordStoreFaultContracts<Record: StorableRecord> {
    /// A store and a way to break it the way its medium can break.
    public struct Subject: Sendable {
        public let store: any RecordStore<Record>
        /// Damages what is stored for the record with this id (garbage bytes in its file, say).
        public let corrupt: @Sendable (Int) async throws -> Void
        /// Takes the medium away (the folder replaced by a file, the table dropped, …).
        public let breakMedium: @Sendable () async throws -> Void

        public init(
            store: any RecordStore<Record>, corrupt: @escaping @Sendable (Int) async throws -> Void = { _ in },
            breakMedium: @escaping @Sendable () async throws -> Void = {}
        ) {
            self.store = store
            self.corrupt = corrupt
            self.breakMedium = breakMedium
        }
    }

    static func sample(_ number: Int) -> Record { RecordSamples<Record>.sample(number) }

    /// Expects `body` to throw `.corrupt` for the record's collection.
    static func expectCorrupt(_ what: String, _ body: () async throws(RecordStoreError) -> Void) async throws {
        do {
            try await body()
            throw ContractFailure("\(what) succeeded on corrupt data")
        } catch let error as RecordStoreError {
            guard case .corrupt(let collection, _) = error, collection == Record.schema.collection else {
                throw ContractFailure("\(what) gave \(error), not .corrupt")
            }
        }
    }

    /// Expects `body` to throw `.unavailable`.
    static func expectUnavailable(_ what: String, _ body: () async throws(RecordStoreError) -> Void) async throws {
        do {
            try await body()
            throw ContractFailure("\(what) succeeded without its medium")
        } catch let error as RecordStoreError {
            guard case .unavailable = error else { throw ContractFailure("\(what) gave \(error), not .unavailable") }
        }
    }

    /// Corrupt stored data is `.corrupt`, never a missing record or a crash.
    public static var corruptData: Contract<Subject> {
        Contract(
            port: "RecordStore: corrupt data",
            checks: [
                .init("find of a corrupt record is reported as corrupt") { subject in
                    let id = try await subject.store.insert(sample(1))
                    try await subject.corrupt(id)
                    try await expectCorrupt("find") { () async throws(RecordStoreError) in
                        _ = try await subject.store.find(id: id)
                    }
                },
                .init("findAll over a corrupt record is reported as corrupt") { subject in
                    _ = try await subject.store.insert(sample(1))
                    let id = try await subject.store.insert(sample(2))
                    try await subject.corrupt(id)
                    try await expectCorrupt("findAll") { () async throws(RecordStoreError) in
                        _ = try await subject.store.findAll()
                    }
                },
            ])
    }

    /// A medium that is gone is `.unavailable` on every operation.
    public static var unavailableMedium: Contract<Subject> {
        Contract(
            port: "RecordStore: medium gone",
            checks: [
                .init("every operation reports the medium as unavailable") { subject in
                    let id = try await subject.store.insert(sample(1))
                    try await subject.breakMedium()
                    let store = subject.store
                    try await expectUnavailable("insert") { () async throws(RecordStoreError) in
                        _ = try await store.insert(sample(2))
                    }
                    try await expectUnavailable("find") { () async throws(RecordStoreError) in
                        _ = try await store.find(id: id)
                    }
                    try await expectUnavailable("findAll") { () async throws(RecordStoreError) in
                        _ = try await store.findAll()
                    }
                    let changed = RecordSamples<Record>.with(sample(2), id: id)
                    try await expectUnavailable("update") { () async throws(RecordStoreError) in
                        try await store.update(changed)
                    }
                    try await expectUnavailable("delete") { () async throws(RecordStoreError) in
                        try await store.delete(id: id)
                    }
                }
            ])
    }
}
