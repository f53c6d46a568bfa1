/// The other syntaxes Xcode reads a `project.pbxproj` in: JSON (`plutil -convert json`, and some
/// tools write it) and an XML property list. Xcode writes the old-style syntax back on its next
/// save; the checker reads all three into the same ``PropertyList``.
enum PropertyListFormats {
    /// The syntax of `bytes`, from its first characters.
    enum Syntax: Equatable { case openStep, json, xml }

    static func syntax(of bytes: [UInt8]) -> Syntax {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skipSpaces() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        }
        skipSpaces()
        guard index < bytes.count else { return .openStep }
        if bytes[index] == UInt8(ascii: "<"),
            bytes[(index + 1)...].starts(with: Array("?xml".utf8))
                || bytes[(index + 1)...].starts(with: Array("!DOCTYPE".utf8))
                || bytes[(index + 1)...].starts(with: Array("plist".utf8))
        {
            return .xml
        }
        guard bytes[index] == UInt8(ascii: "{") else { return .openStep }
        index += 1
        skipSpaces()
        // JSON: a quoted key followed by a colon.
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return .openStep }
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
        skipSpaces()
        return index < bytes.count && bytes[index] == UInt8(ascii: ":") ? .json : .openStep
    }

    /// Parses `bytes` in whichever syntax they are written.
    static func parse(_ bytes: [UInt8], file: String) throws(CheckError) -> PropertyList.Located {
        switch syntax(of: bytes) {
        case .openStep: return try PropertyList.parse(bytes, file: file)
        case .json: return convert(try JSONValue.parse(bytes, file: file))
        case .xml: return try XMLPropertyList.parse(bytes, file: file)
        }
    }

    /// A JSON value as a property list: numbers and booleans become the strings the old-style
    /// syntax would hold (`77`, `YES`).
    private static func convert(_ value: JSONValue.Located) -> PropertyList.Located {
        let converted: PropertyList
        switch value.value {
        case .string(let text): converted = .string(text)
        case .number(let number):
            converted = .string(number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number))
        case .bool(let flag): converted = .string(flag ? "YES" : "NO")
        case .null: converted = .string("")
        case .array(let elements): converted = .array(elements.map(convert))
        case .object(let members):
            converted = .dictionary(PropertyList.Dictionary(members.map { (convert($0.key), convert($0.value)) }))
        }
        return PropertyList.Located(value: converted, line: value.line, column: value.column)
    }
}
