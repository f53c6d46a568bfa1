/// A person who uses the app.
public struct User: Identifiable, Hashable, Sendable {
    public typealias ID = Identifier<User, String>

    public let id: ID
    public let name: Name
    public let email: EmailAddress

    public init(id: ID, name: Name, email: EmailAddress) {
        self.id = id
        self.name = name
        self.email = email
    }

    /// Validates raw text: name not blank, email plausible.
    public init(id: ID, name: String, email: String) throws(ValidationError) {
        self.init(id: id, name: try Name(name, field: "name"), email: try EmailAddress(email))
    }
}
