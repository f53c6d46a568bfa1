import FrameworksAndDrivers
import InterfaceAdapters
import Terminal
import Testing

@Suite("TerminalView: a screen's state and an action's result on the terminal, and the command's outcome")
struct TerminalViewTests {
    let output = CapturedText()
    let errors = CapturedText()

    /// The probes' terminal: a suggestion of `.showProbes` is worded with `probe probe show`.
    var view: TerminalView {
        TerminalView(
            programName: "probe", output: output.output, errors: errors.output, command: probeApp.command(for:))
    }

    @Test("An error is one line on standard error, its suggestion worded with the command that takes the step")
    func errors() async {
        let refused = ErrorViewModel(
            message: "no probe is named x", kind: .refused, suggestion: Suggestion("show them", step: .showProbes))
        #expect(await view.show(ScreenState<[String]>.failed(refused), line: { $0 }) == .failed(.refused))
        let elsewhere = ErrorViewModel(
            message: "x", kind: .refused, suggestion: Suggestion("ask someone", step: NextStep("no-command")))
        #expect(await view.show(notice: nil, alert: elsewhere) == .failed(.refused))
        let unavailable = ErrorViewModel(message: "storage is unavailable: disk full", kind: .unavailable)
        #expect(
            await view.show(ScreenState<MessageViewModel>.failed(unavailable)) { [$0.text] } == .failed(.unavailable))
        #expect(
            errors.value
                == "probe: error: no probe is named x: show them with 'probe probe show'\n"
                + "probe: error: x: ask someone\n" + "probe: error: storage is unavailable: disk full\n")
        #expect(output.value.isEmpty)
    }

    @Test("Rows one per line; an empty screen says so, with its suggestion; nothing while loading")
    func lists() async {
        let noProbes = ScreenState<[String]>.empty(
            message: "No probes yet", suggestion: Suggestion("run one", step: .showProbes))
        #expect(await view.show(ScreenState.loaded(["a", "b"]), line: { $0.uppercased() }) == .succeeded)
        #expect(await view.show(noProbes, line: { $0 }) == .succeeded)
        #expect(
            await view.show(ScreenState<[String]>.empty(message: "No users", suggestion: nil), line: { $0 })
                == .succeeded)
        #expect(await view.show(ScreenState<[String]>.loading, line: { $0 }) == .succeeded)
        #expect(await view.show(ScreenState.loaded(MessageViewModel("one line"))) { [$0.text] } == .succeeded)
        #expect(
            output.value == "A\nB\nNo probes yet: run one with 'probe probe show'.\nNo users.\none line\n")
        #expect(errors.value.isEmpty)
    }

    @Test("An action's alert wins over its notice; a notice alone is one line on standard output")
    func actions() async {
        let alert = ErrorViewModel(message: "refused", kind: .refused)
        #expect(await view.show(notice: MessageViewModel("done"), alert: alert) == .failed(.refused))
        #expect(await view.show(notice: MessageViewModel("done"), alert: nil) == .succeeded)
        #expect(await view.show(notice: nil, alert: nil) == .succeeded)
        #expect(output.value == "done\n")
        #expect(errors.value == "probe: error: refused\n")
    }
}
