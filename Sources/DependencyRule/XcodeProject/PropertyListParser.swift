/// A recursive-descent parser with a nesting limit, so that no input can exhaust the stack.
struct PropertyListParser: TextScanning {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    var index = 0
    var line = 1
    var lineStart = 0
    var nesting = 0

    init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
        skipByteOrderMark()
    }

    /// The character at the cursor, for messages.
    private var found: String {
        guard index < bytes.count else { return "the end of the file" }
        let byte = bytes[index]
        return byte >= 0x20 && byte < 0x7F ? "'\(Character(UnicodeScalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    }

    /// Where a value is expected, for messages (worded only when one is needed).
    enum Context {
        case root
        case value(of: String)
        case element(ofArrayAt: Int)

        var text: String {
            switch self {
            case .root: "the property list"
            case .value(let key): "the value of '\(key)'"
            case .element(let line): "a value or ')' in the array opened at line \(line)"
            }
        }
    }

    /// A value; `context` says where it was expected.
    mutating func value(context: Context) throws(CheckError) -> PropertyList.Located {
        try skipTrivia()
        guard index < bytes.count else {
            throw error("unexpected end of file: expected \(context.text)")
        }
        let (startLine, startColumn) = (line, column)
        let value: PropertyList
        switch bytes[index] {
        case UInt8(ascii: "{"): value = .dictionary(try dictionary(openedAt: startLine, startColumn))
        case UInt8(ascii: "("): value = .array(try array(openedAt: startLine, startColumn))
        case UInt8(ascii: "<"): value = .data(try data())
        case UInt8(ascii: "\""), UInt8(ascii: "'"): value = .string(try quoted())
        case let byte where Self.isUnquoted(byte): value = .string(unquoted())
        default: throw error("expected \(context.text), found \(found)")
        }
        return PropertyList.Located(value: value, line: startLine, column: startColumn)
    }

    private mutating func nest() throws(CheckError) {
        nesting += 1
        if nesting > 64 { throw error("nested too deeply (more than 64 levels)") }
    }

    private mutating func dictionary(openedAt line: Int, _ column: Int) throws(CheckError) -> PropertyList.Dictionary {
        try nest()
        defer { nesting -= 1 }
        index += 1
        var entries: [(key: PropertyList.Located, value: PropertyList.Located)] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else {
                throw error(
                    "unexpected end of file: the dictionary opened at line \(line), column \(column) is not closed: expected a key or '}'"
                )
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return PropertyList.Dictionary(entries)
            }
            let (keyLine, keyColumn) = (self.line, column)
            let key: String
            switch bytes[index] {
            case UInt8(ascii: "\""), UInt8(ascii: "'"): key = try quoted()
            case let byte where Self.isUnquoted(byte): key = unquoted()
            default: throw error("expected a key or '}' in the dictionary opened at line \(line), found \(found)")
            }
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw error("expected '=' after the key '\(key)', found \(found)")
            }
            index += 1
            let value = try self.value(context: .value(of: key))
            try skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                throw error("expected ';' after the value of '\(key)', found \(found)")
            }
            index += 1
            entries.append((PropertyList.Located(value: .string(key), line: keyLine, column: keyColumn), value))
        }
    }

    private mutating func array(openedAt line: Int, _ column: Int) throws(CheckError) -> [PropertyList.Located] {
        try nest()
        defer { nesting -= 1 }
        index += 1
        var elements: [PropertyList.Located] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else {
                throw error(
                    "unexpected end of file: the array opened at line \(line), column \(column) is not closed: expected a value or ')'"
                )
            }
            if bytes[index] == UInt8(ascii: ")") {
                index += 1
                return elements
            }
            elements.append(try value(context: .element(ofArrayAt: line)))
            try skipTrivia()
            guard index < bytes.count else { continue }  // reported as unclosed above
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] != UInt8(ascii: ")") {
                throw error("expected ',' or ')' in the array opened at line \(line), found \(found)")
            }
        }
    }

    /// `<0fbd 7771>`: pairs of hex digits, spaces between them allowed.
    private mutating func data() throws(CheckError) -> [UInt8] {
        let (startLine, startColumn) = (line, column)
        index += 1
        var result: [UInt8] = []
        var high: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw error("data ends in the middle of a byte: hex digits come in pairs") }
                index += 1
                return result
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\n") {
                index += 1
                line += 1
                lineStart = index
                continue
            }
            guard let digit = Self.hexValue(byte) else {
                throw error("expected a hex digit or '>' in data, found \(found)")
            }
            if let first = high {
                result.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
            index += 1
        }
        throw CheckError(
            "unexpected end of file: the data opened here is not closed with '>'", file: file, line: startLine,
            column: startColumn)
    }

    private mutating func quoted() throws(CheckError) -> String {
        let quote = bytes[index]
        let (startLine, startColumn) = (line, column)
        index += 1
        // Most strings hold no escape and no line break: taken whole.
        var end = index
        while end < bytes.count, bytes[end] != quote, bytes[end] != UInt8(ascii: "\\"), bytes[end] != UInt8(ascii: "\n")
        {
            end += 1
        }
        if end < bytes.count, bytes[end] == quote {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
            index = end + 1
            return text
        }
        var scalars = String.UnicodeScalarView()
        var run = index  // start of the bytes not yet copied
        func flush(_ parser: PropertyListParser, _ scalars: inout String.UnicodeScalarView, _ run: Int) {
            scalars.append(
                contentsOf: String(
                    decoding: UnsafeBufferPointer(rebasing: parser.bytes[run..<parser.index]), as: UTF8.self
                )
                .unicodeScalars)
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                flush(self, &scalars, run)
                index += 1
                return String(scalars)
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            flush(self, &scalars, run)
            index += 1
            guard index < bytes.count else { break }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "a"): scalars.append("\u{07}")
            case UInt8(ascii: "b"): scalars.append("\u{08}")
            case UInt8(ascii: "f"): scalars.append("\u{0C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "v"): scalars.append("\u{0B}")
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var code: UInt32 = 0
                var digits = 0
                while digits < 4, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
                    code = code << 4 | UInt32(digit)
                    digits += 1
                    index += 1
                }
                guard digits > 0, let scalar = Unicode.Scalar(code) else {
                    throw error("invalid \\U escape: expected up to four hex digits of a Unicode scalar")
                }
                scalars.append(scalar)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var code = UInt32(escaped - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                    code = code << 3 | UInt32(bytes[index] - UInt8(ascii: "0"))
                    digits += 1
                    index += 1
                }
                scalars.append(Unicode.Scalar(UInt8(truncatingIfNeeded: code)))
            case UInt8(ascii: "\n"):
                line += 1
                lineStart = index
                scalars.append("\n")
            case 0x80...:
                // Any other character stands for itself; one of several UTF-8 bytes is copied whole.
                index -= 1
            default:
                // `\"`, `\'`, `\\` and any other ASCII character stand for themselves.
                scalars.append(Unicode.Scalar(escaped))
            }
            run = index
        }
        throw CheckError(
            "unexpected end of file: the string opened here is not closed with \(quote == UInt8(ascii: "\"") ? "'\"'" : "\"'\"")",
            file: file, line: startLine, column: startColumn)
    }

    private mutating func unquoted() -> String {
        let start = index
        while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    /// The characters of an unquoted string: letters, digits and `_$+/:.-`.
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"),
            UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default: false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
