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

    #if os(Linux)
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
