import Foundation
import Testing

@testable import ProjectTemplate

@Suite("The kit's declared moves: read, chained across versions, mapped into packages, and kept complete")
struct TemplateMovesTests {
    static let kit = try! KitSource(explicit: Kit.root.path, environment: [:])

    /// Every kit path the template copies now: the kernel, the apps, the slice and the scaffold.
    static func templatePaths() throws -> [String] {
        let template = try kit.template()
        let parts = template.parts.values.flatMap(\.paths)
        return (parts + (try kit.files(in: ScaffoldTemplate.folder).paths)).sorted()
    }

    @Test("Entries are read with their place in the file; a malformed one is refused there")
    func parsing() throws {
        let moves = try TemplateMoves(
            text: #"[ { "version": "1.1.0", "from": "a", "to": "b" }, { "version": "1.2.0", "removed": "c" } ]"#,
            file: "moves.json")
        #expect(
            moves.entries == [
                .init(version: "1.1.0", from: "a", to: "b"), .init(version: "1.2.0", from: "c", to: nil),
            ])
        #expect(throws: GenerationError("moves.json:1:3: error: a move has \"from\" and \"to\", or \"removed\" alone"))
        {
            try TemplateMoves(text: #"[ { "version": "1.1.0", "from": "a", "removed": "c" } ]"#, file: "moves.json")
        }
        #expect(throws: GenerationError("moves.json:1:3: error: a move needs \"version\"")) {
            try TemplateMoves(text: #"[ { "from": "a", "to": "b" } ]"#, file: "moves.json")
        }
    }

    @Test("Moves chain in the order they were declared, whatever the versions; a removal ends a chain")
    func chains() {
        let moves = TemplateMoves(entries: [
            .init(version: "1.1.0", from: "A", to: "B"), .init(version: "1.2.0", from: "B", to: "C"),
            .init(version: "1.2.0", from: "X", to: nil), .init(version: "1.10.0", from: "C", to: "D"),
            .init(version: "1.10.0", from: "Y", to: "Z"), .init(version: "1.10.0", from: "Z", to: nil),
        ])
        let expected: [String: String?] = ["A": "D", "B": "D", "C": "D", "X": nil, "Y": nil, "Z": nil]
        #expect(moves.chains == expected)
    }

    @Test("A kit path lands where the generators put it: renamed per feature, prefixed, or nowhere")
    func mapping() throws {
        var lock = TemplateLock(
            kit: KitIdentity(version: "1.0.0"), swiftFormat: nil,
            project: .init(
                name: "Bookshelf", example: .none, modulePrefix: true, stores: ["memory"], kitRepository: "x",
                created: "2026-01-01"),
            features: [.init(name: "Book", kit: "1.0.0")])
        let mapper = KitPathMapper(lock: lock, cutStores: ["SQLite", "Files"])
        #expect(
            mapper.packagePaths(of: "Sources/UseCases/SampleItem/CreateSampleItem.swift") == [
                "Sources/BookshelfUseCases/Note/CreateNote.swift", "Sources/BookshelfUseCases/Book/CreateBook.swift",
            ])
        #expect(
            mapper.packagePaths(of: "Sources/UseCases/Ports/Repository.swift") == [
                "Sources/BookshelfUseCases/Ports/Repository.swift"
            ])
        #expect(
            mapper.packagePaths(of: "Sources/FrameworksAndDrivers/Starter/StarterFeatures.swift") == [
                "Sources/BookshelfFrameworksAndDrivers/Bookshelf/BookshelfFeatures.swift"
            ])
        #expect(mapper.packagePaths(of: "Sources/FrameworksAndDrivers/League/LeagueFactory.swift").isEmpty)
        #expect(mapper.packagePaths(of: "Sources/FrameworksAndDrivers/Databases/SQLite/SQLiteDatabase.swift").isEmpty)
        #expect(mapper.packagePaths(of: "Sources/ProjectTemplate/Scaffold/gitignore") == [".gitignore"])
        lock.project.example = .league
        lock.project.modulePrefix = false
        let league = KitPathMapper(lock: lock, cutStores: [])
        #expect(
            league.packagePaths(of: "Sources/FrameworksAndDrivers/League/LeagueFactory.swift") == [
                "Sources/FrameworksAndDrivers/League/BookshelfFactory.swift"
            ])
        #expect(
            league.packagePaths(of: "Tests/StarterCLITests/SampleItem/SampleItemCLITests.swift") == [
                "Tests/BookshelfCLITests/Book/BookCLITests.swift"
            ])
    }

    /// The record of the last release's paths, without its comment lines.
    static func released() throws -> [String] {
        try String(contentsOf: Kit.root.appendingPathComponent(TemplateMoves.released), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
    }

    @Test(
        "Every path the last release copied is in the kit, or declared moved or removed (TEMPLATE_PATHS_RECORD=1 rewrites the record)"
    )
    func complete() throws {
        let now = try Self.templatePaths()
        let record = Kit.root.appendingPathComponent(TemplateMoves.released)
        if ProcessInfo.processInfo.environment["TEMPLATE_PATHS_RECORD"] == "1" {
            let header = """
                # What the template copied at CleanArchitectureKit \(CleanArchitectureCommand.version), one kit path a line: \
                TemplateMovesTests fails when one of them is gone without an entry in template-moves.json. \
                Rewritten at each release (make template-paths).

                """
            try Data((header + now.joined(separator: "\n") + "\n").utf8).write(to: record)
        }
        let moves = try TemplateMoves.of(Self.kit)
        let accounted = Set(moves.entries.map(\.from))
        let gone = try Self.released().filter { !now.contains($0) && !accounted.contains($0) }
        #expect(gone.isEmpty, "gone from the kit without a move or removal in \(TemplateMoves.file): \(gone)")
        for entry in moves.entries {
            if let to = entry.to {
                #expect(now.contains(to), "\(TemplateMoves.file): \(entry.from) moves to \(to), which the kit lacks")
            }
            #expect(
                KitIdentity.compare(entry.version, CleanArchitectureCommand.version) != .orderedDescending,
                "\(TemplateMoves.file): \(entry.version) is later than the kit")
        }
        #expect(
            zip(moves.entries, moves.entries.dropFirst()).allSatisfy {
                KitIdentity.compare($0.version, $1.version) != .orderedDescending
            }, "entries are appended in order of version")
    }
}
