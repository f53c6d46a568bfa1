import Foundation
import InterfaceAdapters

/// A byte storage in a dictionary with the semantics of the disk one (the same key rule, atomic
/// writes, exclusive create, `.notFound` on removing nothing, keys listed per folder), recording
/// writes and failing on demand.
public actor FakeByteStorage: AsyncByteStorage {
    private var files: [String: Data] = [:]
    private var generations: [String: Int] = [:]
    /// Failures and delays for the next calls, or for every call.
    public nonisolated let faults = FaultInjector<ByteStorageError>()

    /// Every key written (by `write` or `create`), in order.
    public private(set) var writtenKeys: [String] = []

    public init(_ files: [String: Data] = [:]) {
        self.files = files
    }

    /// What is stored now.
    public var contents: [String: Data] { files }

    public func read(_ key: String) async throws(ByteStorageError) -> Data? {
        try await faults.enter()
        try StorageKey.validate(key)
        return files[key]
    }

    public func keys(in folder: String) async throws(ByteStorageError) -> [String] {
        try await faults.enter()
        if !folder.isEmpty { try StorageKey.validate(folder) }
        let prefix = folder.isEmpty ? "" : folder + "/"
        return files.keys.filter { $0.hasPrefix(prefix) && !$0.dropFirst(prefix.count).contains("/") }.sorted()
    }

    public func revision(of key: String) async throws(ByteStorageError) -> StorageRevision? {
        try await faults.enter()
        try StorageKey.validate(key)
        return files[key] == nil ? nil : StorageRevision("\(key)#\(generations[key, default: 0])")
    }

    public func write(_ data: Data, to key: String) async throws(ByteStorageError) {
        try await faults.enter()
        try StorageKey.validate(key)
        store(data, key)
    }

    public func create(_ data: Data, at key: String) async throws(ByteStorageError) {
        try await faults.enter()
        try StorageKey.validate(key)
        guard files[key] == nil else { throw .alreadyExists(key) }
        store(data, key)
    }

    public func remove(_ key: String) async throws(ByteStorageError) {
        try await faults.enter()
        try StorageKey.validate(key)
        guard files.removeValue(forKey: key) != nil else { throw .notFound(key) }
    }

    private func store(_ data: Data, _ key: String) {
        files[key] = data
        generations[key, default: 0] += 1
        writtenKeys.append(key)
    }
}
