/// A JSON document to write: objects keep their keys in the order given, so that reports read
/// in a stable, meaningful order (`version` first). The one JSON writer of the checker and the
/// template.
package indirect enum JSONOutput {
    case object([(String, JSONOutput)])
    case array([JSONOutput])
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null

    package init(_ text: String?) { self = text.map(JSONOutput.string) ?? .null }
    package init(_ number: Int?) { self = number.map(JSONOutput.integer) ?? .null }

    /// Two-space indented text with a final newline.
    package var text: String {
        var output = ""
        write(to: &output, depth: 0)
        return output + "\n"
    }

    /// On one line, `{"key": value, …}`, without a final newline.
    package var compactText: String {
        switch self {
        case .object(let members):
            "{" + members.map { Self.quoted($0.0) + ": " + $0.1.compactText }.joined(separator: ", ") + "}"
        case .array(let elements): "[" + elements.map(\.compactText).joined(separator: ", ") + "]"
        case .string(let text): Self.quoted(text)
        case .integer(let number): String(number)
        case .bool(let value): String(value)
        case .null: "null"
        }
    }

    /// A JSON string literal.
    package static func quoted(_ text: String) -> String {
        var output = ""
        quote(text, into: &output)
        return output
    }

    private func write(to output: inout String, depth: Int) {
        switch self {
        case .null: output += "null"
        case .integer(let number): output += String(number)
        case .bool(let value): output += String(value)
        case .string(let text): Self.quote(text, into: &output)
        case .array(let elements):
            Self.writeList(elements.count, "[", "]", to: &output, depth: depth) { index, output in
                elements[index].write(to: &output, depth: depth + 1)
            }
        case .object(let members):
            Self.writeList(members.count, "{", "}", to: &output, depth: depth) { index, output in
                Self.quote(members[index].0, into: &output)
                output += ": "
                members[index].1.write(to: &output, depth: depth + 1)
            }
        }
    }

    /// `count` elements between `open` and `close`, one per indented line; `[]` or `{}` when empty.
    private static func writeList(
        _ count: Int, _ open: String, _ close: String, to output: inout String, depth: Int,
        element: (Int, inout String) -> Void
    ) {
        guard count > 0 else {
            output += open + close
            return
        }
        output += open + "\n"
        for index in 0..<count {
            output += indentation(depth + 1)
            element(index, &output)
            output += index + 1 < count ? ",\n" : "\n"
        }
        output += indentation(depth) + close
    }

    /// Two spaces per level, made once for the usual depths.
    private static let indentations = (0..<16).map { String(repeating: "  ", count: $0) }

    private static func indentation(_ depth: Int) -> String {
        depth < indentations.count ? indentations[depth] : String(repeating: "  ", count: depth)
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    private static func quote(_ text: String, into output: inout String) {
        output += "\""
        output += escapingASCII(text) { byte -> String? in
            switch byte {
            case UInt8(ascii: "\""): return "\\\""
            case UInt8(ascii: "\\"): return "\\\\"
            case UInt8(ascii: "\n"): return "\\n"
            case UInt8(ascii: "\r"): return "\\r"
            case UInt8(ascii: "\t"): return "\\t"
            case ..<0x20:
                let hex = String(byte, radix: 16)
                return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: return nil
            }
        }
        output += "\""
    }
}
