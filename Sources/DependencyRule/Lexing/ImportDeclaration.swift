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
