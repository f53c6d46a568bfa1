import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import Terminal
import Testing

@Suite("AppShell runs the command of the feature a command line names, and turns outcomes into exit statuses")
struct AppShellTests {
    /// Runs `probe ARGUMENTS` on `storage`: the status, standard output and standard error.
    func run(
        _ arguments: [String],
        storage: @escaping AppShell.DatabaseOpener = { _, _ throws(RecordStoreError) in ProbeDatabase() }
    ) async -> (status: Int32, output: String, errors: String) {
        let (output, errors) = (CapturedText(), CapturedText())
        let status = await AppShell.run(
            probeApp, arguments: arguments, environment: ["PROBE_DATA_DIR": "/probe-data"], output: output.output,
            errors: errors.output, input: TextInput { _ in nil }, openDatabase: storage)
        return (status, output.value, errors.value)
    }

    @Test("Each outcome has its exit status: 0 done, 1 refused, 2 unavailable")
    func exitStatuses() async {
        #expect(await run(["probe", "run", "fine", "--times", "1"]) == (0, "", ""))
        let refused = await run(["probe", "run", "refused", "--times", "1"])
        #expect(refused.status == 1)
        #expect(
            refused.errors == "probe: error: refused: show them with 'probe probe show'\n",
            "a suggestion names the command of the feature that takes its step")
        #expect(await run(["probe", "run", "unavailable", "--times", "1"]).status == 2)
    }

    @Test("The command runs with the store and the data folder the command line chose")
    func context() async {
        #expect(await run(["probe", "show", "--store", "beta"]) == (0, "shown on beta in /probe-data\n", ""))
        #expect(await run(["probe", "show", "--data-dir", "/elsewhere"]).output == "shown on alpha in /elsewhere\n")
    }

    @Test("A usage error is exit 2, the problem and where the help is on standard error; help and version exit 0")
    func usageHelpAndVersion() async {
        #expect(
            await run(["probe", "run"])
                == (2, "", "probe: error: 'probe run' needs NAME\nRun 'probe probe run --help' for usage.\n"))
        #expect(await run(["--version"]) == (0, "probe 9.9.9\n", ""))
        let help = await run(["--help"])
        #expect(help.status == 0 && help.output.hasPrefix("OVERVIEW: Probes the shell.") && help.errors.isEmpty)
    }

    @Test("Storage that cannot be opened is the command's storage failure, exit 2, opened only when used")
    func storageFailure() async {
        let broken: AppShell.DatabaseOpener = { _, _ throws(RecordStoreError) in
            throw .unavailable("the disk is gone")
        }
        #expect(await run(["probe", "show"], storage: broken) == (0, "shown on alpha in /probe-data\n", ""))
        let failed = await run(["probe", "open"], storage: broken)
        #expect(failed.status == 2 && failed.output.isEmpty, "\(failed)")
        #expect(failed.errors.hasPrefix("probe: error: ") && failed.errors.contains("the disk is gone"), "\(failed)")
        #expect(await run(["probe", "open"]) == (0, "", ""))
    }
}
