import Foundation
import Testing

/// The most common Clean Architecture layout of Swift apps: one package per layer (`Domain/`,
/// `Data/`, `Presentation/`, each with its own `Package.swift`, wired with `.package(path:)`), and
/// an app project linking them — one package through `XCLocalSwiftPackageReference`, the others
/// added as folders (no package named), as real apps mix them.
@Suite("check --workspace on one package per layer and an app project", .initAcceptsEveryFixture)
struct LayeredAppTests {
    static let configuration = """
        {
          "layers": [
            { "name": "Entities", "targets": ["Domain"] },
            { "name": "InterfaceAdapters", "targets": ["Data", "Presentation"] },
            { "name": "FrameworksAndDrivers", "targets": ["LayeredApp"] }
          ]
        }
        """

    static func app(files extra: [String: String] = [:], config: String? = configuration) throws -> WorkspaceFixture {
        var files = [
            "Domain/Sources/Domain/Team.swift": "public struct Team {}\n",
            "Data/Sources/Data/TeamStore.swift": "import Domain\n\npublic struct TeamStore {}\n",
            "Presentation/Sources/Presentation/TeamList.swift": "import Domain\n\npublic struct TeamList {}\n",
            "App/LayeredAppApp.swift":
                "import Data\nimport Domain\nimport Presentation\n\n@main struct LayeredAppApp {}\n",
            "AppTests/LayeredAppTests.swift": "@testable import LayeredApp\n",
        ]
        files.merge(extra) { $1 }
        return try WorkspaceFixture(
            packages: [
                .init("Domain", targets: [.init("Domain")]),
                .init("Data", dependencies: ["../Domain"], targets: [.init("Data", [.byName("Domain")])]),
                .init(
                    "Presentation", dependencies: ["../Domain"],
                    targets: [.init("Presentation", [.product("Domain", package: "Domain")])]),
            ],
            projects: [
                "LayeredApp.xcodeproj": XcodeProjectFixture(
                    targets: [
                        .init(
                            name: "LayeredApp", synchronized: ["App"],
                            products: ["Presentation@presentation", "Data", "Domain"]),
                        .init(
                            name: "LayeredAppTests", type: "bundle.unit-test", synchronized: ["AppTests"],
                            dependsOn: ["LayeredApp"]),
                    ],
                    localPackages: ["presentation": "Presentation"], folderPackages: ["Data", "Domain"])
            ],
            files: files, config: config)
    }

    @Test("Untouched, the whole app checks clean: every package, the app and its tests")
    func clean() async throws {
        let app = try Self.app()
        defer { app.remove() }
        let run = await app.run("check")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(
            run.output.hasSuffix(
                " (workspace of 4 members: 3 packages, 1 Xcode project): 5 targets, 5 files, 6 imports analysed; 0 errors, 0 warnings\n"
            ), "\(run.output)")
        #expect(run.errors.isEmpty, "\(run.errors)")
    }

