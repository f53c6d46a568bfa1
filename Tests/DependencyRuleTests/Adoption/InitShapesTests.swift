import DependencyRule
import Foundation
import Testing

/// The shapes of real apps that once made `init` refuse its own file ("init inferred a
/// configuration that check would refuse"), each in a fixture of its own modelled on them (no app's
/// code): `init` writes a file, `check` accepts it, and the comments say what happened.
@Suite("init on the shapes that made it refuse: it writes, and check accepts", .initAcceptsEveryFixture)
struct InitShapesTests {
    /// Runs `init --workspace .`, requires exit 0, a file check accepts with no finding init should
    /// have avoided, and comments that are true; returns the file, its places, and check's run.
    static func initialize(
        _ app: WorkspaceFixture, _ arguments: String...
    ) async throws -> (text: String, places: [String: [String]], check: FixturePackage.Run) {
        let run = await app.run("init", arguments: arguments + ["--force"])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        let text = try #require(app.read("dependency-rules.json"), "\(run.errors)")
        InitAppTests.checkClaims(text)
        let configuration = try Configuration.parse(Array(text.utf8), file: "dependency-rules.json")
        let check = await app.check()
        #expect(check.status != 2, "\(check.output)\(check.errors)\n\(text)")
        #expect(
            !check.findings.contains {
                $0.hasPrefix("outward-reference") || $0.hasPrefix("independent-reference")
                    || ($0.hasPrefix("outward-dependency") && ($0.contains("Package.swift") || $0.contains("pbxproj")))
            }, "\(check.output)\n\(text)")
        return (text, places(configuration), check)
    }

    /// Each place (`Layer` or `Layer/Part`) → its targets and paths.
    static func places(_ configuration: Configuration) -> [String: [String]] {
        var places: [String: [String]] = [:]
        for layer in configuration.layers {
            if layer.parts.isEmpty { places[layer.name] = layer.targets.map(\.text) + layer.paths.map(\.pattern.text) }
            for part in layer.parts {
                places[layer.name + "/" + part.name] = part.targets.map(\.text) + part.paths.map(\.pattern.text)
            }
        }
        return places
    }

    /// The index of the layer holding `name` (a target or a path), innermost first.
    static func layer(of name: String, in text: String) throws -> Int {
        let configuration = try Configuration.parse(Array(text.utf8), file: "dependency-rules.json")
        return try #require(
            configuration.layers.firstIndex { layer in
                (layer.targets.map(\.text) + layer.paths.map(\.pattern.text)).contains(name)
                    || layer.parts.contains { ($0.targets.map(\.text) + $0.paths.map(\.pattern.text)).contains(name) }
            }, "\(name) in no layer:\n\(text)")
    }

    @Test("A package named like an outer ring that Domain depends on goes in with Domain, and says so")
    func networkingUnderDomain() async throws {
        let app = try WorkspaceFixture(
            packages: [
                .init("Networking", targets: [.init("Networking")]),
                .init(
                    "Domain", dependencies: ["../Networking"],
                    targets: [.init("Domain", [.product("Networking", package: "Networking")])]),
                .init(
                    "Data", dependencies: ["../Domain", "../Networking"],
                    targets: [
                        .init(
                            "Data",
                            [.product("Domain", package: "Domain"), .product("Networking", package: "Networking")])
                    ]),
                .init(
                    "Presentation", dependencies: ["../Domain"],
                    targets: [.init("Presentation", [.product("Domain", package: "Domain")])]),
            ],
            projects: [
                "App.xcodeproj": XcodeProjectFixture(
                    targets: [.init(name: "App", synchronized: ["App"], products: ["Data", "Presentation", "Domain"])],
                    folderPackages: ["Networking", "Domain", "Data", "Presentation"])
            ],
            files: [
                "Networking/Sources/Networking/API/Client.swift":
                    "public struct Client {\n    let response: Response\n}\n",
                "Networking/Sources/Networking/Models/Response.swift": "public struct Response {}\n",
                "Domain/Sources/Domain/Entities/User.swift": "import Networking\npublic struct User {}\n",
                "Domain/Sources/Domain/Helpers/ShowUser.swift": "public struct ShowUser {}\n",
                "Data/Sources/Data/Store.swift": "import Domain\nimport Networking\n",
                "Presentation/Sources/Presentation/Screen.swift": "import Domain\n",
                "App/AppMain.swift": "import Data\nimport Presentation\nimport Domain\n",
            ])
        defer { app.remove() }
        let (text, places, check) = try await Self.initialize(app)
        #expect(places["Domain"] == ["Domain", "Networking"], "\(text)")
        #expect(check.status == 0 && check.findings.isEmpty, "\(check.output)")
        #expect(
            text.contains(
                "// Networking: named like FrameworksAndDrivers (Networking), but Domain (Domain) depends on it, so it can be no further out: if that dependency is a violation, move Networking to FrameworksAndDrivers and check will report it"
            ), "\(text)")
        // Networking's folders are named like layers, but the modules are the layers here.
        #expect(
            text.contains(
                "// Networking has folders named like layers (API, Models), but it is a module named like a layer itself (Networking), as its neighbours are: the modules are the layers, so it is not split"
            ), "\(text)")
    }

    /// A feature package (Home, UserDetail, RepositoryList) over a networking package whose target
    /// keeps Network/, Models/ and Services/ folders.
    @Test("A feature package over a networking package with folders named like layers: nothing split, nothing refused")
    func featuresOverNetworkPlatform() async throws {
        let features = ["Domain", "Common", "NetworkPlatform"].map {
            WorkspaceFixture.Package.Dependency.product($0, package: $0)
        }
        let app = try WorkspaceFixture(
            packages: [
                .init("Domain", targets: [.init("Domain")]),
                .init("Utilities", targets: [.init("Utilities")]),
                .init(
                    "Common", dependencies: ["../Domain"],
                    targets: [.init("Common", [.product("Domain", package: "Domain")])]),
                .init(
                    "NetworkPlatform", dependencies: ["../Domain", "../Utilities"],
                    targets: [
                        .init("BuildConfiguration"),
                        .init(
                            "NetworkPlatform",
                            [
                                .byName("BuildConfiguration"), .product("Domain", package: "Domain"),
                                .product("Utilities", package: "Utilities"),
                            ]),
                    ]),
                .init(
                    "Features", dependencies: ["../Domain", "../Common", "../NetworkPlatform"],
                    targets: [
                        .init("Home", [.byName("UserDetail")] + features),
                        .init("UserDetail", [.byName("RepositoryList")] + features),
                        .init("RepositoryList", features), .init("FeaturesTests", type: "test", [.byName("Home")]),
                    ]),
            ],
            projects: [
                "App.xcodeproj": XcodeProjectFixture(
                    targets: [
                        .init(name: "App", synchronized: ["App"], products: ["Home", "NetworkPlatform", "Common"])
                    ],
                    folderPackages: ["Domain", "Utilities", "Common", "NetworkPlatform", "Features"])
            ],
            files: [
                "Domain/Sources/Domain/User.swift": "public struct User {}\n",
                "Utilities/Sources/Utilities/U.swift": "public enum Util {}\n",
                "Common/Sources/Common/C.swift": "import Domain\n",
                "NetworkPlatform/Sources/BuildConfiguration/B.swift": "public enum Configuration {}\n",
                "NetworkPlatform/Sources/NetworkPlatform/Network/API.swift": "import Domain\nstruct API {}\n",
                "NetworkPlatform/Sources/NetworkPlatform/Models/DTO.swift": "struct DTO {}\n",
                "NetworkPlatform/Sources/NetworkPlatform/Services/Service.swift":
                    "import Utilities\nimport BuildConfiguration\nstruct Service {\n    let api: API\n    let dto: DTO\n}\n",
                "Features/Sources/Home/H.swift":
                    "import UserDetail\nimport Domain\nimport Common\nimport NetworkPlatform\n",
                "Features/Sources/UserDetail/U.swift":
                    "import RepositoryList\nimport Domain\nimport Common\nimport NetworkPlatform\n",
                "Features/Sources/RepositoryList/R.swift": "import Domain\nimport Common\nimport NetworkPlatform\n",
                "Features/Tests/FeaturesTests/T.swift": "import Home\n",
                "App/AppMain.swift": "import Home\nimport NetworkPlatform\nimport Common\n",
            ])
        defer { app.remove() }
        let (text, places, _) = try await Self.initialize(app)
        #expect(places.values.allSatisfy { !$0.contains { $0.contains("NetworkPlatform/Sources") } }, "\(text)")
        #expect(try Self.layer(of: "NetworkPlatform", in: text) <= Self.layer(of: "RepositoryList", in: text))
        #expect(
            text.contains(
                "// NetworkPlatform has folders named like layers (Models, Network, Services), but it is a module named like a layer itself (…Platform)"
            ), "\(text)")
    }

    /// Shared holds Models/, Services/ and Helpers/ (no layer's name of its own: split), depends
    /// on Data and Networking, and ThemeUI, in its layer, depends on it.
    @Test("A split target's dependents in its layer go after its folder layers, so nothing points outward")
    func sharedUnderDesignSystem() async throws {
        let app = try WorkspaceFixture(
            packages: [
                .init(
                    "Packages", name: "Packages",
                    targets: [
                        .init("Networking"), .init("Data", [.byName("Networking")]),
                        .init("Shared", [.byName("Data"), .byName("Networking")]),
                        .init("ThemeUI", [.byName("Shared")]),
                        .init("App", type: "executable", [.byName("ThemeUI"), .byName("Shared")]),
                    ])
            ],
            files: [
                "Packages/Sources/Networking/N.swift": "public struct Client {}\n",
                "Packages/Sources/Data/D.swift": "import Networking\n",
                "Packages/Sources/Shared/Models/Item.swift": "import Data\npublic struct Item {}\n",
                "Packages/Sources/Shared/Services/Loader.swift":
                    "import Networking\nstruct Loader {\n    let item: Item\n}\n",
                "Packages/Sources/Shared/Helpers/Format.swift": "enum Format {}\n",
                "Packages/Sources/ThemeUI/Theme.swift": "import Shared\n",
                "Packages/Sources/App/main.swift": "import ThemeUI\nimport Shared\n",
            ])
        defer { app.remove() }
        let (text, _, check) = try await Self.initialize(app)
        #expect(check.status == 0, "\(check.output)")
        let outermostOfShared = try Self.layer(of: "Packages/Sources/Shared/Services/**", in: text)
        #expect(try Self.layer(of: "ThemeUI", in: text) > outermostOfShared, "\(text)")
        #expect(try Self.layer(of: "Packages/Sources/Shared/Models/**", in: text) < outermostOfShared, "\(text)")
        #expect(
            text.contains("// ThemeUI: ")
                && text.contains(", and it depends on Shared, split into folder layers: placed after them"),
            "\(text)")
    }

    /// An app whose UI module depends on its Core module, which depends on the networking SDK and
    /// the Core Data stack (named like data), and keeps Models/, Services/ and Networking/ folders.
    @Test("A core module named like a layer, over networking and storage modules, with a UI module over it")
    func coreUnderUI() async throws {
        let app = try WorkspaceFixture(
            packages: [
                .init(
                    "Modules", name: "Modules",
                    targets: [
                        .init("Networking"), .init("AppCoreData"),
                        .init("AppCore", [.byName("Networking"), .byName("AppCoreData")]),
                        .init("AppUI", [.byName("AppCore")]),
                    ])
            ],
            projects: [
                "App.xcodeproj": XcodeProjectFixture(
                    targets: [.init(name: "App", synchronized: ["App"], products: ["AppUI", "AppCore"])],
                    folderPackages: ["Modules"])
            ],
            files: [
                "Modules/Sources/Networking/Client.swift": "public struct Client {}\n",
                "Modules/Sources/AppCoreData/Stack.swift": "public struct Stack {}\n",
                "Modules/Sources/AppCore/Models/Item.swift": "public struct Item {}\n",
                "Modules/Sources/AppCore/Services/Feed.swift":
                    "import Networking\nstruct Feed {\n    let item: Item\n}\n",
                "Modules/Sources/AppCore/Networking/Fetch.swift":
                    "import AppCoreData\nstruct Fetch {\n    let feed: Feed\n}\n",
                "Modules/Sources/AppUI/Screen.swift": "import AppCore\n",
                "App/AppMain.swift": "import AppUI\nimport AppCore\n",
            ])
        defer { app.remove() }
        let (text, places, check) = try await Self.initialize(app)
        #expect(check.status == 0 && check.findings.isEmpty, "\(check.output)")
        #expect(places.values.allSatisfy { !$0.contains { $0.contains("AppCore/") } }, "\(text)")
        #expect(try Self.layer(of: "AppCore", in: text) <= Self.layer(of: "AppUI", in: text), "\(text)")
    }

    /// Composition (a DI container) depends on Data, whose target keeps Repositories/ and
    /// Network/ folders, and Presentation depends on Composition.
    @Test("A composition package that presentation depends on, over a data package with folders named like layers")
    func compositionOverData() async throws {
        let app = try WorkspaceFixture(
            packages: [
                .init(
                    "Packages", name: "Packages",
                    targets: [
                        .init("Domain"), .init("Data", [.byName("Domain")]),
                        .init("Composition", [.byName("Data"), .byName("Domain")]),
                        .init("Presentation", [.byName("Composition"), .byName("Domain")]),
                    ])
            ],
            projects: [
                "App.xcodeproj": XcodeProjectFixture(
                    targets: [.init(name: "App", synchronized: ["App"], products: ["Presentation", "Composition"])],
                    folderPackages: ["Packages"])
            ],
            files: [
                "Packages/Sources/Domain/User.swift": "public struct User {}\n",
                "Packages/Sources/Data/Repositories/Users.swift":
                    "import Domain\nstruct Users {\n    let api: API\n}\n",
                "Packages/Sources/Data/Network/API.swift": "struct API {}\n",
                "Packages/Sources/Composition/Container.swift": "import Data\nimport Domain\n",
                "Packages/Sources/Presentation/Screen.swift": "import Composition\nimport Domain\n",
                "App/AppMain.swift": "import Presentation\nimport Composition\n",
            ])
        defer { app.remove() }
        let (text, _, check) = try await Self.initialize(app)
        #expect(check.status == 0 && check.findings.isEmpty, "\(check.output)")
        #expect(try Self.layer(of: "Data", in: text) <= Self.layer(of: "Composition", in: text), "\(text)")
        #expect(try Self.layer(of: "Composition", in: text) <= Self.layer(of: "Presentation", in: text), "\(text)")
    }

    /// A repository whose root package has a target in the folder the Xcode app target compiles
    /// (as apps that build both ways keep it): the folder is split once, for both.
    @Test("A root package target compiling the app target's folder is split with it, not left unlayered")
    func rootPackageSharesTheAppFolder() async throws {
        let app = try WorkspaceFixture(
            packages: [.init("", name: "ShopKit", targets: [.init("ShopKit", path: "Shop")])],
            projects: ["Shop.xcodeproj": XcodeProjectFixture(targets: [.init(name: "Shop", synchronized: ["Shop"])])],
            files: [
                "Shop/Domain/Product.swift": "struct Product {}\n",
                "Shop/Data/Catalog.swift": "struct Catalog {\n    var products: [Product] = []\n}\n",
                "Shop/Presentation/Shelf.swift": "struct Shelf {\n    let product: Product\n}\n",
                "Shop/ShopApp.swift": "let shelf = Shelf(product: Product())\nlet catalog = Catalog()\n",
            ])
        defer { app.remove() }
        let (text, places, check) = try await Self.initialize(app)
        #expect(check.status == 0 && check.findings.isEmpty, "\(check.output)")
        #expect(!text.contains("\"unlayered\": [\"ShopKit\"]"), "\(text)")
        #expect(
            text.contains("// Shop is split into folder layers (with ShopKit, which compiles some of its files)"),
            "\(text)")
        #expect(places["Domain"] == ["Shop/Domain/**"], "\(text)")
        #expect(
            places["Adapters/Data"] == ["Shop/Data/**"] && places["Adapters/Presentation"] == ["Shop/Presentation/**"],
            "\(text)")
    }

    /// A notes app kept as folders of one Xcode target: Domain, Data and Presentation (siblings
    /// that never name each other), App, folders with no layer's name, files at the root, a
    /// logger compiled in from a shared folder, and the test folder's mocks in its sources.
    static func notesApp() throws -> WorkspaceFixture {
        let files = [
            "Notes/Domain/Note.swift": "struct Note {\n    var title = \"\"\n    static let limit = Limits.title\n}\n",
            "Notes/Data/NoteStore.swift": "struct NoteStore {\n    var notes: [Note] = []\n    let log = Logger()\n}\n",
            "Notes/Presentation/NoteList.swift":
                "struct NoteList {\n    let notes: [Note]\n    let format = Formatter()\n}\n",
            "Notes/Helpers/Formatter.swift":
                "struct Formatter {\n    func title(of note: Note) -> String { note.title }\n}\n",
            "Notes/Extensions/String+Trim.swift": "extension String {\n    var trimmed: String { self }\n}\n",
            "Notes/App/NotesApp.swift":
                "struct NotesApp {\n    let list = NoteList(notes: [])\n    let store = NoteStore()\n}\n",
            "Notes/Constants.swift": "enum Limits {\n    static let title = 80\n}\n",
            "Notes/ContentView.swift": "struct ContentView {\n    let list: NoteList\n}\n",
            "NotesTests/Mocks/MockNoteStore.swift": "struct MockNoteStore {\n    var notes: [Note] = []\n}\n",
            "Shared/Logger.swift": "struct Logger {}\n",
        ]
        return try WorkspaceFixture(
            packages: [],
            projects: [
                "Notes.xcodeproj": XcodeProjectFixture(
                    targets: [
                        .init(name: "Notes", sources: files.keys.sorted()),
                        .init(
                            name: "NotesTests", type: "bundle.unit-test", sources: ["NotesTests/NotesTests.swift"],
                            dependsOn: ["Notes"]),
                    ])
            ],
            files: files.merging(["NotesTests/NotesTests.swift": "@testable import Notes\n"]) { $1 })
    }

    @Test(
        "Folder layers of an app target: siblings as parts (caught both ways), strays placed by their references, test doubles excluded"
    )
    func notesAppFolders() async throws {
        let app = try Self.notesApp()
        defer { app.remove() }
        let (text, places, check) = try await Self.initialize(app)
        #expect(check.status == 0 && check.findings.isEmpty, "\(check.output)")
        #expect(text.contains(#"  "exclude": ["NotesTests/Mocks"],"#), "\(text)")
        #expect(text.contains("// NotesTests/Mocks: test doubles compiled into Notes, named so (Mocks)"), "\(text)")
        #expect(places["Domain"] == ["Notes/Domain/**", "Notes/Helpers/**", "Notes/Constants.swift"], "\(text)")
        #expect(places["Adapters/Presentation"] == ["Notes/Presentation/**", "Notes/ContentView.swift"], "\(text)")
        #expect(places["Adapters/Data"] == ["Notes/Data/**", "Shared/Logger.swift"], "\(text)")
        #expect(places["App"] == ["Notes/App/**", "Notes/Extensions/**"], "\(text)")
        #expect(
            text.contains(
                "// Notes › Extensions: no layer's name, it names no folder named like one and none names it: with the outermost layer"
            ), "\(text)")
        #expect(
            text.contains(
                "// Notes › Shared/: from outside Notes's folder (Notes); no layer's name and it names no folder named like one; Notes › Data (Adapters/Data) names it: placed with it"
            ), "\(text)")
        #expect(
            text.contains(
                "// Parts: Presentation (Notes › Presentation, Notes › ContentView.swift) and Data (Notes › Data, Notes › Shared/): the words Presentation, Data in their names say presentation and data"
            ), "\(text)")

        // Planted both ways across the parts: each is caught at the name.
        try app.write(
            "struct NoteList {\n    let notes: [Note]\n    let format = Formatter()\n    let store: NoteStore\n}\n",
            to: "Notes/Presentation/NoteList.swift")
        try app.write(
            "struct NoteStore {\n    var notes: [Note] = []\n    let log = Logger()\n    var shown: NoteList?\n}\n",
            to: "Notes/Data/NoteStore.swift")
        let planted = await app.check()
        #expect(
            planted.findings == [
                "independent-reference Notes/Data/NoteStore.swift:4:16",
                "independent-reference Notes/Presentation/NoteList.swift:4:16",
            ], "\(planted.output)")
    }

    @Test("Domain naming Data and not the other way: init follows the references and says so at both, asking")
    func namesSwapped() async throws {
        let package = try FixturePackage(
            targets: "        .executableTarget(name: \"App\"),\n",
            files: [
                "Sources/App/Domain/Account.swift": "struct Account {\n    let row: AccountRow\n}\n",
                "Sources/App/Data/AccountRow.swift": "struct AccountRow {}\n",
                "Sources/App/Presentation/AccountScreen.swift": "struct AccountScreen {\n    let account: Account\n}\n",
                "Sources/App/main.swift": "_ = AccountScreen(account: Account(row: AccountRow()))\n",
            ])
        defer { package.remove() }
        let run = await package.run("init")
        #expect(run.status == 0, "\(run.errors)")
        let text = try #require(package.read("dependency-rules.json"))
        let layers = text.split(separator: "\n").filter { $0.contains("\"paths\"") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(
            layers == [
                #"{ "name": "Data", "paths": ["Sources/App/Data/**"] },"#,
                #"{ "name": "Domain", "paths": ["Sources/App/Domain/**"] },"#,
                #"{ "name": "Presentation", "paths": ["Sources/App/Presentation/**", "Sources/App/*.swift"] }"#,
            ], "\(text)")
        #expect(
            text.contains(
                "// App › Data: named like a layer (InterfaceAdapters), but App › Domain (Domain), named like Entities, names it: placed inward of it as the references say; check which is right"
            ), "\(text)")
        #expect(
            text.contains(
                "// App › Domain: named like a layer (Entities), but it names App › Data (Data), named like InterfaceAdapters: placed outward of it as the references say; check which is right"
            ), "\(text)")
        let check = await package.check()
        #expect(check.status == 0 && check.findings.isEmpty, "\(check.output)")
    }

    /// An app of 28 packages: Domain, DesignSystem and an API client; per feature a UI package, a Data
    /// package, a composition package (`…DI`, over both) and one for the UI's composition
    /// (`…UIDI`); AppDI over every feature's composition; the app project over AppDI.
    static func featurePackages(
        features: [String] = ["Home", "Search", "Profile", "Settings", "Cart", "Orders"]
    )
        throws -> WorkspaceFixture
    {
        func package(_ name: String, _ dependencies: [String], folder: String? = nil) -> WorkspaceFixture.Package {
            .init(
                folder ?? "Packages/\(name)", name: name, dependencies: dependencies.map { "../\($0)" },
                targets: [.init(name, dependencies.map { .product($0, package: $0) })])
        }
        var packages = [
            package("Domain", []), package("DesignSystem", ["Domain"]), package("APIClient", ["Domain"]),
        ]
        var files = [
            "Packages/Domain/Sources/Domain/User.swift": "public struct User {}\n",
            "Packages/DesignSystem/Sources/DesignSystem/Theme.swift": "import Domain\n",
            "Packages/APIClient/Sources/APIClient/Client.swift": "import Domain\n",
            "App/AppMain.swift": "import AppDI\n",
        ]
        for feature in features {
            let (ui, data, di, uiDI) = ("\(feature)UI", "\(feature)Data", "\(feature)DI", "\(feature)UIDI")
            packages += [
                package(ui, ["Domain", "DesignSystem"]), package(data, ["Domain", "APIClient"]),
                package(di, [ui, data]), package(uiDI, [ui]),
            ]
            files["Packages/\(ui)/Sources/\(ui)/Screen.swift"] = "import Domain\nimport DesignSystem\n"
            files["Packages/\(data)/Sources/\(data)/Store.swift"] = "import Domain\nimport APIClient\n"
            files["Packages/\(di)/Sources/\(di)/Assembly.swift"] = "import \(ui)\nimport \(data)\n"
            files["Packages/\(uiDI)/Sources/\(uiDI)/Factory.swift"] = "import \(ui)\n"
        }
        let composition = features.flatMap { ["\($0)DI", "\($0)UIDI"] }
        packages.append(package("AppDI", composition))
        files["Packages/AppDI/Sources/AppDI/Root.swift"] = composition.map { "import \($0)\n" }.joined()
        return try WorkspaceFixture(
            packages: packages,
            projects: [
                "App.xcodeproj": XcodeProjectFixture(
                    targets: [.init(name: "App", synchronized: ["App"], products: ["AppDI"])],
                    folderPackages: packages.map(\.folder))
            ],
            files: files)
    }

    @Test(
        "28 packages with per-feature composition: UI and Data as parts, composition outward, a UI importing Data caught as such"
    )
    func featurePackagesAsParts() async throws {
        let app = try Self.featurePackages()
        defer { app.remove() }
        let (text, places, check) = try await Self.initialize(app)
        #expect(check.status == 0 && check.findings.isEmpty, "\(check.output)")
        let features = ["Home", "Search", "Profile", "Settings", "Cart", "Orders"]
        #expect(Set(places["Adapters/UI"] ?? []) == Set(features.map { "\($0)UI" }), "\(text)")
        #expect(Set(places["Adapters/Data"] ?? []) == Set(features.map { "\($0)Data" }), "\(text)")
        #expect(text.contains("// HomeData: named like its part (…Data)"), "\(text)")
        for composer in ["HomeDI", "HomeUIDI", "AppDI"] {
            #expect(try Self.layer(of: composer, in: text) > Self.layer(of: "HomeUI", in: text), "\(composer): \(text)")
        }
        // One group for the compositions (`*DI` holds the `*UIDI` ones), the app's left out.
        #expect(
            text.contains(#""independent": ["*Data", "*UI", { "targets": ["*DI"], "except": ["AppDI"] }],"#), "\(text)")

        // A screen package importing a data package it does not declare: the parts say why it is
        // wrong, not advice to declare it.
        try app.write(
            "import Domain\nimport DesignSystem\nimport HomeData\n", to: "Packages/HomeUI/Sources/HomeUI/Screen.swift")
        let planted = await app.check()
        #expect(
            planted.findings == ["independent-targets Packages/HomeUI/Sources/HomeUI/Screen.swift:3:1"],
            "\(planted.output)")
        let message = planted.diagnostics.first?["message"] as? String ?? ""
        #expect(message.contains("siblings that must stay independent") && !message.contains("declare"), "\(message)")

        // And the other way: a data package importing a screen package.
        try app.write("import Domain\nimport DesignSystem\n", to: "Packages/HomeUI/Sources/HomeUI/Screen.swift")
        try app.write(
            "import Domain\nimport APIClient\nimport HomeUI\n", to: "Packages/HomeData/Sources/HomeData/Store.swift")
        let reverse = await app.check()
        #expect(
            reverse.findings == ["independent-targets Packages/HomeData/Sources/HomeData/Store.swift:3:1"],
            "\(reverse.output)")
    }

    /// A package of six modules, each a layer of its own: Domain (with Models/ and Services/
    /// folders), Services (with Services/ and Models/), wrappers of SQLite and of user defaults,
    /// a toolbox and its UI.
    @Test(
        "A package whose modules are its layers: no module split, no name repeating a word or naming what it does not hold"
    )
    func modulesAreTheLayers() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "SQLiteWrapper"),
                        .target(name: "DefaultsWrapper"),
                        .target(name: "Domain"),
                        .target(name: "Services", dependencies: ["Domain", "SQLiteWrapper", "DefaultsWrapper"]),
                        .target(name: "Toolbox"),
                        .target(name: "ToolboxUI", dependencies: ["Toolbox", "Services"]),
                """,
            files: [
                "Sources/SQLiteWrapper/Database.swift": "public struct Database {}\n",
                "Sources/DefaultsWrapper/Defaults.swift": "public struct Defaults {}\n",
                "Sources/Domain/Models/Task.swift": "public struct Task {}\n",
                "Sources/Domain/Services/Planner.swift": "struct Planner {\n    let task: Task\n}\n",
                "Sources/Services/Services/Sync.swift":
                    "import Domain\nimport SQLiteWrapper\nstruct Sync {\n    let model: Model\n}\n",
                "Sources/Services/Models/Model.swift": "import DefaultsWrapper\nstruct Model {}\n",
                "Sources/Toolbox/Tool.swift": "public struct Tool {}\n",
                "Sources/ToolboxUI/Panel.swift": "import Toolbox\nimport Services\n",
            ])
        defer { package.remove() }
        let (text, configuration) = try await InitAppTests.initialize(package, [])
        #expect(configuration.layers.allSatisfy { $0.paths.isEmpty && $0.parts.allSatisfy(\.paths.isEmpty) }, "\(text)")
        let targets = Set(["SQLiteWrapper", "DefaultsWrapper", "Domain", "Services", "Toolbox", "ToolboxUI"])
        for layer in configuration.layers {
            let words = CamelCaseWords.split(layer.name).map { $0.lowercased() }
            #expect(Set(words).count == words.count, "\(layer.name) repeats a word: \(text)")
            if targets.contains(layer.name) {
                #expect(layer.targets.map(\.text).contains(layer.name), "\(layer.name) does not hold it: \(text)")
            }
        }
        #expect(
            text.contains(
                "// Domain has folders named like layers (Models, Services), but it is a module named like a layer itself (Domain)"
            ), "\(text)")
        #expect(
            text.contains(
                "// Services has folders named like layers (Models, Services), but it is a module named like a layer itself (Services)"
            ), "\(text)")
        #expect(await package.check().status == 0)
    }

    /// An app kept in folders and a widget extension the app embeds, both compiling a Shared/
    /// folder: the widget's files go into the app's layers with it.
    @Test("An extension compiling some of the app's files is split with the app, its files placed by their references")
    func extensionSharingFiles() async throws {
        let app = try WorkspaceFixture(
            packages: [],
            projects: [
                "App.xcodeproj": XcodeProjectFixture(
                    targets: [
                        .init(name: "App", synchronized: ["App", "Shared"], dependsOn: ["Widget"]),
                        .init(name: "Widget", type: "app-extension", synchronized: ["Widget", "Shared"]),
                    ])
            ],
            files: [
                "App/Domain/Entry.swift": "struct Entry {}\n",
                "App/Data/Store.swift": "struct Store {\n    var entries: [Entry] = []\n}\n",
                "App/Presentation/List.swift": "struct List {\n    let entries: [Entry]\n}\n",
                "App/AppMain.swift": "let list = List(entries: Store().entries)\n",
                "Shared/Theme.swift": "struct Theme {}\n",
                "Widget/WidgetMain.swift": "let theme = Theme()\n",
            ])
        defer { app.remove() }
        let (text, _, check) = try await Self.initialize(app)
        #expect(check.status == 0 && check.findings.isEmpty, "\(check.output)")
        #expect(
            text.contains("// App is split into folder layers (with Widget, which compiles some of its files)"),
            "\(text)")
        #expect(text.contains(#""Shared/Theme.swift""#) && text.contains(#""Widget/WidgetMain.swift""#), "\(text)")
    }

    /// A framework kept in folders, a charts framework over it, and a widget that compiles one of
    /// the framework's files and depends on the charts: the widget cannot go into the framework's
    /// layers (the charts stay outward of them), so the framework stays whole.
    @Test(
        "A target sharing files whose own dependencies would point outward keeps the split from happening, saying why")
    func sharingAgainstTheGraph() async throws {
        let app = try WorkspaceFixture(
            packages: [],
            projects: [
                "App.xcodeproj": XcodeProjectFixture(
                    targets: [
                        .init(name: "Kit", type: "framework", synchronized: ["Kit"]),
                        .init(name: "Charts", type: "framework", synchronized: ["Charts"], dependsOn: ["Kit"]),
                        .init(
                            name: "Widget", type: "framework", sources: ["Widget/W.swift", "Kit/Domain/User.swift"],
                            dependsOn: ["Charts"]),
                    ])
            ],
            files: [
                "Kit/Domain/User.swift": "public struct User {}\n",
                "Kit/Data/Users.swift": "struct Users {\n    var all: [User] = []\n}\n",
                "Charts/Chart.swift": "import Kit\n",
                "Widget/W.swift": "import Charts\n",
            ])
        defer { app.remove() }
        let (text, places, _) = try await Self.initialize(app)
        #expect(places.values.allSatisfy { !$0.contains { $0.hasPrefix("Kit/") } }, "\(text)")
        #expect(
            text.contains(
                "// Kit has folders named like layers (Data, Domain), but Widget compiles some of its files and depends on Charts, which stays outward of them, so it is not split"
            ), "\(text)")
    }

    /// An app whose folder is named FakeStore (Domain/, Data/, Presentation/ in it) is an app, not
    /// a test double; and a layer by depth is never named after the split target it does not hold.
    @Test(
        "A folder above the layers named like a test double is no test double; no layer takes the split target's name")
    func fakeStoreAndNames() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Logger"),
                        .target(name: "Tool", dependencies: ["Logger"]),
                        .executableTarget(name: "App", dependencies: ["Tool"], path: "FakeStore"),
                """,
            files: [
                "Sources/Logger/L.swift": "public struct Log {}\n", "Sources/Tool/T.swift": "import Logger\n",
                "FakeStore/Domain/Item.swift": "struct Item {}\n",
                "FakeStore/Data/Items.swift": "struct Items {\n    var all: [Item] = []\n}\n",
                "FakeStore/Presentation/Shelf.swift": "struct Shelf {\n    let item: Item\n}\n",
                "FakeStore/main.swift": "import Tool\nlet shelf = Shelf(item: Items().all[0])\n",
            ])
        defer { package.remove() }
        let (text, configuration) = try await InitAppTests.initialize(package, [])
        #expect(!text.contains("\"exclude\""), "\(text)")
        #expect(configuration.layers.contains { $0.paths.map(\.pattern.text) == ["FakeStore/Domain/**"] }, "\(text)")
        #expect(!configuration.layers.contains { $0.name == "App" }, "\(text)")
    }

    @Test("Names holding glob characters or a line break are written so that they match themselves alone")
    func oddNames() async throws {
        let package = try FixturePackage(
            manifest: """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Odd",
                    targets: [
                        .target(name: "Kit"), .target(name: "Kit1"), .target(name: "Kit?", dependencies: ["Kit1"]),
                        .target(name: "Other", dependencies: ["Kit"]),
                    ]
                )

                """,
            files: [
                "Sources/Kit1/K.swift": "public struct K {}\n", "Sources/Kit?/Q.swift": "import Kit1\n",
                "Sources/Kit/Domain/User.swift": "struct User {\n    let helper: Helper\n}\n",
                "Sources/Kit/Data/Repo.swift": "struct Repo {\n    let user: User\n    let helper: Helper\n}\n",
                "Sources/Kit/Domain/Account.swift": "struct Account {}\n",
                "Sources/Kit/Data/Accounts.swift": "struct Accounts {\n    let all: [Account]\n}\n",
                "Sources/Kit/Util?/H.swift": "struct Helper {}\n",
                "Sources/Kit/Utils/H2.swift": "struct HelperTwo {\n    let repo: Repo\n}\n",
                "Sources/Kit/new\nline/N.swift": "struct Line {\n    let repo: Repo\n}\n",
                "Sources/Other/O.swift": "import Kit\n",
            ])
        defer { package.remove() }
        let run = await package.run("init")
        #expect(run.status == 0, "\(run.errors)")
        let text = try #require(package.read("dependency-rules.json"))
        #expect(text.contains(#""Sources/Kit/Util\\?/**""#) && text.contains(#""Sources/Kit/new\nline/**""#), "\(text)")
        #expect(text.contains("// Kit › new\\nline: ") && text.contains(#""Kit\\?""#), "\(text)")
        let check = await package.check()
        #expect(check.status == 0 && check.findings.isEmpty, "\(check.output)\(check.errors)\n\(text)")
    }

    /// Two targets with the same folders, one of them named with a word twice; a root file both
    /// sibling parts use; a folder named like a target elsewhere.
    @Test("Names stay unique, and a place never takes the name of a target or folder another holds")
    func namesAcrossTargets() async throws {
        var files: [String: String] = ["Sources/UI/Button.swift": "public struct Button {}\n"]
        for target in ["Shop", "Wallet"] {
            files["Sources/\(target)/Domain/\(target)User.swift"] = "struct \(target)User {}\n"
            files["Sources/\(target)/HelperHelper/\(target)Help.swift"] = "struct \(target)Help {}\n"
            files["Sources/\(target)/Data/\(target)Repo.swift"] =
                "struct \(target)Repo {\n    let user: \(target)User\n    let help: \(target)Help\n    let config: \(target)Config\n}\n"
            files["Sources/\(target)/UI/\(target)View.swift"] =
                "struct \(target)View {\n    let user: \(target)User\n    let help: \(target)Help\n    let config: \(target)Config\n}\n"
            files["Sources/\(target)/\(target).swift"] = "struct \(target)Config {}\n"
        }
        let package = try FixturePackage(
            targets: """
                        .target(name: "Shop"),
                        .target(name: "Wallet"),
                        .target(name: "UI"),
                """, files: files)
        defer { package.remove() }
        let (text, configuration) = try await InitAppTests.initialize(package, [])
        let names = configuration.layers.map(\.name) + configuration.layers.flatMap { $0.parts.map(\.name) }
        #expect(Set(names.map { $0.lowercased() }).count == names.count, "\(text)")
        #expect(!names.contains { $0.contains("›") || $0.contains(".swift") }, "\(text)")
        #expect(
            configuration.layers.first { $0.name == "UI" }.map { $0.targets.map(\.text) == ["UI"] } != false, "\(text)")
        #expect(await package.check().status == 0)
    }
}
