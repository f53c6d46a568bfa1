import DependencyRule
import Foundation

/// The kit's files that moved or went between two versions, as the kit declares them in
/// ``file``: so that `update` carries your edits of a moved file to its new place, instead of
/// seeing a deletion and an addition. Entries are kit paths (before any renaming), appended at
/// each release, oldest first:
///
/// ```json
/// [ { "version": "1.1.0", "from": "Sources/InterfaceAdapters/A.swift", "to": "Sources/InterfaceAdapters/B/A.swift" },
///   { "version": "1.1.0", "removed": "Sources/InterfaceAdapters/Old.swift" } ]
/// ```
///
/// An update follows every entry whose old path the package's base holds and whose new path the
/// kit's render holds, moves chained in order (A → B, then B → C, is A → C), whatever the
/// versions: a move made between releases reaches packages made at the same version too; the
/// version says when it came. `TemplateMovesTests` fails when a path the last release copied is
/// neither in the kit any more nor accounted for here.
struct TemplateMoves: Sendable, Equatable {
    /// Where the kit declares them.
    static let file = "Sources/ProjectTemplate/Moves/template-moves.json"
    /// What the template copied at the kit's last release, kit path by kit path, one a line
    /// (`make template-paths` writes it): what ``file`` must account for when a path goes.
    static let released = "Sources/ProjectTemplate/Moves/released-paths.txt"

    struct Entry: Sendable, Equatable {
        let version: String
        let from: String
        /// Where it went; `nil` when it was removed.
        let to: String?
    }

    let entries: [Entry]

    /// Reads `text`, the file at `file` (named in errors, with the line and column).
    init(text: String, file: String) throws(GenerationError) {
        do {
            let reader = JSONReader(file: file)
            let root = try JSONValue.parse(Array(text.utf8), file: file)
            entries = try reader.array(root, what: "the moves").map { value throws(CheckError) in
                let members = try reader.object(value, allowed: ["version", "from", "to", "removed"], what: "a move")
                guard let version = members["version"] else {
                    throw reader.error("a move needs \"version\"", at: value)
                }
                let versionText = try reader.string(version, what: "\"version\"")
                switch (members["from"], members["to"], members["removed"]) {
                case (let from?, let to?, nil):
                    return Entry(
                        version: versionText, from: try reader.string(from, what: "\"from\""),
                        to: try reader.string(to, what: "\"to\""))
                case (nil, nil, let removed?):
                    return Entry(version: versionText, from: try reader.string(removed, what: "\"removed\""), to: nil)
                default:
                    throw reader.error("a move has \"from\" and \"to\", or \"removed\" alone", at: value)
                }
            }
        } catch {
            throw GenerationError(diagnostic: "\(error)")
        }
    }

    init(entries: [Entry]) { self.entries = entries }

    /// The kit's moves; none when it declares none.
    static func of(_ kit: KitSource) throws(GenerationError) -> TemplateMoves {
        let movesFile = Path.appending(file, to: kit.root)
        guard FileManager.default.fileExists(atPath: movesFile) else { return TemplateMoves(entries: []) }
        let text: String
        do {
            text = try String(contentsOfFile: movesFile, encoding: .utf8)
        } catch {
            throw GenerationError("cannot read the kit's \(movesFile): \(TreeWriter.reason(error))")
        }
        return try TemplateMoves(text: text, file: movesFile)
    }

    /// Every declared path to where it is now, the entries chained in order (`nil`: removed).
    var chains: [String: String?] {
        var moved: [String: String?] = [:]
        for entry in entries {
            // An earlier move that ended where this one starts continues here.
            for (start, end) in moved where end == entry.from { moved[start] = .some(entry.to) }
            if moved[entry.from] == nil { moved[entry.from] = .some(entry.to) }
        }
        return moved
    }
}
