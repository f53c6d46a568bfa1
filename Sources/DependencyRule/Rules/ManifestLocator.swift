/// Finds where a target and its dependencies are written in `Package.swift`, for diagnostics
/// about declarations. The text is indexed once; each lookup then searches one declaration.
///
/// A manifest that builds names in code (variables, loops) may have no literal to find: the
/// location is then unknown and the diagnostic names the file alone.
struct ManifestLocator {
    private let text: [UInt8]
    /// Target name → the offset of its `"NAME"` literal and the end of its declaration.
    private let declarations: [String: (start: Int, end: Int)]
    /// The offset of the first byte of each line.
    private let lineStarts: [Int]

    init(text: String) {
        let bytes = Array(text.utf8)
        self.text = bytes
        lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }

        // Every declaration call: the offset of its `(` and whether it declares a target.
        var calls: [Int: Bool] = [:]
        for (needle, isTarget) in Self.starts {
            let pattern = Array(needle.utf8)
            var offset = 0
            while let found = Self.find(pattern, in: bytes, from: offset) {
                calls[found + pattern.count - 1] = isTarget
                offset = found + 1
            }
        }

        // One pass matching parentheses (outside strings and comments): a target call's extent
        // ends at its `)`, and a `.target(` inside another target's parentheses is a reference in
        // a dependency list, not a declaration.
        var declarations: [String: (start: Int, end: Int)] = [:]
        var open: [(offset: Int, isTarget: Bool?)] = []
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index = Self.endOfString(in: bytes, from: index)
                continue
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    index += 1
                }
                index += 2
                continue
            case UInt8(ascii: "("):
                let insideTarget = open.contains { $0.isTarget == true }
                open.append((index, insideTarget ? nil : calls[index]))
            case UInt8(ascii: ")"):
                if let call = open.popLast(), call.isTarget == true,
                    !Self.isPluginProduct(in: bytes, from: call.offset, to: index),
                    let (name, literal) = Self.nameArgument(in: bytes, from: call.offset, to: index),
                    declarations[name] == nil
                {
                    declarations[name] = (literal, index)
                }
            default:
                break
            }
            index += 1
        }
        self.declarations = declarations
    }

    /// The offset just past the string literal starting at `start` (`"…"` or `"""…"""`).
    private static func endOfString(in bytes: [UInt8], from start: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        let multiline = start + 2 < bytes.count && bytes[start + 1] == quote && bytes[start + 2] == quote
        var index = start + (multiline ? 3 : 1)
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if bytes[index] == quote {
                if !multiline { return index + 1 }
                if index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote { return index + 3 }
            }
            if !multiline, bytes[index] == UInt8(ascii: "\n") { return index }
            index += 1
        }
        return bytes.count
    }

    /// The line and column of the `"TARGET"` literal after `name:` in the target's declaration.
    func target(_ target: String) -> (line: Int, column: Int)? {
        declarations[target].map { position(of: $0.start) }
    }

    /// The line and column of the literal `"DEPENDENCY"` inside the declaration of `target`.
    func dependency(_ dependency: String, of target: String) -> (line: Int, column: Int)? {
        guard let declaration = declarations[target],
            let found = Self.find(Array("\"\(dependency)\"".utf8), in: text, from: declaration.start + 1),
            found < declaration.end
        else { return nil }
        return position(of: found)
    }

    /// Whether the call whose `(` is at `start` is `.plugin(name:targets:)`, a product: `.plugin(` is
    /// also the target declaration, which alone has a `capability:` argument.
    private static func isPluginProduct(in bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        let call = Array(".plugin(".utf8)
        guard start + 1 >= call.count, bytes[(start + 1 - call.count)...start].elementsEqual(call) else {
            return false
        }
        return (find(Array("capability:".utf8), in: bytes, from: start) ?? end) >= end
    }

    /// The first `name: "…"` argument between `start` and `end`: the name and the literal's offset.
    private static func nameArgument(in bytes: [UInt8], from start: Int, to end: Int) -> (String, Int)? {
        guard let label = find(Array("name:".utf8), in: bytes, from: start), label < end else { return nil }
        var index = label + 5
        while index < end,
            bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n")
                || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\r")
        {
            index += 1
        }
        guard index < end, bytes[index] == UInt8(ascii: "\"") else { return nil }
        var close = index + 1
        while close < end, bytes[close] != UInt8(ascii: "\""), bytes[close] != UInt8(ascii: "\n") { close += 1 }
        guard close < end, bytes[close] == UInt8(ascii: "\"") else { return nil }
        return (String(decoding: bytes[(index + 1)..<close], as: UTF8.self), index)
    }

    private static func find(_ needle: [UInt8], in text: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, start >= 0, start <= text.count - needle.count else { return nil }
        var index = start
        while index <= text.count - needle.count {
            if text[index] == first, text[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
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

    private static let starts: [(String, Bool)] = [
        (".target(", true), (".executableTarget(", true), (".testTarget(", true), (".systemLibrary(", true),
        (".plugin(", true), (".macro(", true), (".binaryTarget(", true), (".library(", false), (".executable(", false),
    ]
}
