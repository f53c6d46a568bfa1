/// A JSON value with where it stood in its file, as the configuration parser reads it.
///
/// The parser accepts JSON plus what people write in hand-kept files: `//` and `/* */`
/// comments and trailing commas. Errors carry the line and column.
package indirect enum JSONValue: Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null
    case array([Located])
    case object([(key: Located, value: Located)])

    /// A value and its 1-based position.
    package struct Located: Sendable {
        package let value: JSONValue
        package let line: Int
        package let column: Int

        package var string: String? { if case .string(let text) = value { text } else { nil } }
    }

    /// What kind of value this is, for messages: "a string", "an array".
    package var kindDescription: String {
        switch self {
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Parses `bytes`; errors name `file` and the position.
    package static func parse(_ bytes: [UInt8], file: String) throws(CheckError) -> Located {
        var parser = JSONParser(bytes: bytes, file: file)
        let value = try parser.value()
        try parser.skipTrivia()
        if parser.index < bytes.count { throw parser.error("unexpected text after the JSON value") }
        return value
    }
}

/// A recursive-descent parser with a nesting limit, so that no input can exhaust the stack.
private struct JSONParser: TextScanning {
    let bytes: [UInt8]
    let file: String
    var index = 0
    var line = 1
    var lineStart = 0
    var nesting = 0

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        skipByteOrderMark()
    }

    mutating func value() throws(CheckError) -> JSONValue.Located {
        try skipTrivia()
        guard index < bytes.count else { throw error("unexpected end of file: a value is missing") }
        let (startLine, startColumn) = (line, column)
        let value: JSONValue
        switch bytes[index] {
        case UInt8(ascii: "{"): value = try object()
        case UInt8(ascii: "["): value = try array()
        case UInt8(ascii: "\""): value = .string(try string())
        case UInt8(ascii: "t"): try keyword("true"); value = .bool(true)
        case UInt8(ascii: "f"): try keyword("false"); value = .bool(false)
        case UInt8(ascii: "n"): try keyword("null"); value = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try number())
        default:
            throw error("unexpected character '\(String(decoding: [bytes[index]], as: UTF8.self))': expected a value")
        }
        return JSONValue.Located(value: value, line: startLine, column: startColumn)
    }

    private mutating func nest() throws(CheckError) {
        nesting += 1
        if nesting > 64 { throw error("nested too deeply") }
    }

    private mutating func object() throws(CheckError) -> JSONValue {
        try nest()
        defer { nesting -= 1 }
        index += 1
        var members: [(key: JSONValue.Located, value: JSONValue.Located)] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("unexpected end of file: '}' is missing") }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            guard bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in double quotes or '}'") }
            let (keyLine, keyColumn) = (line, column)
            let key = try string()
            if members.contains(where: { $0.key.string == key }) {
                throw CheckError("duplicate key '\(key)'", file: file, line: keyLine, column: keyColumn)
            }
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("expected ':' after key '\(key)'")
            }
            index += 1
            members.append((JSONValue.Located(value: .string(key), line: keyLine, column: keyColumn), try value()))
            try skipTrivia()
            guard index < bytes.count else { throw error("unexpected end of file: '}' is missing") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: "}") {
                throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func array() throws(CheckError) -> JSONValue {
        try nest()
        defer { nesting -= 1 }
        index += 1
        var elements: [JSONValue.Located] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else { throw error("unexpected end of file: ']' is missing") }
            if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            elements.append(try value())
            try skipTrivia()
            guard index < bytes.count else { throw error("unexpected end of file: ']' is missing") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: "]") {
                throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func string() throws(CheckError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run = index  // start of the bytes not yet copied
        func flush(_ parser: JSONParser, _ scalars: inout String.UnicodeScalarView, _ run: Int) {
            scalars.append(contentsOf: String(decoding: parser.bytes[run..<parser.index], as: UTF8.self).unicodeScalars)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(self, &scalars, run)
                index += 1
                return String(scalars)
            }
            if byte == UInt8(ascii: "\n") || byte < 0x20 {
                throw error("a string cannot hold a line break or control character")
            }
            if byte == UInt8(ascii: "\\") {
                flush(self, &scalars, run)
                index += 1
                guard index < bytes.count else { break }
                switch bytes[index] {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), bytes[(index + 1)...].starts(with: Array("\\u".utf8)) {
                        index += 2
                        let low = try hex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
                    scalars.append(scalar)
                default: throw error("invalid escape in string")
                }
                index += 1
                run = index
                continue
            }
            index += 1
        }
        throw error("unexpected end of file: a string is not closed")
    }

    /// Four hex digits after `\u`; leaves the cursor on the last one.
    private mutating func hex4() throws(CheckError) -> UInt32 {
        guard index + 4 < bytes.count,
            let code = UInt32(String(decoding: bytes[(index + 1)...(index + 4)], as: UTF8.self), radix: 16)
        else { throw error("invalid \\u escape: four hex digits expected") }
        index += 4
        return code
    }

    private mutating func number() throws(CheckError) -> Double {
        let start = index
        while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
        guard let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            index = start
            throw error("invalid number")
        }
        return number
    }

    private mutating func keyword(_ word: String) throws(CheckError) {
        guard bytes[index...].starts(with: Array(word.utf8)) else { throw error("unexpected word: expected a value") }
        index += word.utf8.count
    }
}

extension [(key: JSONValue.Located, value: JSONValue.Located)] {
    /// The value of the member called `name`.
    func member(_ name: String) -> JSONValue.Located? {
        first { $0.key.string == name }?.value
    }
}

extension JSONValue.Located {
    /// The elements, when this is an array.
    var array: [JSONValue.Located]? {
        if case .array(let elements) = value { elements } else { nil }
    }
}
