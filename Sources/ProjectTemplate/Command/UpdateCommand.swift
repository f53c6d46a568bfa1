import ArgumentReading
import DependencyRule
import Foundation
import ProcessSpawning

/// `update`: the installed kit's changes merged into a package made from the template.
struct UpdateCommand: TemplateCommand {
    static let spec = CommandSpec(
        "update", abstract: "Take the installed kit's changes into a package made from it, your edits kept.",
        discussion: """
            Each file is merged three ways (the pristine copy the kit last wrote, in
            .clean-architecture/base; yours; a fresh render at the installed kit) with git merge-file.
            """,
        options: [
            TemplateOptions.packagePath, TemplateOptions.kitPath,
            .flag("--dry-run", help: "Say what it would do, and write nothing; exit 1 if it would conflict."),
            .flag("--diff", help: "With --dry-run: each file's change as a unified diff.", requires: "--dry-run"),
            .flag(
                "--check",
                help:
                    "Only say whether the installed kit would change the package (or conflict markers from an earlier update remain): exit 1 if so."
            ),
            TemplateOptions.format(help: "The report's form: text (default) or json."),
        ],
        exclusive: [["--dry-run", "--check"]],
        sections: [
            HelpSection(
                nil,
                """
                A conflict keeps both sides between <<<<<<< yours … >>>>>>> kit markers and is marked
                unmerged in git's index, so 'git commit' refuses until it is resolved. Files the kit moved
                follow its declared moves; a file you moved (same name, half its lines or more) takes the
                kit's change where it is; a file you deleted is not brought back; your own files are never
                written (one where the kit now has a file stays yours, the kit's goes in git's index). It
                refuses (exit 2, nothing written) outside a git work tree, with uncommitted
                changes on a path it would touch, with markers left from an earlier update, or to go back to
                an older kit. An interrupted update is taken back; one killed outright is taken back (or
                finished, past its last step) by the next run.
                """),
            HelpSection(
                "EXIT STATUS",
                """
                0 up to date, or updated with no conflict; 1 conflicts left (listed), or with --check, the
                package is behind; 2 refused or failed, nothing written; 128 + the signal when interrupted.
                """),
        ])

    let packagePath: String?
    let kitPath: String?
    let dryRun: Bool
    let diff: Bool
    let check: Bool
    let json: Bool

    init(_ arguments: ParsedArguments) throws(UsageError) {
        packagePath = arguments.value("--package-path")
        kitPath = arguments.value("--kit-path")
        dryRun = arguments.has("--dry-run")
        diff = arguments.has("--diff")
        check = arguments.has("--check")
        json = arguments.value("--format") == "json"
        guard !(diff && json) else { throw UsageError("--diff prints text: not with --format json") }
    }

