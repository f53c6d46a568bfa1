#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process, on `posix_spawn` and `waitpid`, with no Foundation.
///
/// Foundation's `Process.waitUntilExit()` can spin forever on Linux when called from a Swift
/// concurrency thread; this type never touches a run loop. The child starts with no signal
/// blocked and default handlers, whatever the parent's threads block.
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

    /// Why a process could not be started.
    public struct SpawnError: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    public let pid: pid_t

    /// Starts `arguments[0]` (looked up on `PATH`) with its output discarded, and returns at once.
    public static func spawn(
        _ arguments: [String], environment: [String: String]? = nil
    ) throws(SpawnError)
        -> ChildProcess
    {
        ChildProcess(pid: try start(arguments, environment: environment, output: "/dev/null", errors: "/dev/null"))
    }

    /// Runs `arguments[0]` (looked up on `PATH`) to completion and returns its status and output.
    public static func run(_ arguments: [String], environment: [String: String]? = nil) throws(SpawnError) -> Outcome {
        try launch(arguments, environment: environment).finish()
    }

    /// A process started by ``launch(_:environment:)``, whose output is collected by ``finish()``.
    public struct Running: Sendable {
        let child: ChildProcess
        let folder: String

        /// Waits for the process, then returns its status and what it wrote.
        public func finish() -> Outcome {
            let status = child.wait()
            let output = readWhole(folder + "/stdout")
            let errors = readWhole(folder + "/stderr")
            unlink(folder + "/stdout")
            unlink(folder + "/stderr")
            rmdir(folder)
            return Outcome(status: status, standardOutput: output, standardError: errors)
        }
    }

    /// Starts `arguments[0]` (looked up on `PATH`) with its output collected in a private
    /// temporary folder, and returns at once, so that the caller can work while it runs.
    public static func launch(
        _ arguments: [String], environment: [String: String]? = nil
    ) throws(SpawnError)
        -> Running
    {
        let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        var template = Array("\(base)/child-XXXXXX".utf8CString)
        guard let created = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw SpawnError(description: "cannot create a temporary folder in \(base): \(errorText())")
        }
        let folder = String(cString: created)
        do {
            let pid = try start(
                arguments, environment: environment, output: folder + "/stdout", errors: folder + "/stderr")
            return Running(child: ChildProcess(pid: pid), folder: folder)
        } catch {
            // The child may have opened its output files before the program failed to start.
            unlink(folder + "/stdout")
            unlink(folder + "/stderr")
            rmdir(folder)
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
        throws(SpawnError) -> pid_t
    {
        guard let program = arguments.first else { throw SpawnError(description: "no program to run") }
        #if canImport(Glibc)
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
        #else
            var actions: posix_spawn_file_actions_t?
            var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { $0.map { strdup("\($0.key)=\($0.value)") } + [nil] }
        defer {
            argv.forEach { free($0) }
            envp?.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status: Int32
        if var envp {
            status = envp.withUnsafeMutableBufferPointer {
                posix_spawnp(&pid, program, &actions, &attributes, argv, $0.baseAddress)
            }
        } else {
            status = posix_spawnp(&pid, program, &actions, &attributes, argv, environ)
        }
        guard status == 0 else {
            throw SpawnError(description: "cannot start \(program): \(String(cString: strerror(status)))")
        }
        return pid
    }
}

/// The whole file at `path` as UTF-8 text; empty when it cannot be read.
private func readWhole(_ path: String) -> String {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
        let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
        if count <= 0 { break }
        bytes.append(contentsOf: chunk[0..<count])
    }
    return String(decoding: bytes, as: UTF8.self)
}

private func errorText() -> String { String(cString: strerror(errno)) }
