import InterfaceAdapters

/// The `league` program's main loop: parses the command line, asks the composition root for the
/// app, runs the route, and turns the outcome into an exit status (0 done, 1 refused by the
/// league, 2 usage or storage/network). It creates nothing itself: ``LeagueFactory/main()``
/// hands it the terminal and the wiring.
public enum LeagueApplication {
    /// Exit statuses.
    public enum ExitStatus {
        public static let success: Int32 = 0
        public static let refused: Int32 = 1
        public static let failure: Int32 = 2
    }

    /// Makes the router for a parsed command line: the composition root's whole app
    /// (``LeagueFactory/makeRouter(for:view:)``), or a spy in tests.
    public typealias RouterFactory =
        @Sendable (LeagueCommandLine, any LeagueView) async throws(RecordStoreError) ->
        any Router

    /// Runs `arguments` (without the program name) and returns the exit status.
    /// - Parameters:
    ///   - view: where routes show their results and errors.
    ///   - errors, output: where usage errors, help and the version go.
    ///   - makeRouter: where routes go.
    public static func run(
        arguments: [String], environment: [String: String], view: any LeagueView, errors: TextOutput,
        output: TextOutput, makeRouter: RouterFactory
    ) async -> Int32 {
        let commandLine: LeagueCommandLine
        do {
            commandLine = try LeagueCommandLine(arguments: arguments, environment: environment)
        } catch {
            errors.write("\(LeagueCommandLine.programName): error: \(error)\n")
            return ExitStatus.failure
        }
        switch commandLine.action {
        case .help(let text):
            output.write(text + "\n")
            return ExitStatus.success
        case .version:
            output.write("\(LeagueCommandLine.programName) \(LeagueCommandLine.version)\n")
            return ExitStatus.success
        case .run(let route):
            let router: any Router
            do {
                router = try await makeRouter(commandLine, view)
            } catch {
                errors.write("\(LeagueCommandLine.programName): error: \(error)\n")
                return ExitStatus.failure
            }
            switch await router.navigate(to: route) {
            case .succeeded: return ExitStatus.success
            case .failed(.refused): return ExitStatus.refused
            case .failed(.unavailable): return ExitStatus.failure
            }
        }
    }
}
