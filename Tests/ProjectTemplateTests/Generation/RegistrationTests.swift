import Testing

@testable import ProjectTemplate

@Suite("Registration: the list of features read and written by tokens, under any layout")
struct RegistrationTests {
    static let generated = """
        import Foundation

        public enum ShelfFeatures {
            public static let all: [any FeatureCommands.Type] = [
                NoteFeature.self,
                BookFeature.self,
            ]
        }

        """

    /// The same list as a team might format it: a 3-space indent, a break after `=` and inside
    /// the type, comments between the tokens, no trailing comma.
    static let reformatted = """
        public enum ShelfFeatures {
           // The app's features.
           public static let all:
              [any FeatureCommands.Type] =
              [  // in the order of the help
                 NoteFeature /* the first */ .self, BookFeature
                    .self  // last
              ]
           static let other = [Int]()
        }

        """

    @Test("The same features from the generated layout and a reformatted one; an empty list is none")
    func reads() throws {
        #expect(try Registration.features(in: Self.generated, file: "F.swift") == ["NoteFeature", "BookFeature"])
        #expect(try Registration.features(in: Self.reformatted, file: "F.swift") == ["NoteFeature", "BookFeature"])
        let empty = "enum F { static let all: [any FeatureCommands.Type] = [ /* none yet */ ] }"
        #expect(try Registration.features(in: empty, file: "F.swift") == [])
    }

    @Test("Written back one a line at the declaration's indentation, the rest of the file as it was")
    func writes() throws {
        let written = try Registration.listing(
            ["NoteFeature", "BookFeature", "TaskFeature"], in: Self.reformatted, file: "F.swift")
        #expect(
            written == """
                public enum ShelfFeatures {
                   // The app's features.
                   public static let all:
                      [any FeatureCommands.Type] =
                      [
                       NoteFeature.self,
                       BookFeature.self,
                       TaskFeature.self,
                   ]
                   static let other = [Int]()
                }

                """)
        #expect(
            try Registration.features(in: written, file: "F.swift") == ["NoteFeature", "BookFeature", "TaskFeature"])
        let generated = try Registration.listing(["NoteFeature", "BookFeature"], in: Self.generated, file: "F.swift")
        #expect(generated == Self.generated)
    }

    @Test("Refused: an entry that is not SomeFeature.self, shown as written; no list; a list never closed")
    func refusals() {
        let cases = [
            (
                Self.generated.replacing("BookFeature.self", with: "make(\n  Book)"),
                "cannot read the list of features in F.swift: 'make(\n  Book)' is not a 'SomeFeature.self' entry"
            ),
            (
                Self.generated.replacing("static let all", with: "static var all"),
                "cannot find the list of features in F.swift"
            ),
            (Self.generated.replacing("    ]\n}", with: "}"), "cannot find the list of features in F.swift"),
            ("static let all = Self.compute()", "cannot find the list of features in F.swift"),
        ]
        for (text, message) in cases {
            #expect(throws: GenerationError.self) { try Registration.features(in: text, file: "F.swift") }
            do {
                _ = try Registration.features(in: text, file: "F.swift")
            } catch {
                #expect(error.description.hasPrefix(message), "\(error)")
            }
        }
    }
}
