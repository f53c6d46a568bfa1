import Entities

/// Where the app keeps its sample items: the port the sample item interactors need, implemented
/// outside.
public protocol SampleItemRepository: Repository where Entity == SampleItem, Draft == SampleItem.Draft {}
