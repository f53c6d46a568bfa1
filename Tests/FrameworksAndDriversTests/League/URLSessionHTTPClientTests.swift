import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import TestSupport
import Testing

@Suite("URLSessionHTTPClient against a real HTTP server on 127.0.0.1", .serialized)
struct URLSessionHTTPClientTests {
    @Test("A GET returns the status, headers and body the server sent")
    func get() async throws {
        let server = try await LocalHTTPServer()
        defer { server.abandon() }
        let url = try server.serve(#"[{"id":"1","name":"Ada","email":"ada@example.com"}]"#, at: "users.json")
        let response = try await URLSessionHTTPClient().send(HTTPRequest(url: url))
        #expect(response.statusCode == 200)
        #expect(String(decoding: response.body, as: UTF8.self).contains("Ada"))
        #expect(response.headers.keys.contains { $0.lowercased() == "content-length" })
    }

    @Test("A 404 is a response, not an error")
    func notFound() async throws {
        let server = try await LocalHTTPServer()
        defer { server.abandon() }
        let response = try await URLSessionHTTPClient().send(
            HTTPRequest(url: server.baseURL.appendingPathComponent("missing.json")))
        #expect(response.statusCode == 404)
    }

    @Test("A port nobody listens on is a transport error naming the URL")
    func connectionRefused() async throws {
        let closed = try ClosedPort()
        defer { closed.close() }
        let url = closed.url.appendingPathComponent("users.json")
        do {
            _ = try await URLSessionHTTPClient(timeout: 5).send(HTTPRequest(url: url))
            Issue.record("a request to a closed port succeeded")
        } catch {
            guard case .transport(let failedURL, _) = error else { Issue.record("\(error)"); return }
            #expect(failedURL == url.absoluteString)
        }
    }

    @Test("The whole remote path works: performer and user source over URLSession")
    func userSourceOverHTTP() async throws {
        let server = try await LocalHTTPServer()
        defer { server.abandon() }
        let url = try server.serve(
            #"[{"id":"1","name":"Ada Lovelace","email":"ada@example.com"},{"id":"2","name":"Grace Hopper","email":"grace@example.com"}]"#,
            at: "users.json")
        let source = HTTPUserSource(
            performer: RequestPerformer(baseURL: url, client: URLSessionHTTPClient(), cache: nil))
        let users = try await source.fetchUsers()
        #expect(users.map(\.name.value) == ["Ada Lovelace", "Grace Hopper"])
    }
}
