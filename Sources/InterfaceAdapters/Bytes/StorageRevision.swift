/// An opaque token that differs whenever stored content differs, cheap to obtain.
///
/// Compare two revisions for equality; nothing else about them is meaningful.
public struct StorageRevision: Hashable, Sendable, CustomStringConvertible {
    public let token: String

    public init(_ token: String) { self.token = token }

    public var description: String { token }
}
