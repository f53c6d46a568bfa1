/// Where the league's screens lead: the intents a router (a SwiftUI `NavigationStack`'s path, a
/// coordinator) maps to the next screen.
public enum LeagueDestination: Hashable, Sendable {
    /// A team's roster (``RosterScreen``), by the team's abbreviation.
    case roster(team: String)
}
