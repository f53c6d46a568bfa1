/// How messages and help pages list words.
public enum Wording {
    /// `a`, `a or b`, `a, b or c` (`and` unless `or`).
    public static func list(_ words: [String], or: Bool = true) -> String {
        guard let last = words.last else { return "" }
        guard words.count > 1 else { return last }
        return words.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + last
    }

    /// `text` wrapped at `width` columns, every line after the first indented by `indent` spaces;
    /// a word longer than a line stays whole.
    static func wrap(_ text: String, width: Int, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        var used = indent
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty && used + 1 + word.count > width {
                lines.append(line)
                line = ""
                used = indent
            }
            if !line.isEmpty {
                line += " "
                used += 1
            }
            line += word
            used += word.count
        }
        lines.append(line)
        let padding = String(repeating: " ", count: indent)
        return lines.enumerated().map { $0.offset == 0 ? $0.element : padding + $0.element }.joined(separator: "\n")
    }
}

extension Wording {
    /// Usage parts on lines of at most `width` columns, a part never split; every line after the
    /// first indented by `indent` spaces, the first assumed to start there too.
    static func wrapParts(_ parts: [String], width: Int, indent: Int) -> String {
        var lines: [String] = []
        var line = ""
        for part in parts {
            if !line.isEmpty && indent + line.count + 1 + part.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + part
        }
        lines.append(line)
        return lines.joined(separator: "\n" + String(repeating: " ", count: indent))
    }
}
