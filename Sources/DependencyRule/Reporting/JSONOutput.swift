/// A JSON document to write: objects keep their keys in the order given, so that reports read
/// in a stable, meaningful order (`version` first).
indirect enum JSONOutput {
    case object([(String, JSONOutput)])
    case array([JSONOutput])
    case string(String)
    case integer(Int)
    case bool(Bool)
    case null

    init(_ text: String?) { self = text.map(JSONOutput.string) ?? .null }
    init(_ number: Int?) { self = number.map(JSONOutput.integer) ?? .null }

    /// Two-space indented text with a final newline.
    var text: String {
        var output = ""
        write(to: &output, indent: "")
        return output + "\n"
    }

    /// On one line, `{"key": value, …}`, without a final newline.
    var compactText: String {
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
    static func quoted(_ text: String) -> String {
        var output = ""
        quote(text, into: &output)
        return output
    }

    private func write(to output: inout String, indent: String) {
        switch self {
        case .null: output += "null"
        case .integer(let number): output += String(number)
        case .bool(let value): output += String(value)
        case .string(let text): Self.quote(text, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += indent + "  "
                element.write(to: &output, indent: indent + "  ")
                output += index + 1 < elements.count ? ",\n" : "\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            for (index, (key, value)) in members.enumerated() {
                output += indent + "  "
                Self.quote(key, into: &output)
                output += ": "
                value.write(to: &output, indent: indent + "  ")
                output += index + 1 < members.count ? ",\n" : "\n"
            }
            output += indent + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    private static func quote(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
