/// A business rule that a value refused to break.
///
/// Thrown by the validating initialisers of the entity layer, so that no `Team`, `Player` or
/// `User` can exist in a state the rules forbid.
public enum ValidationError: Swift.Error, Hashable, Sendable, CustomStringConvertible {
    /// A required text field was empty or only whitespace.
    case blank(field: String)
    /// A team abbreviation that is not two or three uppercase letters A–Z.
    case invalidAbbreviation(String)
    /// A jersey number outside 0–99.
    case jerseyNumberOutOfRange(Int)
    /// An email address that is not plausible (`local@domain.tld`, no spaces).
    case invalidEmail(String)
    /// A position name that is not one of the ten positions.
    case unknownPosition(String)

    public var description: String {
        switch self {
        case .blank(let field):
            return "\(field) must not be blank"
        case .invalidAbbreviation(let text):
            return "abbreviation '\(text)' must be 2 or 3 uppercase letters A-Z, like BOS or NY"
        case .jerseyNumberOutOfRange(let number):
            return "jersey number \(number) is out of range: use 0 to 99"
        case .invalidEmail(let text):
            return "'\(text)' is not a plausible email address: expected name@domain.tld"
        case .unknownPosition(let text):
            let names = Position.allCases.map(\.displayName).joined(separator: ", ")
            return "unknown position '\(text)': use one of \(names)"
        }
    }
}
