/// An expression of `Package.swift`, as far as the checker needs to read one: string literals,
/// names and members (`"Theme"`, `.theme`, `Module.core.rawValue`), calls with labelled
/// arguments (`.target(name: "A", dependencies: [...])`), array and dictionary literals and
/// `+`. Anything else is ``other``: read past, never guessed at.
///
/// Offsets are UTF-8 offsets into the manifest, so that diagnostics can point at what they are
/// about and `fix` can edit in place.
indirect enum ManifestExpression: Sendable {
    /// A string literal; `text` is `nil` when it interpolates.
    case string(text: String?, start: Int, end: Int)
    /// A name: `theme` (`implicit` false, no base), `.theme` (`implicit`), or `Kind.theme` (a base).
    case reference(name: String, implicit: Bool, base: ManifestExpression?, start: Int, end: Int)
    /// `callee(arguments)`.
    case call(callee: ManifestExpression, arguments: [Argument], open: Int, close: Int)
    /// `[a, b]`; `conditional` when `#if` splits it.
    case array(elements: [Element], open: Int, close: Int, conditional: Bool)
    /// `[key: value, …]`.
    case dictionary(entries: [(key: ManifestExpression, value: ManifestExpression)], open: Int, close: Int)
    /// `lhs op rhs`.
    case binary(lhs: ManifestExpression, operator: String, rhs: ManifestExpression)
    /// Anything else, from `start` to `end`.
    case other(start: Int, end: Int)

    /// An argument of a call.
    struct Argument: Sendable {
        var label: String?
        var value: ManifestExpression
        /// From the label (or the value) to the end of the value.
        var start: Int
        var end: Int
    }

    /// An element of an array literal, with the extent of its text.
    struct Element: Sendable {
        var value: ManifestExpression
        var start: Int
        var end: Int
    }

    /// Where the expression starts.
    var start: Int {
        switch self {
        case .string(_, let start, _), .reference(_, _, _, let start, _), .other(let start, _): start
        case .call(let callee, _, _, _): callee.start
        case .array(_, let open, _, _), .dictionary(_, let open, _): open
        case .binary(let lhs, _, _): lhs.start
        }
    }

    /// Just past where the expression ends.
    var end: Int {
        switch self {
        case .string(_, _, let end), .reference(_, _, _, _, let end), .other(_, let end): end
        case .call(_, _, _, let close), .array(_, _, let close, _), .dictionary(_, _, let close): close + 1
        case .binary(_, _, let rhs): rhs.end
        }
    }

    /// The value of the argument labelled `label`, for a call.
    func argument(_ label: String) -> Argument? {
        guard case .call(_, let arguments, _, _) = self else { return nil }
        return arguments.first { $0.label == label }
    }

    /// For a call, the name it calls: `target` for `.target(…)` and `Target.target(…)`.
    var calleeName: String? {
        guard case .call(let callee, _, _, _) = self, case .reference(let name, _, _, _, _) = callee else { return nil }
        return name
    }

    /// Every expression in this one, itself first, depth first.
    func forEach(_ body: (ManifestExpression) -> Void) {
        var pending = [self]
        while let expression = pending.popLast() {
            body(expression)
            switch expression {
            case .reference(_, _, let base?, _, _): pending.append(base)
            case .call(let callee, let arguments, _, _): pending += [callee] + arguments.reversed().map(\.value)
            case .array(let elements, _, _, _): pending += elements.reversed().map(\.value)
            case .dictionary(let entries, _, _): pending += entries.reversed().flatMap { [$0.value, $0.key] }
            case .binary(let lhs, _, let rhs): pending += [rhs, lhs]
            case .string, .reference, .other: break
            }
        }
    }
}

/// Reads ``ManifestExpression``s from the significant tokens of a manifest (comments left out),
/// with brackets matched beforehand so that every expression stays inside its brackets. Nesting
/// deeper than ``maximumDepth`` is read past as ``ManifestExpression/other(start:end:)``, so no
/// input can exhaust the stack.
struct ManifestExpressionParser {
    let tokens: [SwiftLexer.Token]
    let bytes: [UInt8]
    /// For each bracket token, the index of its partner (`tokens.count` when unclosed); `-1` for
    /// other tokens.
    private let partners: [Int]

    static let maximumDepth = 64

