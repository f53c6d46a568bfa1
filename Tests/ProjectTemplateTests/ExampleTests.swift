import DependencyRule
import Foundation
import Testing

@testable import ProjectTemplate

@Suite("The examples are the kit's own files: copied and renamed, never a second copy")
struct ExampleTests {
    /// This checkout, as the kit the template copies.
    static func kit() throws -> KitSource { try KitSource(explicit: Kit.root.path, environment: [:]) }
    static let name = try! ProjectName("Bookshelf")

    /// Where a kit file of the league example goes in a package named Bookshelf, spelled out
    /// here rather than asked of the generator's renaming.
    static func copiedPath(_ path: String) -> String {
        path.replacing("Sources/league/", with: "Sources/bookshelf/")
            .replacing("LeagueCLITests", with: "BookshelfCLITests")
            .replacing("LeagueCommandLine", with: "BookshelfCommandLine")
            .replacing("LeagueFactory", with: "BookshelfFactory")
            .replacing("LeagueApplication", with: "BookshelfApplication")
    }

    @Test("The league example holds every file of the kit's folders, and beyond them only the scaffold")
    func leagueHoldsTheKit() throws {
        let tree = try ProjectGenerator(name: Self.name, example: .league, modulePrefix: false, kit: try Self.kit())
            .files()
        let kitPaths = try LeagueExample.folders.flatMap { try Self.kit().files(in: $0).paths }
        #expect(kitPaths.count > 150)
        let copied = Set(kitPaths.map(Self.copiedPath) + LeagueExample.files)
        #expect(copied.subtracting(tree.paths).isEmpty, "missing: \(copied.subtracting(tree.paths).sorted())")
        // What is not the kit's is the scaffold: the manifest, configuration, docs, CI and the graph test.
        #expect(
            Set(tree.paths).subtracting(copied).sorted() == [
                ".github/workflows/architecture.yml", ".gitignore", "Docs/Architecture.md",
                "Docs/Decisions/0001-four-layers-enforced-by-dependency-rule.md",
                "Docs/Decisions/README.md", "Makefile", "Package.swift", "README.md",
                "Tests/ArchitectureTests/ArchitectureGraphTests.swift", "dependency-rules.json",
            ])
    }

    /// The spellings of the app in the kit's files, which the copy must rename, and only those.
    static let appTokens = [
        "LeagueFactory", "LeagueApplication", "LeagueCommandLine", "LeagueCLITests", "LEAGUE_DATA_DIR", "LEAGUE_BIN",
        "league.sqlite", "\".league", "/.league", "programName = \"league\"", "static let program = \"league\"",
    ]

    @Test("Line by line, the league copy differs from the kit exactly where the kit names the app")
    func renamesOnlyTheApp() throws {
        let tree = try ProjectGenerator(name: Self.name, example: .league, modulePrefix: false, kit: try Self.kit())
            .files()
        var renamedLines = 0
        for folder in LeagueExample.folders {
            for (path, original) in try Self.kit().files(in: folder).files {
                let copiedPath = Self.copiedPath(path)
                let copy = try #require(tree[copiedPath], "\(path) was not copied to \(copiedPath)")
                let before = original.split(separator: "\n", omittingEmptySubsequences: false)
                let after = copy.split(separator: "\n", omittingEmptySubsequences: false)
                try #require(before.count == after.count, "\(copiedPath) has other lines than the kit's \(path)")
                for (old, new) in zip(before, after) {
                    let namesTheApp = Self.appTokens.contains { old.contains($0) }
                    #expect(namesTheApp == (old != new), "\(copiedPath): '\(old)' became '\(new)'")
                    if namesTheApp {
                        renamedLines += 1
                        #expect(
                            !Self.appTokens.contains { new.contains($0) },
                            "\(copiedPath): '\(new)' still names the league app")
                    }
                }
            }
        }
        #expect(renamedLines > 40, "only \(renamedLines) lines named the app")
        // The domain keeps its names, `self.league` included.
        #expect(
            tree["Sources/UseCases/Interactors/RegisterTeam.swift"]
                == (try Self.kit().file("Sources/UseCases/Interactors/RegisterTeam.swift")))
        let commandLine = try #require(tree["Sources/FrameworksAndDrivers/Terminal/BookshelfCommandLine.swift"])
        #expect(commandLine.contains("public static let programName = \"bookshelf\""))
        #expect(commandLine.contains("public static let dataDirectoryVariable = \"BOOKSHELF_DATA_DIR\""))
        #expect(commandLine.contains("public static let defaultDataDirectory = \".bookshelf\""))
    }

    @Test("The starter's generic files are the kit's, and it has one feature and its app")
    func starterIsTheKit() throws {
        let renaming = AppRenaming(project: Self.name)
        let tree = try ProjectGenerator(name: Self.name, example: .none, modulePrefix: false, kit: try Self.kit())
            .files()
        let kit = try Self.kit()
        for entry in StarterExample.kernel where !kit.isFolder(entry) {
            #expect(tree[entry] == renaming.text(try Self.kit().file(entry)), "\(entry) differs from the kit's")
        }
        #expect(tree["Sources/Entities/Note.swift"] != nil)
        #expect(tree["Sources/bookshelf/main.swift"] != nil)
        #expect(!tree.paths.contains { $0.contains("Team") || $0.contains("Player") || $0.contains("League") })
    }

    @Test("With --module-prefix every target, folder and import takes the prefix; the program keeps its name")
    func modulePrefix() throws {
        let tree = try ProjectGenerator(name: Self.name, example: .league, modulePrefix: true, kit: try Self.kit())
            .files()
        let unprefixed = Set(
            ModulePrefix.targets(in: try LeagueExample(project: Self.name).files(from: try Self.kit()))
        )
        .subtracting(["bookshelf", "BookshelfCLITests"])
        var imports = 0
        for (path, contents) in tree.files where path.hasSuffix(".swift") {
            for declaration in ImportScanner.imports(in: contents) {
                imports += 1
                #expect(
                    !unprefixed.contains(declaration.module),
                    "\(path):\(declaration.line) imports \(declaration.module)")
            }
        }
        #expect(imports > 300)
        let folders = Set(
            tree.paths.compactMap { path -> String? in
                let parts = path.split(separator: "/")
                return parts.count > 2 && (parts[0] == "Sources" || parts[0] == "Tests")
                    ? "\(parts[0])/\(parts[1])" : nil
            })
        #expect(folders.contains("Sources/BookshelfEntities"))
        #expect(folders.contains("Sources/bookshelf"))
        #expect(folders.contains("Sources/bookshelf-storage-torture"))
        #expect(folders.contains("Tests/BookshelfEntitiesTests"))
        #expect(folders.contains("Tests/BookshelfCLITests"))
        #expect(
            folders.allSatisfy {
                $0.hasPrefix("Sources/Bookshelf") || $0.hasPrefix("Sources/bookshelf")
                    || $0.hasPrefix("Tests/Bookshelf") || $0 == "Tests/Scripts"
            }, "\(folders.sorted())")
        #expect(tree["Sources/BookshelfCSQLite/module.modulemap"]?.contains("module BookshelfCSQLite [system]") == true)
        #expect(tree["dependency-rules.json"]?.contains("\"targets\": [\"BookshelfEntities\"]") == true)
        #expect(tree["Package.swift"]?.contains(".target(name: \"BookshelfFakes\"") == true)
    }
}
