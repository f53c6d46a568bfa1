import Fakes
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import Synchronization
import Testing

/// Text written to a `TextOutput`, for assertions.
final class Captured: Sendable {
    private let text = Mutex("")
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
        #expect(errors.value.hasPrefix("league: error: PLAYER-ID must be a whole number"))
        let output = Captured()
        #expect(await run(["--version"], router: router, output: output) == 0)
        #expect(output.value.hasPrefix("league "))
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
        #expect(errors.value == "league: error: the database is gone\n")
    }
}
