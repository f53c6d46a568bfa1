import DependencyRule
import Foundation
import ProcessSpawning

extension CleanArchitectureCommand {
    /// Takes back (or finishes) an update that a killed run left in `root`, saying so; a finished
    /// one's conflicts are marked unmerged, those still as it wrote them.
    static func recoverInterruptedUpdate(in root: String, errors: (String) -> Void) throws {
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

}
