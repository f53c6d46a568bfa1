import Foundation
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

    init(_ behaviour: Behaviour, in scratch: URL) throws {
        folder = scratch.appendingPathComponent("fake-swift")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let real = try #require(Self.realSwift, "no swift on PATH")
        let misbehave: String
        switch behaviour {
        case .failFormat:
            misbehave = #"if [ "$1" = format ]; then echo "swift-format: error: the formatter broke" >&2; exit 1; fi"#
        case .failDumpPackage:
            misbehave = #"case " $* " in *" dump-package "*) echo "error: the manifest exploded" >&2; exit 1;; esac"#
        case .hangInFormat:
            guard mkfifo(folder.appendingPathComponent("ready.fifo").path, 0o600) == 0 else {
                throw CocoaError(.fileWriteUnknown)
            }
            misbehave =
                #"if [ "$1" = format ]; then echo "ready $$" > "$(dirname "$0")/ready.fifo"; exec sleep 600; fi"#
        }
        let script = "#!/bin/sh\n\(misbehave)\nexec \"\(real)\" \"$@\"\n"
        let path = folder.appendingPathComponent("swift").path
        try Data(script.utf8).write(to: URL(fileURLWithPath: path))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
    }

    /// The environment with this `swift` first on `PATH`.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = folder.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment["CLEAN_ARCHITECTURE_KIT"] = nil
        return environment
    }

    /// Blocks until the hanging `swift format` says it started; returns its process id. Call it on
    /// a thread of its own.
    func waitUntilFormatting() -> pid_t? {
        guard let handle = FileHandle(forReadingAtPath: fifo.path) else { return nil }
        defer { try? handle.close() }
        let line = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
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
