import DependencyRule

/// What `clean-architecture update` does to each file, decided from three trees: the base (what
/// the kit last wrote, `.clean-architecture/base/`), yours (the package as it is) and theirs (a
/// fresh render at the installed kit). A pure function of its inputs but for the merge itself.
///
/// | # | base | yours | theirs | when | action | reported |
/// |---|---|---|---|---|---|---|
/// | 1 | – | – | T | | create T | `added` |
/// | 2 | – | Y | – | | nothing: your own file | — |
/// | 3 | – | Y | T | Y = T | nothing | — |
/// | 4 | – | Y | T | Y ≠ T | keep Y; T as git's other side | `conflict (both added)` |
/// | 5 | B | – | – | | nothing | — |
/// | 6 | B | – | T | T = B | nothing | — |
/// | 7 | B | – | T | T ≠ B | not restored, or, when you moved it, rows 11 to 13 where it is | `yours (deleted by you, changed by the kit)`, or `… (where you moved …)` |
/// | 8 | B | Y | – | Y = B | delete | `deleted` |
/// | 9 | B | Y | – | Y ≠ B | keep Y | `conflict (deleted by the kit, changed by you)` |
/// | 10 | B | Y | T | T = B | nothing | — |
/// | 11 | B | Y | T | Y = B | write T | `updated` |
/// | 12 | B | Y | T | Y = T | nothing | — |
/// | 13 | B | Y | T | otherwise | three-way merge | `merged` / `conflict (N hunks)` |
///
/// A file the kit moved (``TemplateMoves``) is one file: its base and yours are read at the old
/// path, and the result is written at the new one. A file you moved is found by
/// ``movesByYou(_:among:yours:)`` among your own files: its base and theirs are the generated
/// path's, yours and the result where you put it. A path that matches `keep`, or a decision
/// record (written once), is never changed after it exists (`kept`). The graph block of
/// `Docs/Architecture.md` is derived, not merged: it is masked in all three, and the result takes
/// theirs when yours is the base's, else keeps yours. Whatever the rows, the new base is theirs (as
/// the kit formats it, when the plan is given base and theirs in your style).
struct UpdatePlan: Sendable {
    /// One file's fate.
    struct Step: Sendable, Equatable {
        /// Where the result goes (theirs' path).
        let path: String
        /// The path the file had, when the kit moved it.
        let movedFrom: String?
        let action: Action
        /// What the file holds afterwards; `nil` when it is deleted or left as it is.
        let result: String?
        /// For a conflict, the three sides, for git's index (stages 1, 2 and 3); a side the
        /// conflict lacks is `nil`.
        var sides: Sides? = nil
        /// The generated path of a file you moved to `path` yourself (same name, mostly the same
        /// lines): the kit's change to it followed it there.
        var movedByYouFrom: String? = nil

        /// Where the file is once the update is done: `path`, or, for a file left as yours that
        /// the kit moved, where yours is.
        var workTreePath: String {
            if case .conflictUnmergeable = action { return movedFrom ?? path }
            return path
        }
    }

    /// The base's, yours and theirs texts of a conflicted file.
    struct Sides: Sendable, Equatable {
        let base: String?
        /// `nil` when you have no such file, or when yours is not text (then the file as it is
        /// is yours).
        let yours: String?
        let theirs: String?
        /// Yours is not UTF-8 text: git's index takes the file as it is.
        var yoursIsNotText = false
    }

    /// What happens to a file, and how the report says it.
    enum Action: Sendable, Equatable {
        case added
        case updated
        case merged
        case deleted
        /// Merged with conflicting hunks, marked in the text.
        case conflict(hunks: Int)
        /// The kit now has a file where you have your own: yours stays as it is, the kit's goes in
        /// git's index as the other side.
        case conflictBothAdded
        /// The kit removed a file you changed: yours stays.
        case conflictDeletedByKit
        /// Not mergeable (yours is not UTF-8 text, or git refused): yours stays; the kit's version
        /// is in the base.
        case conflictUnmergeable(String)
        /// You deleted a file the kit changed: not brought back.
        case notRestored
        /// Listed in `keep`, or written once: left as it is.
        case kept
        /// The kit moved it and nothing else changed.
        case moved

