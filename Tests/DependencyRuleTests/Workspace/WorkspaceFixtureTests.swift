import Foundation
import ProcessSpawning
import Testing

/// Workspace tests hand the checker the descriptions `WorkspaceFixture` renders instead of running
/// SwiftPM for every package; this proves they are what SwiftPM gives for the same manifests, and
/// that the checker reads the workspace the same either way.
@Suite("The package descriptions workspace tests hand in are SwiftPM's", .initAcceptsEveryFixture)
struct WorkspaceFixtureTests {
    /// A package with every form the workspace fixtures write.
    static let package = WorkspaceFixture.Package(
        "Features", products: [("FeedUI", ["FeedUI"]), ("Bundle", ["FeedUI", "Shared"])], dependencies: ["../Models"],
        targets: [
            .init("Shared", [.product("Models", package: "Models")]),
            .init("FeedUI", [.byName("Shared"), .byName("Models")]),
            .init("Tool", type: "executable", [.byName("Shared")]),
            .init("FeedUITests", type: "test", [.byName("FeedUI")]),
        ])

    /// The members of a description the checker reads, in a comparable form.
    static func essentials(_ bytes: [UInt8]) throws -> String {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let targets = (object["targets"] as! [[String: Any]]).map { target in
            let dependencies = (target["dependencies"] as! [[String: Any]]).map { dependency in
                dependency.map { kind, value in
                    let values = (value as! [Any]).map { ($0 as? String) ?? "null" }
                    return "\(kind)(\(values.joined(separator: ",")))"
                }.joined()
            }
            return "\(target["name"]!):\(target["type"]!)[\(dependencies.joined(separator: " "))]"
        }
        let products = (object["products"] as! [[String: Any]]).map {
            "\($0["name"]!)=\(($0["targets"] as! [String]).joined(separator: "+"))"
        }
        let dependencies = (object["dependencies"] as! [[String: Any]]).map { dependency in
            let entry = (dependency["fileSystem"] as! [[String: Any]])[0]
            return "\(entry["identity"]!)@\(entry["path"]!)"
        }
        return
            "\(object["name"]!) | \(products.joined(separator: " ")) | \(dependencies.joined(separator: " ")) | \(targets.joined(separator: " "))"
    }

    @Test("Names, products, path dependencies and every dependency form agree with swift package dump-package")
    func agreesWithSwiftPM() async throws {
        let app = try WorkspaceFixture(
            packages: [Self.package, .init("Models", targets: [.init("Models")])],
            files: [
                "Features/Sources/Shared/S.swift": "import Models\n",
                "Features/Sources/FeedUI/F.swift": "import Shared\n",
                "Features/Sources/Tool/main.swift": "import Shared\n",
                "Features/Tests/FeedUITests/T.swift": "import FeedUI\n",
                "Models/Sources/Models/M.swift": "public struct M {}\n",
            ])
        defer { app.remove() }
        let folder = app.root.appendingPathComponent("Features")
        let dumped = try await ChildProcess.run(["swift", "package", "--package-path", folder.path, "dump-package"])
        try #require(dumped.status == 0, "swift package dump-package failed: \(dumped)")
        let fromSwiftPM = try Self.essentials(Array(dumped.standardOutput.drop { $0 != "{" }.utf8))
        #expect(try Self.essentials(Self.package.dumpPackageJSON(folder: folder)) == fromSwiftPM)
        #expect(fromSwiftPM.contains("product(Models,Models,null,null)"), "\(fromSwiftPM)")

        // The checker reads the workspace alike both ways.
        let handedIn = await app.run("imports", "--format", "json")
        let bySwiftPM = await runChecker(
            [
                "imports", "--workspace", ".", "--format", "json", "--cache-path",
                app.root.appendingPathComponent(".cache").path,
            ],
            currentDirectory: app.root.path)
        #expect(handedIn.status == 0 && bySwiftPM.status == 0, "\(handedIn.errors)\(bySwiftPM.errors)")
        #expect(handedIn.output == bySwiftPM.output)
    }
}
