import FrameworksAndDrivers
import InterfaceAdapters
import Locking
import Testing

@Suite("LeagueTerminalView: what the terminal shows, and how it asks for a password")
struct LeagueTerminalViewTests {
    let program = LeagueFactory.programName

    func view(input: [String] = []) -> (LeagueTerminalView, CapturedText, CapturedText, Prompts) {
        let (output, errors, prompts) = (CapturedText(), CapturedText(), Prompts(lines: input))
        return (
            LeagueTerminalView(
                screen: TerminalView(
                    programName: program, output: output.output, errors: errors.output,
                    command: LeagueFactory.app.command(for:)),
                input: TextInput { prompts.answer($0) }),
            output,
            errors, prompts
        )
    }

    /// Answers prompts from a script, recording them.
    final class Prompts: Sendable {
        private let state: Locked<(lines: [String], asked: [String])>
        init(lines: [String]) { state = Locked((lines, [])) }
        var asked: [String] { state.withLock { $0.asked } }
        func answer(_ prompt: String) -> String? {
            state.withLock { state in
                state.asked.append(prompt)
                return state.lines.isEmpty ? nil : state.lines.removeFirst()
            }
        }
    }

    @Test("An error is one line on standard error, its suggestion worded with the command that takes the step")
    func errors() async {
        let (view, output, errors, _) = view()
        await view.display(
            ErrorViewModel(
                message: "no team is registered as SEA", kind: .refused,
                suggestion: Suggestion("register the team first", step: .registerTeam)))
        await view.display(ErrorViewModel(message: "storage is unavailable: disk full", kind: .unavailable))
        #expect(
            errors.value
                == "\(program): error: no team is registered as SEA: register the team first with '\(program) team add'\n"
                + "\(program): error: storage is unavailable: disk full\n")
        #expect(output.value.isEmpty)
    }

    @Test("An empty list says so, with its suggestion; a list shows its note, then its lines")
    func lists() async {
        let (view, output, _, _) = view()
        await view.display(
            ListViewModel(
                lines: [], emptyText: "BOS has no players yet",
                emptySuggestion: Suggestion("sign one", step: .signPlayer)))
        await view.display(ListViewModel(lines: [], emptyText: "No users"))
        await view.display(ListViewModel(note: "(cached copy)", lines: ["a", "b"], emptyText: "none"))
        #expect(
            output.value
                == "BOS has no players yet: sign one with '\(program) player sign'.\nNo users.\n(cached copy)\na\nb\n")
    }

    @Test("The password is read from the input with a prompt naming the account; none at the end of input")
    func password() async {
        let (view, _, _, prompts) = view(input: ["engine"])
        #expect(await view.askPassword(for: "ada@example.com") == "engine")
        #expect(await view.askPassword(for: "ada@example.com") == nil)
        #expect(prompts.asked == ["Password for ada@example.com: ", "Password for ada@example.com: "])
    }
}
