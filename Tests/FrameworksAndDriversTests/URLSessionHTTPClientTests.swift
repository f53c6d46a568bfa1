import Fakes
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import Testing

@Suite("URLSessionHTTPClient against a real HTTP server on 127.0.0.1", .serialized)
struct URLSessionHTTPClientTests {
    @Test("A GET returns the status, headers and body the server sent")
    func get() async throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let url = try server.serve(#"[{"id":"1","name":"Ada","email":"ada@example.com"}]"#, at: "users.json")
        let response = try await URLSessionHTTPClient().send(HTTPRequest(url: url))
        #expect(response.statusCode == 200)
        #expect(String(decoding: response.body, as: UTF8.self).contains("Ada"))
        #expect(response.headers.keys.contains { $0.lowercased() == "content-length" })
    }

    @Test("A 404 is a response, not an error")
    func notFound() async throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let response = try await URLSessionHTTPClient().send(
            HTTPRequest(url: server.baseURL.appendingPathComponent("missing.json")))
        #expect(response.statusCode == 404)
    }

    @Test("A port nobody listens on is a transport error naming the URL")
    func connectionRefused() async throws {
        let url = URL(string: "http://127.0.0.1:\(try LocalHTTPServer.freePort())/users.json")!
        do {
            _ = try await URLSessionHTTPClient(timeout: 5).send(HTTPRequest(url: url))
            Issue.record("a request to a closed port succeeded")
        } catch {
            guard case .transport(let failedURL, _) = error else { Issue.record("\(error)"); return }
            #expect(failedURL == url.absoluteString)
        }
    }

    @Test("The whole remote path works: performer, user source and fallback directory over URLSession")
    func userSourceOverHTTP() async throws {
        let server = try LocalHTTPServer()
        defer { server.stop() }
        let url = try server.serve(
            #"[{"id":"1","name":"Ada Lovelace","email":"ada@example.com"},{"id":"2","name":"Grace Hopper","email":"grace@example.com"}]"#,
            at: "users.json")
        let source = HTTPUserSource(performer: RequestPerformer(baseURL: url, client: URLSessionHTTPClient()))
        let users = try await source.fetchUsers()
        #expect(users.map(\.name.value) == ["Ada Lovelace", "Grace Hopper"])
    }
}
