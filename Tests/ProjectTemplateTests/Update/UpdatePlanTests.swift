import DependencyRule
import Testing

@testable import ProjectTemplate

@Suite("UpdatePlan: every row of the merge table, on git's own merge")
struct UpdatePlanTests {
    static let labels = MergeLabels(base: "kit 1.0.0", theirs: "kit 1.1.0")

    /// Ten lines, `line 1` to `line 10`, with `changes` made (line number → new text).
    static func text(_ changes: [Int: String] = [:]) -> String {
        (1...10).map { changes[$0] ?? "line \($0)" }.joined(separator: "\n") + "\n"
    }

    static func tree(_ files: [String: String]) -> FileTree {
        var tree = FileTree()
        for (path, text) in files { tree[path] = text }
        return tree
    }

    /// The plan for one file `F`, with base, yours and theirs as given (`nil`: absent).
    static func plan(
        base: String?, yours: String?, theirs: String?, keep: [String] = [], path: String = "F"
    ) throws -> UpdatePlan {
        try UpdatePlan(
            base: tree(base.map { [path: $0] } ?? [:]), theirs: tree(theirs.map { [path: $0] } ?? [:]),
            movedFrom: [:], keep: keep, yours: { $0 == path ? yours.map { .success($0) } : nil }, merging: GitMerge(),
            labels: labels)
    }

    @Test(
        "Rows with nothing to do: your own file, no change, the same change on both sides, a file gone on both",
        arguments: [
            (nil, text(), nil),  // 2
            (nil, text([1: "x"]), text([1: "x"])),  // 3
            (text(), nil, nil),  // 5
            (text(), nil, text()),  // 6
            (text(), text([2: "mine"]), text()),  // 10
            (text(), text([2: "same"]), text([2: "same"])),  // 12
        ] as [(String?, String?, String?)])
    func nothing(base: String?, yours: String?, theirs: String?) throws {
        let plan = try Self.plan(base: base, yours: yours, theirs: theirs)
        #expect(plan.steps.isEmpty, "\(plan.steps)")
        #expect(plan.touchedPaths.isEmpty)
    }

    @Test("1: a file the kit adds is created")
    func added() throws {
        let plan = try Self.plan(base: nil, yours: nil, theirs: Self.text())
        #expect(plan.steps == [.init(path: "F", movedFrom: nil, action: .added, result: Self.text())])
    }

    @Test("4: your own file where the kit now adds one: yours left as it is, the kit's as git's other side")
    func bothAdded() throws {
        let plan = try Self.plan(base: nil, yours: "mine\n", theirs: "kit's\n")
        let step = try #require(plan.steps.first)
        #expect(step.action == .conflictBothAdded && step.action.isConflict)
        #expect(step.result == nil, "your file is not rewritten")
        #expect(step.sides == .init(base: nil, yours: "mine\n", theirs: "kit's\n"))
        #expect(plan.touchedPaths == ["F"], "its index entry is marked: it must hold nothing uncommitted")
        #expect(plan.markedConflicts.isEmpty)
    }

