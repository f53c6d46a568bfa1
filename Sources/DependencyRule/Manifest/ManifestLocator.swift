/// Where `Package.swift` declares a target and each of its dependencies, for diagnostics about
/// declarations: always a line, so that every such diagnostic can be clicked and suppressed.
///
/// A dependency is placed where the target's list names it: the literal, `.target(name:)`, or
/// the helper member or constant written there (`.theme`), even when the list is a shared
/// constant or a dictionary entry keyed by the target's name. When the manifest builds the list
/// or the name in code (a loop), the place falls back, in order, to the target's `name:`, to the
/// target's name written anywhere in code, to the `name:` of a declaration whose name is
/// computed (the loop's), and to `Package(`.
struct ManifestLocator {
    /// A place in the manifest, and the line of the helper the dependency goes through, where a
    /// suppression counts too.
    struct Location: Equatable {
        var line: Int
        var column: Int
        var helperLine: Int?
    }

    let syntax: ManifestSyntax

    init(text: String) {
        syntax = ManifestSyntax(text: text)
    }

    /// Where `target` is declared.
    func target(_ target: String) -> Location {
        location(of: targetOffset(target))
    }

    /// Where the declaration of `target` names `dependency`.
    func dependency(_ dependency: String, of target: String) -> Location {
        for list in lists(of: target) {
            for element in syntax.list(list) {
                if let use = syntax.dependencies(of: element.value).first(where: { $0.name == dependency }) {
                    var location = location(of: use.offset)
                    location.helperLine = use.helperOffset.map { syntax.position(of: $0).line }
                    return location
                }
            }
        }
        return self.target(target)
    }

    /// The declaration of `target`, when the manifest spells its name.
    func declaration(of target: String) -> ManifestSyntax.Declaration? {
        syntax.declarations.first { $0.name == target }
    }

    /// The lists that hold the dependencies of `target`: its declaration's `dependencies:`, and
    /// dictionary entries keyed by its name.
    func lists(of target: String) -> [ManifestExpression] {
        let declared = declaration(of: target)?.call.argument("dependencies").map { [$0.value] } ?? []
        return declared + syntax.entries.filter { $0.key == target }.map(\.value)
    }

    private func targetOffset(_ target: String) -> Int {
        if let declaration = declaration(of: target) { return declaration.nameOffset }
        if let entry = syntax.entries.first(where: { $0.key == target }) { return entry.keyOffset }
        if let literal = firstLiteral(target) { return literal }
        if let computed = syntax.declarations.first(where: { $0.name == nil && !$0.isHelper }) {
            return computed.nameOffset
        }
        return syntax.packageOffset ?? 0
    }

    /// The first string literal of code that spells `text`.
    private func firstLiteral(_ text: String) -> Int? {
        var found: Int?
        syntax.bytes.withUnsafeBufferPointer { buffer in
            var lexer = SwiftLexer(bytes: buffer)
            while let token = lexer.next() {
                guard token.kind == .string, !token.interpolates,
                    buffer[token.textStart..<token.textEnd].elementsEqual(text.utf8)
                else { continue }
                found = token.start
                return
            }
        }
        return found
    }

    private func location(of offset: Int) -> Location {
        let (line, column) = syntax.position(of: min(offset, max(syntax.bytes.count - 1, 0)))
        return Location(line: line, column: column)
    }
}
