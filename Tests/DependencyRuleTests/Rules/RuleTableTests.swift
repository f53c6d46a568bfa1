import Testing

@testable import DependencyRule

/// A package held in memory: targets, what each declares and imports, a configuration. The
/// checker runs on it with no file, no SwiftPM and no process, so that every rule can be tried
/// on many small graphs.
struct MemoryPackage {
    struct Target {
        var name: String
        var kind: PackageTarget.Kind = .regular
        var declares: [String] = []
        var imports: [String] = []
        var products: [String] = []
    }

    var targets: [Target]
    var configuration: String

    /// The manifest, one declaration per line, so that declaration sites have lines.
    var manifestText: String {
        let lines = targets.map { target in
            let call =
                switch target.kind {
                case .test: "testTarget"
                case .executable: "executableTarget"
                default: "target"
                }
            let names =
                target.declares.map { "\"\($0)\"" }
                + target.products.map { ".product(name: \"\($0)\", package: \"p\")" }
            return "        .\(call)(name: \"\(target.name)\", dependencies: [\(names.joined(separator: ", "))]),"
        }
        return "import PackageDescription\nlet package = Package(\n    name: \"Memory\",\n    targets: [\n"
            + lines.joined(separator: "\n") + "\n    ]\n)\n"
    }

    func analysis() -> PackageAnalysis {
        let entries = targets.map { target in
            let file = "Sources/\(target.name)/\(target.name).swift"
            let dependencies =
                target.declares.map { PackageTarget.Dependency.target($0) }
                + target.products.map { .product($0, package: "p") }
            let packageTarget = PackageTarget(
                name: target.name, kind: target.kind, dependencies: dependencies, folder: "Sources/\(target.name)",
                swiftFiles: [file], hasCFamilySources: false)
            let imports = target.imports.enumerated().map { ImportDeclaration(module: $1, line: $0 + 1, column: 1) }
            return PackageAnalysis.Target(target: packageTarget, files: [.init(path: file, imports: imports)])
        }
        return PackageAnalysis(
            name: "Memory", root: "/memory", targets: entries, manifestText: manifestText, timings: [])
    }

    /// `rule target→module file:line` of every finding, and the messages.
    func check(strict: Bool = false) throws -> [(finding: String, message: String)] {
        let configuration = try Configuration.parse(Array(self.configuration.utf8), file: "dependency-rules.json")
        let analysis = analysis()
        let architecture = try LayerAssignment(configuration: configuration, targets: analysis.targets.map(\.target))
        let checker = Checker(analysis: analysis, architecture: architecture)
        let found = SeverityPolicy(configured: configuration.rules, strict: strict).apply(to: checker.diagnostics())
        return found.map { diagnostic in
            let place = diagnostic.file == "Package.swift" ? "Package.swift:\(diagnostic.line ?? 0)" : "import"
            let severity = diagnostic.severity == .error ? "" : " (warning)"
            return (
                "\(diagnostic.rule.rawValue) \(diagnostic.target ?? "")→\(diagnostic.module ?? "") \(place)\(severity)",
                diagnostic.message
            )
        }
    }
}

@Suite("Each rule over small graphs in memory, with the advice it gives", .initAcceptsEveryFixture)
struct RuleTableTests {
    typealias T = MemoryPackage.Target

