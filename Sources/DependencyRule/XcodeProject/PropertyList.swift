/// A value of an old-style (OpenStep) property list, the syntax of `project.pbxproj`, with where
/// it stood in its file.
///
/// The whole syntax is read: dictionaries `{ key = value; }`, arrays `( a, b, )`, strings quoted
/// with `"` or `'` (escapes `\n`, `\t`, `\"`, `\\`, `\U` and four hex digits, `\` and up to three
/// octal digits, and the others C has) or unquoted (letters, digits and `_$+/:.-`), data
/// `<0fbd 7771>`, and `/* */` and `//` comments. A key given twice keeps its last value, as
/// Foundation does. Errors carry the line and column and say what was expected there.
enum PropertyList: Sendable {
    case string(String)
    case data([UInt8])
    case array([Located])
    case dictionary(Dictionary)

    /// A value and its 1-based position.
    struct Located: Sendable {
        let value: PropertyList
        let line: Int
        let column: Int

        var string: String? { if case .string(let text) = value { text } else { nil } }
        var array: [Located]? { if case .array(let elements) = value { elements } else { nil } }
        var dictionary: Dictionary? { if case .dictionary(let members) = value { members } else { nil } }
    }

    /// The members of a dictionary in the order written, and by key.
    struct Dictionary: Sendable {
        /// Keys with their values, in the order written (a key given twice appears twice).
        let entries: [(key: Located, value: Located)]
        private let index: [String: Int]

        init(_ entries: [(key: Located, value: Located)]) {
            self.entries = entries
            // A small dictionary (an object of a project) is searched; a large one (`objects`) indexed.
            guard entries.count > 16 else {
                index = [:]
                return
            }
            var index: [String: Int] = [:]
            index.reserveCapacity(entries.count)
            for (position, entry) in entries.enumerated() {
                if let key = entry.key.string { index[key] = position }
            }
            self.index = index
        }

        subscript(_ key: String) -> Located? {
            if entries.count > 16 { return index[key].map { entries[$0].value } }
            return entries.last { $0.key.string == key }?.value
        }
    }

    /// What kind of value this is, for messages: "a string", "an array".
    var kindDescription: String {
        switch self {
        case .string: "a string"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }

    /// Parses `bytes`, one value (after an optional `// !$*UTF8*$!` line); errors name `file`
    /// and the position.
    static func parse(_ bytes: [UInt8], file: String) throws(CheckError) -> Located {
        try bytes.withUnsafeBufferPointer { (buffer) throws(CheckError) -> Located in
            var parser = PropertyListParser(bytes: buffer, file: file)
            let value = try parser.value(context: .root)
            try parser.skipTrivia()
            if parser.index < buffer.count { throw parser.error("unexpected text after the property list's value") }
            return value
        }
    }
}
