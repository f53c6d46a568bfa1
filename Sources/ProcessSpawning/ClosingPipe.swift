#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe whose two ends are close-on-exec from the moment they exist, so that no child started
/// by another thread meanwhile inherits them (a stray copy of a write end would keep its readers
/// from ever seeing end of file). Only a descriptor duplicated into a child on purpose crosses.
func closeOnExecPipe() throws(ChildProcess.SpawnError) -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    #if canImport(Glibc)
        // pipe2 is glibc's, hidden from Swift behind _GNU_SOURCE: looked up by name.
        typealias Pipe2 = @convention(c) (UnsafeMutablePointer<Int32>?, Int32) -> Int32
        guard let symbol = dlsym(nil, "pipe2") else {
            throw ChildProcess.SpawnError(description: "cannot create a pipe: pipe2 is missing from the C library")
        }
        let status = ends.withUnsafeMutableBufferPointer {
            unsafeBitCast(symbol, to: Pipe2.self)($0.baseAddress, O_CLOEXEC)
        }
    #else
        // No pipe2 on Darwin: the window between pipe and fcntl is open here (tests run on Linux).
        let status = pipe(&ends)
        if status == 0 {
            _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        }
    #endif
    guard status == 0 else { throw ChildProcess.SpawnError(description: "cannot create a pipe: \(errorText())") }
    return (ends[0], ends[1])
}
