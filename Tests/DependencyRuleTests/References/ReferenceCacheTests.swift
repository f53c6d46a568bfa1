import DependencyRule
import Foundation
import Testing

/// The references a warm `check` of folder layers reads back instead of reading every file whole.
@Suite("The references cache: warm checks of folder layers, and every change seen", .initAcceptsEveryFixture)
struct ReferenceCacheTests {
    /// Sets the modification time of every Swift file of `package` an hour back, as a working
    /// tree holds files edited earlier (the cache keeps nothing of a file modified in the last
    /// two seconds).
    static func age(_ package: FixturePackage, to date: Date = Date(timeIntervalSinceNow: -3600)) throws {
        let files = FileManager.default.enumerator(at: package.root, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: url.path)
        }
    }

    /// The references phase `--timings` printed: `references` or `references (cached)`.
    static func phase(_ run: FixturePackage.Run) -> String? {
        run.errors.split(separator: "\n").first { $0.hasPrefix("dependency-rule: timing: references") }
            .map { String($0.dropFirst("dependency-rule: timing: ".count).prefix { $0 != ":" }) }
    }

    static func cacheFiles(_ package: FixturePackage) -> [String] {
        let folder = package.root.appendingPathComponent(".build/dependency-rule").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasPrefix("references-")
        }
    }

    @Test("A second check reads the references back; an edit is seen, even one keeping size and mtime")
    func warmAndEdited() async throws {
        let package = try FolderLayersTests.package()
        defer { package.remove() }
        let date = Date(timeIntervalSinceNow: -3600)
        try Self.age(package, to: date)
        let cold = await package.run("check", "--timings")
        #expect(cold.status == 0 && Self.phase(cold) == "references", "\(cold.output)\(cold.errors)")
        #expect(Self.cacheFiles(package).count == 1)
        let warm = await package.run("check", "--timings")
        #expect(warm.status == 0 && Self.phase(warm) == "references (cached)", "\(warm.output)\(warm.errors)")
        #expect(warm.output == cold.output)

        // An entity naming a presenter: the cache is not used, the finding is reported, then kept.
        try package.write(FolderLayersTests.outward, to: "Sources/App/Entities/User.swift")
        try Self.age(package, to: date)
        let edited = await package.run("check", "--timings")
        #expect(edited.status == 1 && Self.phase(edited) == "references", "\(edited.output)\(edited.errors)")
        #expect(edited.output.contains("Sources/App/Entities/User.swift:3:20: error: [outward-reference]"))
        let again = await package.run("check", "--timings")
        #expect(again.status == 1 && Self.phase(again) == "references (cached)", "\(again.errors)")
        #expect(again.output == edited.output)

        // The same size and modification time, another name: the status change time tells.
        let renamed = FolderLayersTests.outward.replacingOccurrences(of: "UserPresenter", with: "UserPresentex")
        try package.write(renamed, to: "Sources/App/Entities/User.swift")
        try Self.age(package, to: date)
        let same = await package.run("check", "--timings")
        #expect(same.status == 0 && Self.phase(same) == "references", "\(same.output)\(same.errors)")

        // graph, on the cache check wrote, counts every reference between the layers.
        try package.write(FolderLayersTests.outward, to: "Sources/App/Entities/User.swift")
        try Self.age(package, to: date)
        _ = await package.run("check")
        let cache = package.root.appendingPathComponent(".build/dependency-rule/" + Self.cacheFiles(package)[0]).path
        let written = try FileManager.default.attributesOfItem(atPath: cache)[.systemFileNumber] as? Int
        let counted = await package.run("graph", "--counts")
        // Read, not written again (a write renames a new file into place).
        #expect(try FileManager.default.attributesOfItem(atPath: cache)[.systemFileNumber] as? Int == written)
        #expect(counted.output.contains("  t1 -->|\"2 references\"| t0"), "\(counted.output)")
        #expect(counted.output.contains("  t0 -.->|\"outward-reference, 1 reference\"| t2"), "\(counted.output)")
    }

    @Test("Files modified in the last two seconds (or ahead of the clock) are read every run; nothing is stored")
    func recentFiles() async throws {
        let package = try FolderLayersTests.package(["Sources/App/Entities/User.swift": FolderLayersTests.outward])
        defer { package.remove() }
        // Ahead of the clock, as a file just written is on a loaded machine (or with a clock that
        // went back): recent however long the runs take.
        try Self.age(package, to: Date(timeIntervalSinceNow: 600))
        for _ in 0..<2 {
            let run = await package.run("check", "--timings")
            #expect(run.status == 1 && Self.phase(run) == "references", "\(run.output)\(run.errors)")
        }
        #expect(Self.cacheFiles(package).isEmpty)
    }

    @Test("A damaged cache is ignored and written again; one that cannot be written only costs time")
    func damagedOrUnwritable() async throws {
        let package = try FolderLayersTests.package(["Sources/App/Entities/User.swift": FolderLayersTests.outward])
        defer { package.remove() }
        try Self.age(package)
        let cold = await package.run("check", "--timings")
        let name = try #require(Self.cacheFiles(package).first)
        let path = package.root.appendingPathComponent(".build/dependency-rule/" + name)
        let stored = try Data(contentsOf: path)
        for damaged in [Data(), stored.prefix(stored.count - 3), Data("not a cache".utf8), stored + Data([0])] {
            try damaged.write(to: path)
            let run = await package.run("check", "--timings")
            #expect(run.status == 1 && Self.phase(run) == "references", "\(run.errors)")
            #expect(run.output == cold.output, "\(run.output)")
        }
        let rewritten = await package.run("check", "--timings")
        #expect(Self.phase(rewritten) == "references (cached)", "\(rewritten.errors)")

        // `.build` a file: no cache, the same findings.
        let fresh = try FolderLayersTests.package(["Sources/App/Entities/User.swift": FolderLayersTests.outward])
        defer { fresh.remove() }
        try fresh.write("", to: ".build")
        try Self.age(fresh)
        for _ in 0..<2 {
            let run = await fresh.run("check", "--timings")
            #expect(run.status == 1 && Self.phase(run) == "references", "\(run.errors)")
            #expect(run.output == cold.output.replacingOccurrences(of: package.root.path, with: fresh.root.path))
        }
    }
}
