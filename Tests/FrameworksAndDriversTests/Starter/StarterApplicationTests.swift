import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import Locking
import Testing

/// Text written to a ``TextOutput``, for assertions.
private final class CapturedText: Sendable {
    private let text = Locked("")
    var value: String { text.withLock { $0 } }
    var output: TextOutput { TextOutput { [self] line in text.withLock { $0 += line } } }
}

@Suite("StarterCommandLine and StarterApplication: global options, the features' commands, exit statuses")
struct StarterApplicationTests {
    static let program = StarterCommandLine.programName

    func parse(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError) -> StarterCommandLine {
        try StarterCommandLine(
            arguments: arguments, environment: environment, currentDirectory: URL(fileURLWithPath: "/here"))
    }

    @Test("A feature's words go to the feature; global options stand anywhere")
    func commands() throws {
        guard case .run(let command) = try parse(["--store=memory", "sample-item", "add", "A title"]).action else {
            Issue.record("not a command")
            return
        }
        #expect(command.description == #"sample-item create(title: "A title")"#)
        #expect(try parse(["sample-item", "list", "--store", "files"]).store == .files)
        guard case .run(let dashed) = try parse(["sample-item", "add", "--", "--not-an-option"]).action else {
            Issue.record("not a command")
            return
        }
        #expect(dashed.description == #"sample-item create(title: "--not-an-option")"#)
    }

    @Test("The data folder: --data-dir, else the environment, else the default folder in the current one")
    func dataDirectory() throws {
        #expect(
            try parse(["sample-item", "list"]).dataDirectory.path == "/here/\(StarterCommandLine.defaultDataDirectory)")
        #expect(
            try parse(["sample-item", "list"], environment: [StarterCommandLine.dataDirectoryVariable: "/data"])
                .dataDirectory.path == "/data")
        #expect(try parse(["sample-item", "list", "--data-dir", "rel"]).dataDirectory.path == "/here/rel")
    }

    @Test("--help lists every registered feature's commands; --version wins over a command")
    func help() throws {
        guard case .help(let text) = try parse(["--help"]).action else {
            Issue.record("--help is not help")
            return
        }
        for feature in RegisteredFeatures.all {
            for row in feature.help { #expect(text.contains("  \(row.usage) "), "\(row.usage) is not in the help") }
        }
        guard case .version = try parse(["sample-item", "list", "--version"]).action else {
            Issue.record("--version is not the version")
            return
        }
    }

    @Test(
        "Bad input is a usage error naming the problem",
        arguments: [
            (["frobnicate"], "unknown command 'frobnicate'"), (["--frobnicate"], "unknown option '--frobnicate'"),
            (["sample-item", "list", "--data-dir="], "--data-dir needs a folder"),
        ])
    func usageErrors(arguments: [String], message: String) {
        #expect {
            _ = try parse(arguments)
        } throws: { error in
            (error as? UsageError)?.description.hasPrefix(message) == true
        }
    }

    @Test("Outcomes become exit statuses: 0 done, 1 refused, 2 usage or storage")
    func exitStatuses() async {
        func run(
            _ arguments: [String], storage: @escaping StarterApplication.StorageFactory
        ) async -> (
            Int32, String, String
        ) {
            let (output, errors) = (CapturedText(), CapturedText())
            let status = await StarterApplication.run(
                arguments: arguments, environment: [:], output: output.output, errors: errors.output,
                makeStorage: storage)
            return (status, output.value, errors.value)
        }
        let memory = InMemoryRecordStorage()
        let working: StarterApplication.StorageFactory = { _, _ throws(RecordStoreError) in memory }
        #expect(
            await run(["sample-item", "add", "First"], storage: working) == (0, "Created sample item 1: First\n", ""))
        #expect(await run(["sample-item", "show", "7"], storage: working).0 == 1)
        #expect(await run(["nope"], storage: working).0 == 2)
        let broken: StarterApplication.StorageFactory = { _, _ throws(RecordStoreError) in
            throw .unavailable("the disk is gone")
        }
        #expect(
            await run(["sample-item", "list"], storage: broken)
                == (2, "", "\(Self.program): error: storage is unavailable: the disk is gone\n"))
    }
}
