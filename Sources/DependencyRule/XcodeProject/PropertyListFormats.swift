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

/// An XML property list (`<plist><dict><key>…</key><string>…</string>…`), read into a
/// ``PropertyList``; numbers, booleans and dates become strings, data its base64 text's bytes.
private enum XMLPropertyList {
    static func parse(_ bytes: [UInt8], file: String) throws(CheckError) -> PropertyList.Located {
        var reader = XMLTags(bytes: bytes, file: file)
        guard let plist = try reader.next(), plist.name == "plist", plist.kind == .opening else {
            throw CheckError("an XML property list starts with <plist>", file: file, line: reader.line)
        }
        guard let first = try reader.next() else {
            throw CheckError("unexpected end of file: <plist> holds no value", file: file, line: reader.line)
        }
        let value = try self.value(first, &reader, file: file, depth: 0)
        guard let end = try reader.next(), end.name == "plist", end.kind == .closing else {
            throw CheckError("expected </plist> after the property list's value", file: file, line: reader.line)
        }
        return value
    }

    private static func value(
        _ tag: XMLTags.Tag, _ reader: inout XMLTags, file: String, depth: Int
    ) throws(CheckError) -> PropertyList.Located {
        func error(_ message: String) -> CheckError {
            CheckError(message, file: file, line: tag.line, column: tag.column)
        }
        guard depth < 64 else { throw error("nested too deeply (more than 64 levels)") }
        guard tag.kind != .closing else { throw error("expected a value, found </\(tag.name)>") }
        let located = { (value: PropertyList) in PropertyList.Located(value: value, line: tag.line, column: tag.column)
        }
        switch tag.name {
        case "true", "false":
            if tag.kind == .opening { try close(tag, &reader, file: file) }
            return located(.string(tag.name == "true" ? "YES" : "NO"))
        case "string", "integer", "real", "date", "data":
            guard tag.kind == .opening else { return located(.string("")) }
            let text = reader.text()
            try close(tag, &reader, file: file)
            return located(.string(tag.name == "data" ? text.filter { !$0.isWhitespace } : text))
        case "array":
            guard tag.kind == .opening else { return located(.array([])) }
            var elements: [PropertyList.Located] = []
            while let next = try reader.next() {
                if next.kind == .closing, next.name == "array" { return located(.array(elements)) }
                elements.append(try value(next, &reader, file: file, depth: depth + 1))
            }
            throw error("unexpected end of file: <array> is not closed")
        case "dict":
            guard tag.kind == .opening else { return located(.dictionary(PropertyList.Dictionary([]))) }
            var entries: [(key: PropertyList.Located, value: PropertyList.Located)] = []
            while let next = try reader.next() {
                if next.kind == .closing, next.name == "dict" {
                    return located(.dictionary(PropertyList.Dictionary(entries)))
                }
                guard next.name == "key", next.kind == .opening else {
                    throw CheckError(
                        "expected <key> or </dict> in a <dict>, found <\(next.name)>", file: file, line: next.line,
                        column: next.column)
                }
                let key = PropertyList.Located(value: .string(reader.text()), line: next.line, column: next.column)
                try close(next, &reader, file: file)
                guard let valueTag = try reader.next() else { break }
                entries.append((key, try value(valueTag, &reader, file: file, depth: depth + 1)))
            }
            throw error("unexpected end of file: <dict> is not closed")
        default:
            throw error("unknown property-list element <\(tag.name)>")
        }
    }

    private static func close(_ tag: XMLTags.Tag, _ reader: inout XMLTags, file: String) throws(CheckError) {
        guard let end = try reader.next(), end.kind == .closing, end.name == tag.name else {
            throw CheckError(
                "<\(tag.name)> is not closed by </\(tag.name)>", file: file, line: tag.line, column: tag.column)
        }
    }
}
