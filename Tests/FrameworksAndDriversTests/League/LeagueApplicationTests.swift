import Fakes
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import Locking
import Testing

/// The program's name, as its messages start.
let program = LeagueCommandLine.programName

/// Text written to a `TextOutput`, for assertions.
final class Captured: Sendable {
    private let text = Locked("")
    var value: String { text.withLock { $0 } }
    var output: TextOutput { TextOutput { [self] line in text.withLock { $0 += line } } }
}

@Suite("LeagueApplication: the command line reaches the router, and outcomes become exit statuses")
struct LeagueApplicationTests {
    func run(
        _ arguments: [String], router: SpyRouter, errors: Captured = Captured(), output: Captured = Captured()
    )
        async -> Int32
    {
        await LeagueApplication.run(
            arguments: arguments, environment: [:], view: SpyLeagueView(), errors: errors.output,
            output: output.output, makeRouter: { _, _ in router })
    }

    @Test(
        "Each outcome has its exit status",
        arguments: [
            (ControllerOutcome.succeeded, Int32(0)), (.failed(.refused), 1), (.failed(.unavailable), 2),
        ])
    func exitStatuses(outcome: ControllerOutcome, status: Int32) async {
        let router = SpyRouter(answering: outcome)
        #expect(await run(["roster", "BOS"], router: router) == status)
        #expect(await router.routes == [.roster(team: "BOS")])
    }

    @Test("A usage error never reaches the router; help and version do not either")
    func notRouted() async {
        let router = SpyRouter(answering: .succeeded)
        let errors = Captured()
        #expect(await run(["player", "release", "abc"], router: router, errors: errors) == 2)
        #expect(errors.value.hasPrefix("\(program): error: PLAYER-ID must be a whole number"))
        let output = Captured()
        #expect(await run(["--version"], router: router, output: output) == 0)
        #expect(output.value.hasPrefix("\(program) "))
        #expect(await run(["teams", "--help"], router: router) == 0)
        #expect(await router.routes.isEmpty)
    }

    @Test("A router that cannot be made is an error, exit 2")
    func routerFails() async {
        let errors = Captured()
        let status = await LeagueApplication.run(
            arguments: ["teams"], environment: [:], view: SpyLeagueView(), errors: errors.output,
            output: Captured().output,
            makeRouter: { _, _ throws(RecordStoreError) in throw .unavailable("the database is gone") })
        #expect(status == 2)
        #expect(errors.value == "\(program): error: the database is gone\n")
    }
}

@Suite("LeagueTerminalView: what the terminal shows, and how it asks for a password")
struct LeagueTerminalViewTests {
    func view(input: [String] = []) -> (LeagueTerminalView, Captured, Captured, Prompts) {
        let (output, errors, prompts) = (Captured(), Captured(), Prompts(lines: input))
        return (
            LeagueTerminalView(output: output.output, errors: errors.output, input: TextInput { prompts.answer($0) }),
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