        /// Whether the file is left needing a person's decision.
        var isConflict: Bool {
            switch self {
            case .conflict, .conflictBothAdded, .conflictDeletedByKit, .conflictUnmergeable: true
            default: false
            }
        }

        /// The report's word and its parenthesis.
        var words: (word: String, detail: String?) {
            switch self {
            case .added: ("added", nil)
            case .updated: ("updated", nil)
            case .merged: ("merged", nil)
            case .deleted: ("deleted", nil)
            case .moved: ("moved", nil)
            case .conflict(let hunks): ("conflict", hunks == 1 ? "1 hunk" : "\(hunks) hunks")
            case .conflictBothAdded:
                ("conflict", "both added: yours kept, the kit's in git's index (git checkout --theirs)")
            case .conflictDeletedByKit: ("conflict", "deleted by the kit, changed by you: yours kept")
            case .conflictUnmergeable(let reason):
                ("conflict", "\(reason): yours kept; the kit's is in \(TemplateLock.baseFolder)/")
            case .notRestored: ("yours", "deleted by you, changed by the kit: not restored")
            case .kept: ("kept", nil)
            }
        }
    }

    /// The files that change or need telling, in path order.
    let steps: [Step]
    /// Theirs: what the base becomes.
    let newBase: FileTree
    /// Whether the graph could not be settled by the rule (both it and the kit's changed).
    let graphNeedsRedraw: Bool

    var conflicts: [Step] { steps.filter(\.action.isConflict) }

    /// The paths the update writes or deletes in the package (a moved file's old path too), and
    /// those whose entry in git's index it marks unmerged: none may hold uncommitted changes.
    var touchedPaths: [String] {
        steps.flatMap { step -> [String] in
            switch step.action {
            case .added, .updated, .merged, .deleted, .conflict, .moved:
                return [step.path] + (step.movedFrom.map { [$0] } ?? [])
            case .conflictBothAdded, .conflictDeletedByKit, .conflictUnmergeable:
                return [step.workTreePath]
            case .notRestored, .kept:
                return []
            }
        }
    }

    /// The conflicts that hold markers in their text (the others keep yours as it was).
    var markedConflicts: [Step] { steps.filter { if case .conflict = $0.action { true } else { false } } }

    /// The file that holds the graph.
    static let architecture = "Docs/Architecture.md"
    /// The decision records: written once, never merged again.
    static let writtenOnce = "Docs/Decisions/????-*.md"
    /// What stands for the graph while the rest of the file is merged.
    static let maskedGraph = "(the graph is drawn, not merged)\n"

