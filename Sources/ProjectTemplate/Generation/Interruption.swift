import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an interrupted run (Ctrl-C, `kill`, a closed terminal) must take back: the temporary
/// folders and the files already moved into place. ``TreeWriter`` registers them while it works;
/// once ``install()`` has run, SIGINT, SIGTERM and SIGHUP remove them and end the process with
/// status 128 + the signal.
public final class Interruption: Sendable {
    /// The process's one list.
    public static let shared = Interruption()

    private let paths = Mutex<[URL]>([])
    private let sources = Mutex<[any DispatchSourceSignal]>([])

    private init() {}

    /// Handles SIGINT, SIGTERM and SIGHUP from now on (the `clean-architecture` program calls it;
    /// tests that run the generator in process do not).
    public func install() {
        sources.withLock { sources in
            guard sources.isEmpty else { return }
            for number in [SIGINT, SIGTERM, SIGHUP] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { [self] in
                    takeBack()
                    _exit(128 + number)
                }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// Removes `url` if the process is interrupted before ``keep(_:)``.
    func removeOnInterrupt(_ url: URL) {
        paths.withLock { $0.append(url) }
    }

    /// `url` stays, whatever happens now.
    func keep(_ url: URL) {
        paths.withLock { paths in paths.removeAll { $0 == url } }
    }

    /// Removes what was registered, the latest first.
    private func takeBack() {
        for url in paths.withLock({ $0 }).reversed() {
            try? FileManager.default.removeItem(at: url)
        }
    }
}
