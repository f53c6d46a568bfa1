/// Shows a confirmation.
public protocol MessageView: Sendable {
    func display(_ message: MessageViewModel) async
}

/// Shows a list.
public protocol ListView: Sendable {
    func display(_ list: ListViewModel) async
}

/// Shows a failure.
public protocol ErrorView: Sendable {
    func display(_ error: ErrorViewModel) async
}

/// Asks the user for a secret without showing it.
public protocol PasswordPrompt: Sendable {
    /// The password the user typed for `account`, or `nil` when they gave none (end of input).
    func askPassword(for account: String) async -> String?
}

/// Everything the league's screens show and ask.
public typealias LeagueView = MessageView & ListView & ErrorView & PasswordPrompt
