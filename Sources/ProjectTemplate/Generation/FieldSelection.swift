import DependencyRule

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A feature's fields made from the slice's, which holds one field of every kind
/// (``Slice/fields``): generation keeps the lines of a slice field once for each field of its
/// kind the feature asks for, renamed in every form (``FeatureField/forms``), in the order asked,
/// and drops the lines of a kind not asked for. The first `String` field that is not optional
/// takes the row's lines (the slice's first field).
///
/// The unit kept or dropped is a declaration or statement with its leading comments and
/// attributes: a line that names a field, and, when it opens a bracket, the lines up to its
/// close (a test function, an option spec over two lines). Consecutive units of fields are
/// reordered as the feature's fields are. So the slice's code keeps each field on its own units
/// (``problems(in:)``), and its lists end in a trailing comma.
struct FieldSelection {
    /// The slice's fields.
    let templates: [FeatureField]
    /// Each field of the feature with the index of the slice's field it is made from, in order.
    let assignments: [(template: Int, field: FeatureField)]
    /// The feature's schema history since it was made, each change a step of its record's
    /// migrations.
    let changes: [FieldChange]

    /// The slice's line of a migration step, which the changes' steps are made from.
    static let migrationLine = "SchemaMigration(to: "

    /// - Parameters:
    ///   - fields: the feature's, which ``FeatureField/checkFeature(_:)`` accepts.
    ///   - changes: the feature's schema history since it was made, in order (`fields` are after it).
    init(fields: [FeatureField], changes: [FieldChange] = [], templates: [FeatureField] = Slice.fields) {
        self.templates = templates
        self.changes = changes
        var assignments: [(Int, FeatureField)] = []
        var rowTaken = false
        for field in fields {
            let isRow = !rowTaken && field.kind == .string && !field.isOptional
            rowTaken = rowTaken || isRow
            let template =
                isRow
                ? 0
                : templates.indices.dropFirst().first {
                    templates[$0].kind == field.kind && templates[$0].isOptional == field.isOptional
                }!
            assignments.append((template, field))
        }
        self.assignments = assignments
    }

