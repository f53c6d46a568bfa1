/// `Package.swift` as written, read from the tokens of ``SwiftLexer``: where each target is
/// declared, what its dependency list holds and where, through the helpers manifests write
/// (`extension Target.Dependency { static let theme = … }` then `dependencies: [.theme]`,
/// string constants as names, lists in shared constants, dictionaries of lists, enums of module
/// names). Diagnostics about declarations are placed with it, and `dependency-rule fix` edits
/// with it.
///
/// It reads, it does not run: a name or a list built by code (a loop, a `map`, a condition) has
/// no literal to find. Lookups then fall back to the nearest place that is certain (see
/// ``ManifestLocator``).
struct ManifestSyntax {
    /// `let`/`var NAME[: TYPE] = VALUE`, or a computed `var NAME: TYPE { VALUE }`, anywhere.
    struct Binding {
        var name: String
        var isStatic: Bool
        /// The type written after the name, without spaces (`Self`, `[Target.Dependency]`).
        var type: String?
        /// The type of the `extension` it is in, if any (`Target.Dependency`, `String`).
        var extensionType: String?
        /// Where its name is written.
        var nameOffset: Int
        var value: ManifestExpression

        /// Whether it holds a dependency or a list of them, by its type or its extension.
        var isDependency: Bool {
            let written = type == "Self" ? extensionType : (type ?? extensionType)
            return written.map { $0.contains("Dependency") && !$0.contains("Package.Dependency") } ?? false
        }

        /// Whether it holds a string, by its type or its extension.
        var isString: Bool {
            let written = type == "Self" ? extensionType : (type ?? extensionType)
            if case .string = value { return written == nil || written == "String" }
            return written == "String"
        }
    }

    /// A call that declares a target.
    struct Declaration {
        /// The target's name, when the manifest spells it (through constants too).
        var name: String?
        /// Where the `name:` value is written; the call's start when there is no `name:`.
        var nameOffset: Int
        var call: ManifestExpression
        /// `target`, `executableTarget`, … or the name of a helper that makes a target.
        var callee: String
        /// Written inside `Package(…)`.
        var insidePackage: Bool
        /// A helper (`.framework(name:dependencies:)`) rather than one of SwiftPM's calls.
        var isHelper: Bool
    }

    /// A dependency as a list element says it, with where it is said.
    struct DependencyUse {
        var name: String
        /// Where the element (or the name inside it) is written.
        var offset: Int
        /// Where the helper it goes through is defined (`static let theme = …`), if any.
        var helperOffset: Int?
    }

    /// SwiftPM's calls that declare targets.
    static let targetCallees: Set<String> = [
        "target", "executableTarget", "testTarget", "systemLibrary", "plugin", "macro", "binaryTarget",
    ]

    let text: String
    let bytes: [UInt8]
    private(set) var bindings: [String: [Binding]] = [:]
    private(set) var declarations: [Declaration] = []
    /// `"Name": value` entries of dictionary literals, in file order.
    private(set) var entries: [(key: String, keyOffset: Int, value: ManifestExpression)] = []
    /// `case name = "raw"` (or `case name`) of enums, by case name.
    private(set) var enumCases: [String: String] = [:]
    /// Where `Package(` is called.
    private(set) var packageOffset: Int?
    /// The `Package(…)` call, read as an expression (its `dependencies:` list, for `fix`).
    private(set) var packageCall: ManifestExpression?
    /// The offset of the first byte of each line.
    let lineStarts: [Int]

