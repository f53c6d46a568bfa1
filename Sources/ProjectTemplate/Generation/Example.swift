/// What `clean-architecture new` puts in the four layers.
public enum Example: String, CaseIterable, Sendable {
    /// The kit's own league example (teams, players, rosters, users, login), renamed.
    case league
    /// The four layers with one small feature, made as `add feature` makes one.
    case none
}
