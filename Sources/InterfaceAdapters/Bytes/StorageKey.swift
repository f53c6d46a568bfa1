/// The rule for byte-storage keys, shared by every implementation: a relative, `/`-separated path
/// with no empty, `.` or `..` component and no NUL byte, so that no key can leave its root.
public enum StorageKey {
    /// Throws ``ByteStorageError/invalidKey(_:reason:)`` for a key that breaks the rule.
    public static func validate(_ key: String) throws(ByteStorageError) {
        guard !key.isEmpty else { throw .invalidKey(key, reason: "it is empty") }
        guard !key.hasPrefix("/") else {
            throw .invalidKey(key, reason: "it is absolute; keys are relative to the root")
        }
        guard !key.utf8.contains(0) else { throw .invalidKey(key, reason: "it contains a NUL byte") }
        for component in key.split(separator: "/", omittingEmptySubsequences: false) {
            switch component {
            case "": throw .invalidKey(key, reason: "it has an empty path component")
            case ".", "..": throw .invalidKey(key, reason: "'\(component)' would leave the storage root")
            default: continue
            }
        }
    }
}
