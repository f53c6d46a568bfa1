import Foundation
import InterfaceAdapters

/// The league's screens on a terminal: results on standard output, errors on standard error as
/// one line `league: error: …`, a suggestion worded with the command that takes the step, and the
/// password asked on standard input (hidden at a terminal).
public struct TerminalView: LeagueView {
    private let output: TextOutput
    private let errors: TextOutput
    private let input: TextInput

    public init(output: TextOutput, errors: TextOutput, input: TextInput) {
        self.output = output
        self.errors = errors
        self.input = input
    }

    public func display(_ message: MessageViewModel) async {
        output.write(message.text + "\n")
    }

    public func display(_ list: ListViewModel) async {
        var text = list.note.map { $0 + "\n" } ?? ""
        if list.lines.isEmpty {
            text += list.emptyText + Self.hint(list.emptySuggestion) + ".\n"
        } else {
            text += list.lines.map { $0 + "\n" }.joined()
        }
        output.write(text)
    }

    public func display(_ error: ErrorViewModel) async {
        errors.write("\(LeagueCommandLine.programName): error: \(error.message)\(Self.hint(error.suggestion))\n")
    }

    public func askPassword(for account: String) async -> String? {
        input.readSecret(prompt: "Password for \(account): ")
    }

    /// ": sign one with 'league player sign'"; just ": sign one" for a step without a command;
    /// nothing without a suggestion.
    static func hint(_ suggestion: Suggestion?) -> String {
        guard let suggestion else { return "" }
        guard let command = LeagueCommandLine.command(for: suggestion.step) else { return ": \(suggestion.phrase)" }
        return ": \(suggestion.phrase) with '\(command)'"
    }
}
