/// Finds where a target and its dependencies are written in `Package.swift`, for diagnostics
/// about declarations. A manifest that builds names in code (variables, loops) may have no
/// literal to find: the location is then unknown and the diagnostic names the file alone.
struct ManifestLocator {
    private let text: [UInt8]

    init(text: String) {
        self.text = Array(text.utf8)
    }

    /// The line and column of the `"TARGET"` literal after `name:` in the target's declaration.
    func target(_ target: String) -> (line: Int, column: Int)? {
        declaration(of: target).map { position(of: $0.start) }
    }

    /// The line and column of the literal `"DEPENDENCY"` inside the declaration of `target`.
    func dependency(_ dependency: String, of target: String) -> (line: Int, column: Int)? {
        guard let declaration = declaration(of: target) else { return nil }
        let literal = Array("\"\(dependency)\"".utf8)
        guard let found = find(literal, from: declaration.start + 1), found < declaration.end else { return nil }
        return position(of: found)
    }

    /// Where `"TARGET"` follows `name:` inside a target declaration (`.target(`, `.testTarget(`…),
    /// and where that declaration ends (the next declaration, or the end of the file).
    private func declaration(of target: String) -> (start: Int, end: Int)? {
        let literal = Array("\"\(target)\"".utf8)
        var offset = 0
        while let found = find(literal, from: offset) {
            offset = found + 1
            guard followsNameLabel(found), let owner = nearestDeclarationStart(before: found),
                Self.targetStarts.contains(owner)
            else { continue }
            let end = Self.allStarts.compactMap { find(Array($0.utf8), from: found) }.min() ?? text.count
            return (found, end)
        }
        return nil
    }

    private func followsNameLabel(_ offset: Int) -> Bool {
        var index = offset - 1
        while index >= 0,
            text[index] == UInt8(ascii: " ") || text[index] == UInt8(ascii: "\t") || text[index] == UInt8(ascii: "\n")
        {
            index -= 1
        }
        let label = Array("name:".utf8)
        return index + 1 >= label.count && Array(text[(index + 1 - label.count)...index]) == label
    }

    /// The declaration call (`.target(`, `.library(`…) that most recently starts before `offset`.
    private func nearestDeclarationStart(before offset: Int) -> String? {
        var best: (offset: Int, start: String)?
        for start in Self.allStarts {
            let needle = Array(start.utf8)
            var position = 0
            while let found = find(needle, from: position), found < offset {
                if found > (best?.offset ?? -1) { best = (found, start) }
                position = found + 1
            }
        }
        return best?.start
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start <= text.count - needle.count else { return nil }
        var index = start
        while index <= text.count - needle.count {
            if text[index] == needle[0], text[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    private func position(of offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where text[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    private static let targetStarts: Set<String> = [
        ".target(", ".executableTarget(", ".testTarget(", ".systemLibrary(", ".plugin(", ".macro(", ".binaryTarget(",
    ]
    private static let allStarts = Array(targetStarts) + [".library(", ".executable("]
}
