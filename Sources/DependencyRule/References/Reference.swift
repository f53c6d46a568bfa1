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

    /// In the order the command lists them: by file, line, column, then declaration.
    static func sorted(_ references: [Reference]) -> [Reference] {
        references.sorted {
            ($0.file, $0.line, $0.column, $0.declaration.file, $0.declaration.line)
                < ($1.file, $1.line, $1.column, $1.declaration.file, $1.declaration.line)
        }
    }
}
