import Foundation

/// Sends one HTTP request and returns the response, whatever its status.
///
/// The driver behind it (URLSession, or a fake in tests) is chosen by the composition root.
/// Only a failure to get any response at all is an error; a 404 or a 500 is a response.
public protocol HTTPClient: Sendable {
    func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse
}

/// Why no HTTP response was received.
public enum HTTPClientError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The connection failed: refused, reset, DNS, TLS, timeout.
    case transport(url: String, detail: String)
    /// Something came back that is not an HTTP response.
    case invalidResponse(url: String)

    public var description: String {
        switch self {
        case .transport(let url, let detail): "cannot reach \(url): \(detail)"
        case .invalidResponse(let url): "\(url) did not answer with an HTTP response"
        }
    }
}
