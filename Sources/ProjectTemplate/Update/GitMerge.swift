import DependencyRule
import Foundation
import ProcessSpawning

/// ``Merging`` by `git merge-file --diff3`: git's own merge, whose markers every editor and
/// `git mergetool` understand. It needs no repository; the three texts go through a private
/// temporary folder.
struct GitMerge: Merging {
    /// The `git` executable; looked up on `PATH`.
    var git = "git"

    func merge(yours: String, base: String, theirs: String, labels: MergeLabels) throws(GenerationError) -> Merged {
        let folder: TemporaryFolder
        do {
            folder = try TemporaryFolder(prefix: "clean-architecture-merge")
        } catch {
            throw GenerationError("cannot make a folder to merge in: \(error)")
        }
        defer { folder.remove() }
        var paths: [String] = []
        for (name, text) in [("yours", yours), ("base", base), ("theirs", theirs)] {
            let path = folder.path + "/" + name
            do throws(CheckError) {
                try FileSystem.writeAtomically(Array(text.utf8), to: path)
            } catch {
                throw GenerationError("cannot write \(path) to merge: \(error.message)")
            }
            paths.append(path)
        }
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(
                [git, "merge-file", "--diff3", "-p", "-L", labels.yours, "-L", labels.base, "-L", labels.theirs]
                    + paths)
        } catch {
            throw GenerationError("cannot run '\(git) merge-file': \(error)")
        }
        // The status is the number of conflicts, negative (255 as an exit status) on an error.
        guard outcome.status >= 0, outcome.status < 128 else {
            let reason =
                outcome.standardError.split(separator: "\n").first.map(String.init) ?? "exit status \(outcome.status)"
            throw GenerationError("'\(git) merge-file' cannot merge: \(reason)")
        }
        return Merged(text: outcome.standardOutput, conflicts: Int(outcome.status))
    }
}
