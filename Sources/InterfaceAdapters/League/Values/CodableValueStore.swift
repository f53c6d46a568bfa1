import Foundation

/// A `Codable` value kept as JSON under one key of any byte storage.
///
/// Corrupt bytes are reported as ``ValueStoreError/corrupt(key:detail:)`` naming the key, never as
/// a missing value: a damaged file must not look like an empty one.
public struct CodableValueStore<Value: Codable & Sendable>: ValueStore {
    private let storage: any AsyncByteStorage
    private let key: String

    public init(storage: any AsyncByteStorage, key: String) {
        self.storage = storage
        self.key = key
    }

    public func load() async throws(ValueStoreError) -> Value? {
        let data: Data?
        do {
            data = try await storage.read(key)
        } catch {
            throw .storage(error)
        }
        guard let data else { return nil }
        do {
            return try JSONDecoder().decode(Value.self, from: data)
        } catch {
            throw .corrupt(key: key, detail: String(describing: error))
        }
    }

    public func save(_ value: Value) async throws(ValueStoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(value)
        } catch {
            throw .unencodable(key: key, detail: String(describing: error))
        }
        do {
            try await storage.write(data, to: key)
        } catch {
            throw .storage(error)
        }
    }

    public func revision() async throws(ValueStoreError) -> StorageRevision? {
        do {
            return try await storage.revision(of: key)
        } catch {
            throw .storage(error)
        }
    }
}
