import Foundation
import ProcessSpawning
import Terminal
import TestSupport
import Testing

/// The built `starter` binary, run as a separate process with a data folder of its own.
struct AppUnderTest {
    /// The program's name: what its messages start with, and its file in the build products.
    static let program = "starter"

    /// The names `--store` takes, the default first; those whose data outlives the process, and
    /// those whose data does not (memory): a feature's command-line tests run on each.
    static let stores = StarterFactory.app.stores.map(\.name)
    static let storesKeepingData = StarterFactory.app.stores.filter(\.keepsData).map(\.name)
    static let storesKeepingNothing = StarterFactory.app.stores.filter { !$0.keepsData }.map(\.name)

    let binary: String
    let data: TemporaryFolder

    /// A fresh data folder; the binary is `$STARTER_BIN`, or `starter` next to the test runner.
    init() throws {
        binary = try #require(
            BuildProducts.program(Self.program, overriddenBy: "STARTER_BIN"),
            "the \(Self.program) binary was not built: run 'swift build' (make test does) or set STARTER_BIN")
        try #require(FileManager.default.isExecutableFile(atPath: binary), "\(binary) is not executable")
        data = try TemporaryFolder(prefix: Self.program)
    }

    /// Runs `starter ARGUMENTS` with `STARTER_DATA_DIR` set to this app's folder.
    func run(_ arguments: String...) async throws -> ChildProcess.Outcome {
        try await run(arguments)
    }

    func run(_ arguments: [String]) async throws -> ChildProcess.Outcome {
        var environment = ProcessInfo.processInfo.environment
        environment["STARTER_DATA_DIR"] = data.path
        return try await ChildProcess.run([binary] + arguments, environment: environment)
    }

    func remove() { data.remove() }
}

extension ChildProcess.Outcome {
    /// Standard output's lines.
    var lines: [String] { standardOutput.split(separator: "\n").map(String.init) }
}
