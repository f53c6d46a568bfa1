import Foundation
import InterfaceAdapters

/// Bytes kept under keys, without suspending: what the file database reads and writes inside a
/// unit of work, which holds the medium's lock and must not give its thread away
/// (`DiskByteStorage`; `StagedByteStorage` over it; a failing one in tests). The same operations
/// as the adapters' ``AsyncByteStorage``, with the same guarantees.
public protocol ByteStorage: Sendable {
    /// The bytes under `key`, or `nil` when nothing is stored there.
    func read(_ key: String) throws(ByteStorageError) -> Data?
    /// The keys directly inside `folder` (`""` for the top), sorted; empty when it does not exist.
    func keys(in folder: String) throws(ByteStorageError) -> [String]
    /// A token that changes whenever the bytes under `key` change; `nil` when nothing is stored.
    func revision(of key: String) throws(ByteStorageError) -> StorageRevision?
    /// Stores `data` under `key`, replacing what was there; creates folders on the way.
    func write(_ data: Data, to key: String) throws(ByteStorageError)
    /// Stores `data` under `key` only if nothing is there yet; `.alreadyExists` otherwise.
    func create(_ data: Data, at key: String) throws(ByteStorageError)
    /// Removes what is stored under `key`; `.notFound` when nothing is.
    func remove(_ key: String) throws(ByteStorageError)
}
