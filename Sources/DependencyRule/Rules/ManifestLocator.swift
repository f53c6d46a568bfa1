/// Finds where a target and its dependencies are written in `Package.swift`, for diagnostics
/// about declarations. The manifest is read once with the import lexer's tokens (so comments and
/// strings of every kind are skipped as the compiler skips them); each lookup then searches one
/// declaration.
///
/// A manifest that builds names in code (variables, loops) may have no literal to find: the
/// location is then unknown and the diagnostic names the file alone.
struct ManifestLocator {
    /// A target's declaration: its name literal's offset, and the string literals it holds.
    private struct Declaration {
        var nameOffset: Int
        var literals: [(offset: Int, text: String)]
        /// Written inside `Package(…)`: a call outside it with the same name (a shared
        /// `[Target.Dependency]` list holding `.target(name:)`) is a reference, not this.
        var insidePackage: Bool
    }

    private let declarations: [String: Declaration]
    /// The offset of the first byte of each line.
    private let lineStarts: [Int]

    init(text: String) {
        let bytes = Array(text.utf8)
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
        let tokens = ImportScanner.codeTokens(in: text)

        // Match parentheses: a target call's declaration ends at its `)`, and a `.target(` inside
        // another target's parentheses is a reference in a dependency list, not a declaration.
        var declarations: [String: Declaration] = [:]
        var open: [(token: Int, offset: Int, isTarget: Bool, isPackage: Bool)] = []
        for (position, token) in tokens.enumerated() {
            switch token {
            case .openParenthesis(let offset):
                let insideTarget = open.contains { $0.isTarget }
                open.append(
                    (
                        position, offset, !insideTarget && Self.callsTargetDeclaration(bytes, at: offset),
                        Self.calls(Self.packageCall, in: bytes, at: offset)
                    ))
            case .closeParenthesis(let offset):
                guard let call = open.popLast(), call.isTarget else { continue }
                let literals: [(offset: Int, text: String)] = tokens[call.token..<position].compactMap {
                    guard case .string(let start, _, let text?) = $0 else { return nil }
                    return (start, text)
                }
                let insidePackage = open.contains { $0.isPackage }
                guard !Self.isPluginProduct(bytes, open: call.offset, close: offset),
                    let name = Self.nameArgument(bytes, literals: literals),
                    declarations[name.text] == nil || (insidePackage && declarations[name.text]?.insidePackage == false)
                else { continue }
                declarations[name.text] = Declaration(
                    nameOffset: name.offset, literals: literals, insidePackage: insidePackage)
            case .string:
                break
            }
        }
        self.declarations = declarations
    }

    /// The line and column of the `"TARGET"` literal after `name:` in the target's declaration.
    func target(_ target: String) -> (line: Int, column: Int)? {
        declarations[target].map { position(of: $0.nameOffset) }
    }

    /// The line and column of the literal `"DEPENDENCY"` inside the declaration of `target`.
    func dependency(_ dependency: String, of target: String) -> (line: Int, column: Int)? {
        guard let declaration = declarations[target],
            let literal = declaration.literals.first(where: {
                $0.offset != declaration.nameOffset && $0.text == dependency
            })
        else { return nil }
        return position(of: literal.offset)
    }

    /// Whether the `(` at `offset` opens a call that declares a target (`.target(`, `.macro(`…).
    private static func callsTargetDeclaration(_ bytes: [UInt8], at offset: Int) -> Bool {
        targetCalls.contains { calls($0, in: bytes, at: offset) }
    }

    /// Whether the `(` at `offset` follows `name` (and, for a name that starts with a letter, no
    /// letter, digit or `_` before it: `Package(`, not `MyPackage(`).
    private static func calls(_ name: [UInt8], in bytes: [UInt8], at offset: Int) -> Bool {
        guard offset >= name.count, bytes[(offset - name.count)..<offset].elementsEqual(name) else { return false }
        let before = offset - name.count - 1
        guard name.first != UInt8(ascii: "."), before >= 0 else { return true }
        let byte = bytes[before]
        return
            !(byte == UInt8(ascii: "_") || (byte >= 0x30 && byte <= 0x39)
            || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A))
    }

    private static let packageCall = Array("Package".utf8)

    /// Whether the `.plugin(…)` call from `open` to `close` is the product
    /// `.plugin(name:targets:)`: `.plugin(` also declares a plugin target, which alone has a
    /// `capability:` argument.
    private static func isPluginProduct(_ bytes: [UInt8], open: Int, close: Int) -> Bool {
        let call = Array(".plugin".utf8)
        guard open >= call.count, bytes[(open - call.count)..<open].elementsEqual(call) else { return false }
        return !String(decoding: bytes[open..<close], as: UTF8.self).contains("capability:")
    }

    /// The literal given as `name:`: the first string literal whose preceding code is `name:`.
    private static func nameArgument(
        _ bytes: [UInt8], literals: [(offset: Int, text: String)]
    ) -> (offset: Int, text: String)? {
        let label = Array("name:".utf8)
        return literals.first { literal in
            var cursor = literal.offset
            while cursor > 0,
                [UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r")]
                    .contains(bytes[cursor - 1])
            {
                cursor -= 1
            }
            return cursor >= label.count && bytes[(cursor - label.count)..<cursor].elementsEqual(label)
        }
    }

    private func position(of offset: Int) -> (line: Int, column: Int) {
        // The last line start at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - lineStarts[low] + 1)
    }

    private static let targetCalls: [[UInt8]] = [
        ".target", ".executableTarget", ".testTarget", ".systemLibrary", ".plugin", ".macro", ".binaryTarget",
    ].map { Array($0.utf8) }
}
