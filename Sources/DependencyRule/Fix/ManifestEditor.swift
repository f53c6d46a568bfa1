/// Edits the dependency lists of `Package.swift` in the manifest's own style, one change at a
/// time, touching nothing else: comments, order and formatting elsewhere stay as they are.
///
/// A new dependency is written as the manifest writes one: the helper member that stands for the
/// target (`.theme`) when there is one, else the form of the list's own targets (`"Theme"` or
/// `.target(name: "Theme")`), else the form most lists use. It goes in sorted position when the
/// list's targets are sorted, else at the end, on a line of its own when the list has one element
/// per line. A target without `dependencies:` gets one after its `name:`.
///
/// What it cannot edit safely, it refuses with the reason (``Refusal``): a declaration or a list
/// built in code, a list in a constant that other targets share, a conditional list.
struct ManifestEditor {
    /// Why a change was not made.
    struct Refusal: Error {
        let reason: String
    }

    private(set) var text: String
    private var syntax: ManifestSyntax

    init(text: String) {
        self.text = text
        syntax = ManifestSyntax(text: text)
    }

    /// What a dependency is.
    enum Kind {
        /// A target of the package.
        case target
        /// The product of that name from another package, under `condition` (its text, as
        /// another declaration writes it) when it is given.
        case product(package: String?, condition: String? = nil)
    }

    /// The conditions (`.when(…)`, as written) under which the manifest declares the product
    /// `name`: `nil` when some declaration of it has none (or none declares it), so that
    /// declaring it without one changes nothing.
    func conditions(ofProduct name: String) -> [String]? {
        var conditions: [String] = []
        for declaration in syntax.declarations {
            guard case .array(let elements, _, _, _)? = declaration.call.argument("dependencies")?.value else {
                continue
            }
            for element in elements where element.value.calleeName == "product" {
                guard element.value.argument("name").flatMap({ syntax.string($0.value) }) == name else { continue }
                guard let condition = element.value.argument("condition") else { return nil }
                conditions.append(String(decoding: bytes[condition.value.start..<condition.value.end], as: UTF8.self))
            }
        }
        return conditions.isEmpty ? nil : conditions
    }

    /// Adds `dependency` to the dependencies of `target`; returns the offset where it was written.
    @discardableResult
    mutating func declare(_ dependency: String, in target: String, as kind: Kind = .target) throws(Refusal) -> Int {
        let declaration = try editableDeclaration(of: target)
        let isProduct: Bool
        let element: String
        switch kind {
        case .target:
            (isProduct, element) = (false, style(for: dependency, in: declaration))
        case .product(let package, let condition):
            (isProduct, element) = (true, productStyle(for: dependency, package: package, condition: condition))
        }
        guard let list = declaration.call.argument("dependencies") else {
            return try addDependenciesArgument(element, to: declaration)
        }
        guard case .array(let elements, let open, let close, let conditional) = list.value, !conditional else {
            throw Refusal(reason: Self.describeUneditable(list.value, target: target, syntax: syntax))
        }
        // The list's targets (not products), for its order.
        let names = elements.map { element in
            element.value.calleeName == "product" ? nil : syntax.dependencies(of: element.value).first?.name
        }
        // Sorted position when the list's targets are sorted (a product goes at the end).
        var position = elements.count
        let local = names.enumerated().compactMap { index, name in name.map { (index, $0) } }
        if !isProduct, local.count >= 2, local.map(\.1).map(Self.sortKey).isSorted {
            let key = Self.sortKey(dependency)
            position = local.first { Self.sortKey($0.1) > key }?.0 ?? (local.last!.0 + 1)
        }
        let edit = insertion(of: element, at: position, elements: elements, open: open, close: close)
        apply(edit)
        return edit.offset + edit.writtenOffset
    }

