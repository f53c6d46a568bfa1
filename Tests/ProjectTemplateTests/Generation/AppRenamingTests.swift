import Testing

@testable import ProjectTemplate

struct AppRenamingTests {
    static let bookshelf = try! ProjectName("Bookshelf")

    @Test("In Swift, the league's app names are renamed in names, strings and comments, a qualified name too")
    func leagueSwift() {
        let source = """
            // LeagueFactory wires the `league` binary.
            let factory = FrameworksAndDrivers.LeagueFactory(
                path: ".league/league.sqlite",  /* LEAGUE_BIN */
                variable: "LEAGUE_DATA_DIR", usage: "'league team add'")
            let league = League(name: "Premier")  // a league of its own
            let program = "league"

            """
        #expect(
            AppRenaming(project: Self.bookshelf).contents(source, at: "Sources/F.swift") == """
                // BookshelfFactory wires the `bookshelf` binary.
                let factory = FrameworksAndDrivers.BookshelfFactory(
                    path: ".bookshelf/bookshelf.sqlite",  /* BOOKSHELF_BIN */
                    variable: "BOOKSHELF_DATA_DIR", usage: "'bookshelf team add'")
                let league = League(name: "Premier")  // a league of its own
                let program = "bookshelf"

                """)
    }

    @Test("Outside Swift the whole text is renamed; the starter's name is the app's wherever it is a word")
    func starterAndText() {
        let starter = AppRenaming(project: Self.bookshelf, app: .starter)
        #expect(
            starter.contents("let f = StarterFactory(); Starter.self; Starters; starter(); STARTER_BIN", at: "A.swift")
                == "let f = BookshelfFactory(); Bookshelf.self; Starters; bookshelf(); BOOKSHELF_BIN")
        #expect(
            starter.contents("run: ./starter --data .starter/starter.sqlite $(STARTER_BIN)\n", at: "Makefile")
                == "run: ./bookshelf --data .bookshelf/bookshelf.sqlite $(BOOKSHELF_BIN)\n")
        #expect(
            starter.path("Sources/starter/Starter/StarterMain.swift")
                == "Sources/bookshelf/Bookshelf/BookshelfMain.swift")
    }
}
