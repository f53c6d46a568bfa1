/// Why a byte storage could not read or write.
public enum ByteStorageError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The key is empty, absolute, or would leave the storage's root (`..`).
    case invalidKey(String, reason: String)
    /// `create` found something already stored under the key.
    case alreadyExists(String)
    /// `remove` found nothing stored under the key.
    case notFound(String)
    /// The medium failed for this key (permissions, a folder where a file should be, a full disk).
    case io(key: String, detail: String)

    public var description: String {
        switch self {
        case .invalidKey(let key, let reason): "invalid storage key '\(key)': \(reason)"
        case .alreadyExists(let key): "'\(key)' already exists"
        case .notFound(let key): "nothing is stored under '\(key)'"
        case .io(let key, let detail): "cannot access '\(key)': \(detail)"
        }
    }
}
