import FrameworksAndDrivers

/// The features the starter app offers on its command line, in the order its help lists them.
///
/// `clean-architecture add feature NAME` writes the feature's files and adds its `…Feature` type
/// here; that is the only wiring a new feature needs.
public enum StarterFeatures {
    public static let all: [any FeatureCommands.Type] = [
        SampleItemFeature.self
    ]
}
