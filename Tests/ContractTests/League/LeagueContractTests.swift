import Contracts
import Foundation
import Testing

/// Every league contract over every implementation (``LeagueContracts``): the fakes, memory,
/// files, SQLite, and the network adapters against local servers.
@Suite("League contracts: the fakes and every real adapter behave alike")
struct LeagueContractTests {
    @Test(arguments: LeagueContracts.runs.filter { !$0.serialized }.flatMap(\.cases))
    func storage(_ pair: AnyContractCase) async throws {
        try await pair.verify()
    }

    @Test(.serialized, arguments: LeagueContracts.runs.filter(\.serialized).flatMap(\.cases))
    func network(_ pair: AnyContractCase) async throws {
        try await pair.verify()
    }

    @Test(
        "Print the league's contract matrix (make contracts)",
        .enabled(if: ProcessInfo.processInfo.environment["CONTRACT_MATRIX"] == "1"))
    func matrix() async {
        let (text, failures) = await ContractMatrix.render(LeagueContracts.runs)
        print("\nThe league\n" + text)
        #expect(failures.isEmpty, "\(failures.count) case(s) break a contract: \(failures)")
    }
}
