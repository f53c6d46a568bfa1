import Testing

@testable import ProjectTemplate

/// The types `add feature` compares with the package's: read by the checker's lexer, so that what
/// comments and string literals say is not code, and a declaration is found however it is laid out.
@Suite("add feature reads declared types with the lexer, not with patterns over lines")
struct FeatureTypesTests {
    @Test("Comments and strings declare nothing; attributes, modifiers and indentation do not hide a type")
    func declaredTypes() {
        let tree = FileTree([
            "Sources/A/Notes.swift": """
            /*
            struct Book {}
            */
            // enum Shelf {}
            let sample = \"\"\"
            class Author {}
            \"\"\"
            @MainActor
            public final class Library {}
              struct Indented {}
            typealias Catalogue = [Library]
            extension Library { struct Nested {} }

            """
        ])
        #expect(FeatureGenerator.declaredTypes(in: tree) == ["Library", "Indented", "Catalogue"])
    }
}
