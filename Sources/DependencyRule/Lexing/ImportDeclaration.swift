/// One `import` declaration as written in a source file.
public struct ImportDeclaration: Hashable, Sendable {
    /// The imported module: the first component of the path (`import M.Sub` imports `M`).
    public var module: String
    /// Every component of the path, backticks removed: `["M", "Sub"]`.
    public var path: [String]
    /// 1-based line of the `import` keyword.
    public var line: Int
    /// 1-based column (in UTF-8 bytes) of the `import` keyword.
    public var column: Int
    /// Attributes before the keyword, as written: `@testable`, `@_spi(Internal)`.
    public var attributes: [String]
    /// `public`, `package`, `internal`, `fileprivate` or `private`; `nil` when not written.
    public var accessLevel: String?
    /// `struct`, `class`, `enum`, `protocol`, `typealias`, `func`, `var` or `let`; `nil` for a
    /// whole-module import.
    public var kind: String?
    /// The `#if` conditions the import sits under, outermost first; empty when unconditional.
    /// `#if A` gives `A`; `#elseif B` gives `!(A) && B`; `#else` gives `!(A)`.
    public var conditions: [String]

    public init(
        module: String, path: [String]? = nil, line: Int, column: Int, attributes: [String] = [],
        accessLevel: String? = nil, kind: String? = nil, conditions: [String] = []
    ) {
        self.module = module
        self.path = path ?? [module]
        self.line = line
        self.column = column
        self.attributes = attributes
        self.accessLevel = accessLevel
        self.kind = kind
        self.conditions = conditions
    }
}

extension ImportDeclaration {
    /// Whether the import is optional: some `#if` around it requires `canImport(M)` of its own
    /// module (`#if canImport(M)`, `#elseif canImport(M)`, `canImport(M) && …`, at any depth), so
    /// a build without `M` skips it. `!canImport(M)` and `canImport(M) || …` require nothing.
    public var isOptional: Bool {
        guard !conditions.isEmpty else { return false }
        let module = Array(module.utf8)
        return conditions.contains { condition in
            var condition = condition
            return condition.withUTF8 { Self.requires(canImport: module, in: $0[...]) }
        }
    }

    /// Whether `condition` is `canImport(M)` of `module`, or a conjunction (`&&`, at the top level,
    /// parenthesised or not) one of whose parts is. Bytes only: it runs for every import.
    static func requires(canImport module: [UInt8], in condition: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        var text = trimmed(condition)
        // Parentheses around the whole: `(A && B)`.
        while text.first == UInt8(ascii: "("), text.last == UInt8(ascii: ")"),
            closing(text, from: text.startIndex) == text.index(before: text.endIndex)
        {
            text = trimmed(text.dropFirst().dropLast())
        }
        var parts: [Slice<UnsafeBufferPointer<UInt8>>] = []
        var depth = 0
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth -= 1
            // `A && B || C` is `(A && B) || C`: a disjunction at this level requires nothing.
            case UInt8(ascii: "|")
            where depth == 0 && index + 1 < text.endIndex && text[index + 1] == UInt8(ascii: "|"):
                return false
            case UInt8(ascii: "&")
            where depth == 0 && index + 1 < text.endIndex && text[index + 1] == UInt8(ascii: "&"):
                parts.append(text[start..<index])
                index += 1
                start = index + 1
            default: break
            }
            index += 1
        }
        guard parts.isEmpty else {
            parts.append(text[start..<text.endIndex])
            return parts.contains { requires(canImport: module, in: $0) }
        }
        return canImportModule(in: text).map { $0.elementsEqual(module) } ?? false
    }

    /// `condition` without spaces, tabs and line breaks at either end.
    private static func trimmed(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        var text = text
        while let first = text.first, isSpace(first) { text = text.dropFirst() }
        while let last = text.last, isSpace(last) { text = text.dropLast() }
        return text
    }

    /// The index of the `)` that closes the `(` at `open`, or `nil`.
    private static func closing(_ text: Slice<UnsafeBufferPointer<UInt8>>, from open: Int) -> Int? {
        var depth = 0
        for index in open..<text.endIndex {
            if text[index] == UInt8(ascii: "(") { depth += 1 }
            if text[index] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// `M` of `canImport(M)`, `canImport( M.Sub )` or `canImport(M, _version: …)`, backticks removed.
    private static func canImportModule(
        in conjunct: Slice<UnsafeBufferPointer<UInt8>>
    ) -> Slice<UnsafeBufferPointer<UInt8>>? {
        let prefix = Array("canImport".utf8)
        guard conjunct.count > prefix.count + 2, conjunct.prefix(prefix.count).elementsEqual(prefix),
            conjunct.last == UInt8(ascii: ")")
        else { return nil }
        var rest = trimmed(conjunct.dropFirst(prefix.count))
        // One call: its parenthesis closes at the end (not `canImport(M) || os(Linux)`).
        guard rest.first == UInt8(ascii: "("), closing(rest, from: rest.startIndex) == rest.index(before: rest.endIndex)
        else { return nil }
        rest = trimmed(rest.dropFirst().dropLast())
        var module = trimmed(
            rest.prefix { $0 != UInt8(ascii: ",") && $0 != UInt8(ascii: ".") && $0 != UInt8(ascii: " ") })
        if module.first == UInt8(ascii: "`"), module.last == UInt8(ascii: "`"), module.count > 2 {
            module = module.dropFirst().dropLast()
        }
        return module.isEmpty ? nil : module
    }
}
