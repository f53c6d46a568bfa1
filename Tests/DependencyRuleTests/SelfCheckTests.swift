import DependencyRule
import Foundation
import ProcessSpawning
import TestSupport
import Testing

@Suite("This package, checked by its own checker", .serialized, .initAcceptsEveryFixture)
struct SelfCheckTests {
    /// The root of this repository, from this file's place in it.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// This package's manifest, configuration and code, copied into a temporary folder.
    static func copy() throws -> TemporaryFolder {
        let temporary = try TemporaryFolder(prefix: "self-check")
        for item in ["Package.swift", "dependency-rules.json", "Sources", "Tests", "Fakes"] {
            try FileManager.default.copyItem(
                at: repository.appendingPathComponent(item), to: temporary.url.appendingPathComponent(item))
        }
        return temporary
    }

    func check(_ root: URL) async -> FixturePackage.Run {
        await runChecker(["check", "--package-path", root.path])
    }

    @Test("The package passes its own check with no diagnostic at all, even while SwiftPM runs these tests")
    func passes() async {
        // Without the manifest cache the checker runs `swift package dump-package` while this
        // `swift test` holds the package's build folder: that must not wait forever.
        let cache = Self.repository.appendingPathComponent(".build/dependency-rule")
        for name in (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
        where name.hasPrefix("manifest-") {
            try? FileManager.default.removeItem(at: cache.appendingPathComponent(name))
        }
        let run = await check(Self.repository)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.hasSuffix("0 errors, 0 warnings\n"), "\(run.output)")
    }

    @Test("An outward import added to UseCases is caught, at its line: one error, what follows from it its notes")
    func catchesOutwardImport() async throws {
        let temporary = try Self.copy()
        defer { temporary.remove() }
        let copy = temporary.url
        let file = "Sources/UseCases/League/Interactors/GetRoster.swift"
        let original = try String(contentsOf: copy.appendingPathComponent(file), encoding: .utf8)
        #expect(await check(copy).status == 0, "the untouched copy passes")

        let lines = original.split(separator: "\n", omittingEmptySubsequences: false)
        let changed = ([lines[0], "import FrameworksAndDrivers"] + lines.dropFirst()).joined(separator: "\n")
        try Data(changed.utf8).write(to: copy.appendingPathComponent(file))
        let run = await check(copy)
        #expect(run.status == 1)
        #expect(
            run.output.contains(
                "\(file):2:1: error: [outward-dependency] 'UseCases' (layer UseCases) imports 'FrameworksAndDrivers' (layer FrameworksAndDrivers), an outer layer"
            ), "\(run.output)")
        // One mistake, one error: the cycle it closes and its being undeclared are notes of it.
        let errors = run.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(run.output)")
        #expect(run.output.contains("\(file):2:1: note: [undeclared-import]"), "\(run.output)")
        #expect(run.output.contains("\(file):2:1: note: [dependency-cycle]"), "\(run.output)")
        #expect(run.output.hasSuffix("; 1 error, 0 warnings\n"), "\(run.output)")
    }

    @Test("A league file naming a sample-item declaration is caught, in any layer module: the features stay apart")
    func catchesFeatureReference() async throws {
        let temporary = try Self.copy()
        defer { temporary.remove() }
        let copy = temporary.url
        let file = "Sources/UseCases/League/Interactors/GetRoster.swift"
        let original = try String(contentsOf: copy.appendingPathComponent(file), encoding: .utf8)
        try Data((original + "\nfunc sampleOf(_ item: SampleItem) {}\n").utf8).write(
            to: copy.appendingPathComponent(file))
        let line = original.split(separator: "\n", omittingEmptySubsequences: false).count + 1
        let run = await check(copy)
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(
            run.output.contains(
                "\(file):\(line):23: error: [independent-reference] this file ('League') names 'SampleItem' ('SampleItem', Sources/Entities/SampleItem/SampleItem.swift:5)"
            ), "\(run.output)")
        #expect(run.output.hasSuffix("; 1 error, 0 warnings\n"), "\(run.output)")
    }
}
