import Foundation
import ProcessSpawning

@testable import ProjectTemplate

/// The outcome of one `clean-architecture` run, in process.
struct TemplateRun: Sendable, CustomStringConvertible {
    let status: Int32
    let output: String
    let errors: String

    var description: String { "exit \(status)\n--- stdout\n\(output)--- stderr\n\(errors)" }
}

/// Runs `clean-architecture ARGUMENTS` in `folder`, on a thread of its own (it runs `swift format`
/// and `swift package dump-package` and waits for them). The environment is the process's, without
/// `$CLEAN_ARCHITECTURE_KIT` unless `environment` sets it, so that the kit found is this checkout.
/// `checkpoint` is `update`'s seam (``UpdateApplier/checkpoint``).
///
/// The updates of one process share ``Interruption/shared``, as a real signal reaches all of a
/// process's work: an update whose checkpoint notes a signal runs `alone`, the others side by side.
func runTemplate(
    _ arguments: [String], in folder: URL, environment: [String: String] = [:],
    alone: Bool = false, checkpoint: UpdateApplier.Checkpoint? = nil
) async -> TemplateRun {
    var merged = ProcessInfo.processInfo.environment
    merged["CLEAN_ARCHITECTURE_KIT"] = nil
    merged.merge(environment) { $1 }
    let settled = merged
    return await onOwnThread {
        var output = ""
        var errors = ""
        let run = {
            CleanArchitectureCommand.run(
                arguments, currentDirectory: folder.path, environment: settled, checkpoint: checkpoint,
                output: { output += $0 }, errors: { errors += $0 })
        }
        let status = arguments.first == "update" ? UpdateGate.shared.pass(alone: alone, run) : run()
        return TemplateRun(status: status, output: output, errors: errors)
    }
}

/// Where in-process updates pass: side by side, or one alone (a read-write lock, waited on by the
/// runs' own threads, never by Swift concurrency's).
private final class UpdateGate: Sendable {
    static let shared = UpdateGate()

    private nonisolated(unsafe) let lock: UnsafeMutablePointer<pthread_rwlock_t> = {
        let lock = UnsafeMutablePointer<pthread_rwlock_t>.allocate(capacity: 1)
        pthread_rwlock_init(lock, nil)
        return lock
    }()

    func pass<Result>(alone: Bool, _ body: () -> Result) -> Result {
        _ = alone ? pthread_rwlock_wrlock(lock) : pthread_rwlock_rdlock(lock)
        defer { pthread_rwlock_unlock(lock) }
        return body()
    }
}
