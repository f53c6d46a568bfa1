import Foundation
import ProcessSpawning
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The built `clean-architecture` with a `swift` that fails or hangs: a failed or interrupted run
/// leaves nothing behind.
@Suite("A failed or interrupted run leaves nothing behind", .serialized)
struct FailureTests {
    static func program() throws -> String { try GeneratedPackage.tool("clean-architecture") }

    @Test("swift format failing: exit 2 with its reason, and no package, no temporary folder")
    func formatFails() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let fake = try await FakeSwift(.failFormat, in: scratch.url)
        let run = try await ChildProcess.run(
            [try Self.program(), "new", "Bookshelf", "--example", "none", "--output", "\(scratch.url.path)/made"],
            environment: fake.environment)
        #expect(run.status == 2, "\(run)")
        #expect(
            run.standardError
                == "clean-architecture: error: 'swift format' failed on the new files: swift-format: error: the formatter broke\n",
            "\(run)")
        #expect(scratch.listing.filter { !$0.hasPrefix("fake-swift") }.isEmpty, "left behind: \(scratch.listing)")
    }

    @Test("The graph failing (SwiftPM cannot read the new manifest): exit 2 with its reason, nothing left")
    func graphFails() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let fake = try await FakeSwift(.failDumpPackage, in: scratch.url)
        let run = try await ChildProcess.run(
            [try Self.program(), "new", "Bookshelf", "--example", "none", "--output", "\(scratch.url.path)/deep/made"],
            environment: fake.environment)
        #expect(run.status == 2, "\(run)")
        #expect(
            run.standardError.hasPrefix(
                "clean-architecture: error: cannot draw the architecture graph of the package: "),
            "\(run)")
        #expect(run.standardError.contains("the manifest exploded"), "\(run)")
        #expect(scratch.listing.filter { !$0.hasPrefix("fake-swift") }.isEmpty, "left behind: \(scratch.listing)")
    }

    @Test("Interrupted while formatting, new exits 130 and takes back its temporary folder and the parents it made")
    func interruptedNew() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let fake = try await FakeSwift(.hangInFormat, in: scratch.url)
        let running = try ChildProcess.launch(
            [try Self.program(), "new", "Bookshelf", "--example", "none", "--output", "\(scratch.url.path)/deep/made"],
            environment: fake.environment)
        let formatter = await onOwnThread { fake.waitUntilFormatting() }
        defer { if let formatter { kill(formatter, SIGKILL) } }
        try #require(formatter != nil, "swift format never started")
        #expect(
            scratch.listing.contains { $0.hasPrefix("deep/.made.clean-architecture-") }, "nothing was being written")
        kill(running.child.pid, SIGINT)
        let outcome = await running.finish()
        #expect(outcome.status == 130, "\(outcome)")
        #expect(scratch.listing.filter { !$0.hasPrefix("fake-swift") }.isEmpty, "left behind: \(scratch.listing)")
    }

    @Test("Interrupted while formatting, add feature exits 143 on SIGTERM and the package is as it was")
    func interruptedFeature() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let made = await runTemplate(["new", "Shelf", "--example", "none", "--output", "shelf"], in: scratch.url)
        try #require(made.status == 0, "\(made)")
        let package = scratch.url.appendingPathComponent("shelf")
        let before = TemporaryFolder.listing(of: package)
        let fake = try await FakeSwift(.hangInFormat, in: scratch.url)
        let running = try ChildProcess.launch(
            [try Self.program(), "add", "feature", "Book", "--package-path", package.path],
            environment: fake.environment)
        let formatter = await onOwnThread { fake.waitUntilFormatting() }
        defer { if let formatter { kill(formatter, SIGKILL) } }
        try #require(formatter != nil, "swift format never started")
        #expect(TemporaryFolder.listing(of: package).contains { $0.hasPrefix(".clean-architecture-staging-") })
        kill(running.child.pid, SIGTERM)
        let outcome = await running.finish()
        #expect(outcome.status == 143, "\(outcome)")
        #expect(TemporaryFolder.listing(of: package) == before)
    }

    @Test("Waiting for a swift format that never starts gives up at its deadline instead of hanging the suite")
    func waitHasADeadline() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let fake = try await FakeSwift(.hangInFormat, in: scratch.url)
        let formatter = await onOwnThread { fake.waitUntilFormatting(deadline: .milliseconds(300)) }
        #expect(formatter == nil)
    }
}
