/// A user as the remote source sends it and as the local copy keeps it (JSON).
public struct UserRecord: Codable, Hashable, Sendable {
    public var id: String
    public var name: String
    public var email: String

    public init(id: String, name: String, email: String) {
        self.id = id
        self.name = name
        self.email = email
    }
}
