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

    /// Where a child's standard input comes from.
    public enum Input: Sendable {
        /// `/dev/null`: the child reads end of file at once.
        case none
        /// This text, then end of file.
        case text(String)
        /// A ``StartGate``: reading blocks until the gate opens, then reads end of file.
        case gate(StartGate)
    }

    public let pid: pid_t

    /// Starts `arguments[0]` (looked up on `PATH`) with its output discarded, and returns at once.
    public static func spawn(
        _ arguments: [String], environment: [String: String]? = nil, input: Input = .none
    ) throws(SpawnError)
        -> ChildProcess
    {
        let folder = try privateFolder()
        defer { removePrivateFolder(folder) }
        let standardInput = try inputFile(input, in: folder)
        return ChildProcess(
            pid: try start(
                arguments, environment: environment, input: standardInput, output: .file("/dev/null"),
                errors: .file("/dev/null")))
    }

    /// Runs `arguments[0]` (looked up on `PATH`) to completion and returns its status and output.
    ///
    /// Blocks the calling thread: for synchronous programs. Async code uses the `async` overload,
    /// which waits on a thread of its own.
    public static func run(
        _ arguments: [String], environment: [String: String]? = nil, input: Input = .none
    ) throws(SpawnError) -> Outcome {
        try launch(arguments, environment: environment, input: input).finish()
    }

    /// Runs `arguments[0]` (looked up on `PATH`) to completion and returns its status and output,
    /// waiting on a thread of its own, never on one of Swift concurrency's cooperative threads.
    public static func run(
        _ arguments: [String], environment: [String: String]? = nil, input: Input = .none
    ) async throws(SpawnError) -> Outcome {
        try await launch(arguments, environment: environment, input: input).finish()
    }

    /// A process started by ``launch(_:environment:input:)``, whose output is collected by
    /// ``finish()``.
    public struct Running: Sendable {
        public let child: ChildProcess
        let folder: String

        /// Waits for the process, then returns its status and what it wrote. Blocks the calling
        /// thread; async code uses ``finish()-swift.method`` with `await`.
        public func finish() -> Outcome {
            collect(status: child.wait())
        }

        /// Waits for the process on a thread of its own, then returns its status and what it wrote.
        public func finish() async -> Outcome {
            collect(status: await child.exitStatus())
        }

        private func collect(status: Int32) -> Outcome {
            let output = readWhole(folder + "/stdout")
            let errors = readWhole(folder + "/stderr")
            removePrivateFolder(folder)
            return Outcome(status: status, standardOutput: output, standardError: errors)
        }
    }

    /// Starts `arguments[0]` (looked up on `PATH`) with its output collected in a private
    /// temporary folder, and returns at once, so that the caller can work while it runs.
    public static func launch(
        _ arguments: [String], environment: [String: String]? = nil, input: Input = .none
    ) throws(SpawnError)
        -> Running
    {
        let folder = try privateFolder()
        do {
            let pid = try start(
                arguments, environment: environment, input: try inputFile(input, in: folder),
                output: .file(folder + "/stdout"), errors: .file(folder + "/stderr"))
            return Running(child: ChildProcess(pid: pid), folder: folder)
        } catch {
            // The child may have opened its output files before the program failed to start.
            removePrivateFolder(folder)
            throw error
        }
    }

    /// Waits for the process to end; its exit status, or 128 + the signal that killed it.
    ///
    /// Blocks the calling thread: for synchronous programs. Async code uses ``exitStatus()``.
    @discardableResult
    public func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            if errno != EINTR { return -1 }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Waits for the process to end on a thread of its own: its exit status, or 128 + the signal
    /// that killed it.
    @discardableResult
    public func exitStatus() async -> Int32 {
        await onOwnThread { [self] in wait() }
    }

    /// Sends `signal` (SIGTERM by default) and waits, on a thread of its own, for the process to
    /// end; returns how it ended.
    @discardableResult
    public func terminate(signal: Int32 = SIGTERM) async -> Int32 {
        kill(pid, signal)
        return await exitStatus()
    }

    /// Sends `signal` (SIGKILL by default) to the process and to every process it started,
    /// however deep, and wherever they moved (SwiftPM runs a manifest in a process group of its
    /// own). The tree is frozen (SIGSTOP) before any of it is signalled, so that nothing in it
    /// starts a process that would outlive it. With SIGKILL, returns once the descendants have
    /// ended (at most 5 s).
    public func killTree(signal: Int32 = SIGKILL) {
        let descendants = ProcessTree.frozen(root: pid)
        for member in [pid] + descendants { kill(member, signal) }
        if signal != SIGKILL {
            // A stopped process acts on any other signal only once it runs again.
            for member in [pid] + descendants { kill(member, SIGCONT) }
        }
        // What was killed outright has ended when this returns (this process's child is reaped
        // by whoever waits for it; the others are not ours to wait for).
        if signal == SIGKILL { ProcessTree.waitUntilEnded(descendants, limit: .seconds(5)) }
    }

    /// Sends `signal` (SIGKILL by default) and leaves the reaping to a thread of its own: for
    /// clean-up code that cannot wait (a `defer`). Use ``terminate(signal:)`` to know it ended.
    public func abandon(signal: Int32 = SIGKILL) {
        kill(pid, signal)
        startThread { [self] in wait() }
    }

    /// Where a child's standard output or error goes.
    enum Destination {
        /// A file, created or truncated.
        case file(String)
        /// An open descriptor of the parent's, duplicated into the child.
        case descriptor(Int32)
    }

    /// A private temporary folder for a child's input and output files.
    static func privateFolder() throws(SpawnError) -> String {
        do {
            return try TemporaryFolder(prefix: "child").path
        } catch {
            throw SpawnError(description: error.description)
        }
    }

    /// What the child reads as standard input: a path, or the read end of a gate.
    static func inputFile(_ input: Input, in folder: String) throws(SpawnError) -> Destination {
        switch input {
        case .none:
            return .file("/dev/null")
        case .gate(let gate):
            return .descriptor(gate.readEnd)
        case .text(let text):
            let path = folder + "/stdin"
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
            guard descriptor >= 0 else { throw SpawnError(description: "cannot write \(path): \(errorText())") }
            defer { close(descriptor) }
            var bytes = Array(text.utf8)[...]
            while !bytes.isEmpty {
                let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { throw SpawnError(description: "cannot write \(path): \(errorText())") }
                bytes = bytes.dropFirst(written)
            }
            return .file(path)
        }
    }

    static func start(
        _ arguments: [String], environment: [String: String]?, input: Destination, output: Destination,
        errors: Destination
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
        for (target, destination, flags) in [
            (Int32(0), input, O_RDONLY), (1, output, O_WRONLY | O_CREAT | O_TRUNC),
            (2, errors, O_WRONLY | O_CREAT | O_TRUNC),
        ] {
            switch destination {
            case .file(let path): posix_spawn_file_actions_addopen(&actions, target, path, flags, 0o644)
            case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, target)
            }
        }
        // The child gets standard input, output and error, and nothing else this process has
        // open: a stray copy of a descriptor keeps a pipe from ever ending, a lock from being
        // released, or a script just written from being run ("Text file busy").
        #if canImport(Glibc)
            typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>?, Int32) -> Int32
            if let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") {
                _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, 3)
            }
            let closeOthers: Int32 = 0
        #else
            let closeOthers = Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
        #endif

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | closeOthers))

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

/// Removes a private folder made by ``ChildProcess/privateFolder()`` and the files in it.
func removePrivateFolder(_ folder: String) {
    TemporaryFolder(existing: folder).remove()
}

/// The whole file at `path` as UTF-8 text; empty when it cannot be read.
func readWhole(_ path: String) -> String {
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

func errorText() -> String { String(cString: strerror(errno)) }
