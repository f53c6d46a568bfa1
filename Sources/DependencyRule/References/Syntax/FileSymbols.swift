/// What one Swift file declares and which names its code uses, as far as syntax tells them: the
/// syntax resolver's view of a file (``SymbolScanner`` reads it, ``SyntaxResolver`` joins files).
public struct FileSymbols: Sendable {
    /// Who may name a declaration: the file alone (`private`, `fileprivate` at file scope), its
    /// module (`internal`), its package (`package`) or anyone (`public`, `open`).
    public enum Visibility: UInt8, Comparable, Sendable {
        case file, module, package, `public`

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// A declaration at file scope, or a member of a type (a nested type, a method, a property, an
    /// enum case) declared in a type's or an extension's body.
    public struct Declaration: Sendable, Equatable {
        public var name: String
        /// The type it is a member of, dotted (`Outer.Inner`); `nil` at file scope.
        public var parent: String?
        public var line: Int
        public var column: Int
        public var visibility: Visibility
        /// Whether it declares a type (`struct`, `class`, `enum`, `actor`, `protocol`, `typealias`).
        public var isType: Bool
        /// A generic parameter of the type `parent`: it shadows, in the type's extensions too, but
        /// is no declaration another file can name.
        public var isGenericParameter = false

        /// How messages name it: `Outer.Inner`, or its name at file scope.
        public var qualifiedName: String { parent.map { $0 + "." + name } ?? name }
    }

    /// A name the file's code uses that nothing local to it declares: no generic parameter,
    /// associated type, local type or binding, parameter or member of an enclosing type of the
    /// same file.
    public struct Use: Sendable, Equatable {
        public var name: String
        /// For `Qualifier.name`: the qualifier, a module or a type (the use is then of a nested
        /// declaration); `nil` for a name standing alone.
        public var qualifier: String?
        public var line: Int
        public var column: Int
        /// The types whose bodies hold the use, innermost first (an extension's extended type):
        /// a member of one of them, declared in another file, is what the name names.
        public var enclosingTypes: [String]
    }

    public var declarations: [Declaration] = []
    public var uses: [Use] = []
}