    @Test("A file that is not text: left alone when the kit did not change it, a conflict when it did")
    func notText() throws {
        let notText: (String) -> Result<String, GenerationError>? = { _ in .failure(GenerationError("not text")) }
        let unchanged = try UpdatePlan(
            base: Self.tree(["F": "a\n"]), theirs: Self.tree(["F": "a\n"]), movedFrom: [:], keep: [],
            yours: notText, merging: GitMerge(), labels: Self.labels)
        #expect(unchanged.steps.isEmpty)
        let changed = try UpdatePlan(
            base: Self.tree(["F": "a\n"]), theirs: Self.tree(["F": "b\n"]), movedFrom: [:], keep: [],
            yours: notText, merging: GitMerge(), labels: Self.labels)
        #expect(changed.steps.map(\.action) == [.conflictUnmergeable("not text")])
        #expect(changed.steps.first?.result == nil, "yours is left as it is")
        #expect(
            changed.steps.first?.sides == .init(base: "a\n", yours: nil, theirs: "b\n", yoursIsNotText: true),
            "git's index takes yours from the file as it is")
        #expect(changed.touchedPaths == ["F"], "its index entry is marked: it must hold nothing uncommitted")
        let moved = try UpdatePlan(
            base: Self.tree(["G": "a\n"]), theirs: Self.tree(["G": "b\n"]), movedFrom: ["G": "F"], keep: [],
            yours: notText, merging: GitMerge(), labels: Self.labels)
        #expect(moved.steps.map(\.workTreePath) == ["F"], "a file left as yours stays where yours is")
    }

    @Test("A merge git refuses (binary content) keeps yours as a conflict, and the plan goes on")
    func binary() throws {
        let plan = try Self.plan(base: "a\u{0}\nb\n", yours: "a\u{0}\nmine\n", theirs: "kit\u{0}\nb\n")
        #expect(plan.steps.map(\.action) == [.conflictUnmergeable("git cannot merge it")])
        #expect(plan.steps.first?.result == nil)
        #expect(plan.steps.first?.sides == .init(base: "a\u{0}\nb\n", yours: "a\u{0}\nmine\n", theirs: "kit\u{0}\nb\n"))
        #expect(plan.touchedPaths == ["F"])
    }

    @Test("Texts are compared byte for byte: a canonically equal but different spelling is yours")
    func bytes() throws {
        let composed = Self.text([1: "Caf\u{E9}"])
        let decomposed = Self.text([1: "Cafe\u{301}"])
        #expect(composed == decomposed, "Swift's == takes them for equal")
        let plan = try Self.plan(base: composed, yours: decomposed, theirs: Self.text([1: "Caf\u{E9}", 10: "kit"]))
        #expect(plan.steps.first?.action == .merged)
        #expect(
            plan.steps.first.flatMap(\.result).map { Array($0.utf8) }
                == Array(Self.text([1: "Cafe\u{301}", 10: "kit"]).utf8))
    }

    @Test("Line ends and a missing last newline survive a merge")
    func lineEnds() throws {
        let base = "one\r\ntwo\r\nthree\r\nfour\r\nfive"
        let plan = try Self.plan(
            base: base, yours: base.replacing("five", with: "FIVE"), theirs: base.replacing("one", with: "ONE"))
        #expect(plan.steps.first?.result == "ONE\r\ntwo\r\nthree\r\nfour\r\nFIVE")
    }

    @Test("7: a file you deleted that the kit changed is not brought back")
    func notRestored() throws {
        let plan = try Self.plan(base: Self.text(), yours: nil, theirs: Self.text([1: "kit"]))
        #expect(plan.steps == [.init(path: "F", movedFrom: nil, action: .notRestored, result: nil)])
        #expect(plan.touchedPaths.isEmpty && plan.conflicts.isEmpty)
    }

    @Test("7, moved by you: the kit's change follows a file you moved (same name, mostly the same lines)")
    func movedByYou() throws {
        func plan(
            _ yours: [String: String], base: [String: String] = ["Old/F.swift": Self.text()], keep: [String] = []
        )
            throws -> UpdatePlan
        {
            try UpdatePlan(
                base: Self.tree(base), theirs: Self.tree(base.mapValues { _ in Self.text([1: "kit"]) }),
                movedFrom: [:], keep: keep, yours: { yours[$0].map { .success($0) } }, merging: GitMerge(),
                labels: Self.labels, ownFiles: yours.keys.sorted())
        }
        let moved = try plan(["New/F.swift": Self.text([10: "mine"])])
        #expect(moved.steps.map(\.path) == ["New/F.swift"] && moved.steps.map(\.action) == [.merged])
        #expect(moved.steps.first?.result == Self.text([1: "kit", 10: "mine"]))
        #expect(moved.steps.first?.movedByYouFrom == "Old/F.swift" && moved.steps.first?.movedFrom == nil)
        #expect(moved.touchedPaths == ["New/F.swift"], "it is written: it must hold nothing uncommitted")
        let kit = KitIdentity(version: "1.0.0")
        let report = UpdateReport(project: "P", from: kit, to: kit, plan: moved, compared: 1)
        #expect(report.text.contains("  merged    New/F.swift (where you moved Old/F.swift)\n"), "\(report.text)")
        #expect(
            report.json.contains(
                #"{ "path": "New/F.swift", "action": "merged", "detail": null, "movedFrom": null, "movedByYouFrom": "Old/F.swift" }"#
            ), "\(report.json)")
        let conflicted = try plan(["New/F.swift": Self.text([1: "mine"])])
        #expect(conflicted.steps.map(\.action) == [.conflict(hunks: 1)])
        #expect(
            conflicted.steps.first?.sides
                == .init(base: Self.text(), yours: Self.text([1: "mine"]), theirs: Self.text([1: "kit"])))
        // The kit moved it too (its base already at the kit's new path): yours is still found.
        let both = try UpdatePlan(
            base: Self.tree(["Kit/F.swift": Self.text()]), theirs: Self.tree(["Kit/F.swift": Self.text([1: "kit"])]),
            movedFrom: ["Kit/F.swift": "Old/F.swift"], keep: [],
            yours: { $0 == "Mine/F.swift" ? .success(Self.text([10: "mine"])) : nil }, merging: GitMerge(),
            labels: Self.labels, ownFiles: ["Mine/F.swift"])
        #expect(both.steps.map(\.path) == ["Mine/F.swift"] && both.steps.first?.movedByYouFrom == "Old/F.swift")
        #expect(both.steps.first?.result == Self.text([1: "kit", 10: "mine"]) && both.touchedPaths == ["Mine/F.swift"])
        let crlf = try plan(["New/F.swift": Self.text().replacing("\n", with: "\r\n")])
        #expect(crlf.steps.map(\.path) == ["New/F.swift"], "line ends do not hide a move")
        // Not taken for yours: another name; a file that shares too little; one of two alike; one
        // that two generated files of the same name resemble; one under keep.
        let notRestored = [UpdatePlan.Step(path: "Old/F.swift", movedFrom: nil, action: .notRestored, result: nil)]
        #expect(try plan(["New/G.swift": Self.text()]).steps == notRestored)
        #expect(try plan(["New/F.swift": "line 1\nsomething else\nentirely\n"]).steps == notRestored)
        #expect(try plan(["A/F.swift": Self.text(), "B/F.swift": Self.text([2: "mine"])]).steps == notRestored)
        let twoGone = try plan(
            ["New/F.swift": Self.text()], base: ["Old/F.swift": Self.text(), "Other/F.swift": Self.text()])
        #expect(twoGone.steps.map(\.action) == [.notRestored, .notRestored])
        #expect(try plan(["Mine/F.swift": Self.text()], keep: ["Mine/**"]).steps == notRestored)
        // What resembles: three lines in common at least, half the longer's; braces say nothing.
        #expect(UpdatePlan.resembles("a\nb\nc\n", "a\nb\nc\nd\ne\nf\n"))
        #expect(!UpdatePlan.resembles("a\nb\nc\n", "a\nb\nc\nd\ne\nf\ng\n"))
        #expect(!UpdatePlan.resembles("a\nb\n}\n}\n", "a\nb\n}\n}\n"), "two lines that say something")
    }

    @Test("8 and 9: a file the kit removed goes when you left it, stays as a conflict when you changed it")
    func removedByTheKit() throws {
        let untouched = try Self.plan(base: Self.text(), yours: Self.text(), theirs: nil)
        #expect(untouched.steps == [.init(path: "F", movedFrom: nil, action: .deleted, result: nil)])
        #expect(untouched.touchedPaths == ["F"])
        let changed = try Self.plan(base: Self.text(), yours: Self.text([3: "mine"]), theirs: nil)
        #expect(changed.steps.map(\.action) == [.conflictDeletedByKit])
        #expect(changed.steps.first?.sides == .init(base: Self.text(), yours: Self.text([3: "mine"]), theirs: nil))
        #expect(
            changed.touchedPaths == ["F"], "yours stays as it is; its index entry is marked: nothing uncommitted there")
    }

    @Test("11: a file you left is replaced by the kit's")
    func updated() throws {
        let plan = try Self.plan(base: Self.text(), yours: Self.text(), theirs: Self.text([5: "kit"]))
        #expect(plan.steps == [.init(path: "F", movedFrom: nil, action: .updated, result: Self.text([5: "kit"]))])
    }

    @Test("13: changes far apart merge; changes on the same line conflict, diff3 markers labelled")
    func merges() throws {
        let merged = try Self.plan(base: Self.text(), yours: Self.text([9: "mine"]), theirs: Self.text([1: "kit"]))
        #expect(
            merged.steps == [
                .init(path: "F", movedFrom: nil, action: .merged, result: Self.text([1: "kit", 9: "mine"]))
            ])
        let conflict = try Self.plan(base: Self.text(), yours: Self.text([5: "mine"]), theirs: Self.text([5: "kit"]))
        let step = try #require(conflict.steps.first)
        #expect(step.action == .conflict(hunks: 1))
        #expect(
            step.result
                == Self.text().replacing(
                    "line 5\n",
                    with: "<<<<<<< yours\nmine\n||||||| kit 1.0.0\nline 5\n=======\nkit\n>>>>>>> kit 1.1.0\n"))
        #expect(step.action.words == ("conflict", "1 hunk"))
    }

    @Test("A moved file's old path the kit fills again: the kit's new file there, yours moved on with its edit")
    func refilled() throws {
        let plan = try UpdatePlan(
            base: Self.tree(["New": Self.text()]), theirs: Self.tree(["New": Self.text([1: "kit"]), "Old": "fresh\n"]),
            movedFrom: ["New": "Old"], keep: [],
            yours: { $0 == "Old" ? .success(Self.text([9: "mine"])) : nil }, merging: GitMerge(), labels: Self.labels)
        #expect(
            plan.steps == [
                .init(path: "New", movedFrom: "Old", action: .merged, result: Self.text([1: "kit", 9: "mine"])),
                .init(path: "Old", movedFrom: nil, action: .added, result: "fresh\n"),
            ])
    }

    @Test("A file the kit moved follows the kit: your edit goes with it, merged with the kit's")
    func moved() throws {
        func plan(yours: String?, theirs: String) throws -> UpdatePlan {
            try UpdatePlan(
                base: Self.tree(["New": Self.text()]), theirs: Self.tree(["New": theirs]), movedFrom: ["New": "Old"],
                keep: [], yours: { $0 == "Old" ? yours.map { .success($0) } : nil }, merging: GitMerge(),
                labels: Self.labels)
        }
        let edited = try plan(yours: Self.text([9: "mine"]), theirs: Self.text([1: "kit"]))
        #expect(
            edited.steps == [
                .init(path: "New", movedFrom: "Old", action: .merged, result: Self.text([1: "kit", 9: "mine"]))
            ])
        #expect(Set(edited.touchedPaths) == ["New", "Old"])
        let onlyMoved = try plan(yours: Self.text([9: "mine"]), theirs: Self.text())
        #expect(
            onlyMoved.steps == [.init(path: "New", movedFrom: "Old", action: .moved, result: Self.text([9: "mine"]))])
        let deleted = try plan(yours: nil, theirs: Self.text([1: "kit"]))
        #expect(deleted.steps.map(\.action) == [.notRestored])
    }

    @Test("keep and the decision records: left as they are once they exist; a missing record is written")
    func kept() throws {
        let keep = try Self.plan(
            base: Self.text(), yours: Self.text([1: "mine"]), theirs: Self.text([1: "kit"]), keep: ["Docs/**"],
            path: "Docs/Notes/F.md")
        #expect(keep.steps.map(\.action) == [.kept] && keep.touchedPaths.isEmpty)
        // Rows 8 and 9: the kit's removal does not reach a kept file either.
        for yours in [Self.text(), Self.text([1: "mine"])] {
            let removed = try Self.plan(
                base: Self.text(), yours: yours, theirs: nil, keep: ["Docs/**"], path: "Docs/F.md")
            #expect(removed.steps.map(\.action) == [.kept] && removed.touchedPaths.isEmpty)
        }
        let record = "Docs/Decisions/0001-four-layers.md"
        let existing = try Self.plan(
            base: Self.text(), yours: Self.text(), theirs: Self.text([1: "kit"]), path: record)
        #expect(existing.steps.map(\.action) == [.kept])
        let new = try Self.plan(base: nil, yours: nil, theirs: Self.text(), path: "Docs/Decisions/0002-next.md")
        #expect(new.steps.map(\.action) == [.added])
        #expect(!UpdatePlan.matches("Docs/Decisions/README.md", [UpdatePlan.writtenOnce]))
        #expect(UpdatePlan.matches("a/b/c.swift", ["**/*.swift"]) && UpdatePlan.matches("c.swift", ["**/*.swift"]))
        #expect(!UpdatePlan.matches("a/b/c.swift", ["*.swift"]) && UpdatePlan.matches("a.b", ["a.b"]))
        #expect(!UpdatePlan.matches("aXb", ["a.b"]))
        // Whole paths, as keep's patterns are documented: a folder's pattern is not its files'.
        #expect(UpdatePlan.matches(record, [UpdatePlan.writtenOnce]))
        #expect(!UpdatePlan.matches("Docs/a/b.md", ["Docs/*"]) && UpdatePlan.matches("Docs/a.md", ["Docs/*"]))
        #expect(UpdatePlan.matches("Docs/a/b.md", ["Docs/**"]) && UpdatePlan.matches("Docs/a/b.md", ["**/b.md"]))
        #expect(UpdatePlan.matches("a*b", [#"a\*b"#]) && !UpdatePlan.matches("aXb", [#"a\*b"#]))
        #expect(UpdatePlan.matches("[0-9].md", ["[0-9].md"]) && !UpdatePlan.matches("5.md", ["[0-9].md"]))
        #expect(UpdatePlan.matches("a(b)+c$.md", ["a(b)+c$.md"]) && !UpdatePlan.matches("x", []))
    }

    /// `Docs/Architecture.md` with `prose` above a graph block holding `graph`.
    static func architecture(_ prose: String, graph: String) -> String {
        "# Architecture\n\n\(prose)\n\n\(GraphBlock.begin) -->\n```mermaid\n\(graph)\n```\n\(GraphBlock.end)\n\nEnd.\n"
    }

    @Test("The graph is not merged: theirs when yours is the base's, yours otherwise (then redrawn by make graph)")
    func graph() throws {
        let base = Self.architecture("Prose.", graph: "A --> B")
        let kitOnly = try Self.plan(
            base: base, yours: Self.architecture("My prose.", graph: "A --> B"),
            theirs: Self.architecture("Prose.", graph: "A --> C"), path: UpdatePlan.architecture)
        #expect(kitOnly.steps.first?.result == Self.architecture("My prose.", graph: "A --> C"))
        #expect(kitOnly.steps.first?.action == .merged && !kitOnly.graphNeedsRedraw)
        let both = try Self.plan(
            base: base, yours: Self.architecture("Prose.", graph: "A --> B --> Mine"),
            theirs: Self.architecture("Kit prose.", graph: "A --> C"), path: UpdatePlan.architecture)
        #expect(both.steps.first?.result == Self.architecture("Kit prose.", graph: "A --> B --> Mine"))
        #expect(both.graphNeedsRedraw)
    }
}
