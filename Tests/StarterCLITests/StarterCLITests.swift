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
        #expect(help.standardOutput.hasPrefix("USAGE: \(AppUnderTest.program) "), "\(help)")
        #expect(help.standardOutput.contains("  sample-item add TITLE"), "\(help)")
        #expect(help.standardOutput.contains("  --store KIND"), "\(help)")
        #expect(try await app.run().standardOutput == help.standardOutput, "no arguments is --help")
        let version = try await app.run("--version")
        #expect(version.status == 0 && version.standardOutput == "\(AppUnderTest.program) 0.1.0\n", "\(version)")
    }

    @Test(
        "A usage error: exit 2, one line on standard error, nothing on standard output",
        arguments: [
            (["frobnicate"], "unknown command 'frobnicate'"), (["--frobnicate"], "unknown option '--frobnicate'"),
            (
                ["sample-item", "list", "--store", "cloud"],
                "--store must be one of \(AppUnderTest.stores.joined(separator: ", ")), not 'cloud'"
            ),
            (["sample-item", "list", "--store"], "--store needs a value"),
        ])
    func usage(arguments: [String], message: String) async throws {
        let app = try AppUnderTest()
        defer { app.remove() }
        let outcome = try await app.run(arguments)
        #expect(outcome.status == 2, "\(outcome)")
        #expect(outcome.standardError.hasPrefix("\(AppUnderTest.program): error: \(message)"), "\(outcome)")
        #expect(outcome.standardError.filter { $0 == "\n" }.count == 1)
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
