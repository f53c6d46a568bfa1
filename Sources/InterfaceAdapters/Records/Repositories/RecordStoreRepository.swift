import Entities
import UseCases

/// A repository port implemented on top of any ``RecordStore``: the bridge maps entities to
/// records, the store keeps them. Swapping the store (array, files, SQLite) changes nothing here.
///
/// Each bridge's file declares which port the repository over it implements:
/// `RecordStoreRepository<TeamBridge>` is a `TeamRepository`.
public struct RecordStoreRepository<Bridge: RecordBridge>: Repository {
    public typealias Entity = Bridge.Entity
    public typealias Draft = Bridge.Draft

    private let store: any RecordStore<Bridge.Record>

    public init(store: any RecordStore<Bridge.Record>, bridge: Bridge.Type = Bridge.self) {
        self.store = store
    }

    public func create(_ draft: Draft) async throws(RepositoryError) -> Entity {
        var record = Bridge.record(from: draft)
        record.id = try await mapped { () async throws(RecordStoreError) in try await store.insert(record) }
        return try entity(from: record)
    }

    public func find(id: Entity.ID) async throws(RepositoryError) -> Entity? {
        let record = try await mapped { () async throws(RecordStoreError) in
            try await store.find(id: Bridge.recordID(for: id))
        }
        return try record.map { (record) throws(RepositoryError) in try entity(from: record) }
    }

    public func list() async throws(RepositoryError) -> [Entity] {
        let records = try await mapped { () async throws(RecordStoreError) in try await store.findAll() }
        var entities: [Entity] = []
        entities.reserveCapacity(records.count)
        for record in records { entities.append(try entity(from: record)) }
        return entities
    }

    public func update(_ entity: Entity) async throws(RepositoryError) {
        try await mapped { () async throws(RecordStoreError) in try await store.update(Bridge.record(from: entity)) }
    }

    public func delete(id: Entity.ID) async throws(RepositoryError) {
        try await mapped { () async throws(RecordStoreError) in try await store.delete(id: Bridge.recordID(for: id)) }
    }

    private func entity(from record: Bridge.Record) throws(RepositoryError) -> Entity {
        do {
            return try Bridge.entity(from: record)
        } catch {
            throw .corrupt(error.description)
        }
    }

    private func mapped<Value>(
        _ body: () async throws(RecordStoreError) -> Value
    ) async throws(RepositoryError) -> Value {
        do {
            return try await body()
        } catch {
            throw RepositoryError(error, entity: Bridge.entityName)
        }
    }
}

extension RepositoryError {
    /// A record store's failure in the repository port's terms; `entity` names the kind of
    /// entity in messages ("team").
    public init(_ error: RecordStoreError, entity: String) {
        switch error {
        case .notFound(_, let id): self = .notFound(entity: entity, id: String(id))
        case .duplicateID(_, let id): self = .duplicate(entity: entity, id: String(id))
        case .conflict(_, let fields): self = .conflict(entity: entity, fields: fields)
        case .incompleteRecord, .invalidValue: self = .corrupt(error.description)
        case .corrupt(let collection, let detail): self = .corrupt("\(collection): \(detail)")
        case .unavailable(let detail): self = .unavailable(detail)
        case .newerSchema: self = .unavailable(error.description)
        }
    }
}
