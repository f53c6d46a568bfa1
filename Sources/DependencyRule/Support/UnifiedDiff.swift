/// The differences between two texts as a unified diff (`diff -u`), line by line, with three
/// lines of context: what `dependency-rule fix --dry-run` prints, and what `patch -p0` applies.
package enum UnifiedDiff {
    package static func of(_ old: String, _ new: String, path: String, context: Int = 3) -> String {
        let a = lines(old)
        let b = lines(new)
        guard a != b else { return "" }
        let operations = script(a, b)
        var output = "--- \(path)\n+++ \(path)\n"
        // Hunks: runs of changes with their context, merged when their context meets.
        var index = 0
        while index < operations.count {
            guard let first = operations[index...].firstIndex(where: { $0.kind != .same }) else { break }
            var last = first
            var cursor = first
            while cursor < operations.count {
                if operations[cursor].kind != .same {
                    last = cursor
                } else if cursor - last > 2 * context {
                    break
                }
                cursor += 1
            }
            let start = max(index, first - context)
            let end = min(operations.count, last + context + 1)
            let hunk = operations[start..<end]
            let oldStart = (hunk.first?.oldIndex ?? 0) + 1
            let newStart = (hunk.first?.newIndex ?? 0) + 1
            let oldCount = hunk.filter { $0.kind != .insert }.count
            let newCount = hunk.filter { $0.kind != .delete }.count
            output += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for operation in hunk {
                switch operation.kind {
                case .same: output += " " + a[operation.oldIndex]
                case .delete: output += "-" + a[operation.oldIndex]
                case .insert: output += "+" + b[operation.newIndex]
                }
            }
            index = end
        }
        return output
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    /// The lines of `text`, each with its line break; a last line without one is marked as diff
    /// marks it.
    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) + "\n" }
        if lines.last == "\n" {
            lines.removeLast()
        } else if !lines.isEmpty {
            lines[lines.count - 1] = String(lines[lines.count - 1].dropLast()) + "\n\\ No newline at end of file\n"
        }
        return lines
    }

    private struct Operation {
        enum Kind { case same, delete, insert }
        var kind: Kind
        var oldIndex: Int
        var newIndex: Int
    }

    /// The edit script from the longest common subsequence, after the common prefix and suffix
    /// are taken off (a manifest edit touches a few lines, so the table stays small).
    private static func script(_ a: [String], _ b: [String]) -> [Operation] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        // lengths[i][j]: the longest common subsequence of middleA[i...] and middleB[j...].
        var lengths = Array(repeating: Array(repeating: 0, count: middleB.count + 1), count: middleA.count + 1)
        for i in stride(from: middleA.count - 1, through: 0, by: -1) {
            for j in stride(from: middleB.count - 1, through: 0, by: -1) {
                lengths[i][j] =
                    middleA[i] == middleB[j] ? lengths[i + 1][j + 1] + 1 : max(lengths[i + 1][j], lengths[i][j + 1])
            }
        }
        var operations = (0..<prefix).map { Operation(kind: .same, oldIndex: $0, newIndex: $0) }
        var i = 0
        var j = 0
        while i < middleA.count || j < middleB.count {
            if i < middleA.count, j < middleB.count, middleA[i] == middleB[j] {
                operations.append(Operation(kind: .same, oldIndex: prefix + i, newIndex: prefix + j))
                i += 1
                j += 1
            } else if i < middleA.count, j == middleB.count || lengths[i + 1][j] >= lengths[i][j + 1] {
                // Deletions before insertions, as diff writes them.
                operations.append(Operation(kind: .delete, oldIndex: prefix + i, newIndex: prefix + j))
                i += 1
            } else {
                operations.append(Operation(kind: .insert, oldIndex: prefix + i, newIndex: prefix + j))
                j += 1
            }
        }
        for offset in 0..<suffix {
            operations.append(
                Operation(kind: .same, oldIndex: a.count - suffix + offset, newIndex: b.count - suffix + offset))
        }
        return operations
    }
}
