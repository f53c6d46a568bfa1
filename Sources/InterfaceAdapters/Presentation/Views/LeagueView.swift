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

/// Everything the league's screens show.
public typealias LeagueView = MessageView & ListView & ErrorView