    /// Adds `dependency` (`.package(url: "…", from: "…")`, `.package(path: "…")`) to the
    /// package's own dependencies: at the end of its `dependencies:` list, or as a new
    /// `dependencies:` argument before `targets:`. Returns the offset where it was written.
    @discardableResult
    mutating func declarePackage(_ dependency: String) throws(Refusal) -> Int {
        guard let call = syntax.packageCall, case .call(_, let arguments, _, _) = call else {
            throw Refusal(reason: "the manifest has no Package(…) call that fix can read")
        }
        if let list = call.argument("dependencies") {
            guard case .array(let elements, let open, let close, let conditional) = list.value, !conditional else {
                throw Refusal(reason: "the package's dependencies: are built in code: add \(dependency) by hand")
            }
            let edit = insertion(of: dependency, at: elements.count, elements: elements, open: open, close: close)
            apply(edit)
            return edit.offset + edit.writtenOffset
        }
        // SwiftPM takes the arguments in order: dependencies: comes right before targets:.
        guard let targets = arguments.first(where: { $0.label == "targets" }) else {
            throw Refusal(reason: "the package call has no targets: argument to put dependencies: before")
        }
        guard let indent = indentation(of: targets.start) else {
            throw Refusal(reason: "targets: does not start a line of its own: add \(dependency) by hand")
        }
        // `targets:` on a line of its own: the new argument on the line before it.
        let edit = Edit(
            offset: lineStart(of: targets.start), length: 0,
            replacement: indent + "dependencies: [" + dependency + "],\n",
            writtenOffset: indent.utf8.count + "dependencies: [".utf8.count)
        apply(edit)
        return edit.offset + edit.writtenOffset
    }

    /// Removes `dependency` from the dependencies of `target`; returns the offset of the line
    /// it was on.
    @discardableResult
    mutating func remove(_ dependency: String, from target: String) throws(Refusal) -> Int {
        let declaration = try editableDeclaration(of: target)
        guard let list = declaration.call.argument("dependencies") else {
            throw Refusal(reason: "'\(target)' declares it through something other than its dependencies: argument")
        }
        guard case .array(let elements, _, _, let conditional) = list.value, !conditional else {
            throw Refusal(reason: Self.describeUneditable(list.value, target: target, syntax: syntax))
        }
        guard
            let index = elements.firstIndex(where: { element in
                syntax.dependencies(of: element.value).count == 1
                    && syntax.dependencies(of: element.value).first?.name == dependency
            })
        else {
            throw Refusal(
                reason:
                    "'\(target)' declares '\(dependency)' through an element that stands for several dependencies: edit it by hand"
            )
        }
        let edit = removal(at: index, elements: elements)
        apply(edit)
        return edit.offset
    }

    // MARK: - Finding what to edit

    /// The declaration of `target`, when it is a call the editor may change.
    private func editableDeclaration(of target: String) throws(Refusal) -> ManifestSyntax.Declaration {
        guard let declaration = syntax.declarations.first(where: { $0.name == target }) else {
            throw Refusal(
                reason:
                    "the declaration of '\(target)' is built in code (its name is not written in Package.swift): edit it by hand"
            )
        }
        return declaration
    }

    private static func describeUneditable(_ list: ManifestExpression, target: String, syntax: ManifestSyntax) -> String
    {
        switch list {
        case .array(_, _, _, true):
            return "the dependencies of '\(target)' are conditional (#if): edit them by hand"
        case .reference(let name, _, nil, _, _):
            return
                "'\(target)' takes its dependencies from '\(name)', which other targets may share: declare it there or give '\(target)' a list of its own"
        case .binary:
            return
                "the dependencies of '\(target)' are joined from several lists (+): declare it in the one that belongs to '\(target)'"
        default:
            return "the dependencies of '\(target)' are built in code: edit them by hand"
        }
    }

    /// How the manifest would write `dependency` in the list of `declaration`.
    private func style(for dependency: String, in declaration: ManifestSyntax.Declaration) -> String {
        // A helper member that stands for it.
        for (name, bindings) in syntax.bindings.sorted(by: { $0.key < $1.key }) {
            for binding in bindings where binding.isStatic && binding.isDependency {
                let uses = syntax.dependencies(of: binding.value)
                if uses.count == 1, uses[0].name == dependency { return "." + name }
            }
        }
        let quoted = SwiftLiteral.quoted(dependency)
        // The form of the list's own targets, else the form most lists use.
        var lists: [ManifestExpression] = []
        if case .array? = declaration.call.argument("dependencies")?.value {
            lists.append(declaration.call.argument("dependencies")!.value)
        }
        lists += syntax.declarations.compactMap { $0.call.argument("dependencies")?.value }
        for list in lists {
            var strings = 0
            var calls = 0
            guard case .array(let elements, _, _, _) = list else { continue }
            for element in elements {
                switch element.value {
                case .string: strings += 1
                case .call where element.value.calleeName == "target": calls += 1
                default: break
                }
            }
            if strings + calls > 0 { return calls > strings ? ".target(name: \(quoted))" : quoted }
        }
        return quoted
    }

