import Foundation
import Locking
import ProcessSpawning
import Testing

/// `init`'s promise, kept on every fixture of the suite: each package and app a test writes is,
/// once the test is done with it, given to `init` (the file written outside it), and `check`
/// accepts what `init` wrote (exit 0 or 1, and no finding that `init` itself should have avoided:
/// an outward dependency on a declaration, an outward or independent reference). A fixture left
/// unreadable on purpose is exempt only when `imports` cannot read it either, so that a failing
/// `init` never passes for a broken fixture.
///
/// Suites that write fixtures carry ``Trait/initAcceptsEveryFixture``; a fixture written outside
/// one is an issue of its own, so none is left out.
final class FixtureLedger: Sendable {
    @TaskLocal static var current: FixtureLedger?

    /// One fixture: how to run the checker on it, and how to remove it.
    struct Entry: Sendable {
        var name: String
        var run: @Sendable ([String]) async -> FixturePackage.Run
        var remove: @Sendable () -> Void
    }

    private let entries = Locked<[Entry]>([])

    /// Records a fixture the test wrote; without a ledger, records an issue.
    static func record(_ entry: Entry) {
        guard let ledger = current else {
            Issue.record(
                "\(entry.name) is written outside a suite marked .initAcceptsEveryFixture: mark the suite, so that init is checked on it"
            )
            return
        }
        ledger.entries.withLock { $0.append(entry) }
    }

    /// Whether removing fixtures waits for the end of the test (a ledger is open).
    static var defersRemoval: Bool { current != nil }

    /// Runs `init` then `check` on every fixture recorded, then removes them.
    func checkAndRemove() async {
        for entry in taken() {
            await Self.initAccepts(entry)
            entry.remove()
        }
    }

    func removeAll() { for entry in taken() { entry.remove() } }

    private func taken() -> [Entry] {
        entries.withLock { entries in
            let all = entries
            entries = []
            return all
        }
    }

    private static func initAccepts(_ entry: Entry) async {
        guard let folder = try? TemporaryFolder(prefix: "init-output").url else {
            Issue.record("cannot make a temporary folder for init's output")
            return
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("dependency-rules.json").path
        // A fixture whose manifest never finishes is its own test's; here it costs a few seconds,
        // and one SwiftPM cannot read in time is not read (nothing is claimed of it).
        let deadline = ["--manifest-timeout", "5"]
        let written = await entry.run(["init", "--output", output] + deadline)
        guard written.status == 0 else {
            #expect(!written.errors.contains("init inferred a configuration"), "\(entry.name): \(written.errors)")
            if written.errors.contains("error: nothing to place in layers")
                || written.errors.contains("did not finish reading the manifest within")
            {
                return
            }
            let listed = await entry.run(["imports"] + deadline)
            #expect(
                listed.status == 2,
                "\(entry.name): init exits \(written.status) on a fixture imports reads: \(written.errors)")
            return
        }
        let checked = await entry.run(["check", "--config", output, "--format", "json"] + deadline)
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        #expect(checked.status != 2, "\(entry.name): check refuses what init wrote: \(checked.errors)\n\(text)")
        guard checked.status != 2 else { return }
        // (A cycle of declarations has no layering without an outward edge.)
        let cyclic = (checked.findings + checked.notes).contains { $0.hasPrefix("dependency-cycle") }
        let avoidable = checked.findings.filter { finding in
            finding.hasPrefix("outward-reference") || finding.hasPrefix("independent-reference")
                || (finding.hasPrefix("outward-dependency") && !cyclic
                    && (finding.contains("Package.swift") || finding.contains("project.pbxproj")))
        }
        #expect(avoidable.isEmpty, "\(entry.name): right after init, check finds \(avoidable)\n\(text)")
    }
}

/// Checks `init` on every fixture each test of the suite writes (``FixtureLedger``).
struct InitAcceptsEveryFixture: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard !test.isSuite else {
            try await function()
            return
        }
        let ledger = FixtureLedger()
        do {
            try await FixtureLedger.$current.withValue(ledger) { try await function() }
        } catch {
            ledger.removeAll()  // a test that stopped early leaves its fixtures half made
            throw error
        }
        await ledger.checkAndRemove()
    }
}

extension Trait where Self == InitAcceptsEveryFixture {
    /// `init` is run on every fixture the suite's tests write, and `check` must accept its file.
    static var initAcceptsEveryFixture: Self { Self() }
}
