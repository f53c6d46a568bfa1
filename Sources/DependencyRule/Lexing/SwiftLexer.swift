#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Splits Swift source into tokens, working on UTF-8 bytes and building no strings.
///
/// It is the one lexer of the checker: the import scanner, the directive comments and the
/// manifest reader all consume its tokens. Comments (nested block comments too), string literals
/// of every kind (escapes, multi-line, raw with any number of `#`, interpolations holding further
/// strings and comments) and extended regex literals (`#/…/#`) are single tokens, so nothing
/// inside them is ever taken for code. Every input, valid Swift or not, is lexed in one pass, in
/// time linear in its length, with no recursion.
///
/// A consumer that only needs the structure of a stretch of code (inside braces, say) asks
/// ``next(skimming:)`` to skim: only brackets, `#` directives and line comments then come back;
/// everything else is passed over (names and the like in a tight loop, literals and block
/// comments lexed as usual).
public struct SwiftLexer {
    /// One token: its kind and where it is, as UTF-8 offsets into the source.
    public struct Token: Equatable, Sendable {
        public enum Kind: UInt8, Sendable {
            /// A name or a keyword; a backticked name starts at its backtick.
            case identifier
            /// A number literal (digits and whatever continues them: `0x1F`, `1_000`, `1.5` is
            /// three tokens).
            case number
            /// A whole string literal, delimiters and interpolations included.
            case string
            /// An extended regex literal `#/…/#`.
            case regex
            /// One of `( ) [ ] { } , : ; .` (a dot is always one token of its own).
            case punctuation
            /// A run of operator characters (`=`, `->`, `+=`, `?`); never starts a comment.
            case `operator`
            /// `#` and a name: `#if`, `#elseif`, `#else`, `#endif`, `#warning`, `#available`…
            /// For `#if` and `#elseif`, ``Token/textStart``…``Token/textEnd`` is the condition:
            /// the rest of the line up to a comment, trimmed.
            case pound
            /// `@` and a name, with its argument list when one follows at once and holds only
            /// plain words (`@_spi(Internal)`); otherwise the arguments are tokens of their own.
            case attribute
            /// `// …` up to (not including) the end of its line.
            case lineComment
            /// `/* … */`, nested ones included.
            case blockComment
            /// Any other byte.
            case other
        }

        public var kind: Kind
        public var start: Int
        public var end: Int
        /// For a string, what stands between its delimiters (escapes not decoded); for `#if` and
        /// `#elseif`, the condition.
        public var textStart: Int
        public var textEnd: Int
        /// For a string, whether it interpolates (its text is then not a plain value).
        public var interpolates: Bool

        init(_ kind: Kind, _ start: Int, _ end: Int) {
            self.kind = kind
            self.start = start
            self.end = end
            textStart = start
            textEnd = end
            interpolates = false
        }
    }

    /// The bytes being lexed.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// Where the next token is looked for.
    public private(set) var index = 0
    private let classes = ByteClass.table