    /// A configuration of one layer per name, innermost first, each holding its namesake, then
    /// `more` members (without the closing brace).
    static func layers(_ names: String..., more: String = "") -> String {
        let layers = names.map { #"{"name": "\#($0)", "targets": ["\#($0)"]}"# }.joined(separator: ", ")
        return #"{"layers": [\#(layers)]"# + more + "}"
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var targets: [MemoryPackage.Target]
        var configuration: String
        /// Every finding, in the checker's order.
        var findings: [String]
        /// A text each message of the rule named first must contain, and one it must not.
        var advice: (rule: String, contains: String, lacks: String)?

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "clean: inward, declared and imported",
            targets: [
                T(name: "Entities"), T(name: "UseCases", declares: ["Entities"], imports: ["Entities"]),
            ],
            configuration: layers("Entities", "UseCases"), findings: []),
        Case(
            name: "outward-dependency: at the import and at the declaration",
            targets: [
                T(name: "Entities", declares: ["UseCases"], imports: ["UseCases"]), T(name: "UseCases"),
            ],
            configuration: layers("Entities", "UseCases"),
            findings: [
                "outward-dependency Entities→UseCases Package.swift:5", "outward-dependency Entities→UseCases import",
            ]
        ),
        Case(
            name: "undeclared and outward: the advice is to remove the import",
            targets: [T(name: "Entities", imports: ["UseCases"]), T(name: "UseCases")],
            configuration: layers("Entities", "UseCases"),
            findings: ["outward-dependency Entities→UseCases import", "undeclared-import Entities→UseCases import"],
            advice: (
                "undeclared-import",
                "remove the import rather than declare it: 'UseCases' is in layer UseCases, outward of Entities",
                "add \"UseCases\""
            )),
        Case(
            name: "implicit and allowed: the advice is to declare it",
            targets: [
                T(name: "Entities"), T(name: "UseCases", declares: ["Entities"], imports: ["Entities"]),
                T(name: "InterfaceAdapters", declares: ["UseCases"], imports: ["UseCases", "Entities"]),
            ],
            configuration: layers("Entities", "UseCases", "InterfaceAdapters"),
            findings: ["implicit-import InterfaceAdapters→Entities import (warning)"],
            advice: (
                "implicit-import", "add \"Entities\" to the dependencies of target 'InterfaceAdapters'",
                "remove the import"
            )
        ),
        Case(
            name: "implicit but outward (reached through a declared outward path): remove the import",
            targets: [
                T(name: "Model", declares: ["Helper"], imports: ["Helper", "Feature"]),
                T(name: "Helper", declares: ["Feature"], imports: ["Feature"]), T(name: "Feature"),
            ],
            configuration:
                #"{"layers": [{"name": "Core", "targets": ["Model", "Helper"]}, {"name": "App", "targets": ["Feature"]}]}"#,
            findings: [
                "outward-dependency Helper→Feature Package.swift:6", "outward-dependency Helper→Feature import",
                "implicit-import Model→Feature import (warning)", "outward-dependency Model→Feature import",
            ],
            advice: ("implicit-import", "remove the import rather than declare it", "add \"Feature\"")),
        Case(
            name: "test support imported by production code: remove the import",
            targets: [
                T(name: "App", imports: ["Mocks"]), T(name: "Mocks"),
                T(name: "AppTests", kind: .test, declares: ["Mocks"], imports: ["Mocks"]),
            ],
            configuration: #"{"layers": [{"name": "Main", "targets": ["App"]}], "testSupport": ["Mocks"]}"#,
            findings: ["test-support-in-production App→Mocks import", "undeclared-import App→Mocks import"],
            advice: ("undeclared-import", "'Mocks' is test support, which must not ship", "add \"Mocks\"")),
        Case(
            name: "independent siblings: remove the import",
            targets: [T(name: "HomeFeature", imports: ["SettingsFeature"]), T(name: "SettingsFeature")],
            configuration: #"{"layers": [{"name": "Features", "targets": ["*Feature"]}], "independent": ["*Feature"]}"#,
            findings: [
                "independent-targets HomeFeature→SettingsFeature import",
                "undeclared-import HomeFeature→SettingsFeature import",
            ],
            advice: (
                "undeclared-import", "must stay independent (\"independent\": \"*Feature\")", "add \"SettingsFeature\""
            )),
        Case(
            name: "independent with except: the composer may use the others, the others not each other",
            targets: [
                T(
                    name: "AppFeature", declares: ["HomeFeature", "SettingsFeature"],
                    imports: ["HomeFeature", "SettingsFeature"]),
                T(name: "HomeFeature", declares: ["SettingsFeature"], imports: ["SettingsFeature"]),
                T(name: "SettingsFeature"),
            ],
            configuration: #"""
                {"layers": [{"name": "Features", "targets": ["*Feature"]}],
                 "independent": [{"targets": ["*Feature"], "except": ["AppFeature"]}]}
                """#,
            findings: [
                "independent-targets HomeFeature→SettingsFeature Package.swift:6",
                "independent-targets HomeFeature→SettingsFeature import",
            ],
            advice: ("independent-targets", "\"independent\": \"*Feature except AppFeature\"", "AppFeature'")),
        Case(
            name: "closing a cycle: remove the import",
            targets: [T(name: "A", declares: ["B"], imports: ["B"]), T(name: "B", imports: ["A"])],
            configuration: #"{"layers": [{"name": "All", "targets": ["A", "B"]}]}"#,
            findings: ["dependency-cycle A→B import", "undeclared-import B→A import"],
            advice: (
                "undeclared-import", "'A' already depends on 'B' (A → B): declaring it would close a cycle", "add \"A\""
            )),
        Case(
            name:
                "an outward import that closes a cycle: the cycle is reported at that import, not at the other target's",
            targets: [
                T(name: "App", declares: ["Domain"], imports: ["Domain"]), T(name: "Domain", imports: ["App"]),
            ],
            configuration: layers("Domain", "App"),
            findings: [
                "dependency-cycle Domain→App import", "outward-dependency Domain→App import",
                "undeclared-import Domain→App import",
            ]),
        Case(
            name: "an import between independent siblings that closes a cycle: reported at that import",
            targets: [
                T(name: "Alpha", declares: ["HomeFeature"], imports: ["HomeFeature"]),
                T(name: "HomeFeature", imports: ["SettingsFeature"]),
                T(name: "SettingsFeature", declares: ["Alpha"], imports: ["Alpha"]),
            ],
            configuration: #"{"layers": [{"name": "All", "targets": ["*"]}], "independent": ["*Feature"]}"#,
            findings: [
                "dependency-cycle HomeFeature→SettingsFeature import",
                "independent-targets HomeFeature→SettingsFeature import",
                "undeclared-import HomeFeature→SettingsFeature import",
            ]),
        Case(
            name: "a layer's allowedImports against a target outside the architecture: remove the import",
            targets: [T(name: "Entities", imports: ["Logging"]), T(name: "Logging")],
            configuration:
                #"{"layers": [{"name": "Entities", "targets": ["Entities"], "allowedImports": []}], "unlayered": ["Logging"]}"#,
            findings: ["forbidden-import Entities→Logging import", "undeclared-import Entities→Logging import"],
            advice: ("undeclared-import", "layer Entities does not allow 'Logging'", "add \"Logging\"")),
        Case(
            name: "unused-dependency, and linkOnly for what is linked without an import",
            targets: [
                T(name: "App", kind: .executable, declares: ["Core", "ClientsLive", "Extra"], imports: ["Core"]),
                T(name: "Core"), T(name: "ClientsLive", declares: ["Core"], imports: ["Core"]), T(name: "Extra"),
            ],
            configuration: #"{"layers": [{"name": "All", "targets": ["*"]}], "linkOnly": ["*Live"]}"#,
            findings: ["unused-dependency App→Extra Package.swift:5 (warning)"],
            advice: ("unused-dependency", "list it in \"linkOnly\"", "ClientsLive")),
        Case(
            name: "a product's module imported without the product: implicit, through a declarer or not",
            targets: [
                T(name: "Client", imports: ["Logging"], products: ["Logging"]),
                T(name: "Feature", declares: ["Client"], imports: ["Client", "Logging"]),
                T(name: "Stray", imports: ["Logging"]),
            ],
            configuration: #"{"layers": [{"name": "All", "targets": ["*"]}]}"#,
            findings: [
                "implicit-import Feature→Logging import (warning)", "implicit-import Stray→Logging import (warning)",
            ],
            advice: (
                "implicit-import",
                "add .product(name: \"Logging\", package: \"p\") to the dependencies of target",
                "remove the import"
            )),
        Case(
            name: "a product a layer may not use: remove the import",
            targets: [
                T(name: "Client", imports: ["Logging"], products: ["Logging"]),
                T(name: "Entities", declares: ["Client"], imports: ["Client", "Logging"]),
            ],
            configuration:
                #"{"layers": [{"name": "Entities", "targets": ["Entities"], "allowedImports": []}], "unlayered": ["Client"]}"#,
            findings: [
                "forbidden-import Entities→Client import", "forbidden-import Entities→Logging import",
                "implicit-import Entities→Logging import (warning)",
            ],
            advice: ("implicit-import", "layer Entities does not allow 'Logging'", "add .product")),
        Case(
            name: "unassigned-target: a warning at the declaration",
            targets: [T(name: "Entities"), T(name: "Stray")],
            configuration: #"{"layers": [{"name": "Entities", "targets": ["Entities"]}]}"#,
            findings: ["unassigned-target Stray→ Package.swift:6 (warning)"]),
        Case(
            name: "\"rules\": off is not checked, warning lowers an error",
            targets: [
                T(name: "Entities", declares: ["UseCases"], imports: ["UseCases"]), T(name: "UseCases"),
                T(name: "Stray"),
            ],
            configuration: layers(
                "Entities", "UseCases",
                more: #", "rules": {"unassigned-target": "off", "outward-dependency": "warning"}"#),
            findings: [
                "outward-dependency Entities→UseCases Package.swift:5 (warning)",
                "outward-dependency Entities→UseCases import (warning)",
            ]),
    ]

    @Test("Findings and advice", arguments: cases)
    func rule(_ example: Case) throws {
        let package = MemoryPackage(targets: example.targets, configuration: example.configuration)
        let found = try package.check()
        #expect(found.map(\.finding) == example.findings)
        if let advice = example.advice {
            let messages = found.filter { $0.finding.hasPrefix(advice.rule + " ") }.map(\.message)
            #expect(!messages.isEmpty)
            for message in messages {
                #expect(message.contains(advice.contains), "\(message)")
                #expect(!message.contains(advice.lacks), "\(message)")
            }
        }
    }

    @Test("--strict makes every warning an error, after \"rules\"")
    func strict() throws {
        let package = MemoryPackage(
            targets: [T(name: "Entities"), T(name: "Stray")],
            configuration: #"{"layers": [{"name": "Entities", "targets": ["Entities"]}]}"#)
        #expect(try package.check(strict: true).map(\.finding) == ["unassigned-target Stray→ Package.swift:6"])
    }

    @Test("Every rule's description lives with the type that reports it, and the catalog has each once")
    func descriptions() {
        for rule in RuleID.allCases {
            #expect(rule.description.id == rule)
            #expect(!rule.summary.isEmpty && !rule.help.isEmpty)
        }
        let architectural = Checker.checks.flatMap { type(of: $0).descriptions.map(\.id) }
        #expect(Set(architectural).count == architectural.count)
        #expect(Set(architectural) == Set(RuleID.allCases.filter(\.isArchitectural)))
        #expect(
            RuleID.allCases.filter { !$0.isArchitectural } == [
                .invalidSuppression, .unusedSuppression, .staleBaseline, .brokenSymlink, .unlistedMember,
            ])
    }
}
