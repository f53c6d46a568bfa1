import InterfaceAdapters

/// A view that records what it was asked to display, and answers password prompts with what the
/// test chose (none by default).
public actor SpyLeagueView: LeagueView {
    /// One thing displayed.
    public enum Displayed: Hashable, Sendable {
        case message(MessageViewModel)
        case list(ListViewModel)
        case error(ErrorViewModel)
    }

    /// Everything displayed, in order.
    public private(set) var displayed: [Displayed] = []
    /// The accounts a password was asked for, in order.
    public private(set) var passwordPrompts: [String] = []
    private var password: String?

    /// - Parameter password: what the user "types" when asked for a password; `nil` for nothing.
    public init(password: String? = nil) {
        self.password = password
    }

    public func display(_ message: MessageViewModel) { displayed.append(.message(message)) }
    public func display(_ list: ListViewModel) { displayed.append(.list(list)) }
    public func display(_ error: ErrorViewModel) { displayed.append(.error(error)) }

    public func askPassword(for account: String) -> String? {
        passwordPrompts.append(account)
        return password
    }
}
