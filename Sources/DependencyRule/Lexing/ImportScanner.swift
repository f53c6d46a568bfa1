#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds every `import` declaration in Swift source, working on UTF-8 bytes without building
/// strings for anything but what it reports.
///
/// It is a lexer, not a pattern match: comments (nested block comments too), string literals of
/// every kind (escapes, multi-line, raw with any number of `#`, interpolations holding further
/// strings), extended regex literals (`#/…/#`), backticked identifiers and member access
/// (`x.import`) never produce an import. An `import` counts where Swift allows one: at file scope,
/// outside any `(`, `[` or `{`. Attributes and an access level written before the keyword are
/// collected; `#if` conditions around it are recorded. Every input, valid Swift or not, is
/// scanned in one pass, in time linear in its length, with no recursion.
public struct ImportScanner {
    /// What a scan finds in one file.
    public struct Result: Sendable {
        public var imports: [ImportDeclaration]
        /// The `// dependency-rule:` comments, in order.
        public var directives: [DirectiveComment]
    }

    /// The imports in `source`.
    public static func imports(in source: String) -> [ImportDeclaration] {
        scan(source).imports
    }

    /// The imports and directive comments in `source`.
    public static func scan(_ source: String) -> Result {
        var source = source
        return source.withUTF8 { scan($0) }
    }

    /// The imports and directive comments in the UTF-8 bytes of a source file.
    public static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> Result {
        var scanner = ImportScanner(bytes: bytes)
        scanner.run()
        return Result(imports: scanner.found, directives: scanner.directives)
    }

    /// The parentheses and string literals of the code in `source`, in order, found by the same
    /// lexer (so comments, raw and multi-line strings and interpolations are handled alike).
    public static func codeTokens(in source: String) -> [CodeToken] {
        var source = source
        return source.withUTF8 { bytes in
            var scanner = ImportScanner(bytes: bytes)
            scanner.tokens = []
            scanner.run()
            return scanner.tokens ?? []
        }
    }

    // MARK: - State

    /// What the bytes at the cursor belong to, innermost last.
    private enum Context {
        /// A string literal: its number of `#` and whether it is multi-line.
        case string(hashes: Int, multiline: Bool)
        /// The code of an interpolation `\( … )`, with its own open-parenthesis count.
        case interpolation(depth: Int)
    }

    /// One `#if` block being scanned.
    private struct ConditionFrame {
        var earlier: [String] = []
        var current: String?
        /// The brace depth at `#if`: each branch starts from it, so that branches that each open
        /// a brace (`#if A extension X { #else extension X: P { #endif`) count once.
        var depth = 0

        /// The condition of the clause being scanned.
        var description: String {
            let negated = earlier.map { "!(\($0))" }
            return (negated + (current.map { [$0] } ?? [])).joined(separator: " && ")
        }
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let classes = ByteClass.table
    private var index = 0
    /// Lines are counted only up to the imports found, when they are found.
    private var countedUpTo = 0
    private var countedLine = 1
    private var countedLineStart = 0
    private var stack: [Context] = []
    /// Open `(`, `[` and `{` at file scope.
    private var depth = 0
    private var conditions: [ConditionFrame] = []
    /// The description of each frame, kept in step with `conditions` one frame per directive, so
    /// that an import shares this array instead of rebuilding every frame's text (which made
    /// deeply nested or never-closed `#if`s quadratic).
    private var conditionDescriptions: [String] = []
    /// How many of `conditionDescriptions` are empty (an `#if` without a condition).
    private var emptyConditions = 0
    private var found: [ImportDeclaration] = []
    private var directives: [DirectiveComment] = []
    /// Where the last directive comment started: the import parser may look at a comment and
    /// back off, so the main loop can meet the same comment twice.
    private var lastDirective = -1
    /// The code tokens, collected only when asked for (`codeTokens(in:)`).
    private var tokens: [CodeToken]?
    /// The string literal of code being scanned: where it starts, where its text starts, and
    /// whether it interpolates.
    private var literal: (start: Int, textStart: Int, interpolates: Bool)?

