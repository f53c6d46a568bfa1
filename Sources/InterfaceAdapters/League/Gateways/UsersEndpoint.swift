/// The public endpoint that lists users.
public struct UsersEndpoint: PublicEndpoint {
    public typealias Response = [UserRecord]

    public let path: String

    /// - Parameter path: below the performer's base URL; empty when the base URL is the list.
    public init(path: String = "") { self.path = path }
}
