import DependencyRule
import Foundation
import ProcessSpawning

/// The git work tree a package is in, as `update` uses it: to refuse touching uncommitted
/// changes, and to mark conflicted files unmerged so that `git commit` refuses until they are
/// resolved.
struct GitWorkTree {
    /// The package's root.
    let root: String
    /// The package's folder relative to the repository's top, with a trailing `/` (`""` at the top).
    let prefix: String
    /// The `git` executable; looked up on `PATH`.
    var git = "git"

    /// - Parameter needs: why the command needs git, for its refusals.
    /// - Throws: ``GenerationError`` when git cannot be run, or `root` is not in a work tree.
    init(
        root: String, git: String = "git", needs: String = "update merges into files git can show and take back"
    ) throws(GenerationError) {
        self.root = root
        self.git = git
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run([
                git, "-C", root, "rev-parse", "--is-inside-work-tree", "--show-prefix",
            ])
        } catch {
            throw GenerationError(
                "cannot run '\(git)' (\(needs)): \(error)")
        }
        let lines = outcome.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        guard outcome.status == 0, lines.first == "true" else {
            throw GenerationError(
                "\(root) is not in a git work tree: \(needs); run 'git init' and commit first"
            )
        }
        prefix = lines.count > 1 ? String(lines[1]) : ""
    }

    /// Refuses to go on when any of `paths` has changes git has not committed (``uncommitted(_:)``),
    /// saying how many, at most five by name, and how to commit or stash them.
    /// - Parameter doing: what would touch them: `the update`, `adding the field`.
    /// - Parameter ignored: whether files git ignores count too (they are not committed either).
    func refuseUncommitted(_ paths: [String], doing: String, ignored: Bool = false) throws(GenerationError) {
        let dirty = try uncommitted(paths, ignored: ignored)
        guard !dirty.isEmpty else { return }
        let (count, them) = dirty.count == 1 ? ("1 file", "it") : ("\(dirty.count) files", "them")
        let named = dirty.prefix(5).joined(separator: ", ") + (dirty.count > 5 ? " and \(dirty.count - 5) more" : "")
        throw GenerationError(
            "\(count) with uncommitted changes, which \(doing) would touch: \(named); commit \(them) first ('git add -A && git commit'), or stash \(them) ('git stash -u')"
        )
    }

    /// Those of `paths` (relative to the root; a folder stands for what is in it) with changes
    /// git has not committed: staged, unstaged or untracked.
    func uncommitted(_ paths: [String], ignored: Bool = false) throws(GenerationError) -> [String] {
        guard !paths.isEmpty else { return [] }
        var found: Set<String> = []
        // In batches, so that no command line grows too long.
        for start in stride(from: 0, to: paths.count, by: 500) {
            let batch = Array(paths[start..<min(start + 500, paths.count)])
            let outcome = try run(
                [
                    "status", "--porcelain=v1", "-z", "--untracked-files=all",
                    ignored ? "--ignored=matching" : "--ignored=no", "--",
                ]
                    + batch.map { ":(literal)" + $0 })
            var fields = outcome.split(separator: "\0", omittingEmptySubsequences: true).makeIterator()
            while let field = fields.next() {
                guard field.count > 3 else { continue }
                let status = field.prefix(2)
                found.insert(relative(String(field.dropFirst(3))))
                // A rename's entry is followed by its old path.
                if status.contains("R") || status.contains("C"), let old = fields.next() {
                    found.insert(relative(String(old)))
                }
            }
        }
        return found.sorted()
    }

    /// The files in the package that git tracks or could (untracked, not ignored), relative to
    /// the root, each once.
    func files() throws(GenerationError) -> [String] {
        let listed = try run(["ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "."])
            .split(separator: "\0").map(String.init)
        // An unmerged path is listed once per stage.
        var seen: Set<String> = []
        return listed.filter { seen.insert($0).inserted }
    }

    /// The commit `HEAD` names; `nil` before the first commit.
    func head() -> String? {
        try? blob(["rev-parse", "-q", "--verify", "HEAD"])
    }

    /// Writes the blobs of each conflict's sides into git's object store, ready to be marked
    /// unmerged with ``markUnmerged(_:finishing:)``: run before the update writes anything,
    /// while a file that is not text is still yours. Bytes are stored as they are, through no
    /// filter (line ends, LFS).
    func unmergedConflicts(_ conflicts: [UpdatePlan.Step]) throws(GenerationError) -> UnmergedConflicts {
        func stored(_ text: String?) throws(GenerationError) -> String? {
            guard let text else { return nil }
            return try blob(["hash-object", "-w", "--stdin"], text)
        }
        let steps = conflicts.filter { $0.sides != nil }
        guard !steps.isEmpty else { return UnmergedConflicts(head: head(), files: []) }
        // Their modes in the index now: "MODE BLOB STAGE\tPATH", NUL after each.
        var modes: [String: String] = [:]
        for entry in try run(["ls-files", "-s", "-z", "--"] + steps.map { ":(literal)" + $0.workTreePath })
            .split(separator: "\0")
        {
            guard let tab = entry.firstIndex(of: "\t"), let mode = entry.split(separator: " ").first else { continue }
            modes[String(entry[entry.index(after: tab)...])] = String(mode)
        }
        var files: [UnmergedFile] = []
        for step in steps {
            guard let sides = step.sides else { continue }
            let yours =
                sides.yoursIsNotText
                ? try blob(["hash-object", "-w", "--no-filters", "--", step.workTreePath]) : try stored(sides.yours)
            guard let workTree = try stored(step.result) ?? yours else { continue }
            files.append(
                UnmergedFile(
                    path: step.workTreePath, workTree: workTree, mode: modes[step.workTreePath] ?? "100644",
                    stages: [try stored(sides.base), yours, try stored(sides.theirs)]))
        }
        return UnmergedConflicts(head: head(), files: files)
    }

    /// Marks each of `conflicts`' files unmerged in the index: stages 1, 2 and 3, a side the
    /// conflict lacks left out. `finishing` a killed update, it marks nothing once a commit has
    /// been made since, and leaves a file whose bytes are no longer the ones the update wrote
    /// (a person resolved it).
    /// - Returns: the paths marked.
    @discardableResult
    func markUnmerged(_ conflicts: UnmergedConflicts, finishing: Bool = false) throws(GenerationError) -> [String] {
        if finishing && head() != conflicts.head { return [] }
        var entries = ""
        var marked: [String] = []
        for file in conflicts.files {
            if finishing {
                guard FileManager.default.fileExists(atPath: Path.appending(file.path, to: root)),
                    try blob(["hash-object", "--no-filters", "--", file.path]) == file.workTree
                else { continue }
            }
            let full = prefix + file.path
            entries += "0 \(String(repeating: "0", count: 40))\t\(full)\0"
            for (stage, blob) in zip(1..., file.stages) {
                guard let blob else { continue }
                entries += "\(file.mode) \(blob) \(stage)\t\(full)\0"
            }
            marked.append(file.path)
        }
        guard !marked.isEmpty else { return [] }
        _ = try run(["update-index", "-z", "--index-info"], input: entries)
        return marked
    }

    /// The blob id `git ARGUMENTS` prints.
    private func blob(_ arguments: [String], _ input: String? = nil) throws(GenerationError) -> String {
        try run(arguments, input: input).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What `git ARGUMENTS` prints, run in the root.
    private func run(_ arguments: [String], input: String? = nil) throws(GenerationError) -> String {
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(
                [git, "-C", root] + arguments, input: input.map { .text($0) } ?? .none)
        } catch {
            throw GenerationError("cannot run '\(git) \(arguments.first ?? "")': \(error)")
        }
        guard outcome.status == 0 else {
            let reason = outcome.standardError.split(separator: "\n").first.map(String.init) ?? "exit \(outcome.status)"
            throw GenerationError("'\(git) \(arguments.first ?? "")' failed in \(root): \(reason)")
        }
        return outcome.standardOutput
    }

    /// A path git printed (relative to the repository's top) relative to the root.
    private func relative(_ path: String) -> String {
        path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