    // What was written before a possible `import` keyword.
    private var pendingAttributes: [String] = []
    private var pendingAccess: String?
    private var afterDot = false

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
            countedUpTo = 3
            countedLineStart = 3
        }
    }

    // MARK: - Main loop

    private mutating func run() {
        while index < bytes.count {
            switch stack.last {
            case .string(let hashes, let multiline)?:
                scanString(hashes: hashes, multiline: multiline)
            case .interpolation?, nil:
                scanCode()
            }
        }
    }

    /// Code, token by token, until a string starts or the interpolation being scanned ends.
    ///
    /// Inside braces or an interpolation only nesting, literals and comments matter, so the
    /// bytes of everything else are skipped in a tight loop.
    private mutating func scanCode() {
        let entryCount = stack.count
        while index < bytes.count, stack.count == entryCount {
            if depth > 0 || entryCount > 0 {
                while index < bytes.count, classes[Int(bytes[index])].isSkippedInsideBraces { index += 1 }
                guard index < bytes.count else { return }
            }
            let byte = bytes[index]
            switch classes[Int(byte)] {
            case .identifier:
                scanIdentifier()
            case .space, .newline:
                index += 1
                while index < bytes.count, classes[Int(bytes[index])].isTrivia { index += 1 }
            case .slash:
                if peek(1) == .slash {
                    skipLineComment()
                } else if peek(1) == .asterisk {
                    skipBlockComment()
                } else {
                    index += 1
                    endToken()
                }
            case .quote:
                index += 1
                startString(hashes: 0, delimiterStart: index - 1)
            case .hash:
                scanHash()
            case .backtick:
                skipBacktickIdentifier()
                endToken()
            case .at:
                scanAttribute()
            case .open:
                if tokens != nil, stack.isEmpty, byte == .openParen { tokens?.append(.openParenthesis(offset: index)) }
                index += 1
                open()
            case .close:
                if tokens != nil, stack.isEmpty, byte == .closeParen {
                    tokens?.append(.closeParenthesis(offset: index))
                }
                index += 1
                close(byte)
            case .dot:
                index += 1
                clearPending()
                afterDot = true
            case .digit:
                index += 1
                while index < bytes.count, classes[Int(bytes[index])].continuesIdentifier { index += 1 }
                endToken()
            case .other, .backslash:
                index += 1
                endToken()
            }
        }
    }

    // MARK: - Tokens

    private mutating func scanIdentifier() {
        let start = index
        index += 1
        while index < bytes.count, classes[Int(bytes[index])].continuesIdentifier { index += 1 }
        guard stack.isEmpty, depth == 0, !afterDot else {
            endToken()
            return
        }
        if matches(start, "import") {
            scanImport(keywordStart: start)
        } else if let access = Self.accessLevels.first(where: { matches(start, $0) }) {
            pendingAccess = "\(access)"
            afterDot = false
        } else {
            endToken()
        }
    }

    /// After `@`: the attribute's name and, when one follows at once, its balanced argument list.
    private mutating func scanAttribute() {
        let start = index
        index += 1
        while index < bytes.count, bytes[index].isIdentifierBody { index += 1 }
        guard stack.isEmpty, depth == 0, index > start + 1 else {
            endToken()
            return
        }
        if index < bytes.count, bytes[index] == .openParen {
            // Arguments of an attribute before `import` are plain names (`@_spi(Internal)`); stop
            // at anything that could start a nested construct and let the main loop handle it.
            var end = index + 1
            var simple = true
            while end < bytes.count, bytes[end] != .closeParen {
                let byte = bytes[end]
                if byte == .quote || byte == .newline || byte == .carriageReturn || byte == .openParen
                    || byte == .slash || byte == .hash
                {
                    simple = false
                    break
                }
                end += 1
            }
            if simple, end < bytes.count {
                index = end + 1
            } else {
                pendingAttributes.append(text(start, index))
                afterDot = false
                return
            }
        }
        pendingAttributes.append(text(start, index))
        afterDot = false
    }

    /// `#` starts a raw string, an extended regex literal, or a directive (`#if`, `#warning`…).
    private mutating func scanHash() {
        var hashes = 0
        while peek(hashes) == .hash { hashes += 1 }
        switch peek(hashes) {
        case .quote?:
            index += hashes + 1
            startString(hashes: hashes, delimiterStart: index - hashes - 1)
        case .slash?:
            index += hashes + 1
            skipExtendedRegex(hashes: hashes)
            endToken()
        default:
            index += hashes
            guard hashes == 1, index < bytes.count, bytes[index].isIdentifierHead else {
                endToken()
                return
            }
            let start = index
            while index < bytes.count, bytes[index].isIdentifierBody { index += 1 }
            if matches(start, "if") {
                conditions.append(ConditionFrame(current: readCondition(), depth: depth))
                conditionDescriptions.append("")
                emptyConditions += 1
                describeInnermostCondition()
            } else if matches(start, "elseif") {
                let condition = readCondition()
                if !conditions.isEmpty {
                    if let current = conditions[conditions.count - 1].current {
                        conditions[conditions.count - 1].earlier.append(current)
                    }
                    conditions[conditions.count - 1].current = condition
                    if stack.isEmpty { depth = conditions[conditions.count - 1].depth }
                    describeInnermostCondition()
                }
            } else if matches(start, "else") {
                if !conditions.isEmpty, let current = conditions[conditions.count - 1].current {
                    conditions[conditions.count - 1].earlier.append(current)
                    conditions[conditions.count - 1].current = nil
                    if stack.isEmpty { depth = conditions[conditions.count - 1].depth }
                    describeInnermostCondition()
                }
            } else if matches(start, "endif"), conditions.popLast() != nil {
                if conditionDescriptions.removeLast().isEmpty { emptyConditions -= 1 }
            }
            endToken()
        }
    }

    /// Brings the innermost frame's entry of `conditionDescriptions` up to date.
    private mutating func describeInnermostCondition() {
        let last = conditionDescriptions.count - 1
        let description = conditions[last].description
        if conditionDescriptions[last].isEmpty { emptyConditions -= 1 }
        if description.isEmpty { emptyConditions += 1 }
        conditionDescriptions[last] = description
    }

    /// The rest of a directive's line, up to a comment, trimmed.
    private mutating func readCondition() -> String {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == .newline || byte == .carriageReturn { break }
            if byte == .slash, peek(1) == .slash || peek(1) == .asterisk { break }
            index += 1
        }
        return text(start, index).trimmingSpaces()
    }

    /// After the `import` keyword: an optional kind, then the dotted path.
    private mutating func scanImport(keywordStart: Int) {
        let (keywordLine, keywordColumn) = position(of: keywordStart)
        var kind: String?
        var path: [String] = []

        skipTrivia()
        if let word = peekIdentifier(), Self.importKinds.contains(word.text) {
            kind = word.text
            index = word.end
            skipTrivia()
        }
        while index < bytes.count {
            guard let component = readPathComponent() else { break }
            path.append(component)
            let beforeTrivia = index
            skipTrivia()
            guard index < bytes.count, bytes[index] == .dot else {
                index = beforeTrivia
                break
            }
            index += 1
            skipTrivia()
        }
        if let module = path.first {
            found.append(
                ImportDeclaration(
                    module: module, path: path, line: keywordLine, column: keywordColumn,
                    attributes: pendingAttributes, accessLevel: pendingAccess, kind: kind,
                    conditions: emptyConditions == 0
                        ? conditionDescriptions : conditionDescriptions.filter { !$0.isEmpty }))
        }
        endToken()
    }

    /// An identifier, a backticked identifier, or (for `import func M.+`) an operator.
    private mutating func readPathComponent() -> String? {
        guard index < bytes.count else { return nil }
        let byte = bytes[index]
        if byte == .backtick {
            let start = index + 1
            skipBacktickIdentifier()
            let end = index > start && bytes[index - 1] == .backtick ? index - 1 : index
            return end > start ? text(start, end) : nil
        }
        if byte.isIdentifierHead {
            let start = index
            while index < bytes.count, bytes[index].isIdentifierBody { index += 1 }
            return text(start, index)
        }
        if byte.isOperatorCharacter {
            let start = index
            while index < bytes.count, bytes[index].isOperatorCharacter, !startsComment(at: index) { index += 1 }
            return index > start ? text(start, index) : nil
        }
        return nil
    }

    private func peekIdentifier() -> (text: String, end: Int)? {
        guard index < bytes.count, bytes[index].isIdentifierHead else { return nil }
        var end = index + 1
        while end < bytes.count, bytes[end].isIdentifierBody { end += 1 }
        return (text(index, end), end)
    }

    // MARK: - Nesting

    private mutating func open() {
        endToken()
        if case .interpolation(let depth)? = stack.last {
            stack[stack.count - 1] = .interpolation(depth: depth + 1)
        } else if stack.isEmpty {
            depth += 1
        }
    }

    private mutating func close(_ byte: UInt8) {
        endToken()
        if case .interpolation(let depth)? = stack.last {
            guard byte == .closeParen else { return }
            if depth == 0 {
                stack.removeLast()  // back into the string
            } else {
                stack[stack.count - 1] = .interpolation(depth: depth - 1)
            }
        } else if stack.isEmpty, depth > 0 {
            depth -= 1
        }
    }

    // MARK: - Literals and comments

    /// The cursor is just past the opening `"` (and its `#`s, the first of them at
    /// `delimiterStart`); decides single or multi-line.
    private mutating func startString(hashes: Int, delimiterStart: Int) {
        let outermost = stack.isEmpty
        if peek(0) == .quote, peek(1) == .quote {
            index += 2
            stack.append(.string(hashes: hashes, multiline: true))
        } else {
            stack.append(.string(hashes: hashes, multiline: false))
        }
        if tokens != nil, outermost { literal = (delimiterStart, index, false) }
    }

    /// Records the string literal of code that has just ended, its text ending at `textEnd`.
    private mutating func endLiteral(textEnd: Int) {
        guard tokens != nil, stack.isEmpty, let literal else { return }
        let text = literal.interpolates ? nil : self.text(literal.textStart, max(literal.textStart, textEnd))
        tokens?.append(.string(start: literal.start, end: index, text: text))
        self.literal = nil
    }

    /// Scans string content until its end, an interpolation, or (single-line) the end of the line.
    private mutating func scanString(hashes: Int, multiline: Bool) {
        while index < bytes.count {
            let byte = bytes[index]
            let kind = classes[Int(byte)]
            if kind != .quote && kind != .backslash && kind != .newline {
                index += 1
                continue
            }
            switch byte {
            case .backslash:
                guard hasHashes(hashes, at: index + 1) else {
                    index += 1
                    continue
                }
                index += 1 + hashes
                guard index < bytes.count else { return }
                if bytes[index] == .openParen {
                    index += 1
                    stack.append(.interpolation(depth: 0))
                    literal?.interpolates = true
                    return
                }
                if bytes[index] == .newline || bytes[index] == .carriageReturn {
                    consumeNewline()  // a line continuation in a multi-line string
                } else {
                    index += 1
                }
            case .quote:
                let delimiter = multiline ? 3 : 1
                if (0..<delimiter).allSatisfy({ peek($0) == .quote }), hasHashes(hashes, at: index + delimiter) {
                    let textEnd = index
                    index += delimiter + hashes
                    stack.removeLast()
                    endLiteral(textEnd: textEnd)
                    return
                }
                index += 1
            case .newline, .carriageReturn:
                if !multiline {
                    stack.removeLast()  // unterminated: the string ends with its line
                    endLiteral(textEnd: index)
                    return
                }
                consumeNewline()
            default:
                index += 1
            }
        }
    }

    /// The cursor is just past `#…#/`; skips to `/` followed by the same number of `#`.
    private mutating func skipExtendedRegex(hashes: Int) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == .newline || byte == .carriageReturn {
                consumeNewline()
            } else if byte == .backslash {
                index += 2
            } else if byte == .slash, hasHashes(hashes, at: index + 1) {
                index += 1 + hashes
                return
            } else {
                index += 1
            }
        }
        index = bytes.count
    }

    /// Skips to the end of the line (not past it), with `memchr` for the usual `\n` and a check
    /// for a lone `\r` before it.
    private mutating func skipLineComment() {
        let start = index
        let base = bytes.baseAddress!
        let remaining = bytes.count - index
        let newline = memchr(base + index, Int32(UInt8.newline), remaining)
        let end = newline.map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? bytes.count
        if let carriageReturn = memchr(base + index, Int32(UInt8.carriageReturn), end - index) {
            index = UnsafeRawPointer(carriageReturn) - UnsafeRawPointer(base)
        } else {
            index = end
        }
        if start > lastDirective { recordDirective(from: start, to: index) }
    }

    /// Records the line comment from `start` (at `//`) to `end` when its text begins with
    /// `dependency-rule:`; other comments cost a few byte comparisons.
    private mutating func recordDirective(from start: Int, to end: Int) {
        var textStart = start + 2
        while textStart < end, bytes[textStart] == .space || bytes[textStart] == .tab { textStart += 1 }
        let prefix: StaticString = "dependency-rule:"
        guard end - textStart >= prefix.utf8CodeUnitCount else { return }
        for offset in 0..<prefix.utf8CodeUnitCount where bytes[textStart + offset] != prefix.utf8Start[offset] {
            return
        }
        lastDirective = start
        var lineStart = start
        // The first line starts after a byte order mark.
        let fileStart = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        while lineStart > fileStart, bytes[lineStart - 1] != .newline, bytes[lineStart - 1] != .carriageReturn {
            lineStart -= 1
        }
        var standsAlone = true
        for position in lineStart..<start where !(bytes[position] == .space || bytes[position] == .tab) {
            standsAlone = false
            break
        }
        let (line, column) = position(of: start)
        var textEnd = end
        while textEnd > textStart, bytes[textEnd - 1] == .space || bytes[textEnd - 1] == .tab { textEnd -= 1 }
        directives.append(
            DirectiveComment(
                text: text(textStart, textEnd), line: line, column: column, standsAlone: standsAlone))
    }

    /// Skips a block comment, counting nested `/* */` pairs.
    private mutating func skipBlockComment() {
        index += 2
        var nesting = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == .slash, peek(1) == .asterisk {
                nesting += 1
                index += 2
            } else if byte == .asterisk, peek(1) == .slash {
                nesting -= 1
                index += 2
                if nesting == 0 { return }
            } else if byte == .newline || byte == .carriageReturn {
                consumeNewline()
            } else {
                index += 1
            }
        }
    }

    /// Skips `` `name` ``; an unterminated one ends with its line.
    private mutating func skipBacktickIdentifier() {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == .newline || byte == .carriageReturn { return }
            index += 1
            if byte == .backtick { return }
        }
    }

    /// Spaces, newlines and comments.
    private mutating func skipTrivia() {
        while index < bytes.count {
            switch bytes[index] {
            case .space, .tab, 0x0B, 0x0C: index += 1
            case .newline, .carriageReturn: consumeNewline()
            case .slash where peek(1) == .slash: skipLineComment()
            case .slash where peek(1) == .asterisk: skipBlockComment()
            default: return
            }
        }
    }

    private mutating func consumeNewline() {
        if bytes[index] == .carriageReturn, peek(1) == .newline { index += 1 }
        index += 1
    }

    /// The 1-based line and column of `offset`, counting lines from where the last count stopped
    /// (offsets are asked for in increasing order). `\n`, `\r\n` and a lone `\r` end a line.
    private mutating func position(of offset: Int) -> (line: Int, column: Int) {
        var position = countedUpTo
        while position < offset {
            let byte = bytes[position]
            if byte == .newline
                || (byte == .carriageReturn && (position + 1 >= bytes.count || bytes[position + 1] != .newline))
            {
                countedLine += 1
                countedLineStart = position + 1
            }
            position += 1
        }
        countedUpTo = offset
        return (countedLine, offset - countedLineStart + 1)
    }

    // MARK: - Helpers

    private mutating func endToken() {
        clearPending()
        afterDot = false
    }

    private mutating func clearPending() {
        if !pendingAttributes.isEmpty { pendingAttributes.removeAll(keepingCapacity: true) }
        if pendingAccess != nil { pendingAccess = nil }
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func hasHashes(_ count: Int, at position: Int) -> Bool {
        guard position + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[position + offset] != .hash { return false }
        return true
    }

    private func startsComment(at position: Int) -> Bool {
        bytes[position] == .slash && position + 1 < bytes.count
            && (bytes[position + 1] == .slash || bytes[position + 1] == .asterisk)
    }

    /// `true` when the bytes from `start` to the cursor spell `word`.
    private func matches(_ start: Int, _ word: StaticString) -> Bool {
        guard index - start == word.utf8CodeUnitCount else { return false }
        let pointer = word.utf8Start
        for offset in 0..<word.utf8CodeUnitCount where bytes[start + offset] != pointer[offset] { return false }
        return true
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    private static let accessLevels: [StaticString] = ["public", "package", "internal", "fileprivate", "private"]
    private static let importKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]
}

