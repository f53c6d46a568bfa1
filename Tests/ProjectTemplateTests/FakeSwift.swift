import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A `swift` put first on `PATH` that misbehaves in one step and passes every other command on to
/// the real toolchain: to make `swift format` or `swift package dump-package` fail, or make
/// `swift format` hang after saying, through a FIFO, that it has started.
struct FakeSwift {
    enum Behaviour {
        case failFormat
        case failDumpPackage
        /// Writes `ready PID` to the FIFO, then sleeps until killed.
        case hangInFormat
    }

    let folder: URL
    /// The FIFO a hanging `swift format` reports on.
    var fifo: URL { folder.appendingPathComponent("ready.fifo") }

    init(_ behaviour: Behaviour, in scratch: URL) async throws {
        folder = scratch.appendingPathComponent("fake-swift")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let real = try #require(Self.realSwift, "no swift on PATH")
        let misbehave: String
        switch behaviour {
        case .failFormat:
            misbehave =
                #"if [ "$1" = format ] && [ "$2" != --version ]; then echo "swift-format: error: the formatter broke" >&2; exit 1; fi"#
        case .failDumpPackage:
            misbehave = #"case " $* " in *" dump-package "*) echo "error: the manifest exploded" >&2; exit 1;; esac"#
        case .hangInFormat:
            guard mkfifo(folder.appendingPathComponent("ready.fifo").path, 0o600) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
            misbehave =
                #"if [ "$1" = format ] && [ "$2" != --version ]; then echo "ready $$" > "$(dirname "$0")/ready.fifo"; exec sleep 600; fi"#
        }
        let script = "#!/bin/sh\n\(misbehave)\nexec \"\(real)\" \"$@\"\n"
        let path = folder.appendingPathComponent("swift").path
        try await ExecutableScript.write(script, to: path)
    }

    /// The environment with this `swift` first on `PATH`.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = folder.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["CLEAN_ARCHITECTURE_KIT"] = nil
        return environment
    }

    /// Blocks until the hanging `swift format` says it started, or `deadline` passes (then `nil`:
    /// a run that fails before it formats must fail the test, not hang it); returns its process
    /// id. Call it on a thread of its own.
    func waitUntilFormatting(deadline: Duration = .seconds(120)) -> pid_t? {
        // Non-blocking, so that opening does not wait for a writer; poll waits for the line.
        let descriptor = open(fifo.path, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        let end = ContinuousClock.now + deadline
        var received: [UInt8] = []
        while !received.contains(UInt8(ascii: "\n")) {
            let left = end - ContinuousClock.now
            guard left > .zero else { return nil }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(min(left.components.seconds * 1000 + 1, Int64(Int32.max)))
            guard poll(&request, 1, milliseconds) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                received += buffer.prefix(count)
            } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                break  // the writer came and went without a whole line, or the read failed
            }
        }
        let line = String(decoding: received, as: UTF8.self)
        guard line.hasPrefix("ready ") else { return nil }
        return pid_t(line.dropFirst("ready ".count).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    static let realSwift: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/swift" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()
}
