import InterfaceAdapters

/// A view that records what it was asked to display.
public actor SpyLeagueView: LeagueView {
    /// One thing displayed.
    public enum Displayed: Hashable, Sendable {
        case message(MessageViewModel)
        case list(ListViewModel)
        case error(ErrorViewModel)
    }

    /// Everything displayed, in order.
    public private(set) var displayed: [Displayed] = []

    public init() {}

    public func display(_ message: MessageViewModel) { displayed.append(.message(message)) }
    public func display(_ list: ListViewModel) { displayed.append(.list(list)) }
    public func display(_ error: ErrorViewModel) { displayed.append(.error(error)) }
}