    /// How the manifest writes the product `name`: the helper member that stands for it, else
    /// the `.product(name:package:)` another list writes for it, else that call; under
    /// `condition` when one is given.
    private func productStyle(for name: String, package: String?, condition: String? = nil) -> String {
        if let condition {
            // As another list writes it with that condition, else that call with the condition.
            for declaration in syntax.declarations {
                guard case .array(let elements, _, _, _)? = declaration.call.argument("dependencies")?.value else {
                    continue
                }
                for element in elements where element.value.calleeName == "product" {
                    guard element.value.argument("name").flatMap({ syntax.string($0.value) }) == name,
                        let written = element.value.argument("condition"),
                        String(decoding: bytes[written.value.start..<written.value.end], as: UTF8.self) == condition
                    else { continue }
                    return String(decoding: bytes[element.start..<element.end], as: UTF8.self)
                }
            }
            return
                ".product(name: \(SwiftLiteral.quoted(name)), package: \(SwiftLiteral.quoted(package ?? name)), condition: \(condition))"
        }
        for (member, bindings) in syntax.bindings.sorted(by: { $0.key < $1.key }) {
            for binding in bindings where binding.isStatic && binding.isDependency {
                if binding.value.calleeName == "product",
                    binding.value.argument("name").flatMap({ syntax.string($0.value) }) == name
                {
                    return "." + member
                }
            }
        }
        for declaration in syntax.declarations {
            guard case .array(let elements, _, _, _)? = declaration.call.argument("dependencies")?.value else {
                continue
            }
            for element in elements where element.value.calleeName == "product" {
                guard element.value.argument("name").flatMap({ syntax.string($0.value) }) == name,
                    element.value.argument("condition") == nil
                else { continue }
                return String(decoding: bytes[element.start..<element.end], as: UTF8.self)
            }
        }
        return ".product(name: \(SwiftLiteral.quoted(name)), package: \(SwiftLiteral.quoted(package ?? name)))"
    }

    /// `_SwiftSyntaxTestSupport` sorts as `swiftsyntaxtestsupport`.
    private static func sortKey(_ name: String) -> String {
        String(name.drop { $0 == "_" }).lowercased()
    }

    // MARK: - Edits

    /// Replace `length` bytes at `offset` with `replacement`; the new element starts
    /// `writtenOffset` bytes into the replacement.
    private struct Edit {
        var offset: Int
        var length: Int
        var replacement: String
        var writtenOffset = 0
    }

    private mutating func apply(_ edit: Edit) {
        var bytes = Array(text.utf8)
        bytes.replaceSubrange(edit.offset..<(edit.offset + edit.length), with: Array(edit.replacement.utf8))
        text = String(decoding: bytes, as: UTF8.self)
        syntax = ManifestSyntax(text: text)
    }

    private var bytes: [UInt8] { syntax.bytes }

