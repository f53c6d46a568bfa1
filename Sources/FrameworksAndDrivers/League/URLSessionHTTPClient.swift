import Foundation
import InterfaceAdapters

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// ``HTTPClient`` over Foundation's `URLSession` (FoundationNetworking on Linux).
public struct URLSessionHTTPClient: HTTPClient {
    private let session: URLSession

    /// An ephemeral session (no shared cookies or cache) with a per-request timeout.
    public init(timeout: TimeInterval = 10) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration)
    }

    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch {
            throw .transport(url: request.url.absoluteString, detail: error.localizedDescription)
        }
        guard let http = response as? HTTPURLResponse else {
            throw .invalidResponse(url: request.url.absoluteString)
        }
        var headers: [String: String] = [:]
        for case (let name as String, let value as String) in http.allHeaderFields {
            headers[name] = value
        }
        return HTTPResponse(statusCode: http.statusCode, headers: headers, body: data)
    }
}
