import Testing

@testable import DependencyRule

/// The manifest styles apps write, read without SwiftPM: where a target and each dependency are.
@Suite(
    "ManifestLocator: every declaration has a line, through helpers, constants, dictionaries and loops",
    .initAcceptsEveryFixture)
struct ManifestLocatorTests {
    /// `line:column` of `needle` on the first line containing `marker` (the needle itself when no
    /// marker is given).
    static func place(of needle: String, onLineWith marker: String? = nil, in text: String) -> String {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains(marker ?? needle) {
            guard let range = line.range(of: needle) else { break }
            return "\(index + 1):\(line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)"
        }
        return "\(needle) not found"
    }

    static func located(_ location: ManifestLocator.Location) -> String { "\(location.line):\(location.column)" }

    @Test("Plain declarations: the literal in the list, and the name: literal")
    func plain() {
        let text = """
            let package = Package(
                name: "P",
                targets: [
                    .target(name: "Entities"),
                    .target(
                        name: "UseCases",
                        dependencies: ["Entities", .target(name: "Shared"), .product(name: "Logging", package: "swift-log")]),
                ]
            )
            """
        let locator = ManifestLocator(text: text)
        #expect(Self.located(locator.target("UseCases")) == Self.place(of: "\"UseCases\"", in: text))
        #expect(
            Self.located(locator.dependency("Entities", of: "UseCases"))
                == Self.place(of: "\"Entities\"", onLineWith: "dependencies", in: text))
        #expect(
            Self.located(locator.dependency("Shared", of: "UseCases")) == Self.place(of: "\"Shared\"", in: text))
        #expect(
            Self.located(locator.dependency("Logging", of: "UseCases")) == Self.place(of: "\"Logging\"", in: text))
        #expect(locator.dependency("Entities", of: "UseCases").helperLine == nil)
    }

    @Test(
        "Helper members on Target.Dependency: the use site, and the line that defines the helper",
        arguments: [
            #"static let theme = Target.Dependency.target(name: "Theme")"#,
            #"static let theme: Self = .target(name: "Theme")"#,
            #"static var theme: Target.Dependency { .target(name: "Theme") }"#,
            #"static var theme: Self { return "Theme" }"#,
            #"static var theme: Self { .target(name: .themeName) }"#,
            #"static var theme: Self { .byName(name: Module.theme.rawValue) }"#,
        ])
    func helperMembers(helper: String) {
        let text = """
            import PackageDescription

            extension String {
                static let themeName: Self = "Theme"
            }
            enum Module: String {
                case theme = "Theme", other
            }
            extension Target.Dependency {
                \(helper)
                static let theme2 = Target.Dependency.target(name: "Other")
                static let logging = Target.Dependency.product(name: "Logging", package: "swift-log")
            }
            let package = Package(
                name: "P",
                targets: [
                    .target(name: .themeName),
                    .target(
                        name: "Feature",
                        dependencies: [
                            .theme2,
                            .logging,
                            .theme,
                        ]
                    ),
                ]
            )
            """
        let locator = ManifestLocator(text: text)
        let location = locator.dependency("Theme", of: "Feature")
        #expect(Self.located(location) == Self.place(of: ".theme,", in: text), "\(helper)")
        // A product helper names its product, at its use.
        #expect(Self.located(locator.dependency("Logging", of: "Feature")) == Self.place(of: ".logging,", in: text))
        #expect(location.helperLine.map { "\($0):" } == Self.place(of: helper, in: text).prefix { $0 != ":" } + ":")
        #expect(
            Self.located(locator.target("Theme"))
                == Self.place(of: ".themeName", onLineWith: ".target(name: .themeName),", in: text))
    }

    @Test("Shared lists, + and dictionaries of lists keyed by the target's name")
    func sharedLists() {
        let text = """
            let common: [Target.Dependency] = [
                "Entities",
                "Logging",
            ]
            let map: [String: [Target.Dependency]] = [
                "Reports": ["Entities", .storage],
                "Billing": common,
            ]
            extension Target.Dependency { static let storage = Self.target(name: "Storage") }
            var targets: [Target] = [
                .target(name: "Feature", dependencies: common + ["Extra"]),
            ]
            for (name, dependencies) in map {
                targets.append(.target(name: name, dependencies: dependencies))
            }
            let package = Package(name: "P", targets: targets)
            """
        let locator = ManifestLocator(text: text)
        #expect(
            Self.located(locator.dependency("Logging", of: "Feature"))
                == Self.place(of: "\"Logging\"", in: text))
        #expect(Self.located(locator.dependency("Extra", of: "Feature")) == Self.place(of: "\"Extra\"", in: text))
        #expect(
            Self.located(locator.dependency("Storage", of: "Reports")) == Self.place(of: ".storage", in: text))
        #expect(Self.located(locator.target("Reports")) == Self.place(of: "\"Reports\"", in: text))
        // A list shared through a constant: the element where the constant is defined.
        #expect(
            Self.located(locator.dependency("Logging", of: "Billing")) == Self.place(of: "\"Logging\"", in: text))
    }

    @Test("Names built in code: the name's literal anywhere, else the computed declaration's name:, else Package(")
    func computed() {
        let text = """
            let names = ["Alpha", "Beta"]
            var targets: [Target] = names.map { name in
                .target(name: name, dependencies: [])
            }
            targets.append(.target(name: "\\(prefix)Gamma"))
            let package = Package(name: "P", targets: targets)
            """
        let locator = ManifestLocator(text: text)
        #expect(Self.located(locator.target("Beta")) == Self.place(of: "\"Beta\"", in: text))
        #expect(Self.located(locator.dependency("Alpha", of: "Beta")) == Self.place(of: "\"Beta\"", in: text))
        #expect(Self.located(locator.target("Gamma")) == Self.place(of: "name, dependencies", in: text))
        let bare = ManifestLocator(text: "import PackageDescription\nlet package = Package(name: p)\n")
        #expect(Self.located(bare.target("Anything")) == "2:15")
        #expect(Self.located(ManifestLocator(text: "").target("X")) == "1:1")
    }

    @Test("References are not declarations: .target(name:) in lists and helpers, the product .plugin(name:targets:)")
    func references() {
        let text = """
            let shared: [Target.Dependency] = [.target(name: "UseCases")]
            extension Target.Dependency { static let cases = Self.target(name: "UseCases") }
            let package = Package(
                name: "P",
                products: [.plugin(name: "Gen", targets: ["Gen"])],
                targets: [
                    .target(name: "App", dependencies: [.target(name: "UseCases", condition: .when(platforms: [.linux]))]),
                    .target(name: "UseCases"),
                    .plugin(name: "Gen", capability: .buildTool()),
                ]
            )
            """
        let locator = ManifestLocator(text: text)
        #expect(
            Self.located(locator.target("UseCases"))
                == Self.place(of: "\"UseCases\"", onLineWith: ".target(name: \"UseCases\"),", in: text))
        #expect(Self.located(locator.target("Gen")) == Self.place(of: "\"Gen\"", onLineWith: "capability", in: text))
        #expect(
            Self.located(locator.dependency("UseCases", of: "App"))
                == Self.place(of: "\"UseCases\"", onLineWith: "\"App\"", in: text))
    }
}
