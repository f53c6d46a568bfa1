#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds every `import` declaration in Swift source, and the `// dependency-rule:` comments,
/// from the tokens of ``SwiftLexer``, building strings for nothing but what it reports.
///
/// It reads tokens, not patterns: comments (nested block comments too), string literals of
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
        /// What the file declares at file scope.
        public var outline = Outline()
        /// The file's stamp when it was read (for the ``ReferenceCache``).
        var stamp: FileSystem.Stamp?
    }

    /// The declarations of a file at file scope, by kind: enough to tell a file that only extends
    /// types (conformances, live implementations) from one that declares its own.
    public struct Outline: Sendable, Equatable {
        /// The types it declares (`struct`, `class`, `enum`, `protocol`, `actor`, `typealias`).
        public var declaredTypes: [String] = []
        /// The types it extends (`extension APIClient: DependencyKey` gives `APIClient`).
        public var extendedTypes: [String] = []
        /// How many other declarations it has (functions, variables, macros, operators…).
        public var otherDeclarations = 0
    }

    /// The imports in `source`.
    public static func imports(in source: String) -> [ImportDeclaration] {
        scan(source).imports
    }

    /// What `source` declares at file scope, read by the lexer (comments and strings are not code).
    public static func outline(of source: String) -> Outline {
        var source = source
        return source.withUTF8 { scan($0, outline: true) }.outline
    }

    /// The imports and directive comments in `source`.
    public static func scan(_ source: String) -> Result {
        var source = source
        return source.withUTF8 { scan($0) }
    }

    /// The imports and directive comments in the UTF-8 bytes of a source file, and, when asked
    /// (`init` needs it, `check` does not), its ``Outline``.
    ///
    /// Without an outline, the scan stops between statements once it has read past the file's
    /// last `import` or `dependency-rule:` text: nothing after it can be an import or a directive,
    /// and what comes before decides alone whether one is (a string or comment that holds it
    /// opened before it). Most files' imports are at the top, so most of a file is never lexed.
    public static func scan(_ bytes: UnsafeBufferPointer<UInt8>, outline: Bool = false) -> Result {
        scan(bytes, outline: outline, whole: false)
    }

    /// The same, reading the whole file when `whole` is true (to prove the early stop changes
    /// nothing).
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, outline: Bool, whole: Bool) -> Result {
        var scanner = ImportScanner(bytes: bytes)
        scanner.outlines = outline
        scanner.limit = outline || whole ? bytes.count : relevantEnd(of: bytes)
        scanner.run()
        return Result(imports: scanner.found, directives: scanner.directives, outline: scanner.outline)
    }

    private static let importWord = Array("import".utf8)
    private static let directiveWord = Array("dependency-rule:".utf8)

    /// Just past the last `import` or `dependency-rule:` of `bytes`; 0 when there is none.
    static func relevantEnd(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        var last = -1
        // Every place of a word's rarest letter (`p` of import, `y` of dependency-rule:), found
        // with `memchr`, then the word checked around it.
        for (word, anchor) in [(Self.importWord, 2), (Self.directiveWord, 9)] {
            var offset = anchor
            while offset < bytes.count, let hit = memchr(base + offset, Int32(word[anchor]), bytes.count - offset) {
                let position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                let start = position - anchor
                if start + word.count <= bytes.count, bytes[start..<(start + word.count)].elementsEqual(word) {
                    last = max(last, start + word.count - 1)
                }
                offset = position + 1
            }
        }
        return last + 1
    }

    // MARK: - State

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

    private var lexer: SwiftLexer
    private var bytes: UnsafeBufferPointer<UInt8> { lexer.bytes }
    /// A token read ahead and given back, to be read again.
    private var pending: SwiftLexer.Token?
    /// Lines are counted only up to the imports and directives found, when they are found.
    private var lines: LineCounter
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
    private var outline = Outline()
    private var outlines = false
    /// Where the scan may stop, between statements (see ``scan(_:outline:whole:)``).
    private var limit = Int.max

    // What was written before a possible `import` keyword.
    private var pendingAttributes: [String] = []
    private var pendingAccess: String?
    private var afterDot = false

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        lexer = SwiftLexer(bytes: bytes)
        lines = LineCounter(start: lexer.codeStart)
    }

    // MARK: - Main loop

    /// Token by token. Inside brackets only nesting, directives and comments matter, so the lexer
    /// skims there, counting the brackets itself.
    private mutating func run() {
        while true {
            // Past the last text that could make an import or a directive, with none pending.
            if pending == nil && lexer.index >= limit { return }
            if depth > 0 && pending == nil {
                guard let token = lexer.skimNested(depth: &depth) else { return }
                switch token.kind {
                case .pound:
                    directive(token)
                    endStatement()
                case .lineComment:
                    recordDirective(token)
                default:  // the bracket that closed the last one open
                    endStatement()
                }
                continue
            }
            guard let token = nextToken() else { return }
            switch token.kind {
            case .identifier:
                guard depth == 0, !afterDot, bytes[token.start] != .backtick else {
                    endStatement()
                    continue
                }
                if spells(token, "import") {
                    scanImport(keyword: token)
                } else if let access = Self.accessLevels.first(where: { spells(token, $0) }) {
                    pendingAccess = "\(access)"
                    afterDot = false
                } else {
                    if outlines { outlineDeclaration(token) }
                    endStatement()
                }
            case .attribute:
                guard depth == 0 else { continue }
                pendingAttributes.append(text(token.start, token.end))
                afterDot = false
            case .punctuation:
                switch bytes[token.start] {
                case .openParen, .openBracket, .openBrace:
                    endStatement()
                    depth += 1
                case .closeParen, .closeBracket, .closeBrace:
                    endStatement()
                    if depth > 0 { depth -= 1 }
                case .dot:
                    clearPending()
                    afterDot = true
                default:
                    endStatement()
                }
            case .pound:
                directive(token)
                endStatement()
            case .lineComment:
                recordDirective(token)
            case .blockComment:
                continue
            case .number, .string, .regex, .operator, .other:
                endStatement()
            }
        }
    }

    /// The next token that is not a comment, recording the directive comments passed.
    private mutating func nextToken(skimming: Bool = false) -> SwiftLexer.Token? {
        if let token = pending {
            pending = nil
            return token
        }
        return lexer.next(skimming: skimming)
    }

    /// The next token of code: comments are passed over (directives recorded).
    private mutating func nextCodeToken() -> SwiftLexer.Token? {
        while let token = nextToken() {
            switch token.kind {
            case .lineComment: recordDirective(token)
            case .blockComment: continue
            default: return token
            }
        }
        return nil
    }

    /// `#if`, `#elseif`, `#else` and `#endif` keep the conditions; other directives are code.
    private mutating func directive(_ token: SwiftLexer.Token) {
        var nameEnd = token.start + 1
        while nameEnd < token.end, bytes[nameEnd].isIdentifierBody { nameEnd += 1 }
        let name = SwiftLexer.Token(.pound, token.start, nameEnd)
        if spells(name, "#if") {
            conditions.append(ConditionFrame(current: text(token.textStart, token.textEnd), depth: depth))
            conditionDescriptions.append("")
            emptyConditions += 1
            describeInnermostCondition()
        } else if spells(name, "#elseif") {
            guard !conditions.isEmpty else { return }
            if let current = conditions[conditions.count - 1].current {
                conditions[conditions.count - 1].earlier.append(current)
            }
            conditions[conditions.count - 1].current = text(token.textStart, token.textEnd)
            depth = conditions[conditions.count - 1].depth
            describeInnermostCondition()
        } else if spells(name, "#else") {
            guard !conditions.isEmpty, let current = conditions[conditions.count - 1].current else { return }
            conditions[conditions.count - 1].earlier.append(current)
            conditions[conditions.count - 1].current = nil
            depth = conditions[conditions.count - 1].depth
            describeInnermostCondition()
        } else if spells(name, "#endif"), conditions.popLast() != nil {
            if conditionDescriptions.removeLast().isEmpty { emptyConditions -= 1 }
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

    /// After the `import` keyword: an optional kind, then the dotted path.
    private mutating func scanImport(keyword: SwiftLexer.Token) {
        let (keywordLine, keywordColumn) = lines.position(of: keyword.start, in: bytes)
        var kind: String?
        var path: [String] = []
        var token = nextCodeToken()
        if let word = token, word.kind == .identifier, bytes[word.start] != .backtick,
            Self.importKinds.contains(text(word.start, word.end))
        {
            kind = text(word.start, word.end)
            token = nextCodeToken()
        }
        while let component = token {
            guard let name = pathComponent(component) else {
                pending = component
                break
            }
            path.append(name)
            guard let separator = nextCodeToken() else { break }
            guard separator.isPunctuation(.dot, in: bytes) else {
                pending = separator
                break
            }
            token = nextCodeToken()
        }
        if let module = path.first {
            found.append(
                ImportDeclaration(
                    module: module, path: path, line: keywordLine, column: keywordColumn,
                    attributes: pendingAttributes, accessLevel: pendingAccess, kind: kind,
                    conditions: emptyConditions == 0
                        ? conditionDescriptions : conditionDescriptions.filter { !$0.isEmpty }))
        }
        endStatement()
    }

    /// A declaration keyword at file scope: the type it declares or extends, or one more other
    /// declaration. The name is the next token; a `pending` token is given back to the main loop.
    private mutating func outlineDeclaration(_ keyword: SwiftLexer.Token) {
        let isExtension = spells(keyword, "extension")
        if isExtension || Self.typeKeywords.contains(where: { spells(keyword, $0) }) {
            guard let name = nextCodeToken() else { return }
            guard name.kind == .identifier else {
                pending = name
                return
            }
            var text = self.text(name.start, name.end)
            // `extension Outer.Inner`: the dotted name.
            while isExtension, let dot = nextCodeToken() {
                guard dot.isPunctuation(.dot, in: bytes) else {
                    pending = dot
                    break
                }
                guard let part = nextCodeToken() else { break }
                guard part.kind == .identifier else {
                    pending = part
                    break
                }
                text += "." + self.text(part.start, part.end)
            }
            if isExtension { outline.extendedTypes.append(text) } else { outline.declaredTypes.append(text) }
        } else if Self.otherKeywords.contains(where: { spells(keyword, $0) }) {
            outline.otherDeclarations += 1
        }
    }

    /// A name, a backticked name, or (for `import func M.+`) an operator.
    private func pathComponent(_ token: SwiftLexer.Token) -> String? {
        switch token.kind {
        case .identifier where bytes[token.start] == .backtick:
            let start = token.start + 1
            let end = token.end > start && bytes[token.end - 1] == .backtick ? token.end - 1 : token.end
            return end > start ? text(start, end) : nil
        case .identifier, .operator:
            return text(token.start, token.end)
        default:
            return nil
        }
    }

    /// Records a line comment whose text begins with `dependency-rule:`; other comments cost a
    /// few byte comparisons.
    private mutating func recordDirective(_ token: SwiftLexer.Token) {
        let start = token.start
        let end = token.end
        var textStart = start + 2
        while textStart < end, bytes[textStart].isSpaceOrTab { textStart += 1 }
        let prefix: StaticString = "dependency-rule:"
        guard end - textStart >= prefix.utf8CodeUnitCount else { return }
        for offset in 0..<prefix.utf8CodeUnitCount where bytes[textStart + offset] != prefix.utf8Start[offset] {
            return
        }
        var lineStart = start
        let fileStart = lexer.codeStart
        while lineStart > fileStart, bytes[lineStart - 1] != .newline, bytes[lineStart - 1] != .carriageReturn {
            lineStart -= 1
        }
        var standsAlone = true
        for position in lineStart..<start where !bytes[position].isSpaceOrTab {
            standsAlone = false
            break
        }
        let (line, column) = lines.position(of: start, in: bytes)
        var textEnd = end
        while textEnd > textStart, bytes[textEnd - 1].isSpaceOrTab { textEnd -= 1 }
        directives.append(
            DirectiveComment(text: text(textStart, textEnd), line: line, column: column, standsAlone: standsAlone))
    }

    // MARK: - Helpers

    private mutating func endStatement() {
        clearPending()
        afterDot = false
    }

    private mutating func clearPending() {
        if !pendingAttributes.isEmpty { pendingAttributes.removeAll(keepingCapacity: true) }
        if pendingAccess != nil { pendingAccess = nil }
    }

    private func spells(_ token: SwiftLexer.Token, _ word: StaticString) -> Bool {
        SwiftLexer.spells(bytes, token.start, token.end, word)
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    private static let accessLevels: [StaticString] = ["public", "package", "internal", "fileprivate", "private"]
    private static let typeKeywords: [StaticString] = ["struct", "class", "enum", "protocol", "actor", "typealias"]
    private static let otherKeywords: [StaticString] = [
        "func", "let", "var", "macro", "operator", "precedencegroup", "subscript", "init",
    ]
    private static let importKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func",
    ]
}

/// Line and column of offsets asked for in increasing order, counting lines only from where the
/// last count stopped. `\n`, `\r\n` and a lone `\r` end a line.
struct LineCounter {
    private var countedUpTo: Int
    private var line = 1
    private var lineStart: Int
    /// Whether the source has no `\r` (found on first use): lines are then counted with `memchr`.
    private var onlyNewlines: Bool?

    init(start: Int) {
        countedUpTo = start
        lineStart = start
    }

    /// The 1-based line and column (in UTF-8 bytes) of `offset`.
    mutating func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        if onlyNewlines == nil, let base = bytes.baseAddress {
            onlyNewlines = memchr(base, Int32(UInt8.carriageReturn), bytes.count) == nil
        }
        if onlyNewlines == true, let base = bytes.baseAddress, offset > countedUpTo {
            var position = countedUpTo
            while position < offset, let hit = memchr(base + position, Int32(UInt8.newline), offset - position) {
                line += 1
                position = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit)) + 1
                lineStart = position
            }
            countedUpTo = offset
            return (line, offset - lineStart + 1)
        }
        var position = countedUpTo
        while position < offset {
            let byte = bytes[position]
            if byte == .newline
                || (byte == .carriageReturn && (position + 1 >= bytes.count || bytes[position + 1] != .newline))
            {
                line += 1
                lineStart = position + 1
            }
            position += 1
        }
        countedUpTo = max(countedUpTo, offset)
        return (line, offset - lineStart + 1)
    }
}