    /// 0 (up to date, or updated with no conflict) or 1 (conflicts left; with `--check`, behind).
    func run(in environment: TemplateEnvironment) throws -> Int32 {
        let (root, work) = try environment.openPackage(packagePath)
        defer { withExtendedLifetime(work) {} }
        let kit = try environment.kit(kitPath)
        let identity = try KitIdentity.of(kit, programVersion: CleanArchitectureCommand.version)
        let update = try PackageUpdate(root: root, kit: kit, identity: identity)
        let name = update.lock.project.name
        if check { return try Self.behind(update, json: json, output: environment.output) }

        let git = try GitWorkTree(root: root)
        try update.refuseMarkersLeft()
        let theirs = try update.render()
        let plan = try update.plan(theirs: theirs, files: try git.files())
        var report = UpdateReport(
            project: name, from: update.lock.kit, to: identity, plan: plan,
            compared: Set(update.base.paths).union(theirs.paths).count, dryRun: dryRun)
        if let before = update.lock.swiftFormat, let now = TemplateLock.formatterVersion(), before != now {
            report.formatterDrift = (before, now)
        }
        if plan.steps.isEmpty && plan.newBase.files == update.base.files {
            let message = "\(name) is up to date with CleanArchitectureKit \(UpdateReport.describe(identity)).\n"
            environment.output(json ? report.json : message)
            return 0
        }
        try git.refuseUncommitted(
            plan.touchedPaths + [TemplateLock.file, TemplateLock.baseFolder], doing: "the update")
        if dryRun {
            environment.output(json ? report.json : report.text)
            if diff { environment.output(Self.unifiedDiff(plan, update: update)) }
            return plan.conflicts.isEmpty ? 0 : 1
        }
        var writes = FileTree()
        var deletions: [String] = []
        for step in plan.steps {
            if let result = step.result { writes[step.path] = result }
            switch step.action {
            case .deleted: deletions.append(step.path)
            case .added, .updated, .merged, .moved, .conflict:
                if let old = step.movedFrom { deletions.append(old) }
            default: break
            }
        }
        // A moved file's old path the kit gives a new file is written, not deleted.
        deletions.removeAll { writes[$0] != nil }
        let applier = UpdateApplier(root: root, checkpoint: environment.checkpoint)
        // Before anything is written: what git's index is to list unmerged once the files are in.
        let unmerged = try git.unmergedConflicts(plan.conflicts)
        try applier.apply(
            writes: writes, deletions: deletions, base: plan.newBase, lock: update.newLock(base: plan.newBase).text,
            unmerged: unmerged
        ) { files in
            do {
                try git.markUnmerged(files)
            } catch {
                report.indexProblem = "\(error)"
            }
        }
        environment.output(json ? report.json : report.text)
        return plan.conflicts.isEmpty ? 0 : 1
    }

    /// `update --check`: 0 when the installed kit would change nothing and no marker is left, else 1.
    private static func behind(_ update: PackageUpdate, json: Bool, output: (String) -> Void) throws -> Int32 {
        let markers = update.markersLeft()
        let theirs = try update.render()
        let (base, movedFrom) = try update.movedBase(theirs: theirs)
        let differing = Set(base.paths).union(theirs.paths).filter { base[$0] != theirs[$0] }
            .union(movedFrom.keys).sorted()
        let name = update.lock.project.name
        let kit = "CleanArchitectureKit \(UpdateReport.describe(update.identity))"
        if json {
            let list = { (paths: [String]) in paths.map(UpdateReport.jsonString).joined(separator: ", ") }
            output(
                """
                { "version": 1, "project": \(UpdateReport.jsonString(name)), "behind": \(!differing.isEmpty), "differing": [\(list(differing))], "markers": [\(list(markers))] }

                """)
        } else if differing.isEmpty && markers.isEmpty {
            output("\(name) is up to date with \(kit).\n")
        } else {
            if !differing.isEmpty {
                output(
                    "\(name) is behind \(kit) (it was last written by \(UpdateReport.describe(update.lock.kit))): \(differing.count == 1 ? "1 file differs" : "\(differing.count) files differ"); run 'clean-architecture update'.\n"
                        + differing.map { "  \($0)\n" }.joined())
            }
            if !markers.isEmpty {
                output("Conflict markers from an update remain in:\n" + markers.map { "  \($0)\n" }.joined())
            }
        }
        return differing.isEmpty && markers.isEmpty ? 0 : 1
    }

    /// Each planned change as a unified diff from the file as it is; for a file you deleted, the
    /// kit's change to it; for a conflict that leaves yours as it is, the kit's side.
    private static func unifiedDiff(_ plan: UpdatePlan, update: PackageUpdate) -> String {
        var text = ""
        for step in plan.steps {
            let current: String
            if case .success(let yours)? = update.read(step.movedFrom ?? step.path) {
                current = yours
            } else {
                current = ""
            }
            switch step.action {
            case .notRestored:
                text += UnifiedDiff.of(update.base[step.path] ?? "", plan.newBase[step.path] ?? "", path: step.path)
            case .deleted, .conflictDeletedByKit:
                text += UnifiedDiff.of(current, "", path: step.path)
            case .conflictBothAdded:
                // The kit's file, the other side of the conflict.
                text += UnifiedDiff.of(current, step.sides?.theirs ?? "", path: step.path)
            default:
                if let result = step.result { text += UnifiedDiff.of(current, result, path: step.path) }
            }
        }
        return text
    }
}
