import Foundation

/// A bearer token and what it takes to renew it.
public struct AccessToken: Hashable, Sendable, Codable {
    public var value: String
    public var refreshToken: String?
    public var expiresAt: Date?

    public init(value: String, refreshToken: String? = nil, expiresAt: Date? = nil) {
        self.value = value
        self.refreshToken = refreshToken
        self.expiresAt = expiresAt
    }

    /// `true` when the token is known to expire at or before `date`.
    public func isExpired(at date: Date) -> Bool {
        expiresAt.map { $0 <= date } ?? false
    }
}
