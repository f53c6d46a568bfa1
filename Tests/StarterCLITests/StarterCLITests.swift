import Foundation
import Testing

@Suite("The starter binary, run as a process: help, version, usage errors and storage failures")
struct StarterCLITests {
    @Test("--help lists every feature's commands and the options; --version; both exit 0")
    func helpAndVersion() async throws {
        let app = try AppUnderTest()
        defer { app.remove() }
        let help = try await app.run("--help")
        #expect(help.status == 0, "\(help)")
        #expect(help.standardOutput.contains("USAGE: \(AppUnderTest.program) "), "\(help)")
        #expect(help.standardOutput.contains("  sample-item add "), "\(help)")
        #expect(help.standardOutput.contains("  --store \(AppUnderTest.stores.joined(separator: "|"))"), "\(help)")
        #expect(try await app.run().standardOutput == help.standardOutput, "no arguments is --help")
        let version = try await app.run("--version")
        #expect(version.status == 0 && version.standardOutput == "\(AppUnderTest.program) 0.1.0\n", "\(version)")
    }

    /// The stores `--store` takes, as a usage error lists them: `a`, `a or b`, `a, b or c`.
    static let storeList =
        AppUnderTest.stores.count == 1
        ? AppUnderTest.stores[0]
        : AppUnderTest.stores.dropLast().joined(separator: ", ") + " or " + AppUnderTest.stores.last!

    @Test(
        "A usage error: exit 2, the problem and where the help is on standard error, nothing on standard output",
        arguments: [
            (["frobnicate"], "unknown command 'frobnicate': use ", nil),
            (["--frobnicate"], "unknown option '--frobnicate'", nil),
            (
                ["sample-item", "list", "--store", "cloud"], "--store must be \(Self.storeList), not 'cloud'",
                "sample-item list"
            ),
            (["sample-item", "list", "--store"], "--store needs a value", "sample-item list"),
        ] as [([String], String, String?)])
    func usage(arguments: [String], message: String, command: String?) async throws {
        let app = try AppUnderTest()
        defer { app.remove() }
        let outcome = try await app.run(arguments)
        let help = [AppUnderTest.program] + (command.map { [$0] } ?? []) + ["--help"]
        #expect(outcome.status == 2, "\(outcome)")
        #expect(outcome.standardError.hasPrefix("\(AppUnderTest.program): error: \(message)"), "\(outcome)")
        #expect(
            outcome.standardError.hasSuffix("\nRun '\(help.joined(separator: " "))' for usage.\n")
                && outcome.standardError.filter { $0 == "\n" }.count == 2, "\(outcome)")
        #expect(outcome.standardOutput.isEmpty)
        #expect(app.data.listing.isEmpty, "a usage error writes nothing")
    }

    @Test(
        "Storage that cannot be used: exit 2 with a message, on every store that keeps data",
        .enabled(if: !AppUnderTest.storesKeepingData.isEmpty, "no store of this app keeps data"),
        arguments: AppUnderTest.storesKeepingData)
    func brokenStorage(store: String) async throws {
        let app = try AppUnderTest()
        defer { app.remove() }
        let file = app.data.url.appendingPathComponent("not-a-folder")
        try Data("x".utf8).write(to: file)
        let outcome = try await app.run("--store", store, "--data-dir", file.path, "sample-item", "list")
        #expect(outcome.status == 2, "\(store): \(outcome)")
        #expect(
            outcome.standardError.hasPrefix("\(AppUnderTest.program): error: storage is unavailable: "), "\(outcome)")
    }
}
