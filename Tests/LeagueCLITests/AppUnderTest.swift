import Foundation
import ProcessSpawning
import Terminal
import TestSupport
import Testing

/// The built `league` binary, run as a separate process with its own data folder.
struct AppUnderTest {
    /// The program's name: what its messages start with, and its file in the build products.
    static let program = "league"

    /// The names `--store` takes, the default first; those whose data outlives the process, and
    /// those whose data does not (memory): a feature's command-line tests run on each.
    static let stores = LeagueFactory.app.stores.map(\.name)
    static let storesKeepingData = LeagueFactory.app.stores.filter(\.keepsData).map(\.name)
    static let storesKeepingNothing = LeagueFactory.app.stores.filter { !$0.keepsData }.map(\.name)

    let binary: String
    let dataDirectory: URL

    /// A fresh data folder; the binary is `$LEAGUE_BIN`, or `league` next to the test runner.
    init() throws {
        binary = try #require(
            BuildProducts.program(Self.program, overriddenBy: "LEAGUE_BIN"),
            "the \(Self.program) binary was not built: run 'swift build' (make test does) or set LEAGUE_BIN")
        try #require(FileManager.default.isExecutableFile(atPath: binary), "\(binary) is not executable")
        dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("league-\(UUID().uuidString)")
    }

    /// Runs `league ARGUMENTS` with `LEAGUE_DATA_DIR` set to this league's folder (unless
    /// `environment` says otherwise), waiting for it on a thread of its own.
    @discardableResult
    func run(_ arguments: String..., input: ChildProcess.Input = .none) async throws -> ChildProcess.Outcome {
        try await run(arguments, input: input)
    }

    func run(
        _ arguments: [String], environment: [String: String] = [:], input: ChildProcess.Input = .none
    ) async throws -> ChildProcess.Outcome {
        try await ChildProcess.run([binary] + arguments, environment: merged(with: environment), input: input)
    }

    /// Starts `league ARGUMENTS` held at `gate`: it runs when the gate opens.
    func launch(_ arguments: [String], at gate: StartGate) throws -> ChildProcess.Running {
        let quoted = ([binary] + arguments).map(Self.quoted).joined(separator: " ")
        return try ChildProcess.launch(
            ["/bin/sh", "-c", "read _ || true; exec \(quoted)"], environment: merged(with: [:]),
            input: .gate(gate))
    }

    /// Runs `league` in `folder` through the shell, without `LEAGUE_DATA_DIR`.
    func run(in folder: URL, _ arguments: [String]) async throws -> ChildProcess.Outcome {
        var environment = ProcessInfo.processInfo.environment
        environment["LEAGUE_DATA_DIR"] = nil
        let quoted = ([binary] + arguments).map(Self.quoted)
        return try await ChildProcess.run(
            ["/bin/sh", "-c", "cd \(Self.quoted(folder.path)) && exec \(quoted.joined(separator: " "))"],
            environment: environment)
    }

    /// Every file under the data folder with its contents, to prove a failure wrote nothing.
    func snapshot() -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: dataDirectory.path)
        while let path = enumerator?.nextObject() as? String {
            let url = dataDirectory.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue,
                !path.hasSuffix("-shm"), !path.hasSuffix("-wal"), !path.hasSuffix(".lock")
            {
                files[path] = try? Data(contentsOf: url)
            }
        }
        return files
    }

    func remove() { try? FileManager.default.removeItem(at: dataDirectory) }

    private func merged(with extra: [String: String]) -> [String: String] {
        var merged = ProcessInfo.processInfo.environment
        merged["LEAGUE_DATA_DIR"] = dataDirectory.path
        merged.merge(extra) { $1 }
        return merged
    }

    private static func quoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension ChildProcess.Outcome {
    /// The lines written to standard output.
    var lines: [String] {
        standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}
