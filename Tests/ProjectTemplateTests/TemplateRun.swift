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
func runTemplate(
    _ arguments: [String], in folder: URL, environment: [String: String] = [:],
    checkpoint: UpdateApplier.Checkpoint? = nil
) async -> TemplateRun {
    var merged = ProcessInfo.processInfo.environment
    merged["CLEAN_ARCHITECTURE_KIT"] = nil
    merged.merge(environment) { $1 }
    let settled = merged
    return await onOwnThread {
        var output = ""
        var errors = ""
        let status = CleanArchitectureCommand.run(
            arguments, currentDirectory: folder.path, environment: settled, checkpoint: checkpoint,
            output: { output += $0 }, errors: { errors += $0 })
        return TemplateRun(status: status, output: output, errors: errors)
    }
}
