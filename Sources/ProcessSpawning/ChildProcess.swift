import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process, on `posix_spawn` and `waitpid`.
///
/// Foundation's `Process.waitUntilExit()` can spin forever on Linux when called from a Swift
/// concurrency thread; this type never touches a run loop.
public struct ChildProcess: Sendable {
    /// How a finished process ended, and what it wrote.
    public struct Outcome: Sendable, CustomStringConvertible {
        public let status: Int32
        public let standardOutput: String
        public let standardError: String

        public var description: String {
            "exit \(status)\n--- stdout\n\(standardOutput)--- stderr\n\(standardError)"
        }
    }

    public let pid: pid_t

    /// Starts `arguments[0]` (looked up on `PATH`) with its output discarded, and returns at once.
    public static func spawn(_ arguments: [String], environment: [String: String]? = nil) throws -> ChildProcess {
        ChildProcess(pid: try start(arguments, environment: environment, output: "/dev/null", errors: "/dev/null"))
    }

    /// Runs `arguments[0]` (looked up on `PATH`) to completion and returns its status and output.
    public static func run(_ arguments: [String], environment: [String: String]? = nil) throws -> Outcome {
        try launch(arguments, environment: environment).finish()
    }

    /// A process started by ``launch(_:environment:)``, whose output is collected by ``finish()``.
    public struct Running: Sendable {
        let child: ChildProcess
        let folder: URL

        /// Waits for the process, then returns its status and what it wrote.
        public func finish() -> Outcome {
            let status = child.wait()
            defer { try? FileManager.default.removeItem(at: folder) }
            return Outcome(
                status: status,
                standardOutput: (try? String(contentsOf: folder.appendingPathComponent("stdout"), encoding: .utf8))
                    ?? "",
                standardError: (try? String(contentsOf: folder.appendingPathComponent("stderr"), encoding: .utf8)) ?? ""
            )
        }
    }

    /// Starts `arguments[0]` (looked up on `PATH`) with its output collected, and returns at once,
    /// so that the caller can work while it runs.
    public static func launch(_ arguments: [String], environment: [String: String]? = nil) throws -> Running {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("child-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let output = folder.appendingPathComponent("stdout").path
        let errors = folder.appendingPathComponent("stderr").path
        do {
            let pid = try start(arguments, environment: environment, output: output, errors: errors)
            return Running(child: ChildProcess(pid: pid), folder: folder)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    /// Waits for the process to end; its exit status, or 128 + the signal that killed it.
    @discardableResult
    public func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            if errno != EINTR { return -1 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Sends `signal` (SIGTERM by default) and waits for the process to end.
    public func terminate(signal: Int32 = SIGTERM) {
        kill(pid, signal)
        wait()
    }

    private static func start(
        _ arguments: [String], environment: [String: String]?, output: String, errors: String
    )
        throws -> pid_t
    {
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        // The child starts with no signal blocked and default handlers: a test runner's threads
        // block signals, and a child inheriting that mask would ignore SIGTERM.
        #if canImport(Glibc)
            var attributes = posix_spawnattr_t()
        #else
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let environment = environment ?? ProcessInfo.processInfo.environment
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        guard status == 0 else {
            throw CocoaError(
                .executableLoad,
                userInfo: [
                    NSLocalizedDescriptionKey: "cannot start \(arguments[0]): \(String(cString: strerror(status)))"
                ])
        }
        return pid
    }
}