    private func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != .newline { start -= 1 }
        return start
    }

    /// The spaces and tabs that start the line of `offset`, when only they stand before it.
    private func indentation(of offset: Int) -> String? {
        let start = lineStart(of: offset)
        let before = bytes[start..<offset]
        return before.allSatisfy { $0 == .space || $0 == .tab } ? String(decoding: before, as: UTF8.self) : nil
    }

    /// Whether a line break stands between `start` and `end`.
    private func breaks(_ start: Int, _ end: Int) -> Bool {
        start < end && bytes[start..<end].contains(.newline)
    }

    /// After the element ending at `end`: the offset of its comma if one follows (across spaces
    /// and comments on its line), and the offset of the end of its line.
    private func trailing(after end: Int) -> (comma: Int?, lineEnd: Int) {
        var cursor = end
        var comma: Int?
        while cursor < bytes.count, bytes[cursor] != .newline {
            if bytes[cursor] == .comma, comma == nil { comma = cursor }
            if bytes[cursor] == .slash, cursor + 1 < bytes.count, bytes[cursor + 1] == .slash {
                while cursor < bytes.count, bytes[cursor] != .newline { cursor += 1 }
                break
            }
            if bytes[cursor] != .space && bytes[cursor] != .tab && bytes[cursor] != .comma { break }
            cursor += 1
        }
        if cursor < bytes.count, bytes[cursor] != .newline {
            // More code on the line: the comma, if any, is the one right after the element.
            return (comma, end)
        }
        return (comma, cursor)
    }

    private func insertion(
        of element: String, at position: Int, elements: [ManifestExpression.Element], open: Int, close: Int
    ) -> Edit {
        guard !elements.isEmpty else {
            let inner = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
            if inner.allSatisfy(\.isWhitespace) {
                return Edit(offset: open + 1, length: close - open - 1, replacement: element)
            }
            return Edit(offset: open + 1, length: 0, replacement: element + ", ")
        }
        let multiline = breaks(open + 1, elements[0].start)
        if position < elements.count {
            let next = elements[position]
            if multiline, let indent = indentation(of: next.start) {
                let start = lineStart(of: next.start)
                return Edit(
                    offset: start, length: 0, replacement: indent + element + ",\n", writtenOffset: indent.utf8.count)
            }
            return Edit(offset: next.start, length: 0, replacement: element + ", ")
        }
        let last = elements[elements.count - 1]
        let (comma, lineEnd) = trailing(after: last.end)
        if multiline, let indent = indentation(of: last.start), lineEnd < bytes.count, bytes[lineEnd] == .newline {
            // A line of its own, after the last element's line; commas as the list writes them.
            if comma != nil {
                return Edit(
                    offset: lineEnd, length: 0, replacement: "\n" + indent + element + ",",
                    writtenOffset: 1 + indent.utf8.count)
            }
            // The last element has no comma: give it one, and the new element none.
            let replacement = "," + String(decoding: bytes[last.end..<lineEnd], as: UTF8.self) + "\n" + indent + element
            return Edit(
                offset: last.end, length: lineEnd - last.end, replacement: replacement,
                writtenOffset: replacement.utf8.count - element.utf8.count)
        }
        return Edit(offset: last.end, length: 0, replacement: ", " + element, writtenOffset: 2)
    }

    private func removal(at index: Int, elements: [ManifestExpression.Element]) -> Edit {
        let element = elements[index]
        let (comma, lineEnd) = trailing(after: element.end)
        let start = lineStart(of: element.start)
        // Alone on its line (a comma and a comment may follow): the whole line goes.
        if indentation(of: element.start) != nil, lineEnd < bytes.count, bytes[lineEnd] == .newline {
            return Edit(offset: start, length: lineEnd + 1 - start, replacement: "")
        }
        if index + 1 < elements.count {
            return Edit(offset: element.start, length: elements[index + 1].start - element.start, replacement: "")
        }
        if index > 0 {
            return Edit(
                offset: elements[index - 1].end, length: element.end - elements[index - 1].end, replacement: "")
        }
        return Edit(
            offset: element.start, length: (comma.map { $0 + 1 } ?? element.end) - element.start, replacement: "")
    }

    /// `.target(name: "A")` becomes `.target(name: "A", dependencies: [E])`, on a line of its
    /// own when the arguments are.
    private mutating func addDependenciesArgument(
        _ element: String, to declaration: ManifestSyntax.Declaration
    ) throws(Refusal) -> Int {
        guard !declaration.isHelper, ManifestSyntax.targetCallees.contains(declaration.callee),
            !["plugin", "binaryTarget", "systemLibrary"].contains(declaration.callee),
            let name = declaration.call.argument("name")
        else {
            throw Refusal(
                reason: "'\(declaration.name ?? "")' is declared by a call that takes no dependencies: argument here")
        }
        let argument = "dependencies: [" + element + "]"
        let (comma, lineEnd) = trailing(after: name.end)
        if let indent = indentation(of: name.start), lineEnd < bytes.count, bytes[lineEnd] == .newline {
            if comma != nil {
                let edit = Edit(
                    offset: lineEnd, length: 0, replacement: "\n" + indent + argument + ",",
                    writtenOffset: 1 + indent.utf8.count + "dependencies: [".utf8.count)
                apply(edit)
                return edit.offset + edit.writtenOffset
            }
            let replacement = ",\n" + indent + argument
            let edit = Edit(
                offset: name.end, length: 0, replacement: replacement,
                writtenOffset: replacement.utf8.count - element.utf8.count - 1)
            apply(edit)
            return edit.offset + edit.writtenOffset
        }
        let edit = Edit(
            offset: name.end, length: 0, replacement: ", " + argument,
            writtenOffset: 2 + "dependencies: [".utf8.count)
        apply(edit)
        return edit.offset + edit.writtenOffset
    }
}

extension Array where Element == String {
    fileprivate var isSorted: Bool { zip(self, dropFirst()).allSatisfy { $0 <= $1 } }
}
