import Foundation
import ProcessSpawning
import TestSupport
import Testing

/// The architecture test finds the checker as `make check` does: `$DEPENDENCY_RULE`, else an
/// executable beside the test runner, never the checker's cache folder `.build/dependency-rule`
/// that `make check` leaves (run before `make test`, it made the test fail with "Permission
/// denied").
@Suite("The checker the architecture test runs, before and after make check")
struct CheckerLocationTests {
    @Test("A folder named like the program is passed over; an executable of that name is found; the variable wins")
    func bothOrders() throws {
        let root = try TemporaryFolder(prefix: "products").url
        defer { try? FileManager.default.removeItem(at: root) }
        let runner = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/PackageTests.xctest")
        try FileManager.default.createDirectory(
            at: runner.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: runner)
        // Before make check: nothing there.
        #expect(
            BuildProducts.program("dependency-rule", overriddenBy: "DEPENDENCY_RULE", environment: [:], runner: runner)
                == nil)
        // After make check: its cache folder, which is no program.
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".build/dependency-rule/swiftpm"), withIntermediateDirectories: true)
        #expect(
            BuildProducts.program("dependency-rule", overriddenBy: "DEPENDENCY_RULE", environment: [:], runner: runner)
                == nil)
        // A built checker beside the runner is found, whatever the order.
        let built = runner.deletingLastPathComponent().appendingPathComponent("dependency-rule")
        try Data("#!/bin/sh\n".utf8).write(to: built)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: built.path)
        #expect(
            BuildProducts.program("dependency-rule", overriddenBy: "DEPENDENCY_RULE", environment: [:], runner: runner)
                == built.path)
        // make test's variable wins; empty (not installed), it is as if unset.
        #expect(
            BuildProducts.program(
                "dependency-rule", overriddenBy: "DEPENDENCY_RULE", environment: ["DEPENDENCY_RULE": "/opt/dr"],
                runner: runner) == "/opt/dr")
        #expect(
            BuildProducts.program(
                "dependency-rule", overriddenBy: "DEPENDENCY_RULE", environment: ["DEPENDENCY_RULE": ""], runner: runner
            )
                == built.path)
    }
}
