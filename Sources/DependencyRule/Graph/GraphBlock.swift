/// The graph embedded in a Markdown file, between the line that starts with
/// `<!-- BEGIN dependency-rule graph` and the line `<!-- END dependency-rule graph -->`:
/// `graph --embed FILE` rewrites what is between them, `graph --embed FILE --check` compares it.
///
/// Everything outside the markers is kept byte for byte, the markers' own lines included.
public struct GraphBlock: Sendable {
    public static let begin = "<!-- BEGIN dependency-rule graph"
    public static let end = "<!-- END dependency-rule graph -->"

    /// The file's lines, split on `\n`.
    private let lines: [Substring]
    /// The indices of the marker lines.
    private let beginLine: Int
    private let endLine: Int

    /// Finds the markers in `text`, read from `file` (named in errors).
    /// - Throws: ``CheckError`` at the offending line when the file has no marker, two of one
    ///   marker, or the end before the beginning.
    public init(text: String, file: String) throws(CheckError) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        self.lines = lines
        let begins = lines.indices.filter { lines[$0].hasPrefix(Self.begin) }
        let ends = lines.indices.filter { lines[$0] == Self.end }
        let expected = "expected one line starting with '\(Self.begin)' and one line '\(Self.end)' after it"
        guard let first = begins.first else {
            throw CheckError("no graph block: \(expected)", file: file, line: ends.first.map { $0 + 1 })
        }
        guard begins.count == 1 else {
            throw CheckError("a second graph block begins here: \(expected)", file: file, line: begins[1] + 1)
        }
        guard let last = ends.first(where: { $0 > first }) else {
            throw CheckError("the graph block that begins here has no end: \(expected)", file: file, line: first + 1)
        }
        if let stray = ends.first(where: { $0 != last }) {
            throw CheckError("a second end of the graph block: \(expected)", file: file, line: stray + 1)
        }
        (beginLine, endLine) = (first, last)
    }

    /// The line (from 1) of the opening marker.
    var line: Int { beginLine + 1 }

    /// What is between the markers now, one string with its line ends.
    public var contents: String {
        lines[(beginLine + 1)..<endLine].map { $0 + "\n" }.joined()
    }

    /// `graph` (a rendered graph, ending in a line end) fenced as a code block of `language`.
    static func fenced(_ graph: String, language: String) -> String {
        "```\(language)\n\(graph.hasSuffix("\n") || graph.isEmpty ? graph : graph + "\n")```\n"
    }

    /// The whole file with `block` between the markers.
    public func replacingContents(with block: String) -> String {
        let before = lines[...beginLine].joined(separator: "\n")
        let after = lines[endLine...].joined(separator: "\n")
        return before + "\n" + block + after
    }
}