/// What a byte can start, looked up in a 256-entry table.
private enum ByteClass: UInt8 {
    case other, identifier, digit, space, newline, slash, quote, hash, backtick, at, open, close, dot, backslash

    /// A letter, digit, `_`, `$` or a byte of a multi-byte character.
    var continuesIdentifier: Bool { self == .identifier || self == .digit }

    var isTrivia: Bool { self == .space || self == .newline }

    /// What cannot change nesting, start a literal or a comment, or start a directive.
    var isSkippedInsideBraces: Bool {
        switch self {
        case .identifier, .digit, .space, .newline, .other, .dot, .at, .backslash: true
        case .slash, .quote, .hash, .backtick, .open, .close: false
        }
    }

    /// The table, built once and kept for the life of the process. Never written after it is
    /// built (`static let` initialisation is thread-safe), so sharing the pointer is safe.
    nonisolated(unsafe) static let table: UnsafePointer<ByteClass> = {
        let table = UnsafeMutablePointer<ByteClass>.allocate(capacity: 256)
        for value in 0...255 { table[value] = classify(UInt8(value)) }
        return UnsafePointer(table)
    }()

    private static func classify(_ value: UInt8) -> ByteClass {
        let byte = value
        switch byte {
        case .newline, .carriageReturn: return .newline
        case .space, .tab, 0x0B, 0x0C, 0: return .space
        case .slash: return .slash
        case .quote: return .quote
        case .hash: return .hash
        case .backtick: return .backtick
        case .at: return .at
        case .openParen, .openBracket, .openBrace: return .open
        case .closeParen, .closeBracket, .closeBrace: return .close
        case .dot: return .dot
        case .backslash: return .backslash
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit
        default: return byte.isIdentifierHead ? .identifier : .other
        }
    }
}

