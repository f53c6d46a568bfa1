#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs `body` on a new thread of its own and resumes with its result: the way to wait for a
/// blocking call (`waitpid`, `read` on a pipe, a synchronous program that runs others) without
/// holding one of Swift concurrency's few cooperative threads, which every other task of the
/// process needs.
public func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
        startThread { continuation.resume(returning: body()) }
    }
}

/// Starts a detached thread that runs `body`. If no thread can be created, runs `body` here
/// rather than never.
func startThread(_ body: @escaping @Sendable () -> Void) {
    let work = Unmanaged.passRetained(ThreadWork(body)).toOpaque()
    #if canImport(Glibc)
        var thread = pthread_t()
        let status = pthread_create(
            &thread, nil,
            { raw in
                Unmanaged<ThreadWork>.fromOpaque(raw!).takeRetainedValue().body()
                return nil
            }, work)
        if status == 0 { pthread_detach(thread) }
    #else
        var thread: pthread_t?
        let status = pthread_create(
            &thread, nil,
            { raw in
                Unmanaged<ThreadWork>.fromOpaque(raw).takeRetainedValue().body()
                return nil
            }, work)
        if status == 0, let thread { pthread_detach(thread) }
    #endif
    if status != 0 { Unmanaged<ThreadWork>.fromOpaque(work).takeRetainedValue().body() }
}

/// The closure a new thread runs, passed through `pthread_create`'s context pointer.
private final class ThreadWork: Sendable {
    let body: @Sendable () -> Void

    init(_ body: @escaping @Sendable () -> Void) { self.body = body }
}
