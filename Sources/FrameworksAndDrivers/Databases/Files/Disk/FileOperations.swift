#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file-system calls ``DurableFiles`` makes, as a seam: the real ones are POSIX
/// (``POSIXFileOperations``); a test records them to replay the states a power cut could leave.
/// Each returns what its system call returns, and leaves `errno` set on failure.
package protocol FileOperations: Sendable {
    /// `open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)`.
    func createFile(_ path: String, mode: mode_t) -> Int32
    /// `write(2)`.
    func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int
    /// `fsync(2)` of an open file.
    func sync(_ descriptor: Int32) -> Int32
    /// `close(2)`.
    func close(_ descriptor: Int32)
    /// `rename(2)`.
    func rename(_ source: String, _ target: String) -> Int32
    /// `link(2)`.
    func link(_ source: String, _ target: String) -> Int32
    /// `unlink(2)`.
    func unlink(_ path: String) -> Int32
    /// `mkdir(2)`.
    func makeFolder(_ path: String, mode: mode_t) -> Int32
    /// `fsync(2)` of a folder, which makes the entries made, renamed or removed in it durable.
    func syncFolder(_ path: String) -> Int32
}

/// The system's calls.
package struct POSIXFileOperations: FileOperations {
    package init() {}

    package func createFile(_ path: String, mode: mode_t) -> Int32 {
        open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    }

    package func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        #if canImport(Glibc)
            return Glibc.write(descriptor, base, bytes.count)
        #else
            return Darwin.write(descriptor, base, bytes.count)
        #endif
    }

    package func sync(_ descriptor: Int32) -> Int32 { fsync(descriptor) }

    package func close(_ descriptor: Int32) {
        #if canImport(Glibc)
            _ = Glibc.close(descriptor)
        #else
            _ = Darwin.close(descriptor)
        #endif
    }

    package func rename(_ source: String, _ target: String) -> Int32 {
        #if canImport(Glibc)
            Glibc.rename(source, target)
        #else
            Darwin.rename(source, target)
        #endif
    }

    package func link(_ source: String, _ target: String) -> Int32 {
        #if canImport(Glibc)
            Glibc.link(source, target)
        #else
            Darwin.link(source, target)
        #endif
    }

    package func unlink(_ path: String) -> Int32 {
        #if canImport(Glibc)
            Glibc.unlink(path)
        #else
            Darwin.unlink(path)
        #endif
    }

    package func makeFolder(_ path: String, mode: mode_t) -> Int32 { mkdir(path, mode) }

    package func syncFolder(_ path: String) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_DIRECTORY)
        guard descriptor >= 0 else { return -1 }
        defer { close(descriptor) }
        return fsync(descriptor)
    }
}
