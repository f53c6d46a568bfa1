import DependencyRule
import Foundation
import Testing

/// Every comment `init` writes is true of the file it writes, on many graphs: random acyclic
/// packages whose targets carry strong names (`Domain`), suffixes that pull (`ProfileUI`,
/// `AccountAPI`, `SettingsCore`) and no name at all, in both naming modes. A suffix that the
/// graph holds back says which neighbour it is placed with, and that neighbour is in its layer.
@Suite("init's comments are true on random package graphs", .initAcceptsEveryFixture)
struct InitClaimsTests {
    /// A small deterministic generator (SplitMix64), so that a failing seed can be run again.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let names = [
        "Domain", "Data", "App", "ProfileUI", "SettingsUI", "AccountAPI", "FeedNetworking", "SettingsCore",
        "AppCore", "Storage", "Parsing", "Utilities", "Analytics", "ProfileViewModels", "Presentation",
    ]

    @Test("The claim check catches a false 'placed with it' and a false layer (the comment init once wrote)")
    func catchesFalseClaims() {
        let text = """
            {
              "layers": [
                { "name": "Entities", "targets": ["Domain"] },
                // AppUI: named like InterfaceAdapters (…UI), a suffix, but App (FrameworksAndDrivers) depends on it: placed with it
                { "name": "UseCases", "targets": ["AppUI"] },
                // App: no name places it: by depth above AppUI (UseCases), which it depends on
                { "name": "FrameworksAndDrivers", "targets": ["App"] }
              ]
            }
            """
        withKnownIssue {
            InitAppTests.checkClaims(text)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("a false 'placed with it'") }
        }
        withKnownIssue {
            InitAppTests.checkClaims(
                text.replacing("placed with it", with: "kept out").replacing(
                    "AppUI (UseCases)", with: "AppUI (Entities)"))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("a false comment") }
        }
        // Folders: a unit's place is its layer's, or its part's.
        let folders = """
            {
              "layers": [
                // App › Domain: named like a layer (Entities)
                { "name": "Domain", "paths": ["App/Domain/**"] },
                // App › Helpers: no layer's name; of the folders named like one, it names App › Domain (Domain) and none further out: placed with it
                // App › Data: named like a layer (InterfaceAdapters)
                // App › Views: named like a layer (InterfaceAdapters)
                { "name": "Adapters", "parts": [
                  { "name": "Data", "paths": ["App/Data/**", "App/Helpers/**"] },
                  { "name": "Views", "paths": ["App/Views/**"] }
                ] }
              ]
            }
            """
        #expect(
            InitAppTests.folderPlaces(folders) == [
                "App › Domain": "Domain", "App › Helpers": "Adapters/Data", "App › Data": "Adapters/Data",
                "App › Views": "Adapters/Views",
            ])
        withKnownIssue {
            InitAppTests.checkClaims(folders)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("a false 'placed with it'") }
        }
    }

    @Test("Random graphs: every claim true, no outward dependency on a declared edge", arguments: 0..<48)
    func randomGraphs(seed: UInt64) async throws {
        var random = Generator(state: seed)
        let count = Int.random(in: 4...8, using: &random)
        let names = Array(Self.names.shuffled(using: &random).prefix(count))
        // Acyclic: a target depends only on targets before it.
        var dependencies: [String: [String]] = [:]
        for (index, name) in names.enumerated() where index > 0 {
            dependencies[name] = names[..<index].filter { _ in Int.random(in: 0..<3, using: &random) == 0 }
        }
        let targets = names.map { name in
            let list = (dependencies[name] ?? []).map { "\"\($0)\"" }.joined(separator: ", ")
            return "        .target(name: \"\(name)\", dependencies: [\(list)]),"
        }.joined(separator: "\n")
        var files: [String: String] = [:]
        for name in names {
            files["Sources/\(name)/\(name).swift"] =
                (dependencies[name] ?? []).map { "import \($0)\n" }.joined() + "public struct \(name)Type {}\n"
        }
        let package = try FixturePackage(targets: targets, files: files, manifest: .handedIn)
        defer { package.remove() }
        for naming in ["found", "clean"] {
            let (text, _) = try await InitAppTests.initialize(package, ["--force", "--layer-names", naming])
            let checked = await package.check()
            #expect(checked.status != 2, "seed \(seed), \(naming): \(checked.output)\(checked.errors)\n\(text)")
            #expect(
                !checked.findings.contains { $0.hasPrefix("outward-dependency Package.swift") },
                "seed \(seed), \(naming): \(checked.output)\n\(text)")
        }
    }

    static let folders = [
        "Domain", "Models", "Services", "Data", "Repositories", "Network", "Presentation", "Views", "ViewModels",
        "Screens", "App", "Extensions", "Helpers", "Utilities",
    ]

    /// A one-target app of random folders (named like layers or not), a root file or two, and
    /// random names between them (cycles included): `Sources/App/F/F.swift` declares `F_Type`
    /// and names the types of the folders it is given.
    static func folderApp(seed: UInt64) throws -> (FixturePackage, names: [String: [String]]) {
        var random = Generator(state: seed)
        let count = Int.random(in: 3...9, using: &random)
        let folders = Array(Self.folders.shuffled(using: &random).prefix(count)) + ["Root1", "Root2"]
        var names: [String: [String]] = [:]
        for folder in folders {
            names[folder] = folders.filter { $0 != folder && Int.random(in: 0..<5, using: &random) == 0 }
        }
        var files: [String: String] = [:]
        for folder in folders { files[path(of: folder)] = source(of: folder, naming: names[folder]!) }
        let package = try FixturePackage(targets: "        .executableTarget(name: \"App\"),\n", files: files)
        return (package, names)
    }

    static func path(of folder: String) -> String {
        folder.hasPrefix("Root") ? "Sources/App/\(folder).swift" : "Sources/App/\(folder)/\(folder).swift"
    }

    static func source(of folder: String, naming others: [String]) -> String {
        "struct \(folder)Type {\n" + others.map { "    var \($0.lowercased()): \($0)Type?\n" }.joined() + "}\n"
    }

    @Test(
        "Random folder layers: init writes, check finds nothing right after, and a name planted across parts is caught",
        arguments: 0..<100)
    func randomFolders(seed: UInt64) async throws {
        let (package, names) = try Self.folderApp(seed: seed)
        defer { package.remove() }
        for naming in ["found", "clean"] {
            let run = await package.run("init", ["--force", "--layer-names", naming], environment: [:])
            #expect(run.status == 0, "seed \(seed): \(run.errors)")
            let text = try #require(package.read("dependency-rules.json"))
            let checked = await package.check()
            #expect(
                checked.status == 0 && checked.findings.isEmpty, "seed \(seed), \(naming): \(checked.output)\n\(text)")
        }
        // Each pair of parts, planted both ways: one part's folder names the other's type.
        let text = try #require(package.read("dependency-rules.json"))
        let configuration = try Configuration.parse(Array(text.utf8), file: "dependency-rules.json")
        for layer in configuration.layers where !layer.parts.isEmpty {
            let folders = layer.parts.map { part in
                part.paths.map(\.pattern.text).filter { $0.hasSuffix("/**") }.map {
                    String($0.dropFirst("Sources/App/".count).dropLast(3))
                }
            }
            for (from, to) in [(0, 1), (1, 0)] {
                guard let source = folders[from].first, let target = folders[to].first else { continue }
                try package.write(Self.source(of: source, naming: names[source]! + [target]), to: Self.path(of: source))
                let planted = await package.check()
                #expect(
                    planted.findings.contains { $0.hasPrefix("independent-reference \(Self.path(of: source))") },
                    "seed \(seed): \(source) naming \(target): \(planted.output)\n\(text)")
                try package.write(Self.source(of: source, naming: names[source]!), to: Self.path(of: source))
            }
        }
    }
}
