import Testing

@testable import ProjectTemplate

@Suite("ModulePrefix.renamingImports: the module of each import renamed by tokens, under any layout")
struct ModulePrefixImportsTests {
    static let modules = ["Entities": "ShelfEntities", "UseCases": "ShelfUseCases"]

    @Test("Every form of import, wrapped or commented, renamed; the same names elsewhere left alone")
    func renames() {
        let text = """
            import Entities
            @testable   import
               UseCases  // the interactors
            import struct /* one type */ Entities.Team
            public import `Entities`
            #if canImport(UseCases)
               @preconcurrency import UseCases
            #endif
            import Foundation
            // import Entities
            let note = "import UseCases"
            let module = Entities.Team.self

            """
        #expect(
            ModulePrefix.renamingImports(in: text, Self.modules) == """
                import ShelfEntities
                @testable   import
                   ShelfUseCases  // the interactors
                import struct /* one type */ ShelfEntities.Team
                public import `ShelfEntities`
                #if canImport(UseCases)
                   @preconcurrency import ShelfUseCases
                #endif
                import Foundation
                // import Entities
                let note = "import UseCases"
                let module = Entities.Team.self

                """)
        #expect(ModulePrefix.renamingImports(in: "import Other\n", Self.modules) == "import Other\n")
    }

    @Test("A helper program's name replaced as a whole word: not inside a longer name, hyphenated or not")
    func wholeWords() {
        let text = #"run("storage-torture"), storage-torture-2, my-storage-torture, é storage-torture."#
        #expect(
            ModulePrefix.renamingExecutables(["storage-torture": "shelf-torture"], in: text)
                == #"run("shelf-torture"), storage-torture-2, my-storage-torture, é shelf-torture."#)
        #expect(
            ModulePrefix.renamingExecutables(["storage-torture": "x", "storage": "y"], in: "storage-torture storage")
                == "x y")
        #expect(ModulePrefix.renamingExecutables(["absent": "x"], in: "nothing here") == "nothing here")
    }
}