    @Test(
        "Domain importing Data, another package it does not depend on: outward, with undeclared as its note, at the import"
    )
    func outwardAcrossPackages() async throws {
        let app = try Self.app(files: ["Domain/Sources/Domain/Cache.swift": "import Data\n"])
        defer { app.remove() }
        let run = await app.run("check")
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(
            run.output.contains(
                "Domain/Sources/Domain/Cache.swift:1:1: error: [outward-dependency] 'Domain' (layer Entities) imports 'Data' (layer InterfaceAdapters), an outer layer"
            ), "\(run.output)")
        #expect(
            run.output.contains(
                "Domain/Sources/Domain/Cache.swift:1:1: note: [undeclared-import] 'Domain' imports 'Data', which it neither declares nor reaches through its declared dependencies"
            ), "\(run.output)")
        #expect(run.output.contains("remove the import rather than declare it"), "\(run.output)")
    }

    @Test("The app importing a package module it does not link: undeclared-import, advice in Xcode's words")
    func appImportsWhatItDoesNotLink() async throws {
        let app = try Self.app()
        defer { app.remove() }
        // Only Presentation linked: Data is reached through nothing, Domain through Presentation.
        try app.write(
            XcodeProjectFixture(
                targets: [
                    .init(name: "LayeredApp", synchronized: ["App"], products: ["Presentation@presentation"]),
                    .init(
                        name: "LayeredAppTests", type: "bundle.unit-test", synchronized: ["AppTests"],
                        dependsOn: ["LayeredApp"]),
                ],
                localPackages: ["presentation": "Presentation"], folderPackages: ["Data", "Domain"]
            ).text, to: "LayeredApp.xcodeproj/project.pbxproj")
        let run = await app.run("check")
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(
            run.output.contains(
                "App/LayeredAppApp.swift:1:1: error: [undeclared-import] 'LayeredApp' imports 'Data', which it neither declares nor reaches through its declared dependencies: nothing makes Xcode build 'Data' first, so a clean build can fail; add product 'Data' of package 'Data' to target 'LayeredApp' in Xcode (LayeredApp.xcodeproj: General, Frameworks, Libraries, and Embedded Content)"
            ), "\(run.output)")
        #expect(
            run.output.contains(
                "App/LayeredAppApp.swift:2:1: warning: [implicit-import] 'LayeredApp' imports 'Domain' without declaring it; it builds because it is reached through LayeredApp → Presentation → Domain"
            ), "\(run.output)")
    }

    @Test("A linked product that no file of the app imports: unused-dependency at its line in project.pbxproj")
    func unusedProduct() async throws {
        let app = try Self.app(files: [
            "App/LayeredAppApp.swift": "import Domain\nimport Presentation\n\n@main struct LayeredAppApp {}\n"
        ])
        defer { app.remove() }
        let run = await app.check()
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let project = try #require(app.read("LayeredApp.xcodeproj/project.pbxproj"))
        let lines = project.split(separator: "\n", omittingEmptySubsequences: false)
        let list = try #require(lines.firstIndex { $0.contains("packageProductDependencies") })
        let line = try #require(lines[list...].firstIndex { $0.contains("/* Data */,") })
        #expect(run.findings == ["unused-dependency LayeredApp.xcodeproj/project.pbxproj:\(line + 1)"], "\(run.output)")

        // Linked for what it adds: "linkOnly" names it by its product.
        try app.write(
            Self.configuration.replacingOccurrences(of: "  ]\n}", with: "  ],\n  \"linkOnly\": [\"Data\"]\n}"),
            to: "dependency-rules.json")
        let linkOnly = await app.check()
        #expect(linkOnly.status == 0 && linkOnly.findings.isEmpty, "\(linkOnly.output)\(linkOnly.errors)")
    }

    @Test(
        "\"allow\" in the configuration suppresses a finding about an Xcode target's declaration; one that hides nothing is reported"
    )
    func allowInConfiguration() async throws {
        let allow = { (entries: String) in
            Self.configuration.replacingOccurrences(of: "  ]\n}", with: "  ],\n  \"allow\": [\n\(entries)\n  ]\n}")
        }
        let app = try Self.app(
            files: ["App/LayeredAppApp.swift": "import Domain\nimport Presentation\n\n@main struct LayeredAppApp {}\n"],
            config: allow(
                """
                    { "rule": "unused-dependency", "target": "LayeredApp", "dependency": "Data", "reason": "registers its stores at launch" },
                    { "rule": "unused-dependency", "target": "LayeredApp", "dependency": "Presentation", "reason": "left from before" }
                """))
        defer { app.remove() }
        let run = await app.check()
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.findings == ["unused-suppression dependency-rules.json:9:5"], "\(run.output)")
        #expect(run.output.contains("\"suppressed\": 1"), "\(run.output)")

        for (entry, message) in [
            (
                #"{ "rule": "unused-dependency", "target": "Data", "dependency": "Domain", "reason": "r" }"#,
                "dependency-rules.json:8:46: error: allow: no target of an Xcode project matches 'Data': suppress a package's findings with a // dependency-rule:allow comment in its Package.swift or source file"
            ),
            (
                #"{ "rule": "unused-dependency", "target": "LayeredApp", "dependency": "Data", "reason": " " }"#,
                "dependency-rules.json:8:92: error: an entry of \"allow\" gives no reason: say why the finding is allowed"
            ),
            (
                #"{ "rule": "unused-dependency", "target": "LayeredApp", "reason": "r" }"#,
                "dependency-rules.json:8:5: error: an entry of \"allow\" needs \"dependency\": {\"rule\": …, \"target\": …, \"dependency\": …, \"reason\": …}"
            ),
            (
                #"{ "rule": "stale-baseline", "target": "LayeredApp", "dependency": "Data", "reason": "r" }"#,
                "dependency-rules.json:8:15: error: \"allow\" can suppress outward-dependency, undeclared-import, implicit-import, forbidden-import, test-support-in-production, dependency-cycle, unused-dependency, unassigned-target, independent-targets, outward-reference, independent-reference, not 'stale-baseline'"
            ),
        ] {
            try app.write(allow("    " + entry), to: "dependency-rules.json")
            let refused = await app.run("check")
            #expect(refused.status == 2, "\(refused.output)")
            #expect(refused.errors == message + "\n", "\(refused.errors)")
        }
    }

    @Test("graph --workspace: each member a cluster inside its layers, edges across members, members in JSON")
    func graph() async throws {
        let app = try Self.app(files: ["Domain/Sources/Domain/Cache.swift": "import Data\n"])
        defer { app.remove() }
        let mermaid = await app.run("graph")
        #expect(mermaid.status == 0, "\(mermaid.errors)")
        #expect(
            mermaid.output.hasPrefix(
                """
                flowchart BT
                  subgraph g0["layer Entities"]
                    subgraph g0m0["Domain (package)"]
                      t0["Domain"]
                    end
                  end
                  subgraph g1["layer InterfaceAdapters"]
                    subgraph g1m0["Data (package)"]
                      t1["Data"]
                    end
                    subgraph g1m1["Presentation (package)"]
                      t2["Presentation"]
                    end
                  end
                  subgraph g2["layer FrameworksAndDrivers"]
                    subgraph g2m0["LayeredApp (Xcode project)"]
                      t3["LayeredApp"]
                    end
                  end

                """), "\(mermaid.output)")
        // Domain importing Data closes a cycle with Data's declared dependency on Domain: one mistake.
        #expect(
            mermaid.output.contains("  t0 -.->|\"dependency-cycle, outward-dependency, undeclared-import\"| t1\n"),
            "\(mermaid.output)")
        #expect(mermaid.output.contains("  t1 --> t0\n"), "\(mermaid.output)")
        #expect(mermaid.output.contains("  t3 --> t1\n"), "\(mermaid.output)")

        let dot = await app.run("graph", "--format", "dot")
        #expect(
            dot.output.contains(
                "  subgraph cluster_1 {\n    label=\"layer InterfaceAdapters\";\n    subgraph cluster_1_0 {\n      label=\"Data (package)\";\n      \"Data\";\n    }\n"
            ), "\(dot.output)")

        let json = await app.run("graph", "--format", "json")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let members = try #require(document["members"] as? [[String: Any]])
        #expect(members.map { $0["name"] as? String } == ["Data", "Domain", "LayeredApp", "Presentation"])
        #expect(members.map { $0["kind"] as? String } == ["package", "package", "xcode-project", "package"])
        #expect(members.map { $0["path"] as? String } == ["Data", "Domain", "LayeredApp.xcodeproj", "Presentation"])
        #expect(members.map { $0["targets"] as? [String] } == [["Data"], ["Domain"], ["LayeredApp"], ["Presentation"]])
        let targets = try #require(document["targets"] as? [[String: String]])
        #expect(
            targets == [
                ["name": "Data", "member": "Data"], ["name": "Domain", "member": "Domain"],
                ["name": "LayeredApp", "member": "LayeredApp"], ["name": "Presentation", "member": "Presentation"],
            ])
    }

    @Test("A package product naming a package reference the project does not list (an edit by hand) is read as it is")
    func unlistedPackageReference() async throws {
        let app = try Self.app()
        defer { app.remove() }
        let text = try #require(app.read("LayeredApp.xcodeproj/project.pbxproj"))
        let edited = text.replacing(#/\t\t\tpackageReferences = \([^)]*\);\n/#, with: "")
        #expect(edited != text)
        try app.write(edited, to: "LayeredApp.xcodeproj/project.pbxproj")
        let run = await app.check()
        #expect(run.status == 0 && run.findings.isEmpty, "\(run.output)\(run.errors)")
    }
}
