import Foundation
import ProcessSpawning
import TestSupport
import Testing

@Suite("ReportingProcess and TestServer: readiness is read, never guessed")
struct ReadinessTests {
    @Test("A process that ends before saying it is ready is an error quoting its standard error")
    func endsEarly() async throws {
        let process = try ReportingProcess.start(["/bin/sh", "-c", "echo starting; echo cannot bind >&2; exit 4"])
        do {
            _ = try await process.line(where: { $0 == "ready" }, describedAs: "saying ready")
            Issue.record("a process that never said ready was taken as ready")
        } catch {
            #expect(error.description.contains("status 4"), "\(error)")
            #expect(error.description.contains("cannot bind"), "\(error)")
        }
    }

    @Test("A test server reports the port it bound, and answers there")
    func httpServer() async throws {
        let server = try await LocalHTTPServer()
        defer { server.abandon() }
        let url = try server.serve("hello", at: "greeting.txt")
        #expect(url.port != nil && url.port != 0)
        let fetched = try await ChildProcess.run([
            "python3", "-c", "import sys, urllib.request; print(urllib.request.urlopen(sys.argv[1]).read().decode())",
            url.absoluteString,
        ])
        #expect(fetched.standardOutput == "hello\n", "\(fetched)")
    }

    @Test("A server that says something other than where it listens is refused")
    func badServer() async throws {
        await #expect(throws: TestServer.StartError.self) {
            try await TestServer.start(["/bin/sh", "-c", "echo 'listening on nowhere'; exec cat"])
        }
        await #expect(throws: TestServer.StartError.self) {
            try await TestServer.start(["/bin/sh", "-c", "echo 'listening on 127.0.0.1:0'; exec cat"])
        }
    }

    @Test("A closed port refuses connections")
    func closedPort() async throws {
        let closed = try ClosedPort()
        defer { closed.close() }
        let attempt = try await ChildProcess.run([
            "python3", "-c", "import socket, sys; socket.create_connection(('127.0.0.1', int(sys.argv[1])), timeout=5)",
            String(closed.port),
        ])
        #expect(attempt.status != 0)
        #expect(attempt.standardError.contains("ConnectionRefusedError"), "\(attempt)")
    }
}
