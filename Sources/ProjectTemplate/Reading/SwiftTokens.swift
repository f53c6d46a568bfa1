import DependencyRule

/// A Swift source's code tokens (comments left out), read by the checker's lexer, with their text:
/// what the template reads a team's code by, so that a read holds under any layout (line breaks and
/// comments between tokens, any indentation, trailing commas).
struct SwiftTokens {
    let text: String
    /// The tokens, comments left out unless asked for, in order; offsets are UTF-8 offsets into
    /// ``text``.
    let tokens: [SwiftLexer.Token]
    /// The line each token starts on, from 0.
    let lines: [Int]

    init(_ text: String, keepingComments: Bool = false) {
        self.text = text
        var source = text
        (tokens, lines) = source.withUTF8 { bytes in
            var lexer = SwiftLexer(bytes: bytes)
            var found: [SwiftLexer.Token] = []
            var lines: [Int] = []
            var line = 0
            var counted = 0
            while let token = lexer.next() {
                guard keepingComments || (token.kind != .lineComment && token.kind != .blockComment) else { continue }
                while counted < token.start {
                    if bytes[counted] == UInt8(ascii: "\n") { line += 1 }
                    counted += 1
                }
                found.append(token)
                lines.append(line)
            }
            return (found, lines)
        }
    }

    /// The source text of the token at `position`.
    subscript(position: Int) -> Substring { text[index(tokens[position].start)..<index(tokens[position].end)] }

    /// Whether the token at `position` is `spelling` (a name, a keyword, a punctuation mark or an
    /// operator); `false` past the end.
    func isToken(_ position: Int, _ spelling: String) -> Bool {
        position >= 0 && position < tokens.count && self[position] == spelling
    }

    /// How many brackets enclose each token (a bracket itself is outside the pair it makes): 0 at
    /// the top level of the file.
    var depths: [Int] {
        var depth = 0
        return tokens.indices.map { position in
            guard tokens[position].kind == .punctuation else { return depth }
            switch self[position] {
            case "(", "[", "{":
                depth += 1
                return depth - 1
            case ")", "]", "}":
                depth = max(depth - 1, 0)
                return depth
            default: return depth
            }
        }
    }

    /// The position of the bracket that closes the one at `open`, brackets of every kind nested
    /// between; `nil` when it is never closed, or a bracket closes one of another kind.
    func closing(_ open: Int) -> Int? {
        let pairs: [Substring: Substring] = ["(": ")", "[": "]", "{": "}"]
        var expected: [Substring] = []
        for position in open..<tokens.count where tokens[position].kind == .punctuation {
            let spelling = self[position]
            if let close = pairs[spelling] {
                expected.append(close)
            } else if pairs.values.contains(spelling) {
                guard expected.popLast() == spelling else { return nil }
                if expected.isEmpty { return position }
            }
        }
        return nil
    }

    /// The value of the string literal at `position`, when it is a plain one: single-line, without
    /// interpolation (raw ones taken as written); `nil` for anything else.
    func stringValue(_ position: Int) -> String? {
        guard position >= 0, position < tokens.count else { return nil }
        let token = tokens[position]
        guard token.kind == .string, !token.interpolates else { return nil }
        let body = String(text[index(token.textStart)..<index(token.textEnd)])
        let written = self[position]
        guard !written.hasPrefix("\"\"\""), !written.drop(while: { $0 == "#" }).hasPrefix("\"\"\"") else { return nil }
        return written.hasPrefix("#") ? body : SwiftLiteral.unescaped(body)
    }

    /// ``text`` with the tokens of each edit (positions, first to last) replaced by its text; the
    /// edits may come in any order, and must not overlap.
    func replacing(_ edits: [(tokens: ClosedRange<Int>, text: String)]) -> String {
        replacing(
            offsets: edits.map { (tokens[$0.tokens.lowerBound].start..<tokens[$0.tokens.upperBound].end, $0.text) })
    }

    /// ``text`` with each range of UTF-8 offsets replaced by its text; the edits may come in any
    /// order, and must not overlap (insertions at one offset go in the order given).
    func replacing(offsets edits: [(range: Range<Int>, text: String)]) -> String {
        var result = ""
        var copied = text.startIndex
        let ordered = edits.enumerated().sorted {
            ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset)
        }
        for edit in ordered.map(\.element) {
            result += text[copied..<index(edit.range.lowerBound)] + edit.text
            copied = index(edit.range.upperBound)
        }
        return result + text[copied...]
    }

    /// The UTF-8 offsets of the line that holds `offset`: from its first byte to its `\n` (or the
    /// text's end).
    func line(around offset: Int) -> Range<Int> {
        let bytes = text.utf8
        var (start, end) = (offset, offset)
        while start > 0, bytes[index(start - 1)] != UInt8(ascii: "\n") { start -= 1 }
        while end < bytes.count, bytes[index(end)] != UInt8(ascii: "\n") { end += 1 }
        return start..<end
    }

    /// The spaces and tabs that start the line holding `offset`.
    func indentation(at offset: Int) -> Substring {
        text[index(line(around: offset).lowerBound)...].prefix { $0 == " " || $0 == "\t" }
    }

    /// The index in ``text`` of a UTF-8 offset.
    func index(_ offset: Int) -> String.Index { text.utf8.index(text.utf8.startIndex, offsetBy: offset) }
}
