/// Keeps one value and tells when it changed: the unit the cached chain is built from.
public protocol ValueStore<Value>: Sendable {
    associatedtype Value: Sendable

    /// The stored value, or `nil` when none has been saved.
    func load() async throws(ValueStoreError) -> Value?
    /// Replaces the stored value.
    func save(_ value: Value) async throws(ValueStoreError)
    /// A token that changes whenever the stored value does; `nil` when none is stored.
    func revision() async throws(ValueStoreError) -> StorageRevision?
}

/// Why a value could not be loaded or saved.
public enum ValueStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes under `key` are not a valid encoding of the value.
    case corrupt(key: String, detail: String)
    /// The value could not be encoded.
    case unencodable(key: String, detail: String)
    /// The storage below failed.
    case storage(ByteStorageError)

    public var description: String {
        switch self {
        case .corrupt(let key, let detail): "'\(key)' holds corrupt data: \(detail)"
        case .unencodable(let key, let detail): "cannot encode the value for '\(key)': \(detail)"
        case .storage(let error): error.description
        }
    }
}
