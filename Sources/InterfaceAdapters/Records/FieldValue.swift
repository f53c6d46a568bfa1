/// One stored field: text, an integer, a boolean, a decimal number, or nothing.
///
/// Stores see records only as named field values, which is enough for a JSON file and for a
/// table column alike. A decimal is finite: every store refuses NaN and the infinities
/// (``RecordSchema/check(_:)``), which neither JSON nor SQL keeps.
public enum FieldValue: Hashable, Sendable {
    case text(String)
    case integer(Int)
    case boolean(Bool)
    case decimal(Double)
    case null

    /// The text, or `nil` for any other value.
    public var text: String? {
        if case .text(let text) = self { text } else { nil }
    }

    /// The integer, or `nil` for any other value.
    public var integer: Int? {
        if case .integer(let integer) = self { integer } else { nil }
    }

    /// The boolean, or `nil` for any other value.
    public var boolean: Bool? {
        if case .boolean(let boolean) = self { boolean } else { nil }
    }

    /// The decimal, or `nil` for any other value.
    public var decimal: Double? {
        if case .decimal(let decimal) = self { decimal } else { nil }
    }

    public init(_ text: String?) { self = text.map(FieldValue.text) ?? .null }

    public init(_ integer: Int?) { self = integer.map(FieldValue.integer) ?? .null }

    public init(_ boolean: Bool?) { self = boolean.map(FieldValue.boolean) ?? .null }

    public init(_ decimal: Double?) { self = decimal.map(FieldValue.decimal) ?? .null }
}

extension FieldValue: CustomStringConvertible {
    /// JSON-like: `"text"`, `42`, `true`, `2.5`, `null`.
    public var description: String {
        switch self {
        case .text(let text): "\"\(text)\""
        case .integer(let integer): String(integer)
        case .boolean(let boolean): String(boolean)
        case .decimal(let decimal): String(decimal)
        case .null: "null"
        }
    }
}

extension FieldValue: Codable {
    /// A JSON value as it is: `true` a boolean, `2` an integer, `2.5` a decimal. A whole decimal
    /// is written as a whole number, so a store reads a field back as its schema's type says
    /// (``RecordSchema/reading(_:)``).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let boolean = try? container.decode(Bool.self) {
            self = .boolean(boolean)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let decimal = try? container.decode(Double.self) {
            self = .decimal(decimal)
        } else {
            self = .text(try container.decode(String.self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .text(let text): try container.encode(text)
        case .integer(let integer): try container.encode(integer)
        case .boolean(let boolean): try container.encode(boolean)
        case .decimal(let decimal): try container.encode(decimal)
        case .null: try container.encodeNil()
        }
    }
}
