/// Reads a Swift file's declarations and the names its code uses, from the tokens of
/// ``SwiftLexer``: the syntax resolver's first half (``FileSymbols``).
///
/// Scopes are followed as far as syntax tells them: braces open type bodies (a `struct`'s, an
/// `extension`'s…) and code (a function's, a closure's, a statement's); a declaration's signature
/// holds its generic parameters and its parameters. A name declared in a scope that holds a use
/// shadows the file-scope name: generic parameters, associated types, members, local types,
/// parameters, closure parameters and `let`/`var`/`for` bindings (in code, from their
/// declaration on). A member after `.` is not a name of its own (unless its qualifier may be a
/// module or a type: `Module.Name`, `Outer.Inner`); argument labels are not uses; comments and
/// plain string text are never read; the code of string interpolations is. Both branches of an
/// `#if` are read. Operators count when they cannot be the standard library's.
struct SymbolScanner {
    /// The symbols of the UTF-8 source `bytes`.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> FileSymbols {
        var scanner = SymbolScanner(bytes: bytes)
        scanner.tokenize()
        scanner.run()
        return scanner.finish()
    }

    /// The symbols of `source`.
    static func scan(_ source: String) -> FileSymbols {
        var source = source
        return source.withUTF8 { scan($0) }
    }

    // MARK: - State

    private struct Scope {
        enum Kind { case file, type, code, signature }
        var kind: Kind
        var parent: Int
        /// For a type body (or a signature that becomes one): the type, dotted.
        var typePath: String?
        /// For a signature: what its body becomes when its `{` comes.
        var becomes: Kind = .code
        /// How many `(`/`[` were open where it started.
        var bracketBase: Int
        /// Names declared in it, with the offset they are declared at (0 where order does not
        /// matter: type bodies, signatures, local functions and types).
        var names: [String: Int] = [:]
        /// The types whose bodies hold it, innermost first.
        var enclosingTypes: [String] = []
        /// A signature still waiting for its parameter list's `(`.
        var awaitsParameters = false
        /// The bracket count inside a signature's parameter list, once it is open.
        var parameterDepth = -1
        /// For a function's signature: its declaration's index in the file's declarations.
        var function: Int?
    }

    private struct Candidate {
        var use: FileSymbols.Use
        var scope: Int
        var offset: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var tokens: [SwiftLexer.Token] = []
    /// Tokens that declare a name (parameters, generic parameters, bindings): never uses.
    private var declaring: [Bool] = []
    /// What each identifier token is (``SymbolWord``); `.name` for other tokens.
    private var words: [SymbolWord] = []
    private var lines: LineTable
    private var scopes: [Scope] = [Scope(kind: .file, parent: -1, bracketBase: 0)]
    private var open: [Int] = [0]
    private var brackets: [UInt8] = []
    private var conditionFrames: [(scopes: Int, brackets: Int)] = []
    private var visibility: FileSymbols.Visibility?
    /// After an enum's `case`: the bracket count its names are at.
    private var caseNamesDepth: Int?
    private var candidates: [Candidate] = []
    private var symbols = FileSymbols()
    private var localTypes = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        lines = LineTable(bytes, start: SwiftLexer(bytes: bytes).codeStart)
    }

    // MARK: - Tokens

    /// Every token of code, the code of string interpolations included, comments left out.
    private mutating func tokenize() {
        var lexer = SwiftLexer(bytes: bytes)
        // About one token every five bytes in real code.
        tokens.reserveCapacity(bytes.count / 5)
        words.reserveCapacity(bytes.count / 5)
        while let token = lexer.next() { append(token, nesting: 0) }
        declaring = Array(repeating: false, count: tokens.count)
    }

    private mutating func append(_ token: SwiftLexer.Token, nesting: Int) {
        switch token.kind {
        case .lineComment, .blockComment: return
        case .string where token.interpolates && nesting < 16:
            tokens.append(token)
            words.append(.name)
            appendInterpolations(of: token, nesting: nesting)
        case .identifier:
            tokens.append(token)
            words.append(SymbolWord.classify(bytes, token.start, token.end))
        default:
            tokens.append(token)
            words.append(.name)
        }
    }

    /// The tokens of each `\( … )` of a string literal, in order.
    private mutating func appendInterpolations(of string: SwiftLexer.Token, nesting: Int) {
        var hashes = 0
        while string.start + hashes < string.end, bytes[string.start + hashes] == .hash { hashes += 1 }
        var index = string.textStart
        while index < string.textEnd {
            guard bytes[index] == .backslash else {
                index += 1
                continue
            }
            var after = index + 1
            var matched = 0
            while matched < hashes, after < string.textEnd, bytes[after] == .hash {
                matched += 1
                after += 1
            }
            guard matched == hashes, after < string.textEnd else {
                index = after
                continue
            }
            guard bytes[after] == .openParen else {
                index = after + 1  // an escape: `\n`, `\\`…
                continue
            }
            var lexer = SwiftLexer(bytes: bytes, from: after + 1)
            var depth = 1
            while let token = lexer.next(), token.start < string.end {
                if token.isPunctuation(.openParen, in: bytes) { depth += 1 }
                if token.isPunctuation(.closeParen, in: bytes) {
                    depth -= 1
                    if depth == 0 { break }
                }
                append(token, nesting: nesting + 1)
            }
            index = lexer.index
        }
    }

    // MARK: - Main loop

    private mutating func run() {
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            switch token.kind {
            case .identifier: index = identifier(at: index)
            case .punctuation:
                punctuation(at: index)
                index += 1
            case .attribute:
                var end = token.start + 1
                while end < token.end, bytes[end].isIdentifierBody { end += 1 }
                if end > token.start + 1 { record(text(token.start + 1, end), at: token.start + 1) }
                index += 1
            case .pound:
                directive(token)
                index += 1
            case .operator:
                let name = text(token.start, token.end)
                if name == "=" { markLastParameter(\.hasDefault) }
                if !Self.standardOperators.contains(name), !isAfterDot(index) { record(name, at: token.start) }
                index += 1
            default:
                index += 1
            }
        }
    }

    private mutating func punctuation(at index: Int) {
        let token = tokens[index]
        switch bytes[token.start] {
        case .openBrace:
            visibility = nil
            caseNamesDepth = nil
            let top = open.last!
            if scopes[top].kind == .signature, scopes[top].bracketBase == brackets.count {
                scopes[top].kind = scopes[top].becomes
                if scopes[top].kind == .type, let path = scopes[top].typePath {
                    scopes[top].enclosingTypes = [path] + scopes[scopes[top].parent].enclosingTypes
                }
            } else {
                push(Scope(kind: .code, parent: top, bracketBase: brackets.count))
                declareClosureParameters(after: index)
            }
        case .closeBrace:
            visibility = nil
            caseNamesDepth = nil
            endSignature()
            if open.count > 1 {
                brackets.removeLast(max(0, brackets.count - scopes[open.last!].bracketBase))
                open.removeLast()
            }
        case .openParen, .openBracket:
            let top = open.last!
            brackets.append(bytes[token.start])
            if bytes[token.start] == .openParen, scopes[top].kind == .signature, scopes[top].awaitsParameters,
                brackets.count == scopes[top].bracketBase + 1
            {
                scopes[top].awaitsParameters = false
                scopes[top].parameterDepth = brackets.count
            }
        case .closeParen, .closeBracket:
            if brackets.count > scopes[open.last!].bracketBase { brackets.removeLast() }
        case .dot:
            // `...`: the parameter before is variadic.
            if code(index + 1)?.isPunctuation(.dot, in: bytes) == true,
                code(index + 2)?.isPunctuation(.dot, in: bytes) == true,
                code(index - 1)?.isPunctuation(.dot, in: bytes) != true
            {
                markLastParameter(\.isVariadic)
            }
        default:
            break
        }
    }

    /// `#if`, `#elseif`, `#else`, `#endif`: each branch starts from the scopes open at `#if`, so
    /// that branches that each open a brace count once. Freestanding macros are uses.
    private mutating func directive(_ token: SwiftLexer.Token) {
        var nameEnd = token.start + 1
        while nameEnd < token.end, bytes[nameEnd].isIdentifierBody { nameEnd += 1 }
        let name = text(token.start + 1, nameEnd)
        switch name {
        case "if": conditionFrames.append((open.count, brackets.count))
        case "elseif", "else":
            guard let frame = conditionFrames.last else { return }
            if open.count > frame.scopes { open.removeLast(open.count - frame.scopes) }
            if brackets.count > frame.brackets { brackets.removeLast(brackets.count - frame.brackets) }
        case "endif": _ = conditionFrames.popLast()
        default: record(name, at: token.start + 1)
        }
    }

    // MARK: - Names

    /// An identifier at `index`: a keyword, a declaration, or a use. Returns the next index.
    private mutating func identifier(at index: Int) -> Int {
        let token = tokens[index]
        if declaring[index] { return index + 1 }
        if isAfterDot(index) {
            // `Module.Name`, `Outer.Inner`: a qualified use when the qualifier is written like a
            // module or a type; any other member is no name of its own.
            if index >= 2, tokens[index - 2].kind == .identifier, words[index - 2] == .name, !isAfterDot(index - 2),
                !declaring[index - 2], startsLikeAType(tokens[index - 2])
            {
                record(identifierText(token), qualifier: identifierText(tokens[index - 2]), at: token.start)
                if !startsLikeAType(token) { candidates[candidates.count - 1].use.arguments = arguments(after: index) }
            }
            return index + 1
        }
        // A parameter, whatever its label is spelled like (`_`, `in`, `for`).
        if let declared = parameter(at: index) { return declared }
        // `} label: {`: a trailing closure's label.
        if let previous = code(index - 1), previous.isPunctuation(.closeBrace, in: bytes),
            code(index + 1)?.isPunctuation(.colon, in: bytes) == true
        {
            return index + 1
        }
        switch words[index] {
        case .name: break
        case .keyword: return index + 1
        case .public: return access(.public, at: index)
        case .package: return access(.package, at: index)
        case .internal: return access(.module, at: index)
        case .private: return access(.file, at: index)
        case .struct, .enum, .actor, .protocol: return typeDeclaration(at: index)
        case .class:
            if let next = code(index + 1), next.kind == .identifier, words[index + 1] == .name,
                !previousIsTypeSeparator(index)
            {
                return typeDeclaration(at: index)
            }
            return index + 1
        case .extension: return extensionDeclaration(at: index)
        case .func, .macro: return function(at: index)
        case .`init`, .subscript, .deinit:
            endSignature()
            visibility = nil
            openSignature(typePath: nil, becomes: .code)
            // `init<T>(…)`, `subscript<T>(…)`: the keyword stands where a name would.
            return genericParameters(after: index)
        case .typealias, .associatedtype, .precedencegroup: return namedDeclaration(at: index)
        case .let, .var: return binding(at: index)
        case .for: return forBindings(at: index)
        case .case:
            endSignature()
            if scopes[open.last!].kind == .type { caseNamesDepth = brackets.count }
            return index + 1
        case .operator:
            if let next = code(index + 1), next.kind == .operator {
                declare(text(next.start, next.end), at: index + 1, isType: false)
                return index + 2
            }
            return index + 1
        case .import:
            var next = index + 1
            if code(next)?.kind == .identifier, words[next].isDeclaration { next += 1 }
            while next < tokens.count, tokens[next].kind == .identifier || tokens[next].kind == .operator {
                next += 1
                guard next < tokens.count, tokens[next].isPunctuation(.dot, in: bytes) else { break }
                next += 1
            }
            return next
        case .modifier, .in, .each, .try, .await:
            // A modifier before a declaration; else (`optional`, `weak` as names) a name.
            if words[index] == .modifier, let next = code(index + 1), next.kind == .identifier,
                words[index + 1].isDeclaration || words[index + 1].isModifierOrAccess
            {
                return index + 1
            }
            if words[index] != .modifier { return index + 1 }
        }
        if let depth = caseNamesDepth, depth == brackets.count, let previous = code(index - 1),
            previous.kind == .identifier && words[index - 1] == .case || previous.isPunctuation(.comma, in: bytes)
        {
            declare(identifierText(token), at: index, isType: false)
            return index + 1
        }
        // An argument label: right after `(` or `,` (not the middle of `a ? b : c`).
        if let next = code(index + 1), next.isPunctuation(.colon, in: bytes), brackets.last == .openParen,
            brackets.count > scopes[open.last!].bracketBase, let previous = code(index - 1),
            previous.isPunctuation(.openParen, in: bytes) || previous.isPunctuation(.comma, in: bytes)
        {
            return index + 1
        }
        record(identifierText(token), at: token.start)
        if !startsLikeAType(token) { candidates[candidates.count - 1].use.arguments = arguments(after: index) }
        return index + 1
    }

    /// Where the statement `offset` is in ends for a binding: at its line's end, a `;` or a `{`
    /// (`if let user = user {`).
    private func endOfStatement(after offset: Int) -> Int {
        var end = offset
        while end < bytes.count {
            let byte = bytes[end]
            if byte == .newline || byte == .carriageReturn || byte == UInt8(ascii: ";") || byte == .openBrace { break }
            end += 1
        }
        return end
    }

    /// Whether a name is written like a module or a type: an upper-case letter, `_` or a
    /// non-ASCII character first.
    private func startsLikeAType(_ token: SwiftLexer.Token) -> Bool {
        var first = bytes[token.start]
        if first == .backtick, token.end > token.start + 1 { first = bytes[token.start + 1] }
        return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) || first == UInt8(ascii: "_") || first >= 0x80
    }

    /// In a signature's parameter list, `label name:` or `name:`: the name is declared in the
    /// signature, the label is nothing.
    private mutating func parameter(at index: Int) -> Int? {
        let top = open.last!
        guard scopes[top].kind == .signature, scopes[top].parameterDepth == brackets.count,
            let previous = code(index - 1),
            previous.isPunctuation(.openParen, in: bytes) || previous.isPunctuation(.comma, in: bytes),
            let next = code(index + 1)
        else { return nil }
        if next.kind == .identifier, let after = code(index + 2), after.isPunctuation(.colon, in: bytes) {
            scopes[top].names[identifierText(next)] = 0
            declaring[index + 1] = true
            addParameter(labelled: identifierText(tokens[index]), in: top)
            return index + 2
        }
        if next.isPunctuation(.colon, in: bytes) {
            scopes[top].names[identifierText(tokens[index])] = 0
            addParameter(labelled: identifierText(tokens[index]), in: top)
            return index + 1
        }
        return nil
    }

    /// A parameter of the function whose signature `scope` is, if it is one.
    private mutating func addParameter(labelled label: String, in scope: Int) {
        if let function = scopes[scope].function {
            symbols.declarations[function].parameters?.append(.init(label: label))
        }
    }

    /// `=` (a default value) or `...` (variadic) in the parameter list of a function's signature:
    /// `mark` set on its last parameter.
    private mutating func markLastParameter(_ mark: WritableKeyPath<FileSymbols.Declaration.Parameter, Bool>) {
        let top = open.last!
        guard scopes[top].kind == .signature, scopes[top].parameterDepth == brackets.count,
            let function = scopes[top].function, let last = symbols.declarations[function].parameters?.indices.last
        else { return }
        symbols.declarations[function].parameters![last][keyPath: mark] = true
    }

    /// For a name followed at once by `(`: the labels of the call's arguments, and whether a `{`
    /// follows it.
    private func arguments(after index: Int) -> FileSymbols.Use.Arguments? {
        guard let paren = code(index + 1), paren.isPunctuation(.openParen, in: bytes), paren.start == tokens[index].end
        else { return nil }
        var labels: [String] = []
        var depth = 0
        var next = index + 1
        while next < tokens.count {
            let token = tokens[next]
            if token.kind == .punctuation {
                switch bytes[token.start] {
                case .openParen, .openBracket, .openBrace: depth += 1
                case .closeParen, .closeBracket, .closeBrace: depth -= 1
                default: break
                }
                if depth == 0 { break }
                let starts =
                    bytes[token.start] == .openParen && next == index + 1 || bytes[token.start] == UInt8(ascii: ",")
                if depth == 1, starts, let argument = code(next + 1), !argument.isPunctuation(.closeParen, in: bytes) {
                    let labelled =
                        argument.kind == .identifier && code(next + 2)?.isPunctuation(.colon, in: bytes) == true
                    labels.append(labelled ? identifierText(argument) : "_")
                }
            }
            next += 1
        }
        return .init(labels: labels, mayTrail: code(next + 1)?.isPunctuation(.openBrace, in: bytes) == true)
    }

    private mutating func access(_ level: FileSymbols.Visibility, at index: Int) -> Int {
        // `private(set)`, `public(set)`: the setter's access, not the declaration's (`public
        // private(set) var` stays public).
        if let next = code(index + 1), next.isPunctuation(.openParen, in: bytes), index + 3 < tokens.count,
            tokens[index + 3].isPunctuation(.closeParen, in: bytes)
        {
            return index + 4
        }
        visibility = level
        return index + 1
    }

    /// `struct Name<T>: … {`: the type declared, its signature opened.
    private mutating func typeDeclaration(at index: Int) -> Int {
        endSignature()
        guard let nameToken = code(index + 1), nameToken.kind == .identifier else { return index + 1 }
        let name = identifierText(nameToken)
        let top = open.last!
        let path: String
        switch scopes[top].kind {
        case .code:
            localTypes += 1
            path = "<local \(localTypes)>." + name
        default:
            path = scopes[top].typePath.map { $0 + "." + name } ?? name
        }
        declare(name, at: index + 1, isType: true)
        openSignature(typePath: path, becomes: .type)
        return genericParameters(after: index + 1)
    }

    /// `extension Outer.Inner: P where … {`: a use of the extended type, and a type body.
    private mutating func extensionDeclaration(at index: Int) -> Int {
        endSignature()
        visibility = nil
        var next = index + 1
        var path: [String] = []
        while let token = code(next), token.kind == .identifier {
            path.append(identifierText(token))
            if path.count == 1 {
                record(path[0], at: token.start)
            } else {
                record(path.last!, qualifier: path[path.count - 2], at: token.start)
            }
            next += 1
            guard let dot = code(next), dot.isPunctuation(.dot, in: bytes) else { break }
            next += 1
        }
        openSignature(typePath: path.isEmpty ? nil : path.joined(separator: "."), becomes: .type)
        // The standard library's generic parameters and associated types, which its types'
        // extensions name (`extension Array where Element: P`).
        if path.count == 1, let names = Self.standardTypeParameters[path[0]] {
            for name in names { scopes[open.last!].names[name] = 0 }
        }
        return next
    }

    /// `func name<T>(…)`, `func ==(…)`, `macro name(…)`.
    private mutating func function(at index: Int) -> Int {
        endSignature()
        guard let nameToken = code(index + 1) else { return index + 1 }
        let name: String
        switch nameToken.kind {
        case .identifier: name = identifierText(nameToken)
        case .operator: name = text(nameToken.start, nameToken.end)
        default: return index + 1
        }
        let declared = symbols.declarations.count
        declare(name, at: index + 1, isType: false)
        openSignature(typePath: nil, becomes: .code)
        if symbols.declarations.count > declared {
            symbols.declarations[declared].parameters = []
            scopes[open.last!].function = declared
        }
        return genericParameters(after: index + 1)
    }

    /// `typealias Name<T> = …`, `associatedtype Name`, `precedencegroup Name`.
    private mutating func namedDeclaration(at index: Int) -> Int {
        endSignature()
        guard let nameToken = code(index + 1), nameToken.kind == .identifier else { return index + 1 }
        let isType = words[index] != .precedencegroup
        declare(identifierText(nameToken), at: index + 1, isType: isType)
        if let next = code(index + 2), next.kind == .operator, bytes[next.start] == UInt8(ascii: "<") {
            openSignature(typePath: nil, becomes: .code)
            return genericParameters(after: index + 1)
        }
        return index + 2
    }

    /// `let name`, `var (a, b)`: bindings (members, file-scope variables, locals).
    private mutating func binding(at index: Int) -> Int {
        endSignature()
        guard let next = code(index + 1) else { return index + 1 }
        if next.kind == .identifier {
            guard words[index + 1] == .name else { return index + 1 }
            declare(identifierText(next), at: index + 1, isType: false, fromNextLine: true)
            return index + 2
        }
        if next.isPunctuation(.openParen, in: bytes) {
            var position = index + 2
            var depth = 1
            while position < tokens.count, depth > 0 {
                let token = tokens[position]
                if token.isPunctuation(.openParen, in: bytes) { depth += 1 }
                if token.isPunctuation(.closeParen, in: bytes) { depth -= 1 }
                if depth == 1, token.kind == .identifier, let after = code(position + 1),
                    after.isPunctuation(.comma, in: bytes) || after.isPunctuation(.closeParen, in: bytes)
                {
                    declare(identifierText(token), at: position, isType: false, fromNextLine: true)
                }
                position += 1
            }
        }
        visibility = nil
        return index + 1
    }

    /// `for x in`, `for (a, b) in`, `for case let x in`, `for try await x in`.
    private mutating func forBindings(at index: Int) -> Int {
        var position = index + 1
        while let token = code(position), token.kind == .identifier,
            [.case, .let, .var, .try, .await].contains(words[position])
        {
            position += 1
        }
        guard let token = code(position) else { return position }
        if token.kind == .identifier {
            declare(identifierText(token), at: position, isType: false)
        } else if token.isPunctuation(.openParen, in: bytes) {
            var depth = 0
            while position < tokens.count {
                let token = tokens[position]
                if token.isPunctuation(.openParen, in: bytes) { depth += 1 }
                if token.isPunctuation(.closeParen, in: bytes) {
                    depth -= 1
                    if depth == 0 { break }
                }
                if token.kind == .identifier { declare(identifierText(token), at: position, isType: false) }
                position += 1
            }
        }
        return index + 1
    }

    /// `<T, U: P>` after a declared name: each parameter declared in the signature.
    private mutating func genericParameters(after nameIndex: Int) -> Int {
        var position = nameIndex + 1
        guard let first = code(position), first.kind == .operator, bytes[first.start] == UInt8(ascii: "<") else {
            return position
        }
        var depth = 0
        var expectsName = true
        while position < tokens.count {
            let token = tokens[position]
            if token.kind == .operator {
                for offset in token.start..<token.end {
                    if bytes[offset] == UInt8(ascii: "<") { depth += 1 }
                    if bytes[offset] == UInt8(ascii: ">") { depth -= 1 }
                }
                expectsName = depth == 1 && bytes[token.end - 1] == UInt8(ascii: "<")
                if depth <= 0 { break }
            } else if token.isPunctuation(.comma, in: bytes) {
                expectsName = depth == 1
            } else if token.kind == .identifier, expectsName, words[position] != .each {
                let name = identifierText(token)
                scopes[open.last!].names[name] = 0
                declaring[position] = true
                // A type's generic parameters are seen in its extensions, in any file.
                if scopes[open.last!].becomes == .type, let path = scopes[open.last!].typePath {
                    let (line, column) = lines.position(of: token.start)
                    var parameter = FileSymbols.Declaration(
                        name: name, parent: path, line: line, column: column, visibility: .module, isType: true)
                    parameter.isGenericParameter = true
                    symbols.declarations.append(parameter)
                }
                expectsName = false
            } else if !(token.kind == .identifier && words[position] == .each) {
                expectsName = false
            }
            position += 1
        }
        return nameIndex + 1
    }

    /// After `{` that opens code: `{ a, b in`, `{ (a: Int, b) -> T in`, `{ [weak self] a in`.
    private mutating func declareClosureParameters(after brace: Int) {
        var position = brace + 1
        if let capture = code(position), capture.isPunctuation(.openBracket, in: bytes) {
            var depth = 0
            while position < tokens.count {
                if tokens[position].isPunctuation(.openBracket, in: bytes) { depth += 1 }
                if tokens[position].isPunctuation(.closeBracket, in: bytes) {
                    depth -= 1
                    if depth == 0 { break }
                }
                position += 1
            }
            position += 1
        }
        var names: [Int] = []
        var scanned = 0
        var depth = 0
        // After `)` or `->` at depth 0 only a signature's rest (`throws`, `async`, a type) may come.
        var inSignatureTail = false
        var sawArrow = false
        while position < tokens.count, scanned < 64 {
            let token = tokens[position]
            scanned += 1
            if token.kind == .identifier, words[position] == .in, depth == 0 {
                let top = open.last!
                for name in names {
                    scopes[top].names[identifierText(tokens[name])] = 0
                    declaring[name] = true
                }
                return
            }
            if token.isPunctuation(.openBrace, in: bytes) || token.isPunctuation(.closeBrace, in: bytes) { return }
            if token.isPunctuation(.openParen, in: bytes) { depth += 1 }
            if token.isPunctuation(.closeParen, in: bytes) { depth -= 1 }
            let isArrow = token.kind == .operator && text(token.start, token.end) == "->"
            if inSignatureTail, depth == 0, !sawArrow {
                // After `(a, b)`: only `throws`, `async` or `->` may come before `in`.
                let word = token.kind == .identifier ? text(token.start, token.end) : ""
                guard isArrow || ["throws", "rethrows", "async"].contains(word) else { return }
            }
            if isArrow { sawArrow = true }
            if depth == 0, token.isPunctuation(.closeParen, in: bytes) || isArrow { inSignatureTail = true }
            if token.kind == .identifier, depth <= 1, !inSignatureTail, let previous = code(position - 1),
                position - 1 == brace || previous.isPunctuation(.comma, in: bytes)
                    || previous.isPunctuation(.openParen, in: bytes)
                    || previous.isPunctuation(.closeBracket, in: bytes)
            {
                names.append(position)
            } else if depth == 0, !inSignatureTail, !token.isPunctuation(.comma, in: bytes),
                !token.isPunctuation(.openParen, in: bytes)
            {
                return  // code, not a parameter list: `{ show(x); for item in items … }`
            }
            position += 1
        }
    }

    // MARK: - Scopes

    private mutating func push(_ scope: Scope) {
        var scope = scope
        scope.enclosingTypes = scopes[scope.parent].enclosingTypes
        scopes.append(scope)
        open.append(scopes.count - 1)
    }

    private mutating func openSignature(typePath: String?, becomes: Scope.Kind) {
        var scope = Scope(kind: .signature, parent: open.last!, typePath: typePath, bracketBase: brackets.count)
        scope.becomes = becomes
        scope.awaitsParameters = becomes == .code
        push(scope)
    }

    /// A signature that never got a body (a protocol's requirement) ends where the next
    /// declaration starts.
    private mutating func endSignature() {
        caseNamesDepth = nil
        let top = open.last!
        if scopes[top].kind == .signature, scopes[top].bracketBase == brackets.count { open.removeLast() }
    }

    /// The name at `index` declared where the code is: at file scope or as a member, a
    /// declaration of the file; in code, a local name from here on.
    /// - Parameter fromNextLine: a binding of `let` or `var`, seen once its statement ends.
    private mutating func declare(_ name: String, at index: Int, isType: Bool, fromNextLine: Bool = false) {
        declaring[index] = true
        var top = open.last!
        // A declaration's name belongs to the scope its signature is in.
        while scopes[top].kind == .signature, scopes[top].parent >= 0 { top = scopes[top].parent }
        let token = tokens[index]
        switch scopes[top].kind {
        case .file, .type:
            let (line, column) = lines.position(of: token.start)
            let parent = scopes[top].kind == .type ? scopes[top].typePath : nil
            symbols.declarations.append(
                FileSymbols.Declaration(
                    name: name, parent: parent, line: line, column: column,
                    visibility: parent == nil ? (visibility ?? .module) : .module, isType: isType))
            if scopes[top].kind == .type { scopes[top].names[name] = 0 }
        case .code, .signature:
            // A binding is seen once its statement ends: `if let user = user {` names the outer
            // `user` on its right.
            scopes[top].names[name] =
                isType || words[max(0, index - 1)] == .func
                ? 0 : fromNextLine ? endOfStatement(after: token.end) : token.start
        }
        visibility = nil
    }

    private mutating func record(_ name: String, qualifier: String? = nil, at offset: Int) {
        let (line, column) = lines.position(of: offset)
        let scope = open.last!
        candidates.append(
            Candidate(
                use: FileSymbols.Use(
                    name: name, qualifier: qualifier, line: line, column: column,
                    enclosingTypes: scopes[scope].enclosingTypes),
                scope: scope, offset: offset))
    }

    /// The uses no local name shadows; a qualified use is kept when its qualifier is not local.
    private mutating func finish() -> FileSymbols {
        symbols.uses = candidates.compactMap { candidate in
            let name = candidate.use.qualifier ?? candidate.use.name
            var scope = candidate.scope
            while scope > 0 {
                if !scopes[scope].names.isEmpty, let offset = scopes[scope].names[name], offset <= candidate.offset {
                    return nil
                }
                scope = scopes[scope].parent
            }
            var use = candidate.use
            use.enclosingTypes = scopes[candidate.scope].enclosingTypes
            return use
        }
        return symbols
    }

    // MARK: - Helpers

    private func code(_ index: Int) -> SwiftLexer.Token? {
        index >= 0 && index < tokens.count ? tokens[index] : nil
    }

    /// Whether the token follows a member-access `.` (not the last dot of `...`).
    private func isAfterDot(_ index: Int) -> Bool {
        guard index > 0, tokens[index - 1].isPunctuation(.dot, in: bytes) else { return false }
        return !(index >= 2 && tokens[index - 2].isPunctuation(.dot, in: bytes))
    }

    /// `protocol P: class`, `A & class`: `class` is a constraint there.
    private func previousIsTypeSeparator(_ index: Int) -> Bool {
        guard let previous = code(index - 1) else { return false }
        return previous.isPunctuation(.colon, in: bytes) || previous.isPunctuation(.comma, in: bytes)
            || (previous.kind == .operator && bytes[previous.start] == UInt8(ascii: "&"))
    }

    private func identifierText(_ token: SwiftLexer.Token) -> String {
        if bytes[token.start] == .backtick {
            let end = token.end > token.start + 1 && bytes[token.end - 1] == .backtick ? token.end - 1 : token.end
            return text(token.start + 1, end)
        }
        return text(token.start, token.end)
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    private static let collection = ["Element", "Index", "Indices", "SubSequence", "Iterator"]
    private static let standardTypeParameters: [String: [String]] = [
        "Array": collection, "ArraySlice": collection, "ContiguousArray": collection, "Set": collection,
        "Sequence": ["Element", "Iterator"], "Collection": collection, "BidirectionalCollection": collection,
        "RandomAccessCollection": collection, "MutableCollection": collection,
        "RangeReplaceableCollection": collection, "Dictionary": collection + ["Key", "Value"],
        "Optional": ["Wrapped"], "Result": ["Success", "Failure"], "Range": ["Bound"] + collection,
        "ClosedRange": ["Bound"] + collection, "IteratorProtocol": ["Element"], "AsyncSequence": ["Element"],
        "KeyPath": ["Root", "Value"], "Identifiable": ["ID"], "RawRepresentable": ["RawValue"],
    ]

    /// Operators the standard library declares: a use of one names no declaration of the file's
    /// modules as far as syntax can tell (overloads are the type checker's).
    private static let standardOperators: Set<String> = [
        "=", "==", "!=", "===", "!==", "<", ">", "<=", ">=", "+", "-", "*", "/", "%", "+=", "-=", "*=", "/=",
        "%=", "&&", "||", "!", "?", "??", "->", "...", "..<", "&", "|", "^", "~", "<<", ">>", "&=", "|=", "^=",
        "<<=", ">>=", "&+", "&-", "&*", "&+=", "&-=", "&*=", "&<<", "&>>", "~=", "&<<=", "&>>=",
    ]
}