    init(text: String) {
        self.text = text
        let bytes = Array(text.utf8)
        self.bytes = bytes
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == .newline }.map { $0 + 1 }
        let tokens = Self.significantTokens(of: bytes)
        read(ManifestExpressionParser(tokens: tokens, bytes: bytes))
    }

    private static func significantTokens(of bytes: [UInt8]) -> [SwiftLexer.Token] {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = SwiftLexer(bytes: buffer)
            var tokens: [SwiftLexer.Token] = []
            while let token = lexer.next() {
                if token.kind != .lineComment && token.kind != .blockComment { tokens.append(token) }
            }
            return tokens
        }
    }

    /// The 1-based line and column (in UTF-8 bytes) of `offset`.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    // MARK: - Reading

    /// One pass over the tokens: bindings, enum cases, dictionary entries, `Package(` and every
    /// call that declares a target, each read as an expression where it starts.
    private mutating func read(_ parser: ManifestExpressionParser) {
        let tokens = parser.tokens
        var extensions: [(type: String, close: Int)] = []
        var open: [Int] = []  // indices of the brackets enclosing the cursor
        var dependencyRegions: [Range<Int>] = []  // token ranges of values that hold dependencies
        var index = 0
        while index < tokens.count {
            while let last = extensions.last, index > last.close { extensions.removeLast() }
            let token = tokens[index]
            if token.kind == .punctuation {
                switch bytes[token.start] {
                case .openParen, .openBracket, .openBrace: open.append(index)
                case .closeParen, .closeBracket, .closeBrace:
                    if let match = parser.partner(index), let position = open.lastIndex(of: match) {
                        open.removeSubrange(position...)
                    }
                default: break
                }
                index += 1
                continue
            }
            guard token.kind == .identifier else {
                index += 1
                continue
            }
            let limit = open.last.flatMap { parser.partner($0) } ?? tokens.count
            if parser.spells(index, "extension") || parser.spells(index, "enum") || parser.spells(index, "struct") {
                var cursor = index + 1
                var type = ""
                while cursor < tokens.count, parser.isIdentifier(at: cursor) || parser.isPunctuation(.dot, at: cursor) {
                    type += parser.text(at: cursor)
                    cursor += 1
                }
                while cursor < tokens.count, !parser.isPunctuation(.openBrace, at: cursor) { cursor += 1 }
                if cursor < tokens.count, parser.spells(index, "extension") {
                    extensions.append((type, parser.partner(cursor) ?? tokens.count))
                }
            } else if parser.spells(index, "case") {
                readEnumCases(after: index, parser: parser)
            } else if parser.spells(index, "let") || parser.spells(index, "var") {
                if let (binding, region) = readBinding(at: index, parser: parser, limit: limit, extensions: extensions)
                {
                    bindings[binding.name, default: []].append(binding)
                    if binding.isDependency { dependencyRegions.append(region) }
                    binding.value.forEach { expression in
                        guard case .dictionary(let entries, _, _) = expression else { return }
                        for entry in entries {
                            if case .string(let key?, let start, _) = entry.key {
                                self.entries.append((key, start, entry.value))
                            }
                        }
                    }
                }
            } else if parser.spells(index, "Package"), parser.isPunctuation(.openParen, at: index + 1) {
                if packageOffset == nil, !parser.isPunctuation(.dot, at: index - 1) {
                    packageOffset = token.start
                    packageCall = parser.expression(at: index, limit: tokens.count).0
                }
            } else if parser.isPunctuation(.openParen, at: index + 1),
                !parser.spells(index, "product"), !parser.spells(index, "byName"),
                parser.spells(index + 2, "name") && parser.isPunctuation(.colon, at: index + 3)
                    || Self.isTargetCallee(index, parser)
            {
                // SwiftPM's target calls, and helpers called with `name:` first.
                readCall(
                    at: index, parser: parser, limit: limit, open: open, extensions: extensions,
                    dependencyRegions: dependencyRegions)
            }
            index += 1
        }
        // Calls inside `Package(…)` first, SwiftPM's before helpers: the first of each name wins.
        declarations = declarations.enumerated().sorted {
            ($0.element.isHelper ? 1 : 0, $0.element.insidePackage ? 0 : 1, $0.offset)
                < ($1.element.isHelper ? 1 : 0, $1.element.insidePackage ? 0 : 1, $1.offset)
        }.map(\.element)
    }

    /// `case a, b = "B"` in an enum: raw values of module names.
    private mutating func readEnumCases(after index: Int, parser: ManifestExpressionParser) {
        let tokens = parser.tokens
        var cursor = index + 1
        while parser.isIdentifier(at: cursor) {
            let name = parser.text(at: cursor)
            cursor += 1
            if parser.isOperator("=", at: cursor), cursor + 1 < tokens.count, tokens[cursor + 1].kind == .string,
                !tokens[cursor + 1].interpolates
            {
                let literal = tokens[cursor + 1]
                enumCases[name] = String(decoding: bytes[literal.textStart..<literal.textEnd], as: UTF8.self)
                cursor += 2
            } else {
                enumCases[name] = enumCases[name] ?? name
            }
            guard parser.isPunctuation(.comma, at: cursor) else { break }
            cursor += 1
        }
    }

    /// `[static] let|var NAME[: TYPE] (= VALUE | { [return] VALUE })` at the `let`/`var` token.
    private func readBinding(
        at index: Int, parser: ManifestExpressionParser, limit: Int, extensions: [(type: String, close: Int)]
    ) -> (Binding, Range<Int>)? {
        let tokens = parser.tokens
        guard parser.isIdentifier(at: index + 1) else { return nil }
        let nameToken = tokens[index + 1]
        var cursor = index + 2
        var type: String?
        if parser.isPunctuation(.colon, at: cursor) {
            cursor += 1
            var written = ""
            while cursor < limit {
                if parser.isIdentifier(at: cursor) || parser.isPunctuation(.dot, at: cursor)
                    || (tokens[cursor].kind == .operator && ["?", "!", "<", ">"].contains(parser.text(at: cursor)))
                {
                    written += parser.text(at: cursor)
                    cursor += 1
                } else if parser.isPunctuation(.openBracket, at: cursor), let close = parser.partner(cursor),
                    close < limit
                {
                    written += tokens[cursor...close].map(parser.text).joined()
                    cursor = close + 1
                } else {
                    break
                }
            }
            type = written
        }
        let valueStart: Int
        if parser.isOperator("=", at: cursor) {
            valueStart = cursor + 1
        } else if parser.isPunctuation(.openBrace, at: cursor) {
            valueStart =
                parser.isIdentifier(at: cursor + 1) && parser.text(at: cursor + 1) == "return" ? cursor + 2 : cursor + 1
            guard !(parser.isIdentifier(at: valueStart) && ["get", "set"].contains(parser.text(at: valueStart))) else {
                return nil
            }
        } else {
            return nil
        }
        guard valueStart < limit else { return nil }
        let valueLimit = parser.isPunctuation(.openBrace, at: cursor) ? (parser.partner(cursor) ?? limit) : limit
        // Only names and lists of dependencies are looked up: the package, products, settings and
        // lists of targets are not read as values (the calls in them are read where they are).
        let isLookedUp =
            type.map { $0 == "Self" || $0.contains("Dependency") || $0.contains("String") }
            ?? !(parser.text(at: valueStart) == "Package" && parser.isPunctuation(.openParen, at: valueStart + 1))
        guard isLookedUp else { return nil }
        let (value, end) = parser.expression(at: valueStart, limit: valueLimit)
        let isStatic = index > 0 && parser.isIdentifier(at: index - 1) && parser.text(at: index - 1) == "static"
        let binding = Binding(
            name: parser.identifier(nameToken), isStatic: isStatic, type: type,
            extensionType: extensions.last?.type, nameOffset: nameToken.start, value: value)
        return (binding, valueStart..<max(end, valueStart + 1))
    }

    /// A call at the name `index` (`target(` or `.target(`): a declaration when it declares a
    /// target; a helper's call when it passes a `name:` and `dependencies:`.
    private mutating func readCall(
        at index: Int, parser: ManifestExpressionParser, limit: Int, open: [Int],
        extensions: [(type: String, close: Int)], dependencyRegions: [Range<Int>]
    ) {
        let tokens = parser.tokens
        let callee = parser.text(tokens[index])
        let dotted = index > 0 && parser.isPunctuation(.dot, at: index - 1)
        var start = dotted ? index - 1 : index
        // `Target.target(` and `PackageDescription.Target.target(`.
        while start >= 2, parser.isIdentifier(at: start - 1), dotted, parser.isPunctuation(.dot, at: start - 2) {
            start -= 2
        }
        if dotted, start >= 1, parser.isIdentifier(at: start - 1), start == index - 1 {
            start -= 1
        }
        let (call, _) = parser.expression(at: start, limit: limit)
        guard case .call(_, let arguments, _, _) = call else { return }
        let labels = Set(arguments.compactMap(\.label))
        let insideDependencies =
            dependencyRegions.contains { $0.contains(index) }
            || open.contains { bracket in
                bracket >= 2 && parser.isPunctuation(.colon, at: bracket - 1)
                    && parser.spells(bracket - 2, "dependencies")
            }
            || extensions.last.map { $0.type.contains("Dependency") } == true
        let isTargetCall: Bool
        if Self.targetCallees.contains(callee), dotted || extensions.last?.type == "Target" {
            if callee == "plugin" {
                isTargetCall = labels.contains("capability")  // else the product `.plugin(name:targets:)`
            } else if callee == "target" {
                // `.target(name:)` is also a dependency; more arguments than `name:` declare.
                isTargetCall =
                    !labels.subtracting(["name"]).isEmpty ? !labels.contains("condition") : !insideDependencies
            } else {
                isTargetCall = !insideDependencies
            }
        } else {
            isTargetCall = false
        }
        let isHelper =
            !isTargetCall && labels.contains("name") && labels.contains("dependencies")
            && !["product", "target", "byName", "library", "executable"].contains(callee)
        guard isTargetCall || isHelper else { return }
        let nameValue = call.argument("name")?.value
        let insidePackage =
            packageOffset != nil
            && open.contains { bracket in
                parser.spells(bracket - 1, "Package")
            }
        declarations.append(
            Declaration(
                name: nameValue.flatMap { string($0) }, nameOffset: nameValue?.start ?? call.start, call: call,
                callee: callee, insidePackage: insidePackage, isHelper: isHelper))
    }

    /// Whether the name at `index` is one of ``targetCallees``, compared without making a string.
    private static func isTargetCallee(_ index: Int, _ parser: ManifestExpressionParser) -> Bool {
        parser.spells(index, "target") || parser.spells(index, "executableTarget")
            || parser.spells(index, "testTarget") || parser.spells(index, "systemLibrary")
            || parser.spells(index, "plugin") || parser.spells(index, "macro") || parser.spells(index, "binaryTarget")
    }

    // MARK: - Resolving

    /// The string an expression stands for: a literal, a constant (`.theme` in
    /// `extension String`, a top-level `let`), or an enum case's raw value (`Module.core.rawValue`).
    func string(_ expression: ManifestExpression, depth: Int = 0) -> String? {
        guard depth < 8 else { return nil }
        switch expression {
        case .string(let text, _, _):
            return text
        case .reference("rawValue", _, let base?, _, _):
            guard case .reference(let name, _, _, _, _) = base else { return nil }
            return enumCases[name]
        case .reference(let name, let implicit, let base, _, _):
            if implicit || base != nil {
                if let binding = bindings[name]?.first(where: { $0.isStatic && $0.isString }) {
                    return string(binding.value, depth: depth + 1)
                }
                return implicit ? enumCases[name] : nil
            }
            return bindings[name]?.first(where: { !$0.isStatic }).flatMap { string($0.value, depth: depth + 1) }
        default:
            return nil
        }
    }

    /// What one element of a dependency list names, and where: a literal, `.target(name:)`,
    /// `.product(name:package:)`, `.byName(name:)`, `.init(.case)`, or a helper member or
    /// constant that stands for one of them (or for a list of them).
    func dependencies(of element: ManifestExpression, depth: Int = 0) -> [DependencyUse] {
        guard depth < 8 else { return [] }
        switch element {
        case .string(let text?, let start, _):
            return [DependencyUse(name: text, offset: start)]
        case .call(_, let arguments, _, _):
            let callee = element.calleeName ?? ""
            let value: ManifestExpression?
            if ["target", "product", "byName"].contains(callee) {
                value = element.argument("name")?.value
            } else if callee == "init" || callee == "Dependency" {
                value = arguments.first?.value
            } else {
                return []
            }
            guard let value, let name = string(value) else { return [] }
            let offset = if case .string = value { value.start } else { element.start }
            return [DependencyUse(name: name, offset: offset)]
        case .reference(let name, let implicit, let base, let start, _):
            guard let binding = binding(named: name, implicit: implicit || base != nil) else { return [] }
            return list(binding.value, depth: depth + 1).flatMap { dependencies(of: $0.value, depth: depth + 1) }.map {
                DependencyUse(name: $0.name, offset: start, helperOffset: $0.helperOffset ?? binding.nameOffset)
            }
        case .array, .binary:
            return list(element, depth: depth + 1).flatMap { dependencies(of: $0.value, depth: depth + 1) }
        default:
            return []
        }
    }

    /// The elements a list expression holds, through constants and `+`; a single dependency is a
    /// list of one.
    func list(_ expression: ManifestExpression, depth: Int = 0) -> [ManifestExpression.Element] {
        guard depth < 8 else { return [] }
        switch expression {
        case .array(let elements, _, _, _):
            return elements
        case .binary(let lhs, "+", let rhs):
            return list(lhs, depth: depth + 1) + list(rhs, depth: depth + 1)
        case .reference(let name, let implicit, let base, _, _):
            if let binding = binding(named: name, implicit: implicit || base != nil), case .array = binding.value {
                return list(binding.value, depth: depth + 1)
            }
            return [.init(value: expression, start: expression.start, end: expression.end)]
        default:
            return [.init(value: expression, start: expression.start, end: expression.end)]
        }
    }

    /// The binding a name refers to: a static member of a dependency extension for `.name`, a
    /// top-level constant for `name`.
    func binding(named name: String, implicit: Bool) -> Binding? {
        let candidates = bindings[name] ?? []
        if implicit {
            return candidates.first { $0.isStatic && $0.isDependency }
                ?? candidates.first { $0.isStatic && !$0.isString }
        }
        return candidates.first { !$0.isStatic }
    }
}
