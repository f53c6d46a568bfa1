import Foundation
import ProcessSpawning

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real HTTP server on 127.0.0.1 serving a temporary folder (`python3 -m http.server`), for tests
/// of real HTTP clients. Started on a free port; ``stop()`` must be called (use `defer`).
public struct LocalHTTPServer: Sendable {
    /// The folder served; put files here.
    public let root: URL
    /// `http://127.0.0.1:PORT/`.
    public let baseURL: URL
    private let process: ChildProcess

    /// Starts the server and waits (up to 10 s) until it accepts connections.
    public init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("http-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let port = try Self.freePort()
        baseURL = URL(string: "http://127.0.0.1:\(port)/")!
        process = try ChildProcess.spawn([
            "python3", "-m", "http.server", String(port), "--bind", "127.0.0.1", "--directory", root.path,
        ])
        for _ in 0..<200 {
            if Self.accepts(port: port) { return }
            usleep(50_000)
        }
        stop()
        throw CocoaError(
            .fileReadUnknown,
            userInfo: [NSLocalizedDescriptionKey: "python3 -m http.server did not start on port \(port)"])
    }

    /// Writes `contents` to `name` in the served folder and returns its URL.
    @discardableResult
    public func serve(_ contents: String, at name: String) throws -> URL {
        try Data(contents.utf8).write(to: root.appendingPathComponent(name))
        return baseURL.appendingPathComponent(name)
    }

    /// Stops the server and removes its folder.
    public func stop() {
        process.terminate()
        try? FileManager.default.removeItem(at: root)
    }

    /// A port nobody listens on right now (found by binding port 0).
    public static func freePort() throws -> Int {
        let socket = try LoopbackSocket()
        defer { socket.close() }
        var address = LoopbackSocket.address(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket.descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw LoopbackSocket.error("bind") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket.descriptor, $0, &length) }
        }
        guard named == 0 else { throw LoopbackSocket.error("getsockname") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// `true` when something accepts TCP connections on 127.0.0.1:`port`.
    static func accepts(port: Int) -> Bool {
        guard let socket = try? LoopbackSocket() else { return false }
        defer { socket.close() }
        var address = LoopbackSocket.address(port: port)
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket.descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        } == 0
    }
}

/// A TCP socket for 127.0.0.1, closed by its owner.
private struct LoopbackSocket {
    let descriptor: Int32

    init() throws {
        #if canImport(Glibc)
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Self.error("socket") }
    }

    func close() {
        #if canImport(Glibc)
            _ = Glibc.close(descriptor)
        #else
            _ = Darwin.close(descriptor)
        #endif
    }

    static func address(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    static func error(_ call: String) -> CocoaError {
        CocoaError(
            .fileReadUnknown,
            userInfo: [NSLocalizedDescriptionKey: "\(call) failed: \(String(cString: strerror(errno)))"])
    }
}
