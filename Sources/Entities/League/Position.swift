/// The ten positions of a baseball line-up.
public enum Position: String, CaseIterable, Hashable, Sendable {
    case pitcher
    case catcher
    case firstBase
    case secondBase
    case thirdBase
    case shortstop
    case leftField
    case centerField
    case rightField
    case designatedHitter

    /// How people write the position: "Designated Hitter", "First Base".
    public var displayName: String {
        switch self {
        case .pitcher: "Pitcher"
        case .catcher: "Catcher"
        case .firstBase: "First Base"
        case .secondBase: "Second Base"
        case .thirdBase: "Third Base"
        case .shortstop: "Shortstop"
        case .leftField: "Left Field"
        case .centerField: "Center Field"
        case .rightField: "Right Field"
        case .designatedHitter: "Designated Hitter"
        }
    }

    /// The position whose display name or raw value matches `name`, ignoring case, spaces,
    /// hyphens and underscores ("designated hitter", "DesignatedHitter", "first-base").
    public init(named name: String) throws(ValidationError) {
        let key = Self.normalized(name)
        guard let match = Self.allCases.first(where: { Self.normalized($0.displayName) == key }) else {
            throw .unknownPosition(name)
        }
        self = match
    }

    private static func normalized(_ text: String) -> String {
        String(text.lowercased().filter { !($0.isWhitespace || $0 == "-" || $0 == "_") })
    }
}
