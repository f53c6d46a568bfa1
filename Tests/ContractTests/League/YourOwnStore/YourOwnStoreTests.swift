import Contracts
import Foundation
import ProcessSpawning
import TestSupport
import Testing
import UseCases

@Suite(
    "Your own store behind a port: proven by the existing contract in one registration line; a careless one is caught")
struct YourOwnStoreTests {
    func violations(of implementation: Implementation<TeamRepositoryContract.Subject>) async -> [ContractViolation] {
        await TeamRepositoryContract.contract.violations(on: implementation)
    }

    @Test("The property-list repository is registered with the league's team repositories, and keeps every check")
    func registered() async throws {
        let registered = try #require(
            Implementations.teamRepositories.first { $0.name == "PropertyListTeamRepository" },
            "the one registration line is missing from Implementations.teamRepositories")
        #expect(registered.kind == "files")
        #expect(await violations(of: registered).isEmpty)
        #expect(TeamRepositoryContract.contract.checks.count == 8)
    }

    @Test("What it wrote is there for the next repository on the same file")
    func keepsItsFile() async throws {
        let scratch = try TemporaryFolder(prefix: "own-store")
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("teams.plist")
        let first = try await PropertyListTeamRepository(file: file).create(
            try .init(city: "Boston", nickname: "Red Sox", abbreviation: "BOS"))
        #expect(try await PropertyListTeamRepository(file: file).list() == [first])
        try Data("not a property list".utf8).write(to: file)
        await #expect(throws: RepositoryError.corrupt("\(file.path) is not a list of teams")) {
            try await PropertyListTeamRepository(file: file).list()
        }
    }

    @Test("A careless repository fails exactly the checks its mistake breaks, naming itself and each check")
    func careless() async {
        let found = await violations(of: Implementation("CarelessTeamRepository") { _ in CarelessTeamRepository() })
        #expect(
            found.map(\.check) == [
                "a second team with a taken abbreviation is refused as a conflict, and not stored",
                "updating a team to a taken abbreviation is refused as a conflict, and both teams stay",
            ])
        #expect(
            found.first?.description.hasPrefix(
                "CarelessTeamRepository breaks the TeamRepository contract: a second team with a taken abbreviation is refused as a conflict, and not stored: "
            ) == true, "\(found)")
    }
}
