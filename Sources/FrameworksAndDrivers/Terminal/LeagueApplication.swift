import Foundation
import InterfaceAdapters

/// The `league` program: parses the command line, wires the app, runs the route, and turns the
/// outcome into an exit status (0 done, 1 refused by the league, 2 usage or storage/network).
public enum LeagueApplication {
    /// Exit statuses.
    public enum ExitStatus {
        public static let success: Int32 = 0
        public static let refused: Int32 = 1
        public static let failure: Int32 = 2
    }

    /// Makes the router for a parsed command line: by default the composition root's whole app.
    public typealias RouterFactory = @Sendable (LeagueCommandLine, TerminalView) async throws -> any Router

    /// The composition root's router for the command line's store and data folder.
    public static let liveRouter: RouterFactory = { commandLine, view in
        try await LeagueFactory.makeRouter(
            store: commandLine.store, dataDirectory: commandLine.dataDirectory, view: view)
    }

    /// Runs `arguments` (without the program name) and returns the exit status.
    /// - Parameter makeRouter: where routes go; tests pass a spy.
    public static func run(
        arguments: [String], environment: [String: String], view: TerminalView = TerminalView(),
        errors: TextOutput = .standardError, output: TextOutput = .standardOutput,
        makeRouter: RouterFactory = liveRouter
    ) async -> Int32 {
        let commandLine: LeagueCommandLine
        do {
            commandLine = try LeagueCommandLine(arguments: arguments, environment: environment)
        } catch {
            errors.write("league: error: \(error)\n")
            return ExitStatus.failure
        }
        switch commandLine.action {
        case .help(let text):
            output.write(text + "\n")
            return ExitStatus.success
        case .version:
            output.write("league \(LeagueCommandLine.version)\n")
            return ExitStatus.success
        case .run(let route):
            let router: any Router
            do {
                router = try await makeRouter(commandLine, view)
            } catch {
                errors.write("league: error: \(error)\n")
                return ExitStatus.failure
            }
            switch await router.navigate(to: route) {
            case .succeeded: return ExitStatus.success
            case .failed(.refused): return ExitStatus.refused
            case .failed(.unavailable): return ExitStatus.failure
            }
        }
    }

    /// Runs the process's own command line and exits with the status.
    public static func main() async -> Never {
        let status = await run(
            arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
        exit(status)
    }
}
