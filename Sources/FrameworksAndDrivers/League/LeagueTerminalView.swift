import InterfaceAdapters

/// The league's screens on a terminal: a ``TerminalView`` whose suggestions name the league's
/// commands, and the password asked on standard input (hidden at a terminal).
public struct LeagueTerminalView: LeagueView {
    private let screen: TerminalView
    private let input: TextInput

    public init(output: TextOutput, errors: TextOutput, input: TextInput) {
        screen = TerminalView(
            programName: LeagueCommandLine.programName, output: output, errors: errors,
            command: LeagueCommandLine.command(for:))
        self.input = input
    }

    public func display(_ message: MessageViewModel) async { await screen.display(message) }
    public func display(_ list: ListViewModel) async { await screen.display(list) }
    public func display(_ error: ErrorViewModel) async { await screen.display(error) }

    public func askPassword(for account: String) async -> String? {
        input.readSecret(prompt: "Password for \(account): ")
    }
}
