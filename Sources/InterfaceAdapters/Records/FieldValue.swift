/// One stored field: text, an integer, or nothing.
///
/// Stores see records only as named field values, which is enough for a JSON file and for a
/// table column alike.
public enum FieldValue: Hashable, Sendable {
    case text(String)
    case integer(Int)
    case null

    /// The text, or `nil` for any other value.
    public var text: String? {
        if case .text(let text) = self { text } else { nil }
    }

    /// The integer, or `nil` for any other value.
    public var integer: Int? {
        if case .integer(let integer) = self { integer } else { nil }
    }

    public init(_ text: String?) { self = text.map(FieldValue.text) ?? .null }

    public init(_ integer: Int?) { self = integer.map(FieldValue.integer) ?? .null }
}

extension FieldValue: CustomStringConvertible {
    /// JSON-like: `"text"`, `42`, `null`.
    public var description: String {
        switch self {
        case .text(let text): "\"\(text)\""
        case .integer(let integer): String(integer)
        case .null: "null"
        }
    }
}

extension FieldValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .integer(let integer): try container.encode(integer)
        case .null: try container.encodeNil()
        }
    }
}
