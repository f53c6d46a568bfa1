// storage-torture: a test helper that writes through the real stores until a test kills it with
// SIGKILL, so that the test can check that nothing is torn and no unit of work is half kept.
// Not part of the architecture: the stores' kill tests run it. `--help` lists its
// commands; each store that keeps data adds its own (files: `bytes`, `stopped-commit`).
import ArgumentReading
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch try TortureCommand.tool.read(arguments) {
    case .help(let page):
        Output.say(page, terminator: "")
    case .version:
        Output.say(TortureCommand.tool.version)
    case .run(let parsed):
        guard let command = TortureCommand.all.first(where: { $0.spec == parsed.command }) else {
            Output.fail("no command '\(parsed.command.name)'", status: 2)
        }
        await command.run(parsed)
    }
} catch {
    FileHandle.standardError.write(Data(TortureCommand.tool.message(for: error).utf8))
    exit(2)
}
