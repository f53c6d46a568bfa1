import Foundation
import ProcessSpawning
import TestSupport
import Testing

/// How tests find a built program (the architecture test, the checker; the CLI tests, the app):
/// as `make check` and `make test` do, never the checker's cache folder `.build/dependency-rule`
/// that `make check` leaves (run before `make test`, it made the architecture test fail with
/// "Permission denied").
@Suite("BuildProducts finds a built program: the variable that names it, else beside the test runner")
struct BuildProductsTests {
    @Test("The variable wins; an empty one is none; a program never built is not found")
    func variable() {
        #expect(
            BuildProducts.program(
                "league", overriddenBy: "LEAGUE_BIN", environment: ["LEAGUE_BIN": "/elsewhere/league"])
                == "/elsewhere/league")
        #expect(
            BuildProducts.program(
                "no-such-program-\(UUID().uuidString)", overriddenBy: "X_BIN", environment: ["X_BIN": ""])
                == nil, "an empty variable is no variable, and a program never built is not found")
    }

    @Test("Before and after make check: a folder named like the program is passed over, an executable found")
    func bothOrders() throws {
        let root = try TemporaryFolder(prefix: "products").url
        defer { try? FileManager.default.removeItem(at: root) }
        let runner = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/PackageTests.xctest")
        try FileManager.default.createDirectory(
            at: runner.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: runner)
        func found(_ environment: [String: String] = [:]) -> String? {
            BuildProducts.program(
                "dependency-rule", overriddenBy: "DEPENDENCY_RULE", environment: environment, runner: runner)
        }
        // Before make check: nothing there.
        #expect(found() == nil)
        // After make check: its cache folder, which is no program.
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".build/dependency-rule/swiftpm"), withIntermediateDirectories: true)
        #expect(found() == nil)
        // A checker built beside the runner is found, whatever the order.
        let built = runner.deletingLastPathComponent().appendingPathComponent("dependency-rule")
        try Data("#!/bin/sh\n".utf8).write(to: built)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: built.path)
        #expect(found() == built.path)
        // make test's variable wins; empty (the checker not installed), it is as if unset.
        #expect(found(["DEPENDENCY_RULE": "/opt/dr"]) == "/opt/dr")
        #expect(found(["DEPENDENCY_RULE": ""]) == built.path)
        // $BUILD_PRODUCTS_DIR is looked in alone.
        #expect(found(["BUILD_PRODUCTS_DIR": runner.deletingLastPathComponent().path]) == built.path)
        #expect(found(["BUILD_PRODUCTS_DIR": root.appendingPathComponent(".build").path]) == nil)
    }
}
