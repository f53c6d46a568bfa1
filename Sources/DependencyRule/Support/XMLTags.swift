/// The tags of an XML document, one at a time, with their attributes; text, comments, the XML
/// declaration and doctype are skipped. Enough XML for `contents.xcworkspacedata`.
struct XMLTags {
    struct Tag {
        enum Kind { case opening, closing, empty }
        let kind: Kind
        let name: String
        let attributes: [String: String]
        let line: Int
        let column: Int
    }

    let bytes: [UInt8]
    let file: String
    private var index = 0
    private(set) var line = 1
    private var lineStart = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private func error(_ message: String) -> CheckError {
        CheckError(message, file: file, line: line, column: index - lineStart + 1)
    }

    private mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private func starts(with text: String) -> Bool {
        bytes[index...].starts(with: text.utf8)
    }

    /// Skips to `end` and past it, or fails with `what` not closed.
    private mutating func skip(past end: String, what: String) throws(CheckError) {
        let (startLine, startColumn) = (line, index - lineStart + 1)
        while index < bytes.count, !starts(with: end) { advance() }
        guard index < bytes.count else {
            throw CheckError(
                "unexpected end of file: \(what) opened here is not closed with '\(end)'", file: file, line: startLine,
                column: startColumn)
        }
        for _ in end.utf8 { advance() }
    }

    mutating func next() throws(CheckError) -> Tag? {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                advance()
                continue
            }
            if starts(with: "<?") {
                try skip(past: "?>", what: "the declaration")
            } else if starts(with: "<!--") {
                try skip(past: "-->", what: "the comment")
            } else if starts(with: "<!") {
                try skip(past: ">", what: "the declaration")
            } else {
                return try tag()
            }
        }
        return nil
    }

    /// The text up to the next tag, entities replaced (`<![CDATA[…]]>` kept as written).
    mutating func text() -> String {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") { advance() }
        return Self.unescaped(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func tag() throws(CheckError) -> Tag {
        let (startLine, startColumn) = (line, index - lineStart + 1)
        advance()  // <
        var closing = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
            closing = true
            advance()
        }
        let name = self.name()
        guard !name.isEmpty else { throw error("expected a tag name after '<'") }
        var attributes: [String: String] = [:]
        while true {
            skipSpaces()
            guard index < bytes.count else {
                throw CheckError(
                    "unexpected end of file: the tag '<\(name)' opened here is not closed with '>'", file: file,
                    line: startLine, column: startColumn)
            }
            if bytes[index] == UInt8(ascii: ">") {
                advance()
                return Tag(
                    kind: closing ? .closing : .opening, name: name, attributes: attributes, line: startLine,
                    column: startColumn)
            }
            if starts(with: "/>"), !closing {
                advance()
                advance()
                return Tag(kind: .empty, name: name, attributes: attributes, line: startLine, column: startColumn)
            }
            let attribute = self.name()
            guard !attribute.isEmpty, !closing else { throw error("expected an attribute or '>' in '<\(name)'") }
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw error("expected '=' after the attribute '\(attribute)'")
            }
            advance()
            skipSpaces()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw error("expected the quoted value of the attribute '\(attribute)'")
            }
            let quote = bytes[index]
            advance()
            let start = index
            while index < bytes.count, bytes[index] != quote { advance() }
            guard index < bytes.count else {
                throw error("unexpected end of file: the value of the attribute '\(attribute)' is not closed")
            }
            attributes[attribute] = Self.unescaped(String(decoding: bytes[start..<index], as: UTF8.self))
            advance()
        }
    }

    private mutating func name() -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isNameByte =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte >= 0x80
            guard isNameByte else { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipSpaces() {
        while index < bytes.count,
            [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(bytes[index])
        {
            advance()
        }
    }

    /// `&amp;` and the other predefined entities, and character references.
    static func unescaped(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            rest = rest[ampersand...]
            guard let semicolon = rest.firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: rest.startIndex)..<semicolon]
            let replacement: String? =
                switch entity {
                case "amp": "&"
                case "lt": "<"
                case "gt": ">"
                case "quot": "\""
                case "apos": "'"
                default:
                    if entity.hasPrefix("#x"), let code = UInt32(entity.dropFirst(2), radix: 16),
                        let scalar = Unicode.Scalar(code)
                    {
                        String(Character(scalar))
                    } else if entity.hasPrefix("#"), let code = UInt32(entity.dropFirst()),
                        let scalar = Unicode.Scalar(code)
                    {
                        String(Character(scalar))
                    } else {
                        nil
                    }
                }
            if let replacement {
                result += replacement
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result += "&"
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }
}
