/// An XML property list (`<plist><dict><key>…</key><string>…</string>…`), read into a
/// ``PropertyList``; numbers, booleans and dates become strings, data its base64 text's bytes.
enum XMLPropertyList {
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
