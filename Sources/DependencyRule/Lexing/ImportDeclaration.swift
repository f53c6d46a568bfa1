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
        conditions.contains { condition in
            Self.conjuncts(of: condition).contains { Self.canImportModule(in: $0) == module }
        }
    }

    /// The parts of `condition` joined by a top-level `&&`, each without spaces and without
    /// parentheses around the whole; a parenthesised conjunction is split too.
    static func conjuncts(of condition: String) -> [String] {
        var text = Array(condition.unicodeScalars.filter { !$0.properties.isWhitespace })
        // Parentheses around the whole: `(A && B)`.
        while text.first == "(", text.last == ")", Self.closing(text, from: 0) == text.count - 1 {
            text = Array(text[1..<(text.count - 1)])
        }
        var parts: [String] = []
        var depth = 0
        var start = 0
        var index = 0
        while index < text.count {
            switch text[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "&" where depth == 0 && index + 1 < text.count && text[index + 1] == "&":
                parts.append(String(String.UnicodeScalarView(text[start..<index])))
                index += 1
                start = index + 1
            default: break
            }
            index += 1
        }
        parts.append(String(String.UnicodeScalarView(text[start...])))
        guard parts.count > 1 else { return parts }
        return parts.flatMap { conjuncts(of: $0) }
    }

    /// The index of the `)` that closes the `(` at `open`, or `nil`.
    private static func closing(_ text: [Unicode.Scalar], from open: Int) -> Int? {
        var depth = 0
        for index in open..<text.count {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// `M` for a conjunct `canImport(M)`, `canImport(M.Sub)` or `canImport(M, _version: …)`.
    static func canImportModule(in conjunct: String) -> String? {
        guard conjunct.hasPrefix("canImport("), conjunct.hasSuffix(")") else { return nil }
        let argument = conjunct.dropFirst("canImport(".count).dropLast().prefix { $0 != "," && $0 != "." }
        let module = argument.hasPrefix("`") && argument.hasSuffix("`") ? argument.dropFirst().dropLast() : argument
        return module.isEmpty ? nil : String(module)
    }
}
