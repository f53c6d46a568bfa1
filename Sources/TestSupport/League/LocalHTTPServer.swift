import Foundation
import ProcessSpawning

/// A real HTTP server on 127.0.0.1 serving a temporary folder (`Sources/TestSupport/League/Servers/http_server.py`), for
/// tests of real HTTP clients. End it with ``stop()`` when the test goes on without it, and with
/// ``abandon()`` in a `defer`.
public struct LocalHTTPServer: Sendable {
    /// The folder served; put files here.
    public let root: URL
    /// `http://127.0.0.1:PORT/`.
    public var baseURL: URL { server.baseURL }
    private let server: TestServer

    /// Starts the server and returns once it accepts connections.
    public init() async throws {
        root = try TemporaryFolder(prefix: "http").url
        do {
            server = try await TestServer.start(["python3", TestScripts.path("http_server.py"), root.path])
        } catch {
            try? FileManager.default.removeItem(at: root)
            throw error
        }
    }

    /// Writes `contents` to `name` in the served folder and returns its URL.
    @discardableResult
    public func serve(_ contents: String, at name: String) throws -> URL {
        try Data(contents.utf8).write(to: root.appendingPathComponent(name))
        return baseURL.appendingPathComponent(name)
    }

    /// Stops the server, waits (on a thread of its own) until it is gone, and removes its folder.
    public func stop() async {
        await server.stop()
        try? FileManager.default.removeItem(at: root)
    }

    /// Stops the server without waiting (for a `defer`) and removes its folder.
    public func abandon() {
        server.abandon()
        try? FileManager.default.removeItem(at: root)
    }
}
