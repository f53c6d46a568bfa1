import Foundation
import ProcessSpawning
import TestSupport
import Testing

/// The checker: `$DEPENDENCY_RULE` (make test sets it), else one built beside this test runner
/// (in the kit, `swift build` builds it), else `dependency-rule` on the PATH.
private let checker: String? = {
    if let built = BuildProducts.program("dependency-rule", overriddenBy: "DEPENDENCY_RULE") { return built }
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin"
    return path.split(separator: ":").map { "\($0)/dependency-rule" }
        .first { FileManager.default.isExecutableFile(atPath: $0) }
}()

@Suite("The architecture as drawn in the docs is the architecture as built")
struct ArchitectureGraphTests {
    /// The package's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(
        "Docs/Architecture.md embeds the graph dependency-rule draws now (make graph redraws it)",
        .enabled(if: checker != nil, "dependency-rule is not installed: run 'make install' in CleanArchitectureKit"))
    func graphIsCurrent() async throws {
        let checked = try await ChildProcess.run([
            checker!, "graph", "--package-path", Self.root.path, "--embed",
            Self.root.appendingPathComponent("Docs/Architecture.md").path, "--check",
        ])
        #expect(
            checked.status == 0, "Docs/Architecture.md's graph is stale: run 'make graph' and commit it: \(checked)")
    }
}
