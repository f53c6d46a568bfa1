import Foundation
import InterfaceAdapters

/// The league's screens on a terminal: results on standard output, errors on standard error as
/// one line `league: error: …`.
public struct TerminalView: LeagueView {
    private let output: TextOutput
    private let errors: TextOutput

    public init(output: TextOutput = .standardOutput, errors: TextOutput = .standardError) {
        self.output = output
        self.errors = errors
    }

    public func display(_ message: MessageViewModel) async {
        output.write(message.text + "\n")
    }

    public func display(_ list: ListViewModel) async {
        var text = list.note.map { $0 + "\n" } ?? ""
        text += list.lines.isEmpty ? list.emptyText + "\n" : list.lines.map { $0 + "\n" }.joined()
        output.write(text)
    }

    public func display(_ error: ErrorViewModel) async {
        errors.write("league: error: \(error.message)\n")
    }
}
