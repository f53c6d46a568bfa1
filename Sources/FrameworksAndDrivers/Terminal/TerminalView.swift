import InterfaceAdapters

/// An app's screens on a terminal: results on standard output, errors on standard error as one
/// line `PROGRAM: error: …`, and a suggestion worded with the command that takes its step, when
/// the app has one for it.
public struct TerminalView: MessageView, ListView, ErrorView {
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

    public func display(_ message: MessageViewModel) async {
        output.write(message.text + "\n")
    }

    public func display(_ list: ListViewModel) async {
        var text = list.note.map { $0 + "\n" } ?? ""
        if list.lines.isEmpty {
            text += list.emptyText + hint(list.emptySuggestion) + ".\n"
        } else {
            text += list.lines.map { $0 + "\n" }.joined()
        }
        output.write(text)
    }

    public func display(_ error: ErrorViewModel) async {
        errors.write("\(programName): error: \(error.message)\(hint(error.suggestion))\n")
    }

    /// A list screen's state, one line per row (`line`), or its empty message, or its error; and
    /// what the command's outcome is.
    public func show<Row>(_ state: ScreenState<[Row]>, line: (Row) -> String) async -> ControllerOutcome {
        await show(state) { rows in await display(ListViewModel(lines: rows.map(line), emptyText: "")) }
    }

    /// A screen's state whose content is a message, or its error; and the command's outcome.
    public func show(_ state: ScreenState<MessageViewModel>) async -> ControllerOutcome {
        await show(state) { await display($0) }
    }

    /// Any screen's state: its content as `displayContent` shows it, its empty message, or its
    /// error; nothing while it loads.
    private func show<Content>(
        _ state: ScreenState<Content>, displayContent: (Content) async -> Void
    ) async -> ControllerOutcome {
        switch state {
        case .loading: break
        case .loaded(let content): await displayContent(content)
        case .empty(let message, let suggestion):
            await display(ListViewModel(lines: [], emptyText: message, emptySuggestion: suggestion))
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
