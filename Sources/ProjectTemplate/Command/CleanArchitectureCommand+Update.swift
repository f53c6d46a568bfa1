import DependencyRule
import Foundation
import ProcessSpawning

extension CleanArchitectureCommand {
    /// `update`: the returned status is 0 (up to date, or updated with no conflict) or 1
    /// (conflicts left; with `--check`, behind).
    /// - Parameter checkpoint: a test's seam at each step of writing (``UpdateApplier/checkpoint``).
    static func update(
        _ options: Request.Update, currentDirectory: String, environment: [String: String],
        checkpoint: UpdateApplier.Checkpoint? = nil, output: (String) -> Void, errors: (String) -> Void
    ) throws -> Int32 {
        let root = try packageRoot(options.packagePath, currentDirectory: currentDirectory)
        let work = try PackageWorkLock(root: root)
        defer { withExtendedLifetime(work) {} }
        try recoverInterruptedUpdate(in: root, errors: errors)
        let kit = try KitSource(
            explicit: options.kitPath.map { absolute($0, in: currentDirectory) }, environment: environment)
        let identity = try KitIdentity.of(kit, programVersion: version)
        let update = try PackageUpdate(root: root, kit: kit, identity: identity)
        let name = update.lock.project.name
        if options.check { return try check(update, json: options.json, output: output) }

        let git = try GitWorkTree(root: root)
        let markers = update.markersLeft()
        guard markers.isEmpty else {
            throw GenerationError(
                "conflict markers from an earlier update remain in \(markers.joined(separator: ", ")): resolve them and commit first"
            )
        }
        let theirs = try update.render()
        let plan = try update.plan(theirs: theirs, files: try git.files())
        var report = UpdateReport(
            project: name, from: update.lock.kit, to: identity, plan: plan,
            compared: Set(update.base.paths).union(theirs.paths).count, dryRun: options.dryRun)
        if let before = update.lock.swiftFormat, let now = TemplateLock.formatterVersion(), before != now {
            report.formatterDrift = (before, now)
        }
        if plan.steps.isEmpty && plan.newBase.files == update.base.files {
            let message = "\(name) is up to date with CleanArchitectureKit \(UpdateReport.describe(identity)).\n"
            output(options.json ? report.json : message)
            return 0
        }
        let dirty = try git.uncommitted(plan.touchedPaths + [TemplateLock.file, TemplateLock.baseFolder])
        guard dirty.isEmpty else {
            throw GenerationError(
                "uncommitted changes in \(dirty.joined(separator: ", ")), which the update would touch: commit or stash them first"
            )
        }
        if options.dryRun {
            output(options.json ? report.json : report.text)
            if options.diff { output(diff(plan, update: update)) }
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
        let applier = UpdateApplier(root: root, checkpoint: checkpoint)
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
        output(options.json ? report.json : report.text)
        return plan.conflicts.isEmpty ? 0 : 1
    }

    /// `update --check`: 0 when the installed kit would change nothing and no marker is left, else 1.
    private static func check(_ update: PackageUpdate, json: Bool, output: (String) -> Void) throws -> Int32 {
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
    private static func diff(_ plan: UpdatePlan, update: PackageUpdate) -> String {
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

    /// Takes back (or finishes) an update that a killed run left in `root`, saying so; a finished
    /// one's conflicts are marked unmerged, those still as it wrote them.
    static func recoverInterruptedUpdate(in root: URL, errors: (String) -> Void) throws {
        var notes: [String: String] = [:]
        let recoveries = try UpdateApplier.recover(in: root) { folder, record in
            do {
                let conflicts = try record.get()
                guard !conflicts.files.isEmpty else { return }
                let marked = try GitWorkTree(root: root).markUnmerged(conflicts, finishing: true)
                let left = conflicts.files.map(\.path).filter { !marked.contains($0) }
                notes[folder] =
                    marked.isEmpty
                    ? "; its conflicts were resolved since (a commit was made, or the files changed): none is marked unmerged"
                    : "; its conflicts are marked unmerged"
                        + (left.isEmpty ? "" : ", but for \(left.joined(separator: ", ")), changed since")
            } catch {
                notes[folder] = "; its conflicts are not marked unmerged: \(error)"
            }
        }
        for recovery in recoveries {
            switch recovery {
            case .rolledBack(let folder):
                errors(
                    "clean-architecture: an interrupted update (\(folder)) was taken back: the package is as it was\n")
            case .finished(let folder):
                errors(
                    "clean-architecture: an interrupted update (\(folder)) had put its lock in place: it stands; 'git status' shows its changes\(notes[folder] ?? "")\n"
                )
            }
        }
    }

    /// `adopt`: the lock and the base of a package made before the lock existed.
    static func adopt(
        _ options: Request.Adopt, currentDirectory: String, environment: [String: String],
        output: (String) -> Void, errors: (String) -> Void
    ) throws {
        let root = try packageRoot(options.packagePath, currentDirectory: currentDirectory)
        let work = try PackageWorkLock(root: root)
        defer { withExtendedLifetime(work) {} }
        try recoverInterruptedUpdate(in: root, errors: errors)
        if FileManager.default.fileExists(atPath: root.appendingPathComponent(TemplateLock.file).path) {
            do {
                _ = try TemplateLock.read(in: root)
            } catch {
                // A lock of a later format is no damage: the newer kit reads it.
                let advice =
                    error.description.contains(TemplateLock.newerKit)
                    ? "'clean-architecture update' with that kit takes later kits into it"
                    : "mend it, or \(TemplateLock.startOver)"
                throw GenerationError(
                    "\(root.path) has a \(TemplateLock.file) already, which this kit cannot read (\(error)): \(advice)")
            }
            throw GenerationError(
                "\(root.path) has a \(TemplateLock.file) already: 'clean-architecture update' takes later kits into it")
        }
        let kit = try KitSource(
            explicit: options.kitPath.map { absolute($0, in: currentDirectory) }, environment: environment)
        let identity = try KitIdentity.of(kit, programVersion: version)
        let found = try AdoptedPackage(root: root, kit: kit, options: options, identity: identity)
        let scratch = try TemporaryFolder(prefix: "clean-architecture-adopt")
        Interruption.shared.removeOnInterrupt(URL(fileURLWithPath: scratch.path))
        defer {
            scratch.remove()
            Interruption.shared.keep(URL(fileURLWithPath: scratch.path))
        }
        let rendered = try PackageRender(kit: kit, lock: found.lock).write(
            into: URL(fileURLWithPath: scratch.path).appendingPathComponent("package"))
        // All of it, also what the package lacks: a file you deleted or moved is not brought back
        // by the next update; one the kit added since stays yours to take, as every other gap.
        let base = rendered
        var lock = found.lock
        lock.base = TemplateLock.digest(of: base)
        var written = PackageRender.base(of: base)
        written[TemplateLock.file] = lock.text
        let lacking = base.paths.filter {
            !FileManager.default.fileExists(atPath: root.appendingPathComponent($0).path)
        }
        let differing = base.paths.filter { path in
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
                return false
            }
            return data != Data(base[path]!.utf8)
        }
        output(found.summary)
        let count = "the pristine copy of \(base.paths.count) files in \(TemplateLock.baseFolder)/"
        if options.dryRun {
            output("Would write \(TemplateLock.file) and \(count).\n")
        } else {
            try TreeWriter().addFiles(written, to: root, last: TemplateLock.file)
            output("Wrote \(TemplateLock.file) and \(count); none of your files changed.\n")
        }
        output(
            """
            \(differing.count == 1 ? "1 of your files differs" : "\(differing.count) of your files differ") from that copy: your edits, and the kit's changes since the package was made, which are yours to take by hand ('diff -ru \(TemplateLock.baseFolder) .'). From now on, 'clean-architecture update' takes each later kit's changes.

            """)
        if !lacking.isEmpty {
            output(
                "The package lacks \(lacking.count == 1 ? "1 of its files" : "\(lacking.count) of its files") (deleted or moved by you, or added or moved by the kit since; 'update' will not bring them back):\n"
                    + lacking.map { "  \($0)\n" }.joined())
        }
    }
}
