import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Holds child processes at their start line until ``open()``: each child reads the gate as its
/// standard input (`/bin/sh -c 'read _; exec …'`), which blocks until the gate opens and then
/// reads end of file, so children started one by one all go at the same moment, with no sleep.
///
/// A pipe whose write end only the parent holds (close-on-exec, so no child inherits it): opening
/// the gate closes it, and every reader, present or future, sees end of file at once. A gate that
/// is no longer referenced opens: keep it until the children should go.
public final class StartGate: Sendable {
    let readEnd: Int32
    /// The write end while the gate is shut; `nil` once it is open.
    private let writeEnd: Locked<Int32?>

    public init() throws(ChildProcess.SpawnError) {
        let ends = try closeOnExecPipe()
        readEnd = ends.read
        writeEnd = Locked(ends.write)
    }

    /// Lets every child waiting at the gate go. Opening it twice does nothing more.
    public func open() {
        if let descriptor = writeEnd.withLock({ end in
            defer { end = nil }; return end
        }) {
            close(descriptor)
        }
    }

    deinit {
        open()
        close(readEnd)
    }
}
