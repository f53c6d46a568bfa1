import FrameworksAndDrivers

/// The features the league app offers on its command line, in the order its help lists them.
///
/// `clean-architecture add feature NAME` writes the feature's files and adds its `…Feature` type
/// here; that is the only wiring a new feature needs.
public enum LeagueFeatures {
    public static let all: [any FeatureCommands.Type] = [
        TeamsFeature.self,
        PlayersFeature.self,
        UsersFeature.self,
        SessionFeature.self,
    ]
}
