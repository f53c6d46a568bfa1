import Foundation

/// Reads bytes stored under keys: relative, `/`-separated paths such as `teams/1.json`.
///
/// Synchronous; a synchronous storage also satisfies ``AsyncReadableByteStorage`` by declaring
/// the conformance, since a synchronous method meets an `async` requirement.
public protocol ReadableByteStorage: Sendable {
    /// The bytes under `key`, or `nil` when nothing is stored there.
    func read(_ key: String) throws(ByteStorageError) -> Data?
    /// The keys directly inside `folder` (`""` for the top), sorted; empty when it does not exist.
    func keys(in folder: String) throws(ByteStorageError) -> [String]
    /// A token that changes whenever the bytes under `key` change; `nil` when nothing is stored.
    func revision(of key: String) throws(ByteStorageError) -> StorageRevision?
}

/// Writes bytes under keys. Every write is all-or-nothing: a reader sees the old bytes or the
/// new ones, never a mix.
public protocol WritableByteStorage: Sendable {
    /// Stores `data` under `key`, replacing what was there; creates folders on the way.
    func write(_ data: Data, to key: String) throws(ByteStorageError)
    /// Stores `data` under `key` only if nothing is there yet; `.alreadyExists` otherwise.
    func create(_ data: Data, at key: String) throws(ByteStorageError)
    /// Removes what is stored under `key`; `.notFound` when nothing is.
    func remove(_ key: String) throws(ByteStorageError)
}

/// ``ReadableByteStorage`` for storages that suspend (actors, remote stores).
public protocol AsyncReadableByteStorage: Sendable {
    func read(_ key: String) async throws(ByteStorageError) -> Data?
    func keys(in folder: String) async throws(ByteStorageError) -> [String]
    func revision(of key: String) async throws(ByteStorageError) -> StorageRevision?
}

/// ``WritableByteStorage`` for storages that suspend (actors, remote stores).
public protocol AsyncWritableByteStorage: Sendable {
    func write(_ data: Data, to key: String) async throws(ByteStorageError)
    func create(_ data: Data, at key: String) async throws(ByteStorageError)
    func remove(_ key: String) async throws(ByteStorageError)
}

/// A synchronous storage that reads and writes.
public typealias ByteStorage = ReadableByteStorage & WritableByteStorage

/// A storage that reads and writes, possibly suspending.
public typealias AsyncByteStorage = AsyncReadableByteStorage & AsyncWritableByteStorage
