import Foundation
import InterfaceAdapters

/// Bytes in a dictionary: the byte storage for an app that keeps nothing between runs, with the
/// same semantics as ``DiskByteStorage`` (the ByteStorage contract checks both).
public actor InMemoryByteStorage: AsyncByteStorage {
    private var files: [String: (data: Data, generation: Int)] = [:]
    private var generation = 0

    public init() {}

    public func read(_ key: String) throws(ByteStorageError) -> Data? {
        try StorageKey.validate(key)
        return files[key]?.data
    }

    public func keys(in folder: String) throws(ByteStorageError) -> [String] {
        if !folder.isEmpty { try StorageKey.validate(folder) }
        let prefix = folder.isEmpty ? "" : folder + "/"
        return files.keys.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") }.sorted()
    }

    public func revision(of key: String) throws(ByteStorageError) -> StorageRevision? {
        try StorageKey.validate(key)
        return files[key].map { StorageRevision("memory-\($0.generation)") }
    }

    public func write(_ data: Data, to key: String) throws(ByteStorageError) {
        try StorageKey.validate(key)
        generation += 1
        files[key] = (data, generation)
    }

    public func create(_ data: Data, at key: String) throws(ByteStorageError) {
        try StorageKey.validate(key)
        guard files[key] == nil else { throw .alreadyExists(key) }
        generation += 1
        files[key] = (data, generation)
    }

    public func remove(_ key: String) throws(ByteStorageError) {
        try StorageKey.validate(key)
        guard files.removeValue(forKey: key) != nil else { throw .notFound(key) }
    }
}