    /// `text`, a file of the slice, with the feature's fields.
    func apply(to text: String) -> String {
        let units = Self.units(of: text, templates: templates)
        var lines: [Substring] = []
        var index = 0
        while index < units.count {
            if !units[index].fields.isEmpty, units[index].lines.contains(where: { $0.contains(Self.migrationLine) }) {
                lines += migrations(from: units[index])
                index += 1
                continue
            }
            guard units[index].fields.count == 1 else {
                lines += units[index].lines
                index += 1
                continue
            }
            var run: [Unit] = []
            while index < units.count, units[index].fields.count == 1 {
                run.append(units[index])
                index += 1
            }
            for (template, field) in assignments {
                let renaming = zip(templates[template].forms, field.forms).map { ($0, $1) }
                for unit in run where unit.fields.first == template {
                    lines += unit.lines.map { Substring(Self.renamed($0, renaming)) }
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The slice's migration step `unit`, made once for each change: its version and its list
    /// of changes the change's (``FieldChange/migrationList``).
    private func migrations(from unit: Unit) -> [Substring] {
        let text = unit.lines.joined(separator: "\n")
        return changes.enumerated().flatMap { step, change in
            var lines = Self.step(text, version: step + 2, change: change).split(
                separator: "\n", omittingEmptySubsequences: false)
            // The formatter takes the comma off the slice's one step; several need theirs.
            if let last = lines.last, !last.hasSuffix(",") { lines[lines.count - 1] = last + "," }
            return lines
        }
    }

    /// `text`, the slice's migration step, as the step of `change` at `version`: its version
    /// (`to: 2`) and its list of changes (`[.add(…)]`), each found by tokens.
    static func step(_ text: String, version: Int, change: FieldChange) -> String {
        let source = SwiftTokens(text)
        var edits: [(tokens: ClosedRange<Int>, text: String)] = []
        for position in source.tokens.indices {
            if source.isToken(position, "to"), source.isToken(position + 1, ":"),
                source.tokens.indices.contains(position + 2), source.tokens[position + 2].kind == .number
            {
                edits.append((position + 2...position + 2, "\(version)"))
            } else if source.isToken(position, "["), let close = source.closing(position) {
                edits.append((position...close, change.migrationList))
                break
            }
        }
        return source.replacing(edits)
    }

    /// Why `text` cannot be selected from: each unit that names two fields, with its first line
    /// (1-based).
    static func problems(in text: String, templates: [FeatureField] = Slice.fields) -> [(line: Int, message: String)] {
        units(of: text, templates: templates).filter { $0.fields.count > 1 }.map { unit in
            let names = unit.fields.sorted().map { templates[$0].name }.joined(separator: ", ")
            return (unit.firstLine + 1, "one unit names the fields \(names): give each its own lines")
        }
    }

    /// Lines kept or dropped together, and the slice fields they name.
    struct Unit {
        var firstLine: Int
        var lines: [Substring] = []
        var fields: Set<Int> = []
    }

    /// The units of each text cut in this process, by the text (its bytes: the units are slices of
    /// it) and the slice's fields: an update renders every feature from the same slice files.
    private static let cut = ProcessMemo<UnitsKey, [Unit]>()

    private struct UnitsKey: Hashable {
        let text: FileText
        let templates: [FeatureField]
    }

    /// `text` cut into units: leading comments and attribute lines with the line they lead; a line
    /// that names a field with the lines up to its brackets' close, and one blank line after a
    /// unit of several lines; every other line alone.
    static func units(of text: String, templates: [FeatureField]) -> [Unit] {
        cut.value(for: UnitsKey(text: FileText(text: text), templates: templates)) {
            cutting(text, templates: templates)
        }
    }

    private static func cutting(_ text: String, templates: [FeatureField]) -> [Unit] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let (depths, inString) = brackets(of: text, lines: lines.count)
        var units: [Unit] = []
        var index = 0
        func take(into unit: inout Unit) -> Int {
            let line = lines[index]
            unit.lines.append(line)
            unit.fields.formUnion(named(in: line, templates: templates))
            index += 1
            return depths[index - 1]
        }
        while index < lines.count {
            var unit = Unit(firstLine: index)
            // Comments and attributes lead the line that follows (an attribute over several lines
            // leads its next line only, so that its arguments can be one a field).
            while index < lines.count, !inString[index], isLead(lines[index]) { _ = take(into: &unit) }
            guard index < lines.count else {
                units.append(unit)
                break
            }
            let startsInString = inString[index]
            var depth = take(into: &unit)
            if !unit.fields.isEmpty, !startsInString, depth > 0 {
                while depth > 0, index < lines.count { depth += take(into: &unit) }
                if index < lines.count, lines[index].allSatisfy(\.isWhitespace) {
                    unit.lines.append(lines[index])
                    index += 1
                }
            }
            units.append(unit)
        }
        return units
    }

    /// For each of the `count` lines of `text`, how many more brackets (`(`, `[`, `{`) it opens
    /// than it closes outside strings and comments, and whether it starts inside a string: read
    /// with the checker's lexer.
    static func brackets(of text: String, lines count: Int) -> (depths: [Int], inString: [Bool]) {
        var depths = [Int](repeating: 0, count: count)
        var inString = [Bool](repeating: false, count: count)
        var text = text
        text.withUTF8 { bytes in
            var lexer = SwiftLexer(bytes: bytes)
            var line = 0
            var scanned = 0
            func advance(to offset: Int) {
                while scanned < offset {
                    if bytes[scanned] == UInt8(ascii: "\n") { line += 1 }
                    scanned += 1
                }
            }
            while let token = lexer.next() {
                advance(to: token.start)
                switch token.kind {
                case .punctuation:
                    switch bytes[token.start] {
                    case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depths[line] += 1
                    case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depths[line] -= 1
                    default: break
                    }
                case .string:
                    let first = line
                    advance(to: token.end)
                    for inside in (first + 1)..<(line + 1) { inString[inside] = true }
                default: break
                }
            }
        }
        return (depths, inString)
    }

    /// Whether `line` is a comment or an attribute, which leads the line after it.
    private static func isLead(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " }
        return trimmed.hasPrefix("//") || trimmed.hasPrefix("@")
    }

    /// The indices of the templates whose forms `line` holds.
    static func named(in line: Substring, templates: [FeatureField]) -> Set<Int> {
        var found: Set<Int> = []
        let bytes = Array(line.utf8)
        // Index loops: in an unoptimized build (the tests'), a zip's iterator is most of the cost.
        for index in templates.indices {
            let forms = templates[index].formBytes
            for position in 0..<min(forms.count, Self.kinds.count)
            where !occurrences(of: forms[position], Self.kinds[position], in: bytes).isEmpty {
                found.insert(index)
                break
            }
        }
        return found
    }

    /// Every form's kind, in the order of ``FeatureField/formBytes``.
    private static let kinds = FeatureField.Form.allCases

    /// `line` with each form of `renaming` replaced by its new spelling.
    /// In one pass over the line as it is, so that no new spelling is renamed again
    /// (`fullDisplayName` holds `DisplayName`).
    private static func renamed(_ line: Substring, _ renaming: [(String, String)]) -> String {
        let bytes = Array(line.utf8)
        var replacements: [(start: Int, end: Int, to: String)] = []
        for ((from, to), kind) in zip(renaming, FeatureField.Form.allCases) {
            for start in occurrences(of: Array(from.utf8), kind, in: bytes) {
                replacements.append((start, start + from.utf8.count, to))
            }
        }
        var result: [UInt8] = []
        var index = 0
        // The longest first where two start together; an overlapped one is left.
        for replacement in replacements.sorted(by: { ($0.start, -$0.end) < ($1.start, -$1.end) })
        where replacement.start >= index {
            result += bytes[index..<replacement.start]
            result += Array(replacement.to.utf8)
            index = replacement.end
        }
        result += bytes[index...]
        return String(decoding: result, as: UTF8.self)
    }

    /// Where `pattern` starts in `bytes`: found with `memchr` and `memcmp`, which are quick in a
    /// debug build too (every slice line is searched for every form of every field).
    private static func candidates(of pattern: [UInt8], in bytes: [UInt8]) -> [Int] {
        var starts: [Int] = []
        bytes.withUnsafeBufferPointer { haystack in
            pattern.withUnsafeBufferPointer { needle in
                guard let base = haystack.baseAddress, let first = needle.first, let needleBase = needle.baseAddress
                else { return }
                let last = haystack.count - needle.count
                var start = 0
                while start <= last, let hit = memchr(base + start, Int32(first), last - start + 1) {
                    let position = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + position, needleBase, needle.count) == 0 { starts.append(position) }
                    start = position + 1
                }
            }
        }
        return starts
    }

    /// Where `form` stands in `bytes` as a whole word of its kind: `displayName` not in
    /// `displayNames`, `DisplayName` in `blankDisplayName`, `display-name` in `--display-name`.
    private static func occurrences(of pattern: [UInt8], _ kind: FeatureField.Form, in bytes: [UInt8]) -> [Int] {
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return [] }
        func isIdentifier(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                || byte == 0x5F
        }
        func isLetter(_ byte: UInt8) -> Bool { (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) }
        func isSmall(_ byte: UInt8) -> Bool { (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) }
        var found: [Int] = []
        for start in candidates(of: pattern, in: bytes) {
            let before = start > 0 ? bytes[start - 1] : nil
            let after = start + pattern.count < bytes.count ? bytes[start + pattern.count] : nil
            let fits: Bool
            switch kind {
            case .variable, .placeholder:
                fits = !(before.map(isIdentifier) ?? false) && !(after.map(isIdentifier) ?? false)
            case .type:
                fits = !(after.map { isSmall($0) || $0 == 0x5F } ?? false)
            case .option:
                fits = !(before.map(isIdentifier) ?? false) && !(after.map { isIdentifier($0) || $0 == 0x2D } ?? false)
            case .phrase, .capitalizedPhrase:
                fits = !(before.map(isLetter) ?? false) && !(after.map(isLetter) ?? false)
            }
            if fits { found.append(start) }
        }
        return found
    }
}
