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

    @Test("An entry added last, on a line of its own at the last one's indentation; the rest as it was, comments too")
    func adds() throws {
        let added = try Registration.adding("TaskFeature", to: Self.reformatted, file: "F.swift")
        #expect(
            added == """
                public enum ShelfFeatures {
                   // The app's features.
                   public static let all:
                      [any FeatureCommands.Type] =
                      [  // in the order of the help
                         NoteFeature /* the first */ .self, BookFeature
                            .self,  // last
                         TaskFeature.self
                      ]
                   static let other = [Int]()
                }

                """)
        #expect(try Registration.features(in: added, file: "F.swift") == ["NoteFeature", "BookFeature", "TaskFeature"])
        let generated = try Registration.adding("TaskFeature", to: Self.generated, file: "F.swift")
        #expect(
            generated
                == Self.generated.replacing(
                    "BookFeature.self,\n", with: "BookFeature.self,\n        TaskFeature.self,\n"))
        // The kit's own layout: no trailing comma, nothing after the last entry.
        let plain = Self.generated.replacing("BookFeature.self,", with: "BookFeature.self")
        #expect(
            try Registration.adding("TaskFeature", to: plain, file: "F.swift")
                == Self.generated.replacing(
                    "BookFeature.self,\n", with: "BookFeature.self,\n        TaskFeature.self\n"))
        let list = "enum F { static let all: [any FeatureCommands.Type] = "
        for (before, after) in [
            ("[A.self]", "[A.self, B.self]"), ("[A.self,]", "[A.self, B.self,]"),
            ("[ /* none yet */ ]", "[\n    B.self,\n]"),
        ] {
            #expect(try Registration.adding("B", to: list + before + " }", file: "F.swift") == list + after + " }")
        }
    }

    @Test("An entry removed with its comma, and its lines when nothing else of the code is on them")
    func removes() throws {
        #expect(
            try Registration.removing("BookFeature", from: Self.generated, file: "F.swift")
                == Self.generated.replacing("        BookFeature.self,\n", with: ""))
        #expect(try Registration.removing("TaskFeature", from: Self.generated, file: "F.swift") == nil)
        #expect(
            try Registration.removing("BookFeature", from: Self.reformatted, file: "F.swift")
                == Self.reformatted.replacing(", BookFeature\n            .self", with: ""))
        // A last entry without a trailing comma takes the comma before it, not that entry's comment.
        let lastWithComment =
            "enum F {\n    static let all: [any FeatureCommands.Type] = [\n        A.self,  // first\n        B.self\n    ]\n}\n"
        #expect(
            try Registration.removing("B", from: lastWithComment, file: "F.swift")
                == "enum F {\n    static let all: [any FeatureCommands.Type] = [\n        A.self  // first\n    ]\n}\n")
        // Added below a block comment that runs on past the last entry's line, not inside it.
        let block =
            "enum F {\n    static let all: [any FeatureCommands.Type] = [\n        A.self, /* one\n        two */\n    ]\n}\n"
        #expect(
            try Registration.adding("B", to: block, file: "F.swift")
                == "enum F {\n    static let all: [any FeatureCommands.Type] = [\n        A.self, /* one\n        two */\n        B.self,\n    ]\n}\n"
        )
        let list = "enum F { static let all: [any FeatureCommands.Type] = "
        for (feature, before, after) in [("B", "[A.self, B.self]", "[A.self]"), ("A", "[A.self, B.self]", "[B.self]")] {
            #expect(
                try Registration.removing(feature, from: list + before + " }", file: "F.swift") == list + after + " }")
        }
        let commented = Self.generated.replacing("BookFeature.self,", with: "/* ours */ BookFeature.self,  // books")
        #expect(
            try Registration.removing("BookFeature", from: commented, file: "F.swift")
                == Self.generated.replacing("        BookFeature.self,\n", with: ""))
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
