import InterfaceAdapters

/// The league's screens on a terminal: the app's ``TerminalView``, and the password asked on its
/// input (hidden at a terminal).
public struct LeagueTerminalView: LeagueView {
    private let screen: TerminalView
    private let input: TextInput

    public init(screen: TerminalView, input: TextInput) {
        self.screen = screen
        self.input = input
    }

    /// The terminal a command runs with.
    public init(_ context: CommandContext) {
        self.init(screen: context.view, input: context.input)
    }

    public func display(_ message: MessageViewModel) async { await screen.display(message) }
    public func display(_ list: ListViewModel) async { await screen.display(list) }
    public func display(_ error: ErrorViewModel) async { await screen.display(error) }

    public func askPassword(for account: String) async -> String? {
        input.readSecret(prompt: "Password for \(account): ")
    }
}