extension UInt8 {
    fileprivate static let tab = UInt8(ascii: "\t")
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
    fileprivate static let space = UInt8(ascii: " ")
    fileprivate static let quote = UInt8(ascii: "\"")
    fileprivate static let hash = UInt8(ascii: "#")
    fileprivate static let slash = UInt8(ascii: "/")
    fileprivate static let asterisk = UInt8(ascii: "*")
    fileprivate static let backslash = UInt8(ascii: "\\")
    fileprivate static let backtick = UInt8(ascii: "`")
    fileprivate static let at = UInt8(ascii: "@")
    fileprivate static let dot = UInt8(ascii: ".")
    fileprivate static let openParen = UInt8(ascii: "(")
    fileprivate static let closeParen = UInt8(ascii: ")")
    fileprivate static let openBracket = UInt8(ascii: "[")
    fileprivate static let closeBracket = UInt8(ascii: "]")
    fileprivate static let openBrace = UInt8(ascii: "{")
    fileprivate static let closeBrace = UInt8(ascii: "}")

    /// A letter, `_`, `$`, or any byte of a multi-byte UTF-8 character.
    fileprivate var isIdentifierHead: Bool {
        (0x61...0x7A).contains(self | 0x20) || self == 0x5F || self == 0x24 || self >= 0x80
    }

    fileprivate var isIdentifierBody: Bool {
        isIdentifierHead || (0x30...0x39).contains(self)
    }

    /// ASCII operator characters (`/=-+!*%<>&|^~?`; not `.`, which separates path components).
    fileprivate var isOperatorCharacter: Bool {
        switch self {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }
}
