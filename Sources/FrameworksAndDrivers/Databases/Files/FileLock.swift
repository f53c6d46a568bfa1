import Foundation
import InterfaceAdapters

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive lock on a lock file (`flock`), shared by every process that opens the same file:
/// held until ``release()``, or until the holder dies, when the kernel drops it.
///
/// Taking it does not block a thread: a busy lock is tried again after a pause (``BusyWait``),
/// until a timeout. The file is opened close-on-exec, so a child process never inherits (and
/// keeps) the lock.
struct FileLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Waits until this process holds the lock on `path` (created if missing; its folder must
    /// exist).
    /// - Throws: `.unavailable` when the file cannot be opened, or when another process holds
    ///   the lock for longer than `timeout` (or the task is cancelled meanwhile), naming `guarded`,
    ///   what the lock guards.
    static func acquire(
        at path: String, guarding guarded: String, timeout: Duration
    ) async throws(RecordStoreError) -> FileLock {
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .unavailable("cannot open the lock file \(path): \(describeErrno())")
        }
        let locked: Bool?
        do {
            locked = try await BusyWait.until(timeout: timeout) { () throws(RecordStoreError) -> Bool? in
                if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
                guard errno == EWOULDBLOCK || errno == EINTR else {
                    throw .unavailable("cannot lock \(path): \(describeErrno())")
                }
                return nil
            }
        } catch {
            close(descriptor)
            throw error
        }
        guard locked != nil else {
            close(descriptor)
            if Task.isCancelled { throw .unavailable("cancelled while waiting for the lock on \(guarded)") }
            throw .unavailable(
                "\(guarded) is locked by another process and stayed locked for \(timeout.inSeconds): try again when it is done (lock file \(path))"
            )
        }
        return FileLock(descriptor: descriptor)
    }

    /// Gives the lock up. Call it once (`defer`).
    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
