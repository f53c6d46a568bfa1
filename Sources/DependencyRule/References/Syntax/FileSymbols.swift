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
        /// A function's (`func`) parameters; `nil` for any other declaration.
        public var parameters: [Parameter]? = nil

        /// Whether a call with `arguments` may call it, its labels matched in order (a parameter
        /// with a default may be left out, a `{` after the call may fill what remains); `nil` when
        /// syntax cannot tell: no function, or a variadic parameter.
        public func accepts(_ arguments: Use.Arguments) -> Bool? {
            guard let parameters, !parameters.contains(where: \.isVariadic) else { return nil }
            var next = 0
            for label in arguments.labels {
                while next < parameters.count, parameters[next].label != label {
                    guard parameters[next].hasDefault else { return false }
                    next += 1
                }
                guard next < parameters.count else { return false }
                next += 1
            }
            return arguments.mayTrail || parameters[next...].allSatisfy(\.hasDefault)
        }

        /// A function's parameter, as calls name it.
        public struct Parameter: Sendable, Equatable {
            /// Its argument label; `_` for none.
            public var label: String
            public var hasDefault = false
            public var isVariadic = false
        }

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
        /// For a call, `name(…)`: its arguments' labels; `nil` for any other use.
        public var arguments: Arguments? = nil

        /// A call's arguments, as syntax sees them.
        public struct Arguments: Sendable, Equatable {
            /// Each argument's label in the parentheses, `_` for none.
            public var labels: [String]
            /// Whether a `{` follows the parentheses: a trailing closure, or a statement's body
            /// (`if ready(x) {`), which syntax cannot tell apart.
            public var mayTrail: Bool
        }
    }

    public var declarations: [Declaration] = []
    public var uses: [Use] = []
}
