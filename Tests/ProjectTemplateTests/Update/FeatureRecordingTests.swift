import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

@Suite("add feature in a package with a lock records the feature in the lock and in the base")
struct FeatureRecordingTests {
    @Test(
        "The feature goes last in the lock, its files and the list's change into the base: the package stays up to date"
    )
    func recorded() async throws {
        let scratch = try TemporaryFolder(prefix: "feature-recording")
        defer { scratch.remove() }
        let package = try await UpdateFixture.copyOfPackageA(in: scratch)
        let dry = await runTemplate(["add", "feature", "Lamp", "--dry-run", "--kit-path", Kit.root.path], in: package)
        #expect(
            dry.output.contains(
                "Would be recorded in .clean-architecture.json, with the pristine files in .clean-architecture/base/.\n"
            ),
            "\(dry)")
        let run = await runTemplate(["add", "feature", "Lamp", "--kit-path", Kit.root.path], in: package)
        #expect(run.status == 0, "\(run)")
        #expect(
            run.output.contains(
                "Recorded in .clean-architecture.json, with the pristine files in .clean-architecture/base/.\n"),
            "\(run)")
        let lock = try #require(try TemplateLock.read(in: package.path))
        #expect(lock.features.map(\.name) == ["Book", "Shelf", "Lamp"])
        let base = package.appendingPathComponent(TemplateLock.baseFolder)
        #expect(
            FileManager.default.contents(atPath: base.appendingPathComponent("Sources/Entities/Lamp/Lamp.swift").path)
                == FileManager.default.contents(
                    atPath: package.appendingPathComponent("Sources/Entities/Lamp/Lamp.swift").path))
        let list = "Sources/Terminal/Bookshelf/BookshelfFeatures.swift"
        #expect(
            UpdateFixture.read(TemplateLock.baseFolder + "/" + list, in: package)?.contains("LampFeature.self") == true
        )
        // The base is what a render of the lock gives: nothing to update.
        try await UpdateFixture.commit(package, "Lamp")
        let check = await UpdateFixture.update(package, ["--check", "--kit-path", Kit.root.path])
        #expect(check.status == 0, "\(check)")
    }
}
