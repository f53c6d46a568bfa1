import DependencyRule
import Foundation
import ProcessSpawning

/// Formats generated Swift files with the toolchain's `swift format`, under the package's
/// `.swift-format`, so that what is generated passes `make lint` whatever the length of the names
/// put into it.
struct SourceFormatter {
    /// The `swift` executable; looked up on `PATH`.
    var swift = "swift"

    /// Formats, in place, the Swift files of `paths` (relative to `folder`).
    /// - Parameter configuration: a `.swift-format` file, or `nil` to let swift-format look for one.
    func format(_ paths: [String], in folder: String, configuration: String?) throws(GenerationError) {
        let files = paths.filter { $0.hasSuffix(".swift") }.map { Path.appending($0, to: folder) }
        guard !files.isEmpty else { return }
        var command = [swift, "format", "format", "--in-place", "--parallel"]
        if let configuration { command += ["--configuration", configuration] }
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(command + files)
        } catch {
            throw GenerationError("cannot run '\(swift) format' to format the new files: \(error)")
        }
        guard outcome.status == 0 else {
            let reason =
                outcome.standardError.split(separator: "\n").first.map(String.init) ?? "exit status \(outcome.status)"
            throw GenerationError("'\(swift) format' failed on the new files: \(reason)")
        }
    }
}
