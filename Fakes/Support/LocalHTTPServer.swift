import Foundation

/// A real HTTP server on 127.0.0.1 serving a temporary folder (`python3 -m http.server`), for tests
/// of real HTTP clients. Started on a free port; stopped and its folder removed by ``stop()``.
public final class LocalHTTPServer {
    /// The folder served; put files here.
    public let root: URL
    /// `http://127.0.0.1:PORT/`.
    public let baseURL: URL
    private let process: Process

    /// Starts the server and waits (up to 10 s) until it accepts connections.
    public init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("http-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let port = try Self.freePort()
        baseURL = URL(string: "http://127.0.0.1:\(port)/")!
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", root.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        for _ in 0..<200 {
            if Self.accepts(port: port) { return }
            guard process.isRunning else { break }
            usleep(50_000)
        }
        stop()
        throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "python3 -m http.server did not start on port \(port)"])
    }

    /// Writes `contents` to `name` in the served folder and returns its URL.
    @discardableResult
    public func serve(_ contents: String, at name: String) throws -> URL {
        try Data(contents.utf8).write(to: root.appendingPathComponent(name))
        return baseURL.appendingPathComponent(name)
    }

    /// Stops the server and removes its folder. Safe to call twice.
    public func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: root)
    }

    deinit { stop() }

    /// A port nobody listens on right now (found by binding port 0).
    public static func freePort() throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", "import socket; s=socket.socket(); s.bind(('127.0.0.1', 0)); print(s.getsockname()[1])",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard let port = Int(output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "no free port: \(output)"])
        }
        return port
    }

    private static func accepts(port: Int) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import socket; socket.create_connection(('127.0.0.1', \(port)), 1)"]
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