    init(tokens: [SwiftLexer.Token], bytes: [UInt8]) {
        self.tokens = tokens
        self.bytes = bytes
        var partner = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        var openOfKind: [UInt8: Int] = [:]  // how many of each kind `open` holds
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            let byte = bytes[token.start]
            switch byte {
            case .openParen, .openBracket, .openBrace:
                open.append(index)
                openOfKind[byte, default: 0] += 1
            case .closeParen, .closeBracket, .closeBrace:
                // A closing bracket closes the innermost open one of its kind; any others left
                // open inside it are closed with it. One that closes nothing is passed over (the
                // count makes that cheap, so no input is quadratic).
                let opening = Self.opening(of: byte)
                guard openOfKind[opening, default: 0] > 0,
                    let match = open.lastIndex(where: { bytes[tokens[$0].start] == opening })
                else { continue }
                for unclosed in open[match...] {
                    partner[unclosed] = index
                    openOfKind[bytes[tokens[unclosed].start], default: 0] -= 1
                }
                partner[index] = open[match]
                open.removeSubrange(match...)
            default: break
            }
        }
        for unclosed in open { partner[unclosed] = tokens.count }
        partners = partner
    }

    /// The index of the bracket that closes (or opens) the bracket at `index`; `nil` when that is
    /// no bracket.
    func partner(_ index: Int) -> Int? {
        index >= 0 && index < partners.count && partners[index] >= 0 ? partners[index] : nil
    }

    /// Whether the token at `index` spells `word`, compared byte by byte.
    func spells(_ index: Int, _ word: StaticString) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        guard token.end - token.start == word.utf8CodeUnitCount else { return false }
        for offset in 0..<word.utf8CodeUnitCount where bytes[token.start + offset] != word.utf8Start[offset] {
            return false
        }
        return true
    }

    private static func opening(of closing: UInt8) -> UInt8 {
        switch closing {
        case .closeParen: .openParen
        case .closeBracket: .openBracket
        default: .openBrace
        }
    }

    /// The text of a token.
    func text(_ token: SwiftLexer.Token) -> String {
        String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    func text(at index: Int) -> String { index < tokens.count ? text(tokens[index]) : "" }

    /// Whether the token at `index` is the punctuation `byte`.
    func isPunctuation(_ byte: UInt8, at index: Int) -> Bool {
        index < tokens.count && tokens[index].kind == .punctuation && bytes[tokens[index].start] == byte
    }

    func isOperator(_ text: String, at index: Int) -> Bool {
        index < tokens.count && tokens[index].kind == .operator && self.text(tokens[index]) == text
    }

    func isIdentifier(at index: Int) -> Bool {
        index < tokens.count && tokens[index].kind == .identifier
    }

    /// The expression that starts at token `index`, read no further than `limit`; and the index
    /// of the first token after it.
    func expression(at index: Int, limit: Int, depth: Int = 0) -> (ManifestExpression, Int) {
        guard index < limit else {
            let offset = index < tokens.count ? tokens[index].start : bytes.count
            return (.other(start: offset, end: offset), index)
        }
        var (result, next) = primary(at: index, limit: limit, depth: depth)
        // Postfix: calls, members, trailing closures, `!` and `?`.
        while next < limit {
            if isPunctuation(.openParen, at: next), onOneLine(result.end, tokens[next].start) {
                let close = partner(next) ?? limit
                let arguments = depth < Self.maximumDepth ? self.arguments(from: next + 1, to: close, depth: depth) : []
                result = .call(
                    callee: result, arguments: arguments, open: tokens[next].start, close: offset(of: close))
                next = min(close + 1, limit)
            } else if isPunctuation(.dot, at: next), isIdentifier(at: next + 1), next + 1 < limit {
                let name = tokens[next + 1]
                result = .reference(
                    name: text(name), implicit: false, base: result, start: result.start, end: name.end)
                next += 2
            } else if isPunctuation(.openBrace, at: next), case .call = result {
                next = min((partner(next) ?? limit) + 1, limit)  // a trailing closure
            } else if next < limit, tokens[next].kind == .operator, ["!", "?"].contains(text(tokens[next])),
                tokens[next].start == result.end
            {
                next += 1
            } else {
                break
            }
        }
        // `+` and other binary operators.
        if next < limit, tokens[next].kind == .operator, !["!", "?", "=", "->"].contains(text(tokens[next])) {
            let symbol = text(tokens[next])
            let (rhs, after) = expression(at: next + 1, limit: limit, depth: depth + 1)
            guard after > next + 1 else { return (result, next) }
            return (.binary(lhs: result, operator: symbol, rhs: rhs), after)
        }
        return (result, next)
    }

    /// Whether only spaces and tabs stand between `start` and `end` (a call's `(` must follow its
    /// callee on the same line).
    private func onOneLine(_ start: Int, _ end: Int) -> Bool {
        guard start <= end, end <= bytes.count else { return false }
        return bytes[start..<end].allSatisfy { $0 == .space || $0 == .tab }
    }

    private func offset(of index: Int) -> Int {
        index < tokens.count ? tokens[index].start : bytes.count
    }

    private func primary(at index: Int, limit: Int, depth: Int) -> (ManifestExpression, Int) {
        let token = tokens[index]
        switch token.kind {
        case .string:
            let text =
                token.interpolates ? nil : String(decoding: bytes[token.textStart..<token.textEnd], as: UTF8.self)
            return (.string(text: text, start: token.start, end: token.end), index + 1)
        case .identifier:
            return (
                .reference(name: identifier(token), implicit: false, base: nil, start: token.start, end: token.end),
                index + 1
            )
        case .punctuation:
            switch bytes[token.start] {
            case .dot where isIdentifier(at: index + 1) && index + 1 < limit:
                let name = tokens[index + 1]
                return (
                    .reference(name: identifier(name), implicit: true, base: nil, start: token.start, end: name.end),
                    index + 2
                )
            case .openBracket:
                let close = partner(index) ?? limit
                guard depth < Self.maximumDepth else {
                    return (.other(start: token.start, end: offset(of: close) + 1), min(close + 1, limit))
                }
                return (collection(from: index, to: close, depth: depth + 1), min(close + 1, limit))
            case .openParen, .openBrace:
                let close = partner(index) ?? limit
                return (.other(start: token.start, end: min(offset(of: close) + 1, bytes.count)), min(close + 1, limit))
            default:
                return (.other(start: token.start, end: token.end), index + 1)
            }
        default:
            return (.other(start: token.start, end: token.end), index + 1)
        }
    }

    /// A name without its backticks.
    func identifier(_ token: SwiftLexer.Token) -> String {
        let text = text(token)
        return text.hasPrefix("`") ? String(text.dropFirst().prefix { $0 != "`" }) : text
    }

    /// The labelled arguments between `(` (exclusive, at `start`) and `)` at `end`.
    private func arguments(from start: Int, to end: Int, depth: Int) -> [ManifestExpression.Argument] {
        var arguments: [ManifestExpression.Argument] = []
        var index = start
        while index < end {
            var label: String?
            let first = tokens[index].start
            if isIdentifier(at: index), isPunctuation(.colon, at: index + 1), index + 1 < end {
                label = identifier(tokens[index])
                index += 2
            }
            let (value, next) = expression(at: index, limit: end, depth: depth + 1)
            arguments.append(.init(label: label, value: value, start: first, end: value.end))
            index = skipToSeparator(from: max(next, index + 1), limit: end)
        }
        return arguments
    }

    /// The index after the next `,` (or `limit`), skipping what the expression left unread.
    private func skipToSeparator(from index: Int, limit: Int) -> Int {
        var index = index
        while index < limit {
            if isPunctuation(.comma, at: index) { return index + 1 }
            if let close = partner(index), close > index { index = close + 1 } else { index += 1 }
        }
        return limit
    }

    /// An array or dictionary literal from `[` at `open` to `]` at `close`.
    private func collection(from open: Int, to close: Int, depth: Int) -> ManifestExpression {
        var elements: [ManifestExpression.Element] = []
        var entries: [(key: ManifestExpression, value: ManifestExpression)] = []
        var conditional = false
        var index = open + 1
        while index < close {
            if tokens[index].kind == .pound {
                conditional = true  // #if, #else, #endif between elements
                index += 1
                continue
            }
            if isPunctuation(.colon, at: index), index + 1 == close { break }  // [:]
            let (value, next) = expression(at: index, limit: close, depth: depth)
            if isPunctuation(.colon, at: next), next < close {
                let (entry, after) = expression(at: next + 1, limit: close, depth: depth)
                entries.append((value, entry))
                index = skipToSeparator(from: max(after, next + 1), limit: close)
            } else {
                elements.append(.init(value: value, start: value.start, end: value.end))
                index = skipToSeparator(from: max(next, index + 1), limit: close)
            }
        }
        let openOffset = tokens[open].start
        let closeOffset = offset(of: close)
        if !entries.isEmpty || isPunctuation(.colon, at: open + 1) {
            return .dictionary(entries: entries, open: openOffset, close: closeOffset)
        }
        return .array(elements: elements, open: openOffset, close: closeOffset, conditional: conditional)
    }
}
