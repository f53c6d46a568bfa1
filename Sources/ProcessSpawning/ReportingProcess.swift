import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A child process whose standard output the parent reads line by line while it runs: how a test
/// learns that a helper is ready, or which port it listens on, without polling or sleeping.
///
/// Lines are read on a thread of their own, never on a cooperative thread. Standard error goes to
/// a private file, quoted when the process ends before saying what was expected. Read lines from
/// one task at a time.
public final class ReportingProcess: Sendable {
    public let child: ChildProcess
    private let output: Int32
    private let folder: String
    private let pending = Locked<[UInt8]>([])

    private init(child: ChildProcess, output: Int32, folder: String) {
        self.child = child
        self.output = output
        self.folder = folder
    }

    /// Starts `arguments[0]` (looked up on `PATH`) with its standard output on a pipe to this
    /// process, and returns at once.
    public static func start(
        _ arguments: [String], environment: [String: String]? = nil, input: ChildProcess.Input = .none
    ) throws(ChildProcess.SpawnError) -> ReportingProcess {
        let ends = try closeOnExecPipe()
        defer { close(ends.write) }
        let folder = try ChildProcess.privateFolder()
        do {
            let pid = try ChildProcess.start(
                arguments, environment: environment, input: try ChildProcess.inputFile(input, in: folder),
                output: .descriptor(ends.write), errors: .file(folder + "/stderr"))
            return ReportingProcess(child: ChildProcess(pid: pid), output: ends.read, folder: folder)
        } catch {
            close(ends.read)
            removePrivateFolder(folder)
            throw error
        }
    }

    /// The next line the process writes, without its newline; `nil` once it has closed its
    /// output, which it does when it exits.
    public func nextLine() async -> String? {
        await onOwnThread { [self] in readLine() }
    }

    /// Reads lines until one satisfies `matches` and returns it. When the output ends first (the
    /// process exited or closed it), throws an error that quotes what the process wrote on
    /// standard error.
    public func line(
        where matches: @Sendable (String) -> Bool, describedAs expectation: String
    ) async throws(ChildProcess.SpawnError) -> String {
        while let line = await nextLine() {
            if matches(line) { return line }
        }
        let status = await child.exitStatus()
        throw ChildProcess.SpawnError(
            description:
                "the process ended (status \(status)) before \(expectation); its standard error:\n\(standardError)")
    }

    /// What the process has written to standard error so far.
    public var standardError: String { readWhole(folder + "/stderr") }

    /// Reads and drops the rest of the output on a thread of its own, so that the process never
    /// blocks on a full pipe once nobody listens to it any more.
    public func discardRemainingOutput() {
        startThread { [self] in
            while readLine() != nil {}
        }
    }

    /// Sends `signal` (SIGTERM by default), waits on a thread of its own for the process to end,
    /// and returns how it ended.
    @discardableResult
    public func stop(signal: Int32 = SIGTERM) async -> Int32 {
        let status = await child.terminate(signal: signal)
        discardRemainingOutput()
        return status
    }

    deinit {
        close(output)
        removePrivateFolder(folder)
    }

    /// Blocks until a whole line (or the end of the output) is there.
    private func readLine() -> String? {
        pending.withLock { pending in
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[..<newline], as: UTF8.self)
                    pending.removeSubrange(...newline)
                    return line
                }
                let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    defer { pending.removeAll() }
                    return pending.isEmpty ? nil : String(decoding: pending, as: UTF8.self)
                }
                pending.append(contentsOf: chunk[0..<count])
            }
        }
    }
}
