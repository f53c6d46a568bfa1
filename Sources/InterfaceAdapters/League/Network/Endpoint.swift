import Foundation

/// One operation of a remote API: where it is, how to call it, and what it answers.
///
/// Never conform to `Endpoint` directly: conform to ``PublicEndpoint`` or
/// ``AuthenticatedEndpoint``, which is what decides whether ``RequestPerformer`` will send it
/// without a token.
public protocol Endpoint: Sendable {
    associatedtype Response: Decodable & Sendable

    var method: HTTPMethod { get }
    /// The path below the API's base URL, without a leading slash: `users`, `auth/login`; empty
    /// for the base URL itself.
    var path: String { get }
    var queryItems: [URLQueryItem] { get }
    var body: Data? { get }
}

extension Endpoint {
    public var method: HTTPMethod { .get }
    public var queryItems: [URLQueryItem] { [] }
    public var body: Data? { nil }
}

/// An endpoint anyone may call. ``RequestPerformer`` sends it without credentials and may answer
/// a `GET` from its response cache.
public protocol PublicEndpoint: Endpoint {}

/// An endpoint that needs a logged-in caller. ``RequestPerformer`` only sends it together with an
/// ``AccessToken``: there is no overload that takes one without, so forgetting the token is a
/// compile-time error. Its responses are never cached (they belong to one caller).
public protocol AuthenticatedEndpoint: Endpoint {}