    /// - Parameters:
    ///   - base: the stored base, its paths already moved to where theirs has them.
    ///   - movedFrom: for a moved file, its old path (where yours is read).
    ///   - yours: reads the package's file at a path: `nil` when there is none; `.failure` when
    ///     it is not UTF-8 text.
    ///   - keep: the lock's `keep` patterns.
    ///   - ownFiles: the package's files the base does not know: where a file you moved may be.
    ///   - newBase: what the base becomes, when not `theirs` (which is then `newBase` in your style).
    init(
        base: FileTree, theirs: FileTree, movedFrom: [String: String], keep: [String],
        yours: (String) -> Result<String, GenerationError>?, merging: any Merging, labels: MergeLabels,
        ownFiles: [String] = [], newBase: FileTree? = nil
    ) throws(GenerationError) {
        var steps: [Step] = []
        var redraw = false
        // A moved file's old path: yours there went with the move.
        let movedAway = Set(movedFrom.values)
        let paths = Set(base.paths).union(theirs.paths).sorted()
        // Row 7's files (yours gone, the kit's changed) that you moved: found first, as a whole.
        var gone: [String: (source: String, base: String)] = [:]
        for path in paths {
            let source = movedFrom[path] ?? path
            guard let b = base[path], let t = theirs[path], !Self.same(b, t),
                movedAway.contains(path) && movedFrom[path] == nil || yours(source) == nil,
                !Self.matches(path, keep), !(Self.matches(path, [Self.writtenOnce]))
            else { continue }
            gone[path] = (source, b)
        }
        let moves = Self.movesByYou(
            gone, among: ownFiles.filter { theirs[$0] == nil && !Self.matches($0, keep) }, yours: yours)
        for path in paths {
            let old = movedFrom[path]
            let source = old ?? path
            let b = base[path]
            let t = theirs[path]
            let y: String?
            switch movedAway.contains(path) && old == nil ? nil : yours(source) {
            case nil: y = nil
            case .success(let text)?: y = text
            case .failure?:
                // Not text: left as it is; the kit's change, if any, is in the base for a person.
                if !Self.same(b, t) || b == nil {
                    steps.append(
                        Step(
                            path: path, movedFrom: old, action: .conflictUnmergeable("not text"), result: nil,
                            sides: Sides(base: b, yours: nil, theirs: t, yoursIsNotText: true)))
                }
                continue
            }
            let kept = Self.matches(path, keep) || (Self.matches(path, [Self.writtenOnce]) && b != nil)
            var step: Step?
            switch (b, y, t) {
            case (nil, nil, let t?): step = Step(path: path, movedFrom: nil, action: .added, result: t)
            case (nil, _?, nil), (_?, nil, nil), (nil, nil, nil): step = nil
            case (nil, let y?, let t?):
                if Self.same(y, t) {
                    step = nil
                } else if kept {
                    step = Step(path: path, movedFrom: old, action: .kept, result: nil)
                } else {
                    // Your own file where the kit now has one: left as it is; the kit's is the
                    // index's stage 3 (`git checkout --theirs PATH` takes it).
                    step = Step(
                        path: path, movedFrom: old, action: .conflictBothAdded, result: nil,
                        sides: Sides(base: nil, yours: y, theirs: t))
                }
            case (let b?, nil, let t?):
                if Self.same(t, b) {
                    step = nil
                } else if let (moved, y) = moves[path] {
                    // You moved it: the kit's change follows it, merged there.
                    step = try Self.step(
                        path: moved, old: nil, b: b, y: y, t: t,
                        merged: { () throws(GenerationError) in
                            try merging.merge(yours: y, base: b, theirs: t, labels: labels)
                        })
                    step?.movedByYouFrom = source
                } else {
                    step = Step(path: path, movedFrom: old, action: .notRestored, result: nil)
                }
            case (let b?, let y?, nil):
                if kept {
                    step = Step(path: path, movedFrom: old, action: .kept, result: nil)
                } else if Self.same(y, b) {
                    step = Step(path: source, movedFrom: nil, action: .deleted, result: nil)
                } else {
                    step = Step(
                        path: source, movedFrom: nil, action: .conflictDeletedByKit, result: nil,
                        sides: Sides(base: b, yours: y, theirs: nil))
                }
            case (let b?, let y?, let t?):
                if kept {
                    step =
                        Self.same(t, b) && old == nil
                        ? nil : Step(path: path, movedFrom: old, action: .kept, result: nil)
                } else {
                    step = try Self.step(
                        path: path, old: old, b: b, y: y, t: t,
                        merged: { () throws(GenerationError) in
                            guard path == Self.architecture else {
                                return try merging.merge(yours: y, base: b, theirs: t, labels: labels)
                            }
                            let (merged, graph) = try Self.mergeArchitecture(
                                base: b, yours: y, theirs: t, merging: merging, labels: labels)
                            redraw = redraw || graph
                            return merged
                        })
                }
            }
            if let step { steps.append(step) }
        }
        self.steps = steps
        self.newBase = newBase ?? theirs
        graphNeedsRedraw = redraw
    }

    /// The files of yours among `candidates` that are generated files you moved, by the
    /// generated path: for each of `gone` (its path, where yours was read, and its base), the
    /// candidate with the same file name that ``resembles(_:_:)`` its base, when it is the only
    /// one, and that generated file the only one it resembles.
    static func movesByYou(
        _ gone: [String: (source: String, base: String)], among candidates: [String],
        yours: (String) -> Result<String, GenerationError>?
    ) -> [String: (path: String, text: String)] {
        func name(_ path: String) -> Substring { path.split(separator: "/").last ?? path[...] }
        var byName: [Substring: [String]] = [:]
        for candidate in candidates { byName[name(candidate), default: []].append(candidate) }
        var found: [String: [(path: String, text: String)]] = [:]
        var claims: [String: Int] = [:]
        for (path, file) in gone {
            for candidate in byName[name(file.source)] ?? [] {
                guard case .success(let text)? = yours(candidate), resembles(text, file.base) else { continue }
                found[path, default: []].append((candidate, text))
                claims[candidate, default: 0] += 1
            }
        }
        return found.compactMapValues { matches in
            matches.count == 1 && claims[matches[0].path] == 1 ? matches[0] : nil
        }
    }

