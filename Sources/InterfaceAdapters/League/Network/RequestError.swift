/// Why an endpoint could not be performed.
public enum RequestError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No response arrived.
    case transport(HTTPClientError)
    /// The server refused the credentials or the token (HTTP 401).
    case unauthorized
    /// The server answered with a status other than 2xx and 401.
    case status(Int, url: String)
    /// The body did not decode as the endpoint's response.
    case undecodable(url: String, detail: String)
    /// The endpoint's path and query do not make a URL.
    case invalidURL(String)

    public var description: String {
        switch self {
        case .transport(let error): error.description
        case .unauthorized: "the server refused the credentials (HTTP 401)"
        case .status(let code, let url): "\(url) answered HTTP \(code)"
        case .undecodable(let url, let detail): "the answer of \(url) is not what was expected: \(detail)"
        case .invalidURL(let text): "'\(text)' is not a valid URL"
        }
    }
}
