import Foundation

/// Bytes kept under keys: relative, `/`-separated paths such as `users/1a2b.json`. What the
/// adapters keep values on (``CodableValueStore``); the drivers implement it (`DiskByteStorage`
/// on a folder, `InMemoryByteStorage`), and so does `FakeByteStorage`.
///
/// Every write is all-or-nothing: a reader sees the old bytes or the new ones, never a mix. A
/// driver whose methods do not suspend satisfies it as it is, since a synchronous method meets an
/// `async` requirement.
public protocol AsyncByteStorage: Sendable {
    /// The bytes under `key`, or `nil` when nothing is stored there.
    func read(_ key: String) async throws(ByteStorageError) -> Data?
    /// The keys directly inside `folder` (`""` for the top), sorted; empty when it does not exist.
    func keys(in folder: String) async throws(ByteStorageError) -> [String]
    /// A token that changes whenever the bytes under `key` change; `nil` when nothing is stored.
    func revision(of key: String) async throws(ByteStorageError) -> StorageRevision?
    /// Stores `data` under `key`, replacing what was there; creates folders on the way.
    func write(_ data: Data, to key: String) async throws(ByteStorageError)
    /// Stores `data` under `key` only if nothing is there yet; `.alreadyExists` otherwise.
    func create(_ data: Data, at key: String) async throws(ByteStorageError)
    /// Removes what is stored under `key`; `.notFound` when nothing is.
    func remove(_ key: String) async throws(ByteStorageError)
}
