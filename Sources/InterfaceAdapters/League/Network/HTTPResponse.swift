import Foundation

/// An HTTP response as a plain value.
public struct HTTPResponse: Hashable, Sendable {
    public var statusCode: Int
    public var headers: [String: String]
    public var body: Data

    public init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = headers
        self.body = body
    }

    /// `true` for 2xx.
    public var isSuccess: Bool { (200..<300).contains(statusCode) }
}
