/// Swift string literals, written and read back: the one escaper of both tools (a manifest's
/// names and paths, a field's default, a report's text on one line).
package enum SwiftLiteral {
    /// `text` in double quotes, escaped (``escaped(_:)``).
    package static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    /// `text` as the inside of a single-line Swift string literal: `\` and `"` escaped, and every
    /// control character, which such a literal cannot hold (`\0`, `\t`, `\n`, `\r`, else two hex
    /// digits, `\u{07}`, `\u{1B}`, as Swift's own `debugDescription` spells them).
    package static func escaped(_ text: String) -> String {
        escapingASCII(text) { byte in
            switch byte {
            case UInt8(ascii: "\\"): "\\\\"
            case UInt8(ascii: "\""): "\\\""
            default: controlEscape(byte)
            }
        }
    }

    /// `text` on one line: its control characters escaped as in a literal (``escaped(_:)``), the
    /// rest as it is. What a text report does to a path or a message.
    package static func oneLine(_ text: String) -> String { escapingASCII(text, controlEscape) }

    /// The text of a literal's inside: every escape Swift has (`\0 \\ \t \n \r \" \' \u{…}`)
    /// decoded; `nil` for a backslash before anything else, or a `\u{…}` that is no scalar.
    package static func unescaped(_ body: String) -> String? {
        var text = ""
        var scalars = body.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                text.unicodeScalars.append(scalar)
                continue
            }
            switch scalars.next() {
            case "0": text.append("\0")
            case "\\": text.append("\\")
            case "t": text.append("\t")
            case "n": text.append("\n")
            case "r": text.append("\r")
            case "\"": text.append("\"")
            case "'": text.append("'")
            case "u":
                guard scalars.next() == "{" else { return nil }
                var digits = ""
                while let digit = scalars.next(), digit != "}" { digits.unicodeScalars.append(digit) }
                guard (1...8).contains(digits.count), let value = UInt32(digits, radix: 16),
                    let decoded = Unicode.Scalar(value)
                else { return nil }
                text.unicodeScalars.append(decoded)
            default: return nil
            }
        }
        return text
    }

    private static func controlEscape(_ byte: UInt8) -> String? {
        switch byte {
        case 0: "\\0"
        case UInt8(ascii: "\t"): "\\t"
        case UInt8(ascii: "\n"): "\\n"
        case UInt8(ascii: "\r"): "\\r"
        case ..<0x10: "\\u{0\(String(byte, radix: 16, uppercase: true))}"
        case ..<0x20, 0x7F: "\\u{\(String(byte, radix: 16, uppercase: true))}"
        default: nil
        }
    }
}
