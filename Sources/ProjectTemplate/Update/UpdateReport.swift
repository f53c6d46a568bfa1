import DependencyRule
import Foundation

/// What `update` says it did (or, with `--dry-run`, would do), as text for a person or JSON for a
/// workflow.
struct UpdateReport {
    let project: String
    let from: KitIdentity
    let to: KitIdentity
    let plan: UpdatePlan
    /// How many generated files were compared (the base's and the render's).
    let compared: Int
    var dryRun = false
    /// The formatter that wrote the base and the one that rendered now, when they differ.
    var formatterDrift: (base: String, now: String)?
    /// Why the conflicts are not marked in git's index, when marking them failed.
    var indexProblem: String?

    /// `1.0.0 (0515357)`.
    static func describe(_ kit: KitIdentity) -> String {
        kit.version + (kit.commit.map { " (\($0.prefix(7)))" } ?? "") + (kit.modified ? " with changes" : "")
    }

    var text: String {
        var text =
            "\(dryRun ? "Would update" : "Updated") \(project) from CleanArchitectureKit \(Self.describe(from)) to \(Self.describe(to)): \(compared) generated files compared.\n"
        if let drift = formatterDrift {
            text +=
                "warning: swift-format \(drift.now) differs from the one that wrote the base (\(drift.base)): lines it wraps differently look like the kit's changes\n"
        }
        for step in plan.steps {
            let (word, detail) = step.action.words
            var line = "  " + word.padding(toLength: 9, withPad: " ", startingAt: 0) + " "
            if step.action == .moved, let old = step.movedFrom {
                line += "\(old) -> \(step.path)"
            } else {
                line += step.path
                var notes = detail.map { [$0] } ?? []
                if let old = step.movedFrom { notes.insert("moved from \(old)", at: 0) }
                if let old = step.movedByYouFrom { notes.insert("where you moved \(old)", at: 0) }
                if !notes.isEmpty { line += " (\(notes.joined(separator: "; ")))" }
            }
            text += line + "\n"
        }
        if plan.steps.isEmpty { text += "  (no file changes: only the base and the lock)\n" }
        if plan.graphNeedsRedraw {
            text +=
                "The graph in \(UpdatePlan.architecture) is yours and the kit's targets changed too: run 'make graph'.\n"
        }
        if let indexProblem {
            text += "warning: the conflicts are not marked unmerged in git's index: \(indexProblem)\n"
        }
        let conflicts = plan.conflicts
        if !conflicts.isEmpty {
            func count(_ kind: (UpdatePlan.Action) -> Bool) -> Int { conflicts.filter { kind($0.action) }.count }
            var how: [String] = []
            if count({ if case .conflict = $0 { true } else { false } }) > 0 {
                how.append(
                    "In a file with hunks, resolve the <<<<<<< yours … >>>>>>> kit \(to.version) blocks, then 'git add' it."
                )
            }
            if count({ $0 == .conflictBothAdded }) > 0 {
                how.append(
                    "For a file both added, keep yours, or take the kit's with 'git checkout --theirs PATH'; then 'git add' it."
                )
            }
            if count({ $0 == .conflictDeletedByKit }) > 0 {
                how.append(
                    "For a file the kit deleted, keep yours with 'git add PATH', or delete it with 'git rm PATH'.")
            }
            if count({ if case .conflictUnmergeable = $0 { true } else { false } }) > 0 {
                how.append(
                    "For a file not merged, yours is in place; the kit's, when it still has one, is in \(TemplateLock.baseFolder)/ (and 'git show :3:PATH'); keep yours or take what you want of it, then 'git add' it."
                )
            }
            text += """

                \(conflicts.count == 1 ? "1 conflict" : "\(conflicts.count) conflicts")\(dryRun ? " would remain" : "") (git status lists them as unmerged). \(how.joined(separator: " ")) Then:
                  make check CHECK_ARGS=--strict && make test && git add -A && git commit

                """
        } else if !dryRun {
            text +=
                "\nNo conflict. Review with 'git status' and 'git diff', then: make check CHECK_ARGS=--strict && make test && git add -A && git commit\n"
        }
        return text
    }

    /// `text` as a JSON string; `null` for `nil`.
    static func jsonString(_ text: String?) -> String { text.map(JSONOutput.quoted) ?? "null" }

    /// Version 1: `project`, `from` and `to` (`version`, `commit`), `dryRun`, `files` (each with
    /// `path`, `action`, `detail`, `movedFrom`, `movedByYouFrom`), `conflicts` (paths), `graphNeedsRedraw`.
    var json: String {
        let string = Self.jsonString
        func kit(_ kit: KitIdentity) -> String {
            "{ \"version\": \(string(kit.version)), \"commit\": \(string(kit.commit)) }"
        }
        let files = plan.steps.map { step in
            let (word, detail) = step.action.words
            let action = step.action == .moved ? "moved" : word
            return
                "    { \"path\": \(string(step.path)), \"action\": \(string(action)), \"detail\": \(string(detail)), \"movedFrom\": \(string(step.movedFrom)), \"movedByYouFrom\": \(string(step.movedByYouFrom)) }"
        }
        return """
            {
              "version": 1,
              "project": \(string(project)),
              "from": \(kit(from)),
              "to": \(kit(to)),
              "dryRun": \(dryRun),
              "files": [\(files.isEmpty ? "" : "\n" + files.joined(separator: ",\n") + "\n  ")],
              "conflicts": [\(plan.conflicts.map { string($0.path) }.joined(separator: ", "))],
              "graphNeedsRedraw": \(plan.graphNeedsRedraw)
            }

            """
    }
}
