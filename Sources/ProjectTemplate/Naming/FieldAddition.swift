import DependencyRule

/// A field `add field` added to a feature after it was made, with the value every record kept
/// before gets: one step of the feature's schema history (its record's `SchemaMigration`).
public struct FieldAddition: Hashable, Sendable, CustomStringConvertible {
    public let field: FeatureField
    /// The value as given (`--default`); `nil` for none, which only an optional field may have.
    public let defaultValue: String?

    /// - Throws: ``NameError`` for a field that is not optional without a default, or a default
    ///   that is not of the field's kind (a String field that is not optional must not get a
    ///   blank one: its rule would refuse every record kept before).
    public init(_ field: FeatureField, default defaultValue: String?) throws(NameError) {
        if let value = defaultValue {
            let fits: Bool
            switch field.kind {
            case .string: fits = field.isOptional || !value.allSatisfy(\.isWhitespace)
            case .int: fits = Int(value) != nil
            case .bool: fits = value == "true" || value == "false"
            case .double: fits = Double(value).map(\.isFinite) ?? false
            }
            guard fits else {
                let wanted =
                    switch field.kind {
                    case .string: "text that is not blank (the field's rule)"
                    case .int: "a whole number"
                    case .bool: "true or false"
                    case .double: "a finite number"
                    }
                throw NameError("the default '\(value)' of \(field) must be \(wanted)")
            }
        } else if !field.isOptional {
            throw NameError(
                "\(field) is not optional: the records kept before need a value, --default VALUE (or make it optional: '\(field)?')"
            )
        }
        self.field = field
        self.defaultValue = defaultValue
    }

    /// `pages:Int=0`, `due:String?`: how the lock writes it.
    public var description: String { field.description + (defaultValue.map { "=" + $0 } ?? "") }

    /// Reads what ``description`` writes.
    init(parsing text: String) throws(NameError) {
        guard let equals = text.firstIndex(of: "=") else {
            try self.init(try FeatureField(parsing: text), default: nil)
            return
        }
        try self.init(
            try FeatureField(parsing: String(text[..<equals])), default: String(text[text.index(after: equals)...]))
    }

    /// The default as a record's value, in Swift: `.integer(0)`, `.text("a \"b\"")`, `.null`;
    /// ``init(_:recordValue:)`` reads it back.
    var fieldValue: String {
        guard let value = defaultValue else { return ".null" }
        switch field.kind {
        case .int: return ".integer(\(Int(value)!))"
        case .double: return ".decimal(\(Double(value)!))"
        case .bool: return ".boolean(\(value))"
        case .string: return ".text(\(SwiftLiteral.quoted(value)))"
        }
    }

    /// The addition of `field` whose default ``fieldValue`` spells as `recordValue` (`integer(3)`,
    /// `text("a \"b\"")`, `null`, without the leading dot); `nil` when it spells none.
    init?(_ field: FeatureField, recordValue: String) {
        var value: String?
        if recordValue != "null" {
            guard let open = recordValue.firstIndex(of: "("), recordValue.hasSuffix(")") else { return nil }
            value = String(
                recordValue[recordValue.index(after: open)..<recordValue.index(before: recordValue.endIndex)])
        }
        if field.kind == .string, let quoted = value {
            guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else { return nil }
            guard let text = SwiftLiteral.unescaped(String(quoted.dropFirst().dropLast())) else { return nil }
            value = text
        }
        guard let addition = try? FieldAddition(field, default: value) else { return nil }
        self = addition
    }
}
