import Foundation
import InterfaceAdapters

/// The failure semantics of the byte storages and the value stores: corrupt stored bytes and a
/// medium that is gone look the same through every implementation that can be put in that state.
public enum StorageFaultContracts {
    /// A value store and a way to damage what it keeps behind its back.
    public struct ValueSubject: Sendable {
        public let store: any ValueStore<[String]>
        /// Replaces the stored bytes with something that is not an encoding of the value.
        public let corrupt: @Sendable () async throws -> Void

        public init(store: any ValueStore<[String]>, corrupt: @escaping @Sendable () async throws -> Void) {
            self.store = store
            self.corrupt = corrupt
        }
    }

    /// A byte storage and a way to take its medium away.
    public struct BytesSubject: Sendable {
        public let storage: any AsyncByteStorage
        /// Takes the medium away (the folder under a key replaced by a file, …).
        public let breakMedium: @Sendable () async throws -> Void

        public init(storage: any AsyncByteStorage, breakMedium: @escaping @Sendable () async throws -> Void) {
            self.storage = storage
            self.breakMedium = breakMedium
        }
    }

    /// Corrupt bytes under a value are `.corrupt` naming the key, never a missing value.
    public static let corruptValue = Contract<ValueSubject>(
        port: "ValueStore: corrupt bytes",
        checks: [
            .init("a value whose bytes are damaged loads as corrupt, not as missing") { subject in
                try await subject.store.save(["Ada"])
                try await subject.corrupt()
                do {
                    let loaded = try await subject.store.load()
                    throw ContractFailure("damaged bytes loaded as \(String(describing: loaded))")
                } catch let error as ValueStoreError {
                    guard case .corrupt = error else { throw ContractFailure("the error is \(error), not .corrupt") }
                }
            }
        ])

    /// A medium that is gone is an `.io` error naming the key, on every operation.
    public static let bytesMediumGone = Contract<BytesSubject>(
        port: "AsyncByteStorage: medium gone",
        checks: [
            .init("every operation under the lost folder reports an I/O error naming the key") { subject in
                try await subject.storage.write(Data("one".utf8), to: "folder/key")
                try await subject.breakMedium()
                let storage = subject.storage
                let operations: [(String, () async throws(ByteStorageError) -> Void)] = [
                    ("read", { () async throws(ByteStorageError) in _ = try await storage.read("folder/key") }),
                    (
                        "write",
                        { () async throws(ByteStorageError) in try await storage.write(Data(), to: "folder/key") }
                    ),
                    (
                        "create",
                        { () async throws(ByteStorageError) in try await storage.create(Data(), at: "folder/new") }
                    ),
                    ("remove", { () async throws(ByteStorageError) in try await storage.remove("folder/key") }),
                    (
                        "revision",
                        { () async throws(ByteStorageError) in _ = try await storage.revision(of: "folder/key") }
                    ),
                ]
                for (name, operation) in operations {
                    do {
                        try await operation()
                        throw ContractFailure("\(name) succeeded without its medium")
                    } catch let error as ByteStorageError {
                        guard case .io(let key, _) = error, key.hasPrefix("folder/") else {
                            throw ContractFailure("\(name) gave \(error), not an I/O error naming the key")
                        }
                    }
                }
            }
        ])
}
