/// A text file of the scaffold with a few marks, in the manner of Mustache: `{{name}}` is replaced
/// by a value, `{{#flag}}…{{/flag}}` is kept only when the flag is set, `{{^flag}}…{{/flag}}` only
/// when it is not. Any other `{{…}}`, an unknown name or an unclosed section is an error, so that
/// a typo in a template fails generation instead of shipping.
struct TextTemplate {
    /// Where the text came from, for messages.
    let path: String
    let text: String

    /// The text with every mark resolved.
    /// - Throws: ``GenerationError`` naming the file and the mark that cannot be resolved.
    func render(values: [String: String], flags: [String: Bool]) throws(GenerationError) -> String {
        var output = ""
        // The sections open around the current place: each with whether its text is kept.
        var open: [(name: String, keeps: Bool)] = []
        var rest = Substring(text)
        while let start = rest.range(of: "{{") {
            if open.allSatisfy(\.keeps) { output += rest[..<start.lowerBound] }
            guard let end = rest.range(of: "}}", range: start.upperBound..<rest.endIndex) else {
                throw error("a '{{' is never closed by '}}'", at: start.lowerBound)
            }
            let mark = rest[start.upperBound..<end.lowerBound]
            let name = String(mark.dropFirst())
            switch mark.first {
            case "#", "^":
                guard let flag = flags[name] else { throw error("unknown section '\(name)'", at: start.lowerBound) }
                open.append((name, mark.first == "#" ? flag : !flag))
            case "/":
                guard let last = open.popLast(), last.name == name else {
                    throw error("'{{/\(name)}}' closes no open section of that name", at: start.lowerBound)
                }
            default:
                guard let value = values[String(mark)] else {
                    throw error("unknown name '\(mark)'", at: start.lowerBound)
                }
                if open.allSatisfy(\.keeps) { output += value }
            }
            rest = rest[end.upperBound...]
        }
        if let unclosed = open.last { throw error("the section '\(unclosed.name)' is never closed", at: rest.endIndex) }
        output += rest
        return output
    }

    private func error(_ message: String, at index: String.Index) -> GenerationError {
        let line = text[..<index].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        return GenerationError("the kit's template \(path):\(line): \(message)")
    }
}
