import Testing

@testable import DependencyRule

/// The editor `fix` writes with, on manifest text alone: the manifest's style kept, nothing else
/// touched, and what it cannot edit safely refused with a reason.
@Suite("ManifestEditor: dependency lists edited in the manifest's own style", .initAcceptsEveryFixture)
struct ManifestEditorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        /// The `targets: [ … ]` lines of a manifest.
        var before: String
        var after: String
        var declare: [(dependency: String, target: String)] = []
        var remove: [(dependency: String, target: String)] = []

        var testDescription: String { name }
    }

    static func manifest(_ targets: String, extra: String = "") -> String {
        "// swift-tools-version: 6.0\nimport PackageDescription\n\(extra)let package = Package(\n    name: \"P\",\n    targets: [\n\(targets)    ]\n)\n"
    }

    static let cases: [Case] = [
        Case(
            name: "one line: appended, strings like the list's",
            before: #"        .target(name: "A", dependencies: ["B"]),"# + "\n",
            after: #"        .target(name: "A", dependencies: ["B", "C"]),"# + "\n", declare: [("C", "A")]),
        Case(
            name: "one line of .target(name:): the same form",
            before:
                #"        .target(name: "A", dependencies: [.target(name: "B"), .product(name: "P", package: "p")]),"#
                + "\n",
            after:
                #"        .target(name: "A", dependencies: [.target(name: "B"), .product(name: "P", package: "p"), .target(name: "C")]),"#
                + "\n", declare: [("C", "A")]),
        Case(
            name: "a line each, trailing commas: a line of its own with one",
            before: """
                        .target(
                            name: "A",
                            dependencies: [
                                "B", // why
                                .product(name: "P", package: "p"),
                            ]
                        ),

                """,
            after: """
                        .target(
                            name: "A",
                            dependencies: [
                                "B", // why
                                .product(name: "P", package: "p"),
                                "C",
                            ]
                        ),

                """, declare: [("C", "A")]),
        Case(
            name: "a line each, the last without a comma: it gets one, the new one none",
            before: """
                        .target(name: "A", dependencies: [
                            "B" // why
                        ]),

                """,
            after: """
                        .target(name: "A", dependencies: [
                            "B", // why
                            "C"
                        ]),

                """, declare: [("C", "A")]),
        Case(
            name: "sorted lists stay sorted, leading underscores aside",
            before: #"        .target(name: "A", dependencies: ["_Basic", "Delta", "Kilo"]),"# + "\n",
            after: #"        .target(name: "A", dependencies: ["_Basic", "Charlie", "Delta", "Kilo"]),"# + "\n",
            declare: [("Charlie", "A")]),
        Case(
            name: "sorted, a line each: a line of its own in place",
            before: """
                        .target(
                            name: "A",
                            dependencies: [
                                "Alpha",
                                "Delta",
                            ]
                        ),

                """,
            after: """
                        .target(
                            name: "A",
                            dependencies: [
                                "Alpha",
                                "Charlie",
                                "Delta",
                            ]
                        ),

                """, declare: [("Charlie", "A")]),
        Case(
            name: "no dependencies: argument: one after name:",
            before: #"        .target(name: "A", path: "Sources/A"),"# + "\n",
            after: #"        .target(name: "A", dependencies: ["B"], path: "Sources/A"),"# + "\n", declare: [("B", "A")]
        ),
        Case(
            name: "no dependencies: argument, a line per argument: a line of its own",
            before: """
                        .executableTarget(
                            name: "A",
                            path: "Sources/A"
                        ),

                """,
            after: """
                        .executableTarget(
                            name: "A",
                            dependencies: ["B"],
                            path: "Sources/A"
                        ),

                """, declare: [("B", "A")]),
        Case(
            name: "an empty list",
            before: #"        .testTarget(name: "ATests", dependencies: []),"# + "\n",
            after: #"        .testTarget(name: "ATests", dependencies: ["A"]),"# + "\n", declare: [("A", "ATests")]),
        Case(
            name: "removed: a line of its own, its comment with it; one of a line, its comma with it",
            before: """
                        .target(name: "A", dependencies: [
                            "B",
                            "C", // was needed
                            "D"
                        ]),
                        .target(name: "E", dependencies: ["B", "C", "D"]),
                        .target(name: "F", dependencies: ["B", "C"]),

                """,
            after: """
                        .target(name: "A", dependencies: [
                            "B",
                            "D"
                        ]),
                        .target(name: "E", dependencies: ["B", "D"]),
                        .target(name: "F", dependencies: ["B"]),

                """, remove: [("C", "A"), ("C", "E"), ("C", "F")]),
    ]

    @Test("Edits", arguments: cases)
    func edits(_ example: Case) throws {
        var editor = ManifestEditor(text: Self.manifest(example.before))
        for (dependency, target) in example.remove { try editor.remove(dependency, from: target) }
        for (dependency, target) in example.declare { try editor.declare(dependency, in: target) }
        #expect(editor.text == Self.manifest(example.after))
    }

    @Test("A helper member that stands for the target is used, and the offset is where the new element is")
    func helper() throws {
        let extra =
            "extension Target.Dependency {\n    static let theme = Target.Dependency.target(name: \"Theme\")\n}\n"
        let text = Self.manifest(#"        .target(name: "A", dependencies: ["B"]),"# + "\n", extra: extra)
        var editor = ManifestEditor(text: text)
        let offset = try editor.declare("Theme", in: "A")
        #expect(
            editor.text
                == Self.manifest(#"        .target(name: "A", dependencies: ["B", .theme]),"# + "\n", extra: extra))
        #expect(Array(editor.text.utf8)[offset..<(offset + 6)].elementsEqual(".theme".utf8))
    }

    @Test("A product is written as another list writes it, or through its helper, at the end of the list")
    func products() throws {
        let text = Self.manifest(
            #"        .target(name: "Client", dependencies: [.product(name: "Logging", package: "swift-log")]),"# + "\n"
                + #"        .target(name: "A", dependencies: ["Alpha", "Zulu"]),"# + "\n")
        var editor = ManifestEditor(text: text)
        try editor.declare("Logging", in: "A", as: .product(package: "swift-log"))
        try editor.declare("Metrics", in: "A", as: .product(package: "swift-metrics"))
        #expect(
            editor.text
                == Self.manifest(
                    #"        .target(name: "Client", dependencies: [.product(name: "Logging", package: "swift-log")]),"#
                        + "\n"
                        + #"        .target(name: "A", dependencies: ["Alpha", "Zulu", .product(name: "Logging", package: "swift-log"), .product(name: "Metrics", package: "swift-metrics")]),"#
                        + "\n"))
        let extra =
            "extension Target.Dependency {\n    static let logging = Target.Dependency.product(name: \"Logging\", package: \"swift-log\")\n}\n"
        var helped = ManifestEditor(
            text: Self.manifest(#"        .target(name: "A", dependencies: []),"# + "\n", extra: extra))
        try helped.declare("Logging", in: "A", as: .product(package: "swift-log"))
        #expect(
            helped.text == Self.manifest(#"        .target(name: "A", dependencies: [.logging]),"# + "\n", extra: extra)
        )
    }

    @Test(
        "Lists it cannot edit safely are refused, with why",
        arguments: [
            (#"        .target(name: "A", dependencies: shared),"#, "takes its dependencies from 'shared'"),
            (#"        .target(name: "A", dependencies: shared + ["B"]),"#, "joined from several lists"),
            (#"        .target(name: "A", dependencies: names.map { .target(name: $0) }),"#, "built in code"),
            (#"        .target(name: prefix + "A"),"#, "the declaration of 'A' is built in code"),
        ])
    func refusals(line: String, reason: String) {
        var editor = ManifestEditor(text: Self.manifest(line + "\n"))
        #expect {
            try editor.declare("B", in: "A")
        } throws: { error in
            (error as? ManifestEditor.Refusal)?.reason.contains(reason) == true
        }
        #expect(editor.text == Self.manifest(line + "\n"), "nothing is written when it refuses")
    }

    @Test("The unified diff of an edit: hunks with context, as patch reads them")
    func diff() {
        let old = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacing("line 6\n", with: "line 6\nline 6½\n").replacing("line 12", with: "line twelve")
        #expect(
            UnifiedDiff.of(old, new, path: "Package.swift") == """
                --- Package.swift
                +++ Package.swift
                @@ -4,9 +4,10 @@
                 line 4
                 line 5
                 line 6
                +line 6½
                 line 7
                 line 8
                 line 9
                 line 10
                 line 11
                -line 12
                +line twelve

                """)
        #expect(UnifiedDiff.of(old, old, path: "Package.swift").isEmpty)
    }
}
