import DependencyRule
import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

@Suite("The examples are the kit's own files: copied and renamed, never a second copy")
struct ExampleTests {
    /// This checkout, as the kit the template copies.
    static func kit() throws -> KitSource { try KitSource(explicit: Kit.root.path, environment: [:]) }
    static let name = try! ProjectName("Bookshelf")

    /// The kit's targets a package is made of, spelled out here rather than asked of the
    /// generator (which leaves out the kit's tools instead).
    static let templateFolders = [
        "Sources/Entities", "Sources/UseCases", "Sources/InterfaceAdapters", "Sources/FrameworksAndDrivers",
        "Sources/Terminal", "Sources/league", "Sources/starter", "Sources/CSQLite", "Sources/Locking",
        "Sources/ArgumentReading",
        "Sources/Contracts",
        "Sources/ProcessSpawning",
        "Sources/TestSupport", "Sources/PowerCut", "Sources/storage-torture", "Fakes", "Tests/EntitiesTests",
        "Tests/UseCasesTests",
        "Tests/InterfaceAdaptersTests", "Tests/FrameworksAndDriversTests", "Tests/TerminalTests", "Tests/ContractTests",
        "Tests/LeagueCLITests", "Tests/StarterCLITests", "Tests/ProcessSpawningTests", "Tests/TestSupportTests",
        "Tests/ArgumentReadingTests",
        "Tests/ArchitectureTests",
    ]

    /// Every file of the template's targets in this checkout.
    static func templatePaths() throws -> [String] {
        try templateFolders.flatMap { try kit().files(in: $0).paths }
    }

    /// Where a kit file of the league example goes in a package named Bookshelf, spelled out
    /// here rather than asked of the generator's renaming.
    static func copiedPath(_ path: String) -> String {
        path.replacing("Sources/league/", with: "Sources/bookshelf/")
            .replacing("LeagueCLITests", with: "BookshelfCLITests")
            .replacing("LeagueFactory", with: "BookshelfFactory")
            .replacing("LeagueFeatures.swift", with: "BookshelfFeatures.swift")
    }

    /// Whether a kit file is the starter app's or the slice's, which the league example leaves
    /// out: told from its folders here rather than by the generator.
    static func isStarters(_ path: String) -> Bool {
        ["/SampleItem/", "/Starter/", "Sources/starter/", "Tests/StarterCLITests/"].contains { path.contains($0) }
    }

    /// Whether a kit file is the league's, which the starter leaves out.
    static func isLeagues(_ path: String) -> Bool {
        !isStarters(path)
            && ["/League/", "Sources/league/", "Tests/LeagueCLITests/"].contains {
                path.contains($0)
            }
    }

