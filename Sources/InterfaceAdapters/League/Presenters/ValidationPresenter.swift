import Entities

/// The sentence for a broken rule of the entity layer, with the advice that helps: the one place
/// these words live, for the presenters of every use case and for the bridges that find a stored
/// record breaking a rule.
public enum ValidationPresenter {
    /// "jersey number 100 is out of range: use 0 to 99".
    public static func sentence(for error: ValidationError) -> String {
        switch error {
        case .blank(let field):
            "\(field) must not be blank"
        case .invalidAbbreviation(let text):
            "abbreviation '\(text)' must be 2 or 3 uppercase letters A-Z, like BOS or NY"
        case .jerseyNumberOutOfRange(let number):
            "jersey number \(number) is out of range: use 0 to 99"
        case .invalidEmail(let text):
            "'\(text)' is not a plausible email address: expected name@domain.tld"
        case .unknownPosition(let text):
            "unknown position '\(text)': use one of \(Position.allCases.map(\.displayName).joined(separator: ", "))"
        }
    }
}
