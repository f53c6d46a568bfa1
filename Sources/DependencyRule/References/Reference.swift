/// A name one file uses, resolved to the declaration it names in another file of the package or
/// workspace: what `dependency-rule references` lists and the folder-layer rules read.
public struct Reference: Hashable, Sendable {
    /// Where a declaration is: its name, file (relative to the root), line, column and target.
    public struct Declaration: Hashable, Sendable {
        public var name: String
        public var file: String
        public var line: Int
        public var column: Int
        /// The target whose module declares it.
        public var target: String
        /// Whether it is declared at file scope (a type, a global function); `false` for a member
        /// (a nested type, a property, a method, an extension's member).
        public var isTopLevel: Bool

        public init(name: String, file: String, line: Int, column: Int, target: String, isTopLevel: Bool = true) {
            self.name = name
            self.file = file
            self.line = line
            self.column = column
            self.target = target
            self.isTopLevel = isTopLevel
        }
    }

    /// The referencing file, relative to the root.
    public var file: String
    public var line: Int
    public var column: Int
    /// The name as the file writes it.
    public var name: String
    /// The target the referencing file belongs to.
    public var target: String
    public var declaration: Declaration

    public init(file: String, line: Int, column: Int, name: String, target: String, declaration: Declaration) {
        self.file = file
        self.line = line
        self.column = column
        self.name = name
        self.target = target
        self.declaration = declaration
    }

    /// In the order the command lists them: by file, line, column, then declaration (file, line,
    /// column, name) and name, so that the order is total.
    static func sorted(_ references: [Reference]) -> [Reference] {
        references.sorted(by: precedes)
    }

    static func precedes(_ lhs: Reference, _ rhs: Reference) -> Bool {
        let left = (lhs.file, lhs.line, lhs.column, lhs.declaration.file, lhs.declaration.line, lhs.declaration.column)
        let right = (rhs.file, rhs.line, rhs.column, rhs.declaration.file, rhs.declaration.line, rhs.declaration.column)
        return left != right ? left < right : (lhs.declaration.name, lhs.name) < (rhs.declaration.name, rhs.name)
    }

    /// A finding at the reference, about its declaration.
    func diagnostic(_ rule: RuleID, _ message: String) -> Diagnostic {
        var diagnostic = Diagnostic(
            rule: rule, message: message, file: file, line: line, column: column, target: target,
            module: declaration.target)
        diagnostic.declaration = declaration
        return diagnostic
    }
}
