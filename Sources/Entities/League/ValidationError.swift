/// A business rule that a value refused to break.
///
/// Thrown by the validating initialisers of the entity layer, so that no `Team`, `Player` or
/// `User` can exist in a state the rules forbid. It carries data only: presenters word it
/// (`ValidationPresenter` in InterfaceAdapters), with the advice that helps.
public enum ValidationError: Swift.Error, Hashable, Sendable {
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

}
