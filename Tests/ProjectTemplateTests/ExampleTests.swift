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

    /// Whether a kit file is the starter app's or the slice's, which the league example leaves
    /// out: told from its path here rather than from the generator's lists.
    static func isStarters(_ path: String) -> Bool {
        ["SampleItem", "Starter", "Sources/starter/", "FeatureCommands.swift", "RegisteredFeatures.swift"]
            .contains { path.contains($0) }
    }

    @Test(
        "The league example holds every file of the kit's folders but the starter's, and beyond them only the scaffold")
    func leagueHoldsTheKit() throws {
        let tree = try ProjectGenerator(name: Self.name, example: .league, modulePrefix: false, kit: try Self.kit())
            .files()
        let allPaths = try LeagueExample.folders.flatMap { try Self.kit().files(in: $0).paths }
        // The generator's lists of the starter's files are the ones the paths tell.
        let inFolders = (Slice.allFiles + StarterExample.shell).filter { path in
            LeagueExample.folders.contains { path.hasPrefix($0 + "/") }
        }
        #expect(Set(allPaths.filter(Self.isStarters)) == Set(inFolders))
        let kitPaths = allPaths.filter { !Self.isStarters($0) }
        #expect(kitPaths.count > 150)
        let copied = Set(kitPaths.map(Self.copiedPath) + LeagueExample.files)
        #expect(copied.subtracting(tree.paths).isEmpty, "missing: \(copied.subtracting(tree.paths).sorted())")
        // What is not copied is the scaffold's text, rendered from the kit's templates, and the
        // manifest: no Swift file.
        #expect(
            Set(tree.paths).subtracting(copied).sorted() == [
                ".github/workflows/architecture.yml", ".gitignore", "Docs/Architecture.md",
                "Docs/Decisions/0001-four-layers-enforced-by-dependency-rule.md",
                "Docs/Decisions/README.md", "Makefile", "Package.swift", "README.md", "dependency-rules.json",
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
            for (path, original) in try Self.kit().files(in: folder).files where !Self.isStarters(path) {
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

    /// The spellings of the starter app and the slice in the kit's files, which the starter copy
    /// must rename, and only those.
    static let starterTokens = [
        "Starter", "starter", "STARTER", "SampleItem", "sampleItem", "sample item", "Sample item", "sample-item",
    ]

    @Test(
        "The starter is the kit's files: the generic ones as they are, the app renamed as the project, the slice as Note"
    )
    func starterIsTheKit() throws {
        let renaming = AppRenaming(project: Self.name)
        let tree = try ProjectGenerator(name: Self.name, example: .none, modulePrefix: false, kit: try Self.kit())
            .files()
        let kit = try Self.kit()
        for entry in StarterExample.kernel where !kit.isFolder(entry) {
            #expect(tree[entry] == renaming.text(try Self.kit().file(entry)), "\(entry) differs from the kit's")
        }
        // Where each of the app's and the slice's files goes, spelled out here.
        let moved = (StarterExample.shell + Slice.allFiles).map { path in
            (
                path,
                path.replacing("Sources/starter/", with: "Sources/bookshelf/")
                    .replacing("StarterCLITests", with: "BookshelfCLITests").replacing("Starter", with: "Bookshelf")
                    .replacing("SampleItems", with: "Notes").replacing("SampleItem", with: "Note")
            )
        }
        var renamedLines = 0
        for (path, copiedPath) in moved {
            let copy = try #require(tree[copiedPath], "\(path) was not copied to \(copiedPath)")
            let before = try kit.file(path).split(separator: "\n", omittingEmptySubsequences: false)
            let after = copy.split(separator: "\n", omittingEmptySubsequences: false)
            try #require(before.count == after.count, "\(copiedPath) has other lines than the kit's \(path)")
            for (old, new) in zip(before, after) {
                let namesTheStarter = Self.starterTokens.contains { old.contains($0) }
                #expect(namesTheStarter == (old != new), "\(copiedPath): '\(old)' became '\(new)'")
                if namesTheStarter { renamedLines += 1 }
            }
        }
        #expect(renamedLines > 100, "only \(renamedLines) lines named the starter or the slice")
        #expect(
            tree.paths.count == Set(
                StarterExample.kernel.flatMap { entry in
                    kit.isFolder(entry) ? ((try? kit.files(in: entry).paths) ?? []) : [entry]
                }
            ).count + moved.count + 9,
            "the starter holds the kernel, the app, the slice, and the scaffold's eight files and the manifest only")
        // No file names the kit's app, slice or league.
        for (path, text) in tree.files {
            #expect(!Self.starterTokens.contains { text.contains($0) }, "\(path) still names the starter or the slice")
            #expect(!path.contains("Team") && !path.contains("Player") && !path.contains("League"), "\(path)")
        }
        let commandLine = try #require(tree["Sources/FrameworksAndDrivers/Terminal/BookshelfCommandLine.swift"])
        #expect(commandLine.contains("\"bookshelf\""), "\(commandLine)")
        #expect(
            tree["Sources/FrameworksAndDrivers/Composition/RegisteredFeatures.swift"]?.contains("NoteFeature.self")
                == true)
    }

    @Test("Nothing is copied into the starter that it does not use: every type its code declares is used in it")
    func starterCopiesOnlyWhatItUses() throws {
        let tree = try ProjectGenerator(name: Self.name, example: .none, modulePrefix: false, kit: try Self.kit())
            .files()
        let code = tree.files.filter { $0.key.hasSuffix(".swift") && !$0.key.hasPrefix("Tests/") }
        var unused: [String] = []
        for (path, text) in code {
            for match in text.matches(of: FeatureGenerator.declaration) {
                let type = String(match.output.1)
                // Named in another file, or used in its own beyond its declaration (a helper).
                let named =
                    tree.files.contains { other, contents in
                        other != path && other.hasSuffix(".swift") && Self.names(type, in: contents)
                    } || Self.names(type, in: text.replacing(match.output.0, with: ""))
                if !named { unused.append("\(path): \(type)") }
            }
        }
        #expect(unused.isEmpty, "declared but named nowhere else in the starter: \(unused.sorted())")
    }

    /// Whether `text` has `word` as a whole identifier.
    static func names(_ word: String, in text: String) -> Bool {
        var rest = text[...]
        while let found = rest.range(of: word) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            let isPart = { (character: Character?) in character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
            }
            if !isPart(before) && !isPart(after) { return true }
            rest = text[found.upperBound...]
        }
        return false
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