    /// Lexes `bytes`, skipping a byte order mark.
    public init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
    }

    /// Lexes `bytes` from `offset` on: the code of a string's interpolation, say.
    public init(bytes: UnsafeBufferPointer<UInt8>, from offset: Int) {
        self.bytes = bytes
        index = offset
    }

    /// The offset code starts at: after a byte order mark.
    public var codeStart: Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The next token, or `nil` at the end of the source.
    /// - Parameter skimming: return only brackets, `#` directives and line comments.
    public mutating func next(skimming: Bool = false) -> Token? {
        while index < bytes.count {
            if skimming {
                while index < bytes.count, classes[Int(bytes[index])].isSkimmed { index += 1 }
                guard index < bytes.count else { return nil }
            }
            let start = index
            let byte = bytes[index]
            if skimming {
                if let token = skim(from: start) { return token }
                continue
            }
            switch classes[Int(byte)] {
            case .space, .newline:
                index += 1
                while index < bytes.count, classes[Int(bytes[index])].isTrivia { index += 1 }
            case .identifier:
                index += 1
                while index < bytes.count, classes[Int(bytes[index])].continuesIdentifier { index += 1 }
                return Token(.identifier, start, index)
            case .digit:
                index += 1
                while index < bytes.count, classes[Int(bytes[index])].continuesIdentifier { index += 1 }
                return Token(.number, start, index)
            case .slash:
                if peek(1) == .slash {
                    skipToEndOfLine()
                    return Token(.lineComment, start, index)
                }
                if peek(1) == .asterisk {
                    skipBlockComment()
                    return Token(.blockComment, start, index)
                }
                return scanOperator(from: start)
            case .quote:
                return scanString(from: start, hashes: 0)
            case .hash:
                return scanHash(from: start)
            case .backtick:
                skipBacktickIdentifier()
                return Token(.identifier, start, index)
            case .at:
                return scanAttribute(from: start)
            case .open, .close, .punctuation, .dot:
                index += 1
                return Token(.punctuation, start, index)
            case .operatorCharacter:
                return scanOperator(from: start)
            case .other, .backslash:
                index += 1
                return Token(.other, start, index)
            }
        }
        return nil
    }

    /// Reads on inside `depth` open brackets, counting them, until they are all closed (the
    /// closing bracket is returned), or a `#` directive or a line comment comes (returned, with
    /// `depth` as it is there). Everything else is passed over.
    public mutating func skimNested(depth: inout Int) -> Token? {
        while index < bytes.count {
            while index < bytes.count, classes[Int(bytes[index])].isSkimmed { index += 1 }
            guard index < bytes.count else { return nil }
            let start = index
            switch classes[Int(bytes[index])] {
            case .open:
                index += 1
                depth += 1
            case .close:
                index += 1
                depth -= 1
                if depth <= 0 { return Token(.punctuation, start, index) }
            default:
                if let token = skim(from: start) { return token }
            }
        }
        return nil
    }

    /// While skimming: a bracket, a `#` directive or a line comment as a token; anything else
    /// (a literal, a block comment, a backticked name) passed over, and `nil`.
    private mutating func skim(from start: Int) -> Token? {
        let byte = bytes[index]
        switch classes[Int(byte)] {
        case .open, .close:
            index += 1
            return Token(.punctuation, start, index)
        case .slash:
            if peek(1) == .slash {
                skipToEndOfLine()
                return Token(.lineComment, start, index)
            }
            if peek(1) == .asterisk { skipBlockComment() } else { index += 1 }
            return nil
        case .quote:
            _ = scanString(from: start, hashes: 0)
            return nil
        case .hash:
            let token = scanHash(from: start)
            return token.kind == .pound ? token : nil
        case .backtick:
            skipBacktickIdentifier()
            return nil
        default:
            index += 1
            return nil
        }
    }

    // MARK: - Tokens

    private mutating func scanOperator(from start: Int) -> Token {
        index += 1
        while index < bytes.count, classes[Int(bytes[index])] == .operatorCharacter || bytes[index] == .slash,
            !startsComment(at: index)
        {
            index += 1
        }
        return Token(.operator, start, index)
    }

    /// After `@`: the attribute's name and, when one follows at once holding only plain words,
    /// its argument list.
    private mutating func scanAttribute(from start: Int) -> Token {
        index += 1
        while index < bytes.count, bytes[index].isIdentifierBody { index += 1 }
        if index > start + 1, index < bytes.count, bytes[index] == .openParen {
            var end = index + 1
            while end < bytes.count, bytes[end] != .closeParen {
                let byte = bytes[end]
                if byte == .quote || byte == .newline || byte == .carriageReturn || byte == .openParen
                    || byte == .slash || byte == .hash
                {
                    return Token(.attribute, start, index)
                }
                end += 1
            }
            if end < bytes.count { index = end + 1 }
        }
        return Token(.attribute, start, index)
    }

    /// `#` starts a raw string, an extended regex literal, or a directive (`#if`, `#warning`…).
    private mutating func scanHash(from start: Int) -> Token {
        var hashes = 0
        while peek(hashes) == .hash { hashes += 1 }
        switch peek(hashes) {
        case .quote?:
            index += hashes
            return scanString(from: start, hashes: hashes)
        case .slash?:
            index += hashes + 1
            skipExtendedRegex(hashes: hashes)
            return Token(.regex, start, index)
        default:
            index += hashes
            guard hashes == 1, index < bytes.count, bytes[index].isIdentifierHead else {
                return Token(.other, start, index)
            }
            let nameStart = index
            while index < bytes.count, bytes[index].isIdentifierBody { index += 1 }
            var token = Token(.pound, start, index)
            (token.textStart, token.textEnd) = (index, index)
            if matches(nameStart, "if") || matches(nameStart, "elseif") {
                (token.textStart, token.textEnd) = readCondition()
                token.end = max(token.textEnd, token.end)
            }
            return token
        }
    }

    /// The rest of a directive's line, up to a comment, trimmed; the cursor stops at the comment
    /// or the end of the line.
    private mutating func readCondition() -> (Int, Int) {
        var start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == .newline || byte == .carriageReturn { break }
            if byte == .slash, peek(1) == .slash || peek(1) == .asterisk { break }
            index += 1
        }
        var end = index
        while start < end, bytes[start].isSpaceOrTab { start += 1 }
        while end > start, bytes[end - 1].isSpaceOrTab { end -= 1 }
        return (start, end)
    }

    // MARK: - Literals and comments

    /// What a string literal's bytes belong to, innermost last.
    private enum Context {
        /// String content: its number of `#` and whether it is multi-line.
        case string(hashes: Int, multiline: Bool)
        /// The code of an interpolation `\( … )`, with its count of open parentheses.
        case interpolation(depth: Int)
    }

    /// A whole string literal; the cursor is at its opening `"` (after its `#`s). Strings nested
    /// in interpolations are followed on a stack of their own, never by recursion.
    private mutating func scanString(from start: Int, hashes: Int) -> Token {
        var token = Token(.string, start, start)
        var stack: [Context] = [openString(hashes: hashes)]
        token.textStart = index
        while let context = stack.last {
            switch context {
            case .string(let hashes, let multiline):
                switch scanStringContent(hashes: hashes, multiline: multiline) {
                case .interpolation:
                    token.interpolates = true
                    stack.append(.interpolation(depth: 0))
                case .end(let textEnd):
                    stack.removeLast()
                    if stack.isEmpty { token.textEnd = textEnd }
                case .endOfInput:
                    stack.removeAll()
                    token.textEnd = index
                }
            case .interpolation(let depth):
                // The code of an interpolation: only nesting, literals and comments matter.
                while index < bytes.count, classes[Int(bytes[index])].isSkimmed { index += 1 }
                guard index < bytes.count else {
                    stack.removeAll()
                    token.textEnd = index
                    break
                }
                let byte = bytes[index]
                switch classes[Int(byte)] {
                case .quote:
                    stack.append(openString(hashes: 0))
                case .hash:
                    var hashes = 0
                    while peek(hashes) == .hash { hashes += 1 }
                    if peek(hashes) == .quote {
                        index += hashes
                        stack.append(openString(hashes: hashes))
                    } else if peek(hashes) == .slash {
                        index += hashes + 1
                        skipExtendedRegex(hashes: hashes)
                    } else {
                        index += hashes
                    }
                case .slash:
                    if peek(1) == .slash {
                        skipToEndOfLine()
                    } else if peek(1) == .asterisk {
                        skipBlockComment()
                    } else {
                        index += 1
                    }
                case .backtick:
                    skipBacktickIdentifier()
                case .open:
                    index += 1
                    if byte == .openParen { stack[stack.count - 1] = .interpolation(depth: depth + 1) }
                default:  // a closing bracket
                    index += 1
                    guard byte == .closeParen else { break }
                    if depth == 0 {
                        stack.removeLast()  // back into the string
                    } else {
                        stack[stack.count - 1] = .interpolation(depth: depth - 1)
                    }
                }
            }
        }
        token.end = index
        return token
    }

    /// The cursor is at a string's opening `"`: moves past its delimiter and says what it is.
    private mutating func openString(hashes: Int) -> Context {
        index += 1
        let multiline = peek(0) == .quote && peek(1) == .quote
        if multiline { index += 2 }
        return .string(hashes: hashes, multiline: multiline)
    }

    private enum StringStop {
        case interpolation
        case end(textEnd: Int)
        case endOfInput
    }

    /// Scans string content until its end, an interpolation, or (single-line) the end of the line.
    private mutating func scanStringContent(hashes: Int, multiline: Bool) -> StringStop {
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
                guard index < bytes.count else { return .endOfInput }
                if bytes[index] == .openParen {
                    index += 1
                    return .interpolation
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
                    return .end(textEnd: textEnd)
                }
                index += 1
            default:  // a line break
                if !multiline { return .end(textEnd: index) }  // unterminated: it ends with its line
                consumeNewline()
            }
        }
        return .endOfInput
    }

    /// The cursor is just past `#…#/`; skips to `/` followed by the same number of `#`.
    private mutating func skipExtendedRegex(hashes: Int) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == .backslash {
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
    private mutating func skipToEndOfLine() {
        let base = bytes.baseAddress!
        let remaining = bytes.count - index
        let newline = memchr(base + index, Int32(UInt8.newline), remaining)
        let end = newline.map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? bytes.count
        if let carriageReturn = memchr(base + index, Int32(UInt8.carriageReturn), end - index) {
            index = UnsafeRawPointer(carriageReturn) - UnsafeRawPointer(base)
        } else {
            index = end
        }
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

    private mutating func consumeNewline() {
        if bytes[index] == .carriageReturn, peek(1) == .newline { index += 1 }
        index += 1
    }

    // MARK: - Helpers

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

    /// Whether the bytes from `start` to the cursor spell `word`.
    func matches(_ start: Int, _ word: StaticString) -> Bool {
        Self.spells(bytes, start, index, word)
    }

    /// Whether `bytes[start..<end]` spells `word`.
    static func spells(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ word: StaticString) -> Bool {
        guard end - start == word.utf8CodeUnitCount else { return false }
        let pointer = word.utf8Start
        for offset in 0..<word.utf8CodeUnitCount where bytes[start + offset] != pointer[offset] { return false }
        return true
    }
}

extension SwiftLexer.Token {
    /// Whether this is the punctuation `byte`.
    func isPunctuation(_ byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        kind == .punctuation && bytes[start] == byte
    }
}

/// What a byte can start, looked up in a 256-entry table.
enum ByteClass: UInt8 {
    case other, identifier, digit, space, newline, slash, quote, hash, backtick, at, open, close, punctuation, dot
    case backslash, operatorCharacter

    /// A letter, digit, `_`, `$` or a byte of a multi-byte character.
    var continuesIdentifier: Bool { self == .identifier || self == .digit }

    var isTrivia: Bool { self == .space || self == .newline }

    /// What cannot change nesting, start a literal or a comment, or start a directive: what a
    /// skimming lexer passes over.
    var isSkimmed: Bool {
        switch self {
        case .identifier, .digit, .space, .newline, .other, .dot, .at, .backslash, .punctuation, .operatorCharacter:
            true
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

    private static func classify(_ byte: UInt8) -> ByteClass {
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
        case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"): return .punctuation
        case .dot: return .dot
        case .backslash: return .backslash
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return .digit
        case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
            UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
            UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return .operatorCharacter
        default: return byte.isIdentifierHead ? .identifier : .other
        }
    }
}

extension UInt8 {
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let hash = UInt8(ascii: "#")
    static let slash = UInt8(ascii: "/")
    static let asterisk = UInt8(ascii: "*")
    static let backslash = UInt8(ascii: "\\")
    static let backtick = UInt8(ascii: "`")
    static let at = UInt8(ascii: "@")
    static let dot = UInt8(ascii: ".")
    static let comma = UInt8(ascii: ",")
    static let colon = UInt8(ascii: ":")
    static let openParen = UInt8(ascii: "(")
    static let closeParen = UInt8(ascii: ")")
    static let openBracket = UInt8(ascii: "[")
    static let closeBracket = UInt8(ascii: "]")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")

    /// A letter, `_`, `$`, or any byte of a multi-byte UTF-8 character.
    var isIdentifierHead: Bool {
        (0x61...0x7A).contains(self | 0x20) || self == 0x5F || self == 0x24 || self >= 0x80
    }

    var isIdentifierBody: Bool {
        isIdentifierHead || (0x30...0x39).contains(self)
    }

    var isSpaceOrTab: Bool { self == .space || self == .tab }
}
