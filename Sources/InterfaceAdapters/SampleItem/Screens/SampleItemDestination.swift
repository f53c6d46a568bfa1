import Entities

/// Where the sample items' screens lead: the intents a router (a SwiftUI `NavigationStack`'s path,
/// a coordinator) maps to the next screen.
public enum SampleItemDestination: Hashable, Sendable {
    /// One sample item's screen.
    case detail(SampleItem.ID)
}
