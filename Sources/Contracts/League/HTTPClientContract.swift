import Foundation
import InterfaceAdapters

/// What every ``HTTPClient`` must do. The implementation under test is given with a server (real or
/// faked) that serves ``HTTPClientContract/served`` under `baseURL` and answers 404 for anything
/// else, and with a URL where nothing listens.
public enum HTTPClientContract {
    /// A client and the places it is tested against.
    public struct Subject: Sendable {
        public let client: any HTTPClient
        /// Where ``HTTPClientContract/served`` is served.
        public let baseURL: URL
        /// A URL on a port where nothing listens.
        public let unreachableURL: URL

        public init(client: any HTTPClient, baseURL: URL, unreachableURL: URL) {
            self.client = client
            self.baseURL = baseURL
            self.unreachableURL = unreachableURL
        }
    }

    /// The files the server serves: path → contents.
    public static let served = ["users.json": #"[{"id":"1","name":"Ada Lovelace","email":"ada@example.com"}]"#]

    public static let contract = Contract<Subject>(
        port: "HTTPClient",
        checks: [
            .init("a GET of a served path answers 200 with its bytes") { subject in
                let response = try await subject.client.send(
                    HTTPRequest(url: subject.baseURL.appendingPathComponent("users.json")))
                try expect(response.statusCode == 200, "the status is \(response.statusCode)")
                try expect(
                    response.body == Data(served["users.json"]!.utf8), "the body is \(response.body.count) other bytes")
            },
            .init("a GET of a missing path is a 404 response, not an error") { subject in
                let response = try await subject.client.send(
                    HTTPRequest(url: subject.baseURL.appendingPathComponent("missing.json")))
                try expect(response.statusCode == 404, "the status is \(response.statusCode)")
            },
            .init("no server at all is a transport error naming the URL") { subject in
                do {
                    _ = try await subject.client.send(HTTPRequest(url: subject.unreachableURL))
                    throw ContractFailure("a request to a port where nothing listens answered")
                } catch let error as HTTPClientError {
                    guard case .transport(let url, _) = error else { throw ContractFailure("the error is \(error)") }
                    try expect(url == subject.unreachableURL.absoluteString, "the error names \(url)")
                }
            },
        ])
}