    /// Whether `text` is `base` moved (and maybe edited): they have at least three lines in common
    /// and at least half of the longer one's, counting lines with a letter or a digit (braces and
    /// blank lines say nothing), whatever their line ends and indentation.
    static func resembles(_ text: String, _ base: String) -> Bool {
        func lines(_ text: String) -> Set<String> {
            Set(
                text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { $0.contains { $0.isLetter || $0.isNumber } })
        }
        let (mine, theirs) = (lines(text), lines(base))
        let common = mine.intersection(theirs).count
        return common >= 3 && common * 2 >= max(mine.count, theirs.count)
    }

    /// Whether two texts are the same bytes (Swift's `==` would take canonically equivalent
    /// Unicode for equal, and lose a user's bytes).
    static func same(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a.hasSameBytes(as: b)
        default: false
        }
    }

    /// Rows 10 to 13, for a file all three have.
    private static func step(
        path: String, old: String?, b: String, y: String, t: String,
        merged merge: () throws(GenerationError) -> Merged
    ) throws(GenerationError) -> Step? {
        if same(t, b) || same(y, t) {
            return old.map { Step(path: path, movedFrom: $0, action: .moved, result: y) }
        }
        if same(y, b) { return Step(path: path, movedFrom: old, action: .updated, result: t) }
        let merged: Merged
        do {
            merged = try merge()
        } catch {
            // git refused (binary content): yours stays, the kit's change waits in the base.
            return Step(
                path: path, movedFrom: old, action: .conflictUnmergeable("git cannot merge it"), result: nil,
                sides: Sides(base: b, yours: y, theirs: t))
        }
        guard merged.conflicts > 0 else {
            return Step(path: path, movedFrom: old, action: .merged, result: merged.text)
        }
        return Step(
            path: path, movedFrom: old, action: .conflict(hunks: merged.conflicts), result: merged.text,
            sides: Sides(base: b, yours: y, theirs: t))
    }

    /// `Docs/Architecture.md` merged with its graph block masked, then the block put back: theirs
    /// when yours is the base's, else yours. Returns whether the kit's graph changed too (then
    /// yours may be stale: `make graph` redraws it).
    static func mergeArchitecture(
        base: String, yours: String, theirs: String, merging: any Merging, labels: MergeLabels
    ) throws(GenerationError) -> (Merged, needsRedraw: Bool) {
        guard let b = try? GraphBlock(text: base, file: architecture),
            let y = try? GraphBlock(text: yours, file: architecture),
            let t = try? GraphBlock(text: theirs, file: architecture)
        else {
            return (try merging.merge(yours: yours, base: base, theirs: theirs, labels: labels), false)
        }
        let merged = try merging.merge(
            yours: y.replacingContents(with: maskedGraph), base: b.replacingContents(with: maskedGraph),
            theirs: t.replacingContents(with: maskedGraph), labels: labels)
        let graph = y.contents == b.contents ? t.contents : y.contents
        let needsRedraw = y.contents != b.contents && t.contents != b.contents && y.contents != t.contents
        guard let block = try? GraphBlock(text: merged.text, file: architecture) else {
            // The markers themselves conflict: leave the text as merged, for a person.
            return (merged, needsRedraw)
        }
        return (Merged(text: block.replacingContents(with: graph), conflicts: merged.conflicts), needsRedraw)
    }

    /// Whether `path` matches one of `patterns` as a whole (``PathPattern/matchesWhole(names:)``):
    /// `*` and `?` match within a folder's name, `**/` any number of folders, `\` makes the next
    /// character plain.
    static func matches(_ path: String, _ patterns: [String]) -> Bool {
        let names = PathPattern.names(of: path)
        return patterns.contains { PathPattern($0).matchesWhole(names: names) }
    }
}
