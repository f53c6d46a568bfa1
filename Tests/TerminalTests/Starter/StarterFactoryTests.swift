import Foundation
import FrameworksAndDrivers
import Terminal
import Testing

@Suite("StarterFactory: the starter app lists its features, and its data lives in ./.starter")
struct StarterFactoryTests {
    let app = StarterFactory.app

    @Test("--help lists every listed feature's commands; the version")
    func help() throws {
        guard case .help(let text) = try AppCommandLine(app, arguments: ["--help"]).action else {
            Issue.record("--help is not help")
            return
        }
        #expect(!StarterFeatures.all.isEmpty)
        for feature in StarterFeatures.all {
            for command in feature.commands {
                #expect(text.contains("\n  \(command.synopsis)"), "\(command.synopsis)")
            }
        }
        #expect(try AppCommandLine(app, arguments: ["--version"]).action == .version)
        #expect(app.version == "0.1.0")
        #expect(app.problems.isEmpty, "\(app.problems)")
    }

    @Test("The data folder: $STARTER_DATA_DIR, else ./.starter")
    func dataFolder() throws {
        let here = URL(fileURLWithPath: "/here")
        #expect(
            try AppCommandLine(app, arguments: ["--help"], currentDirectory: here).dataDirectory.path
                == "/here/.starter")
        #expect(
            try AppCommandLine(app, arguments: ["--help"], environment: ["STARTER_DATA_DIR": "/data"]).dataDirectory
                .path
                == "/data")
    }
}
