import Dispatch
import Foundation
import Locking

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What an interrupted run (Ctrl-C, `kill`, a closed terminal) must take back: the temporary
/// folders and the files already moved into place, and the files it changed. ``TreeWriter``
/// registers them while it works; once ``install()`` has run, SIGINT, SIGTERM and SIGHUP remove
/// what was added, put back what was changed, and end the process with status 128 + the signal.
/// While ``holdingSignals(_:)`` runs (an update's swaps, which take themselves back), a signal is
/// only noted, for the work to find in ``pendingSignal``.
public final class Interruption: Sendable {
    /// The process's one list.
    public static let shared = Interruption()

    /// What to take back, in the order registered: a path to remove (no backup), or one to put
    /// back from its backup.
    private let undo = Locked<[(path: String, backup: String?)]>([])
    private let sources = Locked<[any DispatchSourceSignal]>([])
    /// Whether signals are held, and the first one that came meanwhile.
    private let held = Locked<(holding: Bool, signal: Int32?)>((false, nil))

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
                    guard !noteIfHeld(number) else { return }
                    takeBack()
                    _exit(128 + number)
                }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// Runs `body` with signals held: one that comes meanwhile is noted in ``pendingSignal``, and
    /// `body` decides when to stop.
    func holdingSignals<Result>(_ body: () throws -> Result) rethrows -> Result {
        held.withLock { $0 = (true, nil) }
        defer { held.withLock { $0 = (false, nil) } }
        return try body()
    }

    /// Notes `signal` for the work to find in ``pendingSignal`` when signals are held (the first
    /// one only); returns whether they are. What the handler of each signal does first.
    func noteIfHeld(_ signal: Int32) -> Bool {
        held.withLock { held in
            if held.holding, held.signal == nil { held.signal = signal }
            return held.holding
        }
    }

    /// The signal that came while signals were held; `nil` when none.
    var pendingSignal: Int32? { held.withLock { $0.signal } }

    /// Removes `path` if the process is interrupted before ``keep(_:)``.
    func removeOnInterrupt(_ path: String) {
        undo.withLock { $0.append((path, nil)) }
    }

    /// Moves `backup` back to `path` if the process is interrupted before ``keep(_:)``.
    func restoreOnInterrupt(_ path: String, from backup: String) {
        undo.withLock { $0.append((path, backup)) }
    }

    /// `path` stays, whatever happens now.
    func keep(_ path: String) {
        undo.withLock { undo in undo.removeAll { $0.path == path } }
    }

    /// Takes back what was registered, the latest first.
    private func takeBack() {
        for (path, backup) in undo.withLock({ $0 }).reversed() {
            if let backup {
                rename(backup, path)
            } else {
                try? FileManager.default.removeItem(atPath: path)
            }
        }
    }
}
