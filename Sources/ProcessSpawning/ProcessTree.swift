#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The processes a process started, read from the system: `/proc` on Linux, `sysctl` on Darwin.
enum ProcessTree {
    /// Every living descendant of `root`, parents before children.
    static func descendants(of root: pid_t) -> [pid_t] {
        var children: [pid_t: [pid_t]] = [:]
        for (pid, parent) in parentsByProcess() { children[parent, default: []].append(pid) }
        var found: [pid_t] = []
        var queue = [root]
        var seen: Set<pid_t> = [root]
        while let next = queue.popLast() {
            for child in children[next] ?? [] where seen.insert(child).inserted {
                found.append(child)
                queue.append(child)
            }
        }
        return found
    }

    /// Stops `root` and every descendant with SIGSTOP, looking again until a look finds no process
    /// that is not stopped yet, and returns the descendants, parents before children. A process
    /// stops on its way out of the system call it is in, so each is waited for (on Linux, at most a
    /// second per look) before the next look: one stopped mid-`fork` has its child listed by then.
    static func frozen(root: pid_t) -> [pid_t] {
        kill(root, SIGSTOP)
        var stopping = [root]
        var frozen: [pid_t] = []
        var seen: Set<pid_t> = [root]
        while !stopping.isEmpty {
            waitUntil(stopping, isIn: "TtZX", limit: .seconds(1))
            stopping = descendants(of: root).filter { seen.insert($0).inserted }
            for pid in stopping { kill(pid, SIGSTOP) }
            frozen += stopping
        }
        return frozen
    }

    /// Returns once each of `pids` has ended (on Linux: gone, or a zombie that only its parent's
    /// wait holds), or when `limit` has passed: a signal to a process that is not our child is
    /// delivered, not waited for, and SIGKILL takes a moment. Elsewhere it returns at once.
    static func waitUntilEnded(_ pids: [pid_t], limit: Duration) {
        waitUntil(pids, isIn: "ZX", limit: limit)
    }

    /// Returns once each of `pids` is gone or in one of the `/proc` states `settled` (`T` stopped,
    /// `Z` a zombie…), or when `limit` has passed. Elsewhere than Linux it returns at once.
    private static func waitUntil(_ pids: [pid_t], isIn settled: String, limit: Duration) {
        #if os(Linux)
            let deadline = ContinuousClock.now + limit
            var running = pids
            while true {
                running = running.filter { pid in state(of: pid).map { !settled.utf8.contains($0) } ?? false }
                guard !running.isEmpty, ContinuousClock.now < deadline else { return }
                usleep(100)  // a poll every 0.1 ms: a signalled process stops or ends within a few
            }
        #endif
    }

    #if os(Linux)
        /// The state letter of `/proc/PID/stat` (`R`, `S`, `Z`…), or `nil` when there is no such
        /// process.
        private static func state(of pid: pid_t) -> UInt8? {
            let descriptor = open("/proc/\(pid)/stat", O_RDONLY)
            guard descriptor >= 0 else { return nil }
            defer { close(descriptor) }
            var buffer = [UInt8](repeating: 0, count: 1024)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0, let close = buffer[..<count].lastIndex(of: UInt8(ascii: ")")), close + 2 < count else {
                return nil
            }
            return buffer[close + 2]
        }

        /// Process id → parent id, from `/proc/PID/stat` (`pid (name) state ppid …`; the name may hold
        /// spaces and parentheses, so the fields are read after the last `)`).
        private static func parentsByProcess() -> [(pid_t, pid_t)] {
            guard let directory = opendir("/proc") else { return [] }
            defer { closedir(directory) }
            var pairs: [(pid_t, pid_t)] = []
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard let pid = pid_t(name) else { continue }
                let descriptor = open("/proc/\(name)/stat", O_RDONLY)
                guard descriptor >= 0 else { continue }
                var buffer = [UInt8](repeating: 0, count: 1024)
                let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
                guard count > 0, let close = buffer[..<count].lastIndex(of: UInt8(ascii: ")")) else { continue }
                let fields = buffer[(close + 1)..<count].split(separator: UInt8(ascii: " "))
                guard fields.count > 2, let parent = pid_t(String(decoding: fields[1], as: UTF8.self)) else { continue }
                pairs.append((pid, parent))
            }
            return pairs
        }
    #else
        /// Process id → parent id, from `sysctl(KERN_PROC_ALL)`.
        private static func parentsByProcess() -> [(pid_t, pid_t)] {
            var query: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_ALL, 0]
            var size = 0
            guard sysctl(&query, 4, nil, &size, nil, 0) == 0, size > 0 else { return [] }
            // Room for processes started meanwhile.
            size += size / 8
            var processes = [kinfo_proc](repeating: kinfo_proc(), count: size / MemoryLayout<kinfo_proc>.stride)
            guard sysctl(&query, 4, &processes, &size, nil, 0) == 0 else { return [] }
            return processes.prefix(size / MemoryLayout<kinfo_proc>.stride).map {
                ($0.kp_proc.p_pid, $0.kp_eproc.e_ppid)
            }
        }
    #endif
}
