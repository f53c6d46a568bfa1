import Foundation
import ProcessSpawning

/// A helper server a test starts as a child process: it binds port 0 itself and reports the port
/// it got as its first line, `listening on 127.0.0.1:PORT`. Reading that line is the one way every
/// test waits for a server: no port is picked and released beforehand, nothing is polled.
public final class TestServer: Sendable {
    /// The port the server bound.
    public let port: Int
    /// `http://127.0.0.1:PORT/`.
    public let baseURL: URL
    private let process: ReportingProcess

    /// Why a server could not be started.
    public struct StartError: Error, CustomStringConvertible {
        public let description: String
    }

    /// Starts `arguments` and returns once the server has said where it listens.
    /// - Throws: ``StartError`` quoting the server's standard error when it ends, or says
    ///   something else, before that.
    public static func start(_ arguments: [String]) async throws(StartError) -> TestServer {
        let process: ReportingProcess
        let line: String
        do {
            process = try ReportingProcess.start(arguments)
            line = try await process.line(
                where: { $0.hasPrefix("listening on ") }, describedAs: "saying 'listening on 127.0.0.1:PORT'")
        } catch {
            throw StartError(description: "\(arguments.joined(separator: " ")): \(error)")
        }
        guard let port = line.split(separator: ":").last.flatMap({ Int($0) }), (1...65535).contains(port) else {
            process.child.abandon()
            throw StartError(
                description: "\(arguments.joined(separator: " ")) said '\(line)', not 'listening on HOST:PORT'")
        }
        process.discardRemainingOutput()
        return TestServer(port: port, process: process)
    }

    private init(port: Int, process: ReportingProcess) {
        self.port = port
        baseURL = URL(string: "http://127.0.0.1:\(port)/")!
        self.process = process
    }

    /// Stops the server and waits, on a thread of its own, until it has ended.
    public func stop() async {
        await process.stop()
    }

    /// Stops the server without waiting (for a `defer`); the process is reaped in the background.
    public func abandon() {
        process.child.abandon()
    }
}