    @Test("A package's test support and shared targets are read from the kit's own configuration and imports")
    func targetRoles() throws {
        let roles = try Self.kit().template()
        // The kit's "testSupport" in its order, then the unlayered process helpers only tests import.
        #expect(
            roles.testSupport == [
                "Fakes", "Contracts", "TestSupport", "PowerCut", "storage-torture", "ProcessSpawning",
            ])
        // The reader of command lines, which the apps' shell imports, and the lock, which the
        // adapters import: unlayered in a package too, not test support.
        #expect(roles.unlayered == ["ArgumentReading", "Locking"])
    }

    @Test("Every library target a package gets is a name no project or feature may take")
    func reservedTargets() throws {
        let libraries = Set(
            try Self.templatePaths().compactMap { path -> String? in
                let parts = path.split(separator: "/")
                guard parts.count > 2, parts[0] == "Sources", parts[1].first?.isUppercase == true else { return nil }
                return String(parts[1])
            })
        #expect(libraries.count > 8)
        for target in libraries.sorted() {
            #expect(ReservedNames.module(clashingWith: target) == target, "\(target) is not reserved")
        }
    }

    @Test("The template is every target of the kit but its tools, split into parts by folders alone")
    func partsFromFolders() throws {
        let parts = try Self.kit().template().parts
        let all = try Self.templatePaths()
        #expect(Set(parts.values.flatMap(\.paths)) == Set(all))
        #expect(Set(parts[.slice, default: FileTree()].paths) == Set(all.filter { $0.contains("/SampleItem/") }))
        #expect(
            Set(parts[.app(.starter), default: FileTree()].paths)
                == Set(all.filter { Self.isStarters($0) && !$0.contains("/SampleItem/") }))
        #expect(Set(parts[.app(.league), default: FileTree()].paths) == Set(all.filter(Self.isLeagues)))
        #expect(parts[.kernel, default: FileTree()].paths.count > 80)
        #expect(parts[.slice, default: FileTree()].paths.count > 20)
    }

    @Test("A test under a League/ folder tests the league: it names a type some League/ folder declares")
    func leagueTestsNameTheLeague() throws {
        // The template copies by folder: a kernel test kept under League/ would reach league
        // packages only, and never the starter's, whose kernel it tests.
        let all = try Self.templatePaths().filter { $0.hasSuffix(".swift") && $0.contains("/League/") }
        var declared: [String: Set<String>] = [:]
        for path in all {
            let text = try String(contentsOf: Kit.root.appendingPathComponent(path), encoding: .utf8)
            declared[path] = Set(ImportScanner.outline(of: text).declaredTypes)
        }
        var strays: [String] = []
        for path in all where path.hasPrefix("Tests/") {
            let text = try String(contentsOf: Kit.root.appendingPathComponent(path), encoding: .utf8)
            let others = declared.filter { $0.key != path }.values.reduce(into: Set<String>()) { $0.formUnion($1) }
            if !others.contains(where: { Self.names($0, in: text) }) { strays.append(path) }
        }
        #expect(declared.count > 100 && all.contains { $0.hasPrefix("Tests/") }, "the League folders are read")
        #expect(strays.isEmpty, "these test no league type; move them beside what they test: \(strays)")
    }

    @Test(
        "The league example holds every file of the kit's template but the starter's, and beyond them only the scaffold"
    )
    func leagueHoldsTheKit() throws {
        let tree = try ProjectGenerator(name: Self.name, example: .league, modulePrefix: false, kit: try Self.kit())
            .files()
        let kitPaths = try Self.templatePaths().filter { !Self.isStarters($0) }
        #expect(kitPaths.count > 150)
        let copied = Set(kitPaths.map(Self.copiedPath) + KitSource.packageFiles)
        #expect(copied.subtracting(tree.paths).isEmpty, "missing: \(copied.subtracting(tree.paths).sorted())")
        // What is not copied is the scaffold's text, rendered from the kit's templates, and the
        // manifest: no Swift file.
        #expect(
            Set(tree.paths).subtracting(copied).sorted() == [
                ".gitattributes", ".github/workflows/architecture.yml", ".github/workflows/kit-update.yml",
                ".gitignore",
                "Docs/Architecture.md",
                "Docs/Decisions/0001-four-layers-enforced-by-dependency-rule.md",
                "Docs/Decisions/README.md", "Makefile", "Package.swift", "README.md", "dependency-rules.json",
            ])
    }

    /// The spellings of the app in the kit's files, which the copy must rename, and only those.
    static let appTokens = [
        "LeagueFactory", "LeagueFeatures", "LeagueCLITests", "LEAGUE_DATA_DIR", "LEAGUE_BIN",
        "league.sqlite", "\".league", "/.league", "programName = \"league\"", "static let program = \"league\"",
    ]

    /// Whether `line` runs `program` as a command, or names the binary: the name right after a
    /// quote or backtick and before a space, quote or backtick (`'league team add --help'`,
    /// "`league login`", "the `league` binary").
    static func namesTheProgram(_ line: some StringProtocol, _ program: String) -> Bool {
        ["'", "\"", "`"].contains { quote in
            [" ", "'", "\"", "`"].contains { after in line.contains(quote + program + after) }
        }
    }

    @Test(
        "No string of a league package renamed Bookshelf runs the program by its old name: usage, help, test expectations"
    )
    func programRenamedEverywhere() throws {
        let tree = try ProjectGenerator(name: Self.name, example: .league, modulePrefix: true, kit: try Self.kit())
            .files()
        var commands = 0
        for (path, text) in tree.files {
            for line in text.split(separator: "\n") {
                #expect(!Self.namesTheProgram(line, "league"), "\(path): '\(line)' runs the program as 'league'")
                if Self.namesTheProgram(line, "bookshelf") { commands += 1 }
            }
        }
        // The kit's own test of a usage message is among them, renamed.
        let commandsTests = try #require(
            tree["Tests/BookshelfTerminalTests/League/LeagueCommandsTests.swift"])
        #expect(commandsTests.contains("Run 'bookshelf team add --help' for usage."), "\(commandsTests)")
        #expect(commands > 10, "only \(commands) lines run the program")
    }

    @Test("Line by line, the league copy differs from the kit exactly where the kit names the app")
    func renamesOnlyTheApp() throws {
        let tree = try ProjectGenerator(name: Self.name, example: .league, modulePrefix: false, kit: try Self.kit())
            .files()
        var renamedLines = 0
        for path in try Self.templatePaths() where !Self.isStarters(path) {
            let original = try Self.kit().file(path)
            let copiedPath = Self.copiedPath(path)
            let copy = try #require(tree[copiedPath], "\(path) was not copied to \(copiedPath)")
            let before = original.split(separator: "\n", omittingEmptySubsequences: false)
            let after = copy.split(separator: "\n", omittingEmptySubsequences: false)
            try #require(before.count == after.count, "\(copiedPath) has other lines than the kit's \(path)")
            for (old, new) in zip(before, after) {
                let namesTheApp = Self.appTokens.contains { old.contains($0) } || Self.namesTheProgram(old, "league")
                #expect(namesTheApp == (old != new), "\(copiedPath): '\(old)' became '\(new)'")
                if namesTheApp {
                    renamedLines += 1
                    #expect(
                        !Self.appTokens.contains { new.contains($0) } && !Self.namesTheProgram(new, "league"),
                        "\(copiedPath): '\(new)' still names the league app")
                }
            }
        }
        #expect(renamedLines > 40, "only \(renamedLines) lines named the app")
        // The domain keeps its names, `self.league` included.
        let registerTeam = "Sources/UseCases/League/Interactors/RegisterTeam.swift"
        #expect(tree[registerTeam] == (try Self.kit().file(registerTeam)))
        let factory = try #require(tree["Sources/Terminal/League/BookshelfFactory.swift"])
        #expect(factory.contains("public static let programName = \"bookshelf\""))
        #expect(factory.contains("dataDirectoryVariable: \"BOOKSHELF_DATA_DIR\""))
        #expect(factory.contains("features: BookshelfFeatures.all"))
    }

    /// The spellings of the starter app and the slice in the kit's files, which the starter copy
    /// must rename, and only those.
    static let starterTokens = [
        "Starter", "starter", "STARTER", "SampleItem", "sampleItem", "sample item", "Sample item", "sample-item",
    ]

    @Test(
        "The starter is the kit's files: the kernel as it is, the app renamed as the project, the slice as Note"
    )
    func starterIsTheKit() throws {
        let renaming = AppRenaming(project: Self.name)
        let tree = try ProjectGenerator(name: Self.name, example: .none, modulePrefix: false, kit: try Self.kit())
            .files()
        let kit = try Self.kit()
        let all = try Self.templatePaths()
        let kernel = all.filter { !Self.isStarters($0) && !Self.isLeagues($0) } + KitSource.packageFiles
        for path in kernel {
            #expect(tree[path] == renaming.contents(try kit.file(path), at: path), "\(path) differs from the kit's")
        }
        // Where each of the app's and the slice's files goes, spelled out here.
        let moved = all.filter(Self.isStarters).map { path in
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
            // The slice's files keep the lines of the note's one field (FieldSelectionTests).
            let kept =
                path.contains("/SampleItem/") && path.hasSuffix(".swift")
                ? FieldSelection(fields: FeatureField.defaults).apply(to: try kit.file(path)) : try kit.file(path)
            let before = kept.split(separator: "\n", omittingEmptySubsequences: false)
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
            tree.paths.count == kernel.count + moved.count + 11,
            "the starter holds the kernel, the app, the slice, and the scaffold's ten files and the manifest only")
        // No file names the kit's app, slice or league.
        for (path, text) in tree.files {
            #expect(!Self.starterTokens.contains { text.contains($0) }, "\(path) still names the starter or the slice")
            #expect(!path.contains("Team") && !path.contains("Player") && !path.contains("League"), "\(path)")
        }
        let factory = try #require(tree["Sources/Terminal/Bookshelf/BookshelfFactory.swift"])
        #expect(factory.contains("public static let programName = \"bookshelf\""), "\(factory)")
        #expect(
            tree["Sources/Terminal/Bookshelf/BookshelfFeatures.swift"]?.contains("NoteFeature.self")
                == true)
    }

    @Test(
        "A file dropped into a feature folder of the kit, or outside one, reaches the packages with no change to the generator"
    )
    func droppedFilesReachPackages() throws {
        let scratch = try TemporaryFolder()
        defer { scratch.remove() }
        let copy = scratch.url.appendingPathComponent("kit")
        try Kit.copy(into: copy)
        let dropped = [
            "Sources/UseCases/SampleItem/ArchiveSampleItem.swift": "struct ArchiveSampleItem {}\n",
            "Sources/Entities/League/Season.swift": "struct Season {}\n",
            "Tests/TerminalTests/Starter/StarterHelpTests.swift": "struct StarterHelpTests {}\n",
            "Sources/InterfaceAdapters/Presentation/ViewModels/TableViewModel.swift": "struct TableViewModel {}\n",
        ]
        for (path, text) in dropped {
            try Data(text.utf8).write(to: copy.appendingPathComponent(path))
        }
        let kit = try KitSource(explicit: copy.path, environment: [:])
        let starter = try ProjectGenerator(name: Self.name, example: .none, modulePrefix: false, kit: kit).files()
        let league = try ProjectGenerator(name: Self.name, example: .league, modulePrefix: false, kit: kit).files()
        #expect(starter["Sources/UseCases/Note/ArchiveNote.swift"] == "struct ArchiveNote {}\n")
        #expect(
            starter["Tests/TerminalTests/Bookshelf/BookshelfHelpTests.swift"]
                == "struct BookshelfHelpTests {}\n")
        #expect(
            starter["Sources/InterfaceAdapters/Presentation/ViewModels/TableViewModel.swift"]
                == "struct TableViewModel {}\n")
        #expect(starter["Sources/Entities/League/Season.swift"] == nil)
        #expect(league["Sources/Entities/League/Season.swift"] == "struct Season {}\n")
        #expect(
            league["Sources/InterfaceAdapters/Presentation/ViewModels/TableViewModel.swift"]
                == "struct TableViewModel {}\n")
        #expect(!league.paths.contains { $0.contains("SampleItem") || $0.contains("ArchiveNote") })
        // And into a feature: `add feature` copies the slice's folders.
        let feature = try FeatureGenerator(name: try FeatureName("Book"), packagePath: copy.path, kit: kit).files()
        #expect(feature["Sources/UseCases/Book/ArchiveBook.swift"] == "struct ArchiveBook {}\n")
    }

    @Test("Nothing is copied into the starter that it does not use: every type its code declares is used in it")
    func starterCopiesOnlyWhatItUses() throws {
        let tree = try ProjectGenerator(name: Self.name, example: .none, modulePrefix: false, kit: try Self.kit())
            .files()
        let code = tree.files.filter { $0.key.hasSuffix(".swift") && !$0.key.hasPrefix("Tests/") }
        var unused: [String] = []
        for (path, text) in code {
            for type in ImportScanner.outline(of: text).declaredTypes {
                // Named in another file, or used in its own beyond its declaration (a helper).
                let declaration = try #require(
                    text.firstMatch(of: try Regex("(struct|enum|class|actor|protocol|typealias)\\s+`?\(type)\\b")))
                let named =
                    tree.files.contains { other, contents in
                        other != path && other.hasSuffix(".swift") && Self.names(type, in: contents)
                    } || Self.names(type, in: text.replacing(declaration.output[0].substring!, with: ""))
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
            ModulePrefix.targets(
                in: try LeagueExample(project: Self.name).files(
                    from: try Self.kit(), template: try Self.kit().template()))
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
        // An app target (an Xcode project) depends on the layers as libraries, on macOS or iOS.
        let manifest = try #require(tree["Package.swift"])
        #expect(manifest.contains("platforms: [.macOS(.v15), .iOS(.v18)]"), "\(manifest)")
        for layer in ["Entities", "UseCases", "InterfaceAdapters", "FrameworksAndDrivers"] {
            #expect(
                manifest.contains(".library(name: \"Bookshelf\(layer)\", targets: [\"Bookshelf\(layer)\"])"),
                "\(layer): \(manifest)")
        }
        #expect(!manifest.contains(".library(name: \"BookshelfFakes\""), "test support is no product")
        // The lock and the command-line reader are outside the layers, as the configuration says,
        // not test support: their section comes before test support's, and holds them.
        let lines = manifest.split(separator: "\n").map(String.init)
        let outside = try #require(lines.firstIndex { $0.contains("// MARK: Outside the layers") }, "\(manifest)")
        let support = try #require(lines.firstIndex { $0.contains("// MARK: Test support") }, "\(manifest)")
        #expect(outside < support)
        let section = lines[outside..<support].joined(separator: "\n")
        for name in ["BookshelfLocking", "BookshelfArgumentReading"] {
            #expect(section.contains(".target(name: \"\(name)\""), "\(name): \(manifest)")
            #expect(tree["dependency-rules.json"]?.contains("\"\(name)\"") == true)
        }
        #expect(!section.contains("Fakes") && !section.contains("ProcessSpawning"), "\(section)")
    }
}
