import Foundation
import TestSupport
import Testing

@Suite("BuildProducts finds a built program: the variable that names it, else beside the test runner")
struct BuildProductsTests {
    @Test("The variable wins; without it, a program built beside the runner; nil for one never built")
    func program() throws {
        #expect(
            BuildProducts.program(
                "league", overriddenBy: "LEAGUE_BIN", environment: ["LEAGUE_BIN": "/elsewhere/league"])
                == "/elsewhere/league")
        let folder = try #require(BuildProducts.directory(), "no build products beside the test runner")
        #expect(
            BuildProducts.program("Modules", overriddenBy: "UNSET_BIN", environment: [:])
                == folder.appendingPathComponent("Modules").path)
        #expect(
            BuildProducts.program(
                "no-such-program-\(UUID().uuidString)", overriddenBy: "X_BIN", environment: ["X_BIN": ""])
                == nil, "an empty variable is no variable, and a program never built is not found")
    }
}
