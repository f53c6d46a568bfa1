import Foundation
import ProcessSpawning
import TestSupport
import Testing

/// The built checker run with a stand-in `swift` first on `PATH`: it reads manifests as SwiftPM
/// does, until `file` holds `text` (the edit `fix` makes), and then refuses them, as SwiftPM
/// refuses a manifest it cannot load.
struct RefusingSwift {
    /// The environment with the stand-in, written into `folder/.standin`.
    let environment: [String: String]
    /// The built `dependency-rule`.
    let checker: String

    init(in folder: URL, refusingWhen file: URL, holds text: String) async throws {
        checker = try #require(
            BuildProducts.directory(containing: "dependency-rule"), "dependency-rule is not built"
        )
        .appendingPathComponent("dependency-rule").path
        let bin = folder.appendingPathComponent(".standin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let real = try #require(
            ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map { "\($0)/swift" }
                .first { FileManager.default.isExecutableFile(atPath: $0) })
        try await ExecutableScript.write(
            """
            #!/bin/sh
            if grep -q '\(text)' "\(file.path)"; then
              echo "error: the manifest is refused" >&2; exit 1
            fi
            exec "\(real)" "$@"

            """, to: bin.appendingPathComponent("swift").path)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = bin.path + ":" + (environment["PATH"] ?? "")
        self.environment = environment
    }

    /// `dependency-rule ARGUMENTS` with the stand-in.
    func run(_ arguments: [String]) async throws -> ChildProcess.Outcome {
        try await ChildProcess.run([checker] + arguments, environment: environment)
    }
}
