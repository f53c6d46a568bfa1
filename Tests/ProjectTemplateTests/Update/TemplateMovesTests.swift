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
        #expect(
            throws: GenerationError(
                diagnostic: "moves.json:1:3: error: a move has \"from\" and \"to\", or \"removed\" alone")
        ) {
            try TemplateMoves(text: #"[ { "version": "1.1.0", "from": "a", "removed": "c" } ]"#, file: "moves.json")
        }
        #expect(throws: GenerationError(diagnostic: "moves.json:1:3: error: a move needs \"version\"")) {
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
            mapper.packagePaths(of: "Sources/UseCases/SampleItem/Interactors/CreateSampleItem.swift") == [
                "Sources/BookshelfUseCases/Note/Interactors/CreateNote.swift",
                "Sources/BookshelfUseCases/Book/Interactors/CreateBook.swift",
            ])
        #expect(
            mapper.packagePaths(of: "Sources/UseCases/Ports/Repository.swift") == [
                "Sources/BookshelfUseCases/Ports/Repository.swift"
            ])
        #expect(
            mapper.packagePaths(of: "Sources/Terminal/Starter/StarterFeatures.swift") == [
                "Sources/BookshelfTerminal/Bookshelf/BookshelfFeatures.swift"
            ])
        #expect(mapper.packagePaths(of: "Sources/Terminal/League/LeagueFactory.swift").isEmpty)
        #expect(mapper.packagePaths(of: "Sources/FrameworksAndDrivers/Databases/SQLite/SQLiteDatabase.swift").isEmpty)
        #expect(mapper.packagePaths(of: "Sources/ProjectTemplate/Scaffold/gitignore") == [".gitignore"])
        lock.project.example = .league
        lock.project.modulePrefix = false
        let league = KitPathMapper(lock: lock, cutStores: [])
        #expect(
            league.packagePaths(of: "Sources/Terminal/League/LeagueFactory.swift") == [
                "Sources/Terminal/League/BookshelfFactory.swift"
            ])
        #expect(
            league.packagePaths(of: "Tests/StarterCLITests/SampleItem/SampleItemCLITests.swift") == [
                "Tests/BookshelfCLITests/Book/BookCLITests.swift"
            ])
    }

    /// The packages whose paths the record holds besides the kit's: as `new Bookshelf` makes them.
    static let recordedPackages: [(section: String, example: Example)] = [("none", .none), ("league", .league)]

    /// The record of the last release: its sections (`kit`, and one per package), each a list of paths.
    static func released() throws -> [String: [String]] {
        var sections: [String: [String]] = [:]
        var current = "kit"
        for line in try String(contentsOf: Kit.root.appendingPathComponent(TemplateMoves.released), encoding: .utf8)
            .split(separator: "\n")
        {
            if line.hasPrefix("# package: ") {
                current = String(line.dropFirst("# package: ".count))
            } else if !line.hasPrefix("#") {
                sections[current, default: []].append(String(line))
            }
        }
        return sections
    }

    /// What `new Bookshelf --example EXAMPLE` writes now (the prefix and every store).
    static func packagePaths(_ example: Example) throws -> [String] {
        try ProjectGenerator(name: try ProjectName("Bookshelf"), example: example, modulePrefix: true, kit: kit).files()
            .paths
    }

    @Test(
        "Every path the last release copied, and every path of a package it made, is still made, or declared moved or removed (TEMPLATE_PATHS_RECORD=1 rewrites the record)"
    )
    func complete() throws {
        let now = try Self.templatePaths()
        let record = Kit.root.appendingPathComponent(TemplateMoves.released)
        if ProcessInfo.processInfo.environment["TEMPLATE_PATHS_RECORD"] == "1" {
            var text = """
                # What the template copied at CleanArchitectureKit \(CleanArchitectureCommand.version), one kit path a line, then what \
                'new Bookshelf' made of it: TemplateMovesTests fails when one of them is gone without an entry in \
                template-moves.json. Rewritten at each release (make template-paths).

                """ + now.joined(separator: "\n") + "\n"
            for (section, example) in Self.recordedPackages {
                text += "# package: \(section)\n" + (try Self.packagePaths(example)).joined(separator: "\n") + "\n"
            }
            try Data(text.utf8).write(to: record)
        }
        let released = try Self.released()
        let moves = try TemplateMoves.of(Self.kit)
        let accounted = Set(moves.entries.map(\.from))
        let gone = (released["kit"] ?? []).filter { !now.contains($0) && !accounted.contains($0) }
        #expect(gone.isEmpty, "gone from the kit without a move or removal in \(TemplateMoves.file): \(gone)")
        #expect((released["kit"] ?? []).count > 100, "the record lists the kit's paths")
        // A package made by the last release: each of its paths is still made, or a declared
        // move or removal starts there (a change of the renaming rules cannot slip through).
        for (section, example) in Self.recordedPackages {
            let made = Set(try Self.packagePaths(example))
            let lock = TemplateLock(
                kit: KitIdentity(version: CleanArchitectureCommand.version), swiftFormat: nil,
                project: .init(
                    name: "Bookshelf", example: example, modulePrefix: true, stores: [],
                    kitRepository: KitIdentity.home,
                    created: "2026-01-01"))
            let mapper = KitPathMapper(lock: lock, cutStores: [])
            let declared = Set(moves.entries.flatMap { mapper.packagePaths(of: $0.from) })
            let recorded = released[section] ?? []
            #expect(recorded.count > 100, "the record lists the \(section) package's paths")
            let lost = recorded.filter { !made.contains($0) && !declared.contains($0) }
            #expect(lost.isEmpty, "a package made with --example \(section) lost, without a move: \(lost)")
        }
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
