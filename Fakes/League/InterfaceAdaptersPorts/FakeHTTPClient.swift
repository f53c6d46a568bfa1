import Foundation
import InterfaceAdapters

/// An HTTP client that answers from responses the test configured per method and URL. A request
/// nobody configured fails with a transport error naming it: there is no default answer.
public actor FakeHTTPClient: HTTPClient {
    private struct Route: Hashable {
        let method: HTTPMethod
        let url: URL
    }

    private var answers: [Route: [Result<HTTPResponse, HTTPClientError>]] = [:]

    /// Every request received, in order.
    public private(set) var requests: [HTTPRequest] = []

    /// Failures and delays for the next requests, or for every request, before any answer.
    public nonisolated let faults = FaultInjector<HTTPClientError>()

    public init() {}

    /// Answers `method url` with `response`. Several answers for one route are given in turn;
    /// the last one repeats.
    public func respond(to method: HTTPMethod = .get, _ url: URL, with response: Result<HTTPResponse, HTTPClientError>)
    {
        answers[Route(method: method, url: url), default: []].append(response)
    }

    /// Answers `method url` with `status` and the JSON encoding of `body`.
    public func respond<Body: Encodable>(to method: HTTPMethod = .get, _ url: URL, status: Int = 200, json body: Body) {
        let data = try! JSONEncoder().encode(body)
        respond(to: method, url, with: .success(HTTPResponse(statusCode: status, body: data)))
    }

    public func send(_ request: HTTPRequest) async throws(HTTPClientError) -> HTTPResponse {
        requests.append(request)
        try await faults.enter()
        let route = Route(method: request.method, url: request.url)
        guard var queue = answers[route], let answer = queue.first else {
            throw .transport(
                url: request.url.absoluteString,
                detail: "FakeHTTPClient has no answer configured for \(request.method.rawValue) \(request.url)")
        }
        if queue.count > 1 {
            queue.removeFirst()
            answers[route] = queue
        }
        return try answer.get()
    }
}
