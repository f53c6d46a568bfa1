/// What an identifier token is to ``SymbolScanner``: a keyword it acts on, one it passes over,
/// or a name. Classified on the token's bytes, building no string (most tokens are names).
enum SymbolWord: UInt8 {
    /// Not a keyword: a name.
    case name
    /// A keyword or contextual keyword that declares and names nothing (`self`, `return`, `get`).
    case keyword
    /// A declaration modifier (`static`, `final`, `override`, `nonisolated`…).
    case modifier
    case `public`, `package`, `internal`, `private`
    case `struct`, `enum`, `actor`, `protocol`, `class`, `extension`
    case `func`, macro, `init`, `subscript`, `deinit`
    case `typealias`, `associatedtype`, `precedencegroup`
    case `let`, `var`, `for`, `case`, `operator`, `import`, `in`, each, `try`, await

    /// Whether it starts a declaration (after which a pending signature ends).
    var isDeclaration: Bool {
        switch self {
        case .struct, .enum, .actor, .protocol, .class, .extension, .func, .macro, .`init`, .subscript, .deinit,
            .typealias, .associatedtype, .precedencegroup, .let, .var, .case, .operator, .import:
            true
        default: false
        }
    }

    /// Whether it may stand before a declaration keyword: a modifier or an access level.
    var isModifierOrAccess: Bool {
        switch self {
        case .modifier, .public, .package, .internal, .private: true
        default: false
        }
    }

    /// The word `bytes[start..<end]` spells; a backticked name is always a name.
    static func classify(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> SymbolWord {
        let length = end - start
        guard length > 0, length < table.count, bytes[start] != .backtick else { return .name }
        for (spelling, word) in table[length] where spelling[0] == bytes[start] {
            var matches = true
            for offset in 1..<length where spelling[offset] != bytes[start + offset] {
                matches = false
                break
            }
            if matches { return word }
        }
        return .name
    }

    /// The words, by length.
    private static let table: [[([UInt8], SymbolWord)]] = {
        let words: [(String, SymbolWord)] = [
            ("public", .public), ("open", .public), ("package", .package), ("internal", .internal),
            ("fileprivate", .private), ("private", .private), ("struct", .struct), ("enum", .enum),
            ("actor", .actor), ("protocol", .protocol), ("class", .class), ("extension", .extension),
            ("func", .func), ("macro", .macro), ("init", .`init`), ("subscript", .subscript), ("deinit", .deinit),
            ("typealias", .typealias), ("associatedtype", .associatedtype), ("precedencegroup", .precedencegroup),
            ("let", .let), ("var", .var), ("for", .for), ("case", .case), ("operator", .operator),
            ("import", .import), ("in", .in), ("each", .each), ("try", .try), ("await", .await),
        ]
        let modifiers = [
            "static", "final", "override", "mutating", "nonmutating", "lazy", "weak", "unowned", "dynamic",
            "optional", "required", "convenience", "indirect", "nonisolated", "distributed", "prefix", "postfix",
            "infix", "consuming", "borrowing", "isolated", "async",
        ]
        let keywords = [
            "self", "Self", "super", "if", "else", "guard", "switch", "default", "where", "while", "repeat", "do",
            "catch", "return", "throw", "throws", "rethrows", "is", "as", "true", "false", "nil", "break", "continue",
            "fallthrough", "defer", "some", "any", "inout", "get", "set", "willSet", "didSet", "_",
        ]
        let all = words + modifiers.map { ($0, .modifier) } + keywords.map { ($0, .keyword) }
        var table = Array(repeating: [([UInt8], SymbolWord)](), count: 17)
        for (text, word) in all { table[text.utf8.count].append((Array(text.utf8), word)) }
        return table
    }()
}
