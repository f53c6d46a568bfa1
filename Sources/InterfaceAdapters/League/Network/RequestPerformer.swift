import Foundation

/// Turns endpoints into HTTP requests, sends them, and decodes the answers.
///
/// - Public endpoints: sent without credentials; successful `GET` answers are cached in a
///   ``ResponseCache``.
/// - Authenticated endpoints: sent only with an ``AccessToken`` (a compile-time guarantee: no
///   overload takes one without).
public struct RequestPerformer: Sendable {
    /// The API root that endpoint paths are relative to.
    public let baseURL: URL
    private let client: any HTTPClient
    private let cache: ResponseCache?

    /// - Parameters:
    ///   - baseURL: the API root that endpoint paths are relative to.
    ///   - cache: where public `GET` answers are kept; `nil` to never cache.
    public init(baseURL: URL, client: any HTTPClient, cache: ResponseCache?) {
        self.baseURL = baseURL
        self.client = client
        self.cache = cache
    }

    /// Performs a public endpoint.
    public func perform<E: PublicEndpoint>(_ endpoint: E) async throws(RequestError) -> E.Response {
        let request = try makeRequest(endpoint, token: nil)
        let cacheable = endpoint.method == .get ? cache : nil
        if let cached = await cacheable?.response(for: request.url) {
            return try decode(E.Response.self, from: cached, url: request.url)
        }
        let response = try await send(request)
        if response.statusCode == 401 { throw .unauthorized }
        guard response.isSuccess else { throw .status(response.statusCode, url: request.url.absoluteString) }
        let value = try decode(E.Response.self, from: response, url: request.url)
        await cacheable?.store(response, for: request.url)
        return value
    }

    /// Performs an authenticated endpoint with `token` as its bearer credential.
    public func perform<E: AuthenticatedEndpoint>(
        _ endpoint: E, token: AccessToken
    ) async throws(RequestError)
        -> E.Response
    {
        let request = try makeRequest(endpoint, token: token)
        let response = try await send(request)
        if response.statusCode == 401 { throw .unauthorized }
        guard response.isSuccess else { throw .status(response.statusCode, url: request.url.absoluteString) }
        return try decode(E.Response.self, from: response, url: request.url)
    }

    /// The HTTP request for `endpoint`; the only place a token is put on the wire.
    func makeRequest<E: Endpoint>(_ endpoint: E, token: AccessToken?) throws(RequestError) -> HTTPRequest {
        let joined = endpoint.path.isEmpty ? baseURL : baseURL.appendingPathComponent(endpoint.path)
        guard var components = URLComponents(url: joined, resolvingAgainstBaseURL: false) else {
            throw .invalidURL(joined.absoluteString)
        }
        if !endpoint.queryItems.isEmpty { components.queryItems = endpoint.queryItems }
        guard let url = components.url else { throw .invalidURL(joined.absoluteString) }
        var headers = ["Accept": "application/json"]
        if endpoint.body != nil { headers["Content-Type"] = "application/json" }
        if let token { headers["Authorization"] = "Bearer \(token.value)" }
        return HTTPRequest(method: endpoint.method, url: url, headers: headers, body: endpoint.body)
    }

    private func send(_ request: HTTPRequest) async throws(RequestError) -> HTTPResponse {
        do {
            return try await client.send(request)
        } catch {
            throw .transport(error)
        }
    }

    private func decode<T: Decodable>(_ type: T.Type, from response: HTTPResponse, url: URL) throws(RequestError) -> T {
        do {
            return try JSONDecoder().decode(type, from: response.body)
        } catch {
            throw .undecodable(url: url.absoluteString, detail: String(describing: error))
        }
    }
}
