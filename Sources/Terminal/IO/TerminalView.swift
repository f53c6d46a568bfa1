import FrameworksAndDrivers
import InterfaceAdapters

/// An app's screens on a terminal: results on standard output, errors on standard error as one
/// line `PROGRAM: error: …`, and a suggestion worded with the command that takes its step, when
/// the app has one for it.
public struct TerminalView: Sendable {
    /// The program's name, which starts every error line.
    public let programName: String
    private let output: TextOutput
    private let errors: TextOutput
    private let command: @Sendable (NextStep) -> String?

    /// - Parameter command: the command line that takes a step (`league team add`), or `nil`.
    public init(
        programName: String, output: TextOutput, errors: TextOutput,
        command: @escaping @Sendable (NextStep) -> String? = { _ in nil }
    ) {
        self.programName = programName
        self.output = output
        self.errors = errors
        self.command = command
    }

    /// One line on standard output.
    public func display(_ message: MessageViewModel) async {
        output.write(message.text + "\n")
    }

    /// One line on standard error: `PROGRAM: error: MESSAGE`, and the suggestion's hint.
    public func display(_ error: ErrorViewModel) async {
        errors.write("\(programName): error: \(error.message)\(hint(error.suggestion))\n")
    }

    /// What an action on a screen said: its alert, else its notice; and the command's outcome.
    public func show(notice: MessageViewModel?, alert: ErrorViewModel?) async -> CommandOutcome {
        if let alert {
            await display(alert)
            return .failed(alert.kind)
        }
        if let notice { await display(notice) }
        return .succeeded
    }

    /// A list screen's state, one line per row (`line`), or its empty message, or its error; and
    /// the command's outcome.
    public func show<Row>(_ state: ScreenState<[Row]>, line: (Row) -> String) async -> CommandOutcome {
        await show(state) { $0.map(line) }
    }

    /// Any screen's state: its content as the lines `lines` makes of it, its empty message with
    /// the suggestion's hint (`No teams yet: register one with 'league team add'.`), or its error;
    /// nothing while it loads. And the command's outcome.
    public func show<Content>(_ state: ScreenState<Content>, lines: (Content) -> [String]) async -> CommandOutcome {
        switch state {
        case .loading: break
        case .loaded(let content): output.write(lines(content).map { $0 + "\n" }.joined())
        case .empty(let message, let suggestion): output.write(message + hint(suggestion) + ".\n")
        case .failed(let error):
            await display(error)
            return .failed(error.kind)
        }
        return .succeeded
    }

    /// ": sign one with 'league player sign'"; just ": sign one" for a step without a command;
    /// nothing without a suggestion.
    func hint(_ suggestion: Suggestion?) -> String {
        guard let suggestion else { return "" }
        guard let command = command(suggestion.step) else { return ": \(suggestion.phrase)" }
        return ": \(suggestion.phrase) with '\(command)'"
    }
}
