import Foundation
import Testing

@testable import DependencyRule

/// `#if canImport(M)` … `import M` … `#endif`: an import a build without `M` skips. No declaration
/// rule reports it as an error, it closes no cycle, and the layer rules still see it.
@Suite("Optional imports: under #if canImport of their own module", .initAcceptsEveryFixture)
struct OptionalImportTests {
    @Test(
        "Which conditions make an import optional",
        arguments: [
            (["canImport(M)"], true),
            (["canImport( M )"], true),
            (["canImport(M.Sub)"], true),
            (["canImport(M, _version: 2.0)"], true),
            (["!(os(Linux)) && canImport(M)"], true),  // #elseif canImport(M)
            (["canImport(M) && !os(watchOS)"], true),
            (["(canImport(M) && DEBUG)"], true),
            (["DEBUG", "canImport(M)"], true),  // nested
            (["canImport(`M`)"], true),
            (["!(canImport(M))"], false),  // #else of #if canImport(M)
            (["!canImport(M)"], false),
            (["canImport(M) || os(Linux)"], false),
            (["canImport(M) && os(iOS) || os(macOS)"], false),
            (["os(macOS) || canImport(M) && os(iOS)"], false),
            (["(canImport(M) || os(Linux)) && DEBUG"], false),
            (["canImport(MKit)"], false),
            (["canImport(N)"], false),
            ([], false),
        ])
    func conditions(conditions: [String], optional: Bool) {
        let declaration = ImportDeclaration(module: "M", line: 1, column: 1, conditions: conditions)
        #expect(declaration.isOptional == optional, "\(conditions)")
    }

    @Test("The lexer's own conditions: #if, #elseif, #else")
    func fromSource() {
        let found = ImportScanner.imports(
            in: """
                #if canImport(A)
                import A
                #elseif canImport(B)
                import B
                #else
                import C
                #endif
                #if !canImport(D)
                import D
                #endif
                """)
        #expect(found.map(\.isOptional) == [true, true, false, false])
    }

    /// The four layers, InterfaceAdapters also declaring another package's product `Logging`.
    static func package(files: [String: String]) throws -> FixturePackage {
        try FixturePackage(
            manifest: """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Fixture",
                    dependencies: [.package(path: "Vendor/swift-log")],
                    targets: [
                        .target(name: "Entities"),
                        .target(name: "UseCases", dependencies: ["Entities"]),
                        .target(
                            name: "InterfaceAdapters",
                            dependencies: ["UseCases", "Entities", .product(name: "Logging", package: "swift-log")]),
                        .target(name: "FrameworksAndDrivers", dependencies: ["UseCases", "Entities"]),
                    ]
                )

                """,
            files: files, config: FixturePackage.fourLayersConfiguration())
    }

    @Test(
        "An optional import of another package's product is no finding; of an undeclared target, a warning (an error under --strict)"
    )
    func declarationRules() async throws {
        let package = try Self.package(
            files: [
                "Sources/Entities/E.swift": "public struct E {}\n",
                "Sources/UseCases/U.swift": "import Entities\n#if canImport(Logging)\nimport Logging\n#endif\n",
                "Sources/InterfaceAdapters/I.swift": "import UseCases\nimport Entities\nimport Logging\n",
                "Sources/FrameworksAndDrivers/F.swift":
                    "import UseCases\n#if os(Linux)\n#elseif canImport(InterfaceAdapters)\nimport InterfaceAdapters\n#endif\nimport Entities\n",
            ])
        defer { package.remove() }
        let run = await package.run("check")
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(
            run.output.hasPrefix(
                "Sources/FrameworksAndDrivers/F.swift:4:1: warning: [undeclared-import] 'FrameworksAndDrivers' imports 'InterfaceAdapters' under #if canImport(InterfaceAdapters) without declaring it: whether the import is compiled depends on the build order, since nothing makes SwiftPM build 'InterfaceAdapters' first; add \"InterfaceAdapters\" to the dependencies of target 'FrameworksAndDrivers' in Package.swift"
            ), "\(run.output)")
        #expect(!run.output.contains("Logging"), "\(run.output)")
        let strict = await package.check("--strict")
        #expect(strict.status == 1)
        #expect(strict.findings == ["undeclared-import Sources/FrameworksAndDrivers/F.swift:4:1"])
        #expect(strict.diagnostics.first?["severity"] as? String == "error")

        // The same imports outside #if canImport: the product is an implicit import, the target an error.
        try package.write(
            "import Entities\n#if !canImport(Logging)\nimport Logging\n#endif\n", to: "Sources/UseCases/U.swift")
        try package.write(
            "import UseCases\n#if canImport(InterfaceAdapters) || os(Linux)\nimport InterfaceAdapters\n#endif\nimport Entities\n",
            to: "Sources/FrameworksAndDrivers/F.swift")
        let plain = await package.check()
        #expect(plain.status == 1, "\(plain.output)")
        #expect(
            plain.findings == [
                "undeclared-import Sources/FrameworksAndDrivers/F.swift:3:1",
                "implicit-import Sources/UseCases/U.swift:3:1",
            ], "\(plain.findings)")
        #expect(plain.diagnostics.map { $0["severity"] as? String } == ["error", "warning"])
    }

    @Test("An optional outward import is still outward-dependency, and closes no cycle; it counts as a use")
    func layerRules() async throws {
        let package = try Self.package(
            files: [
                "Sources/Entities/E.swift": "public struct E {}\n",
                "Sources/UseCases/U.swift":
                    "import Entities\n#if canImport(InterfaceAdapters)\nimport InterfaceAdapters\n#endif\n",
                "Sources/InterfaceAdapters/I.swift": "import UseCases\nimport Entities\nimport Logging\n",
                // Declared, and imported only under #if canImport: used.
                "Sources/FrameworksAndDrivers/F.swift":
                    "import UseCases\n#if canImport(Entities)\nimport Entities\n#endif\n",
            ])
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 1, "\(run.output)")
        #expect(run.findings == ["outward-dependency Sources/UseCases/U.swift:3:1"], "\(run.findings)")
        #expect(run.notes == ["undeclared-import Sources/UseCases/U.swift:3:1"], "\(run.notes)")

        // Made unconditional, the same import closes UseCases → InterfaceAdapters → UseCases.
        try package.write("import Entities\nimport InterfaceAdapters\n", to: "Sources/UseCases/U.swift")
        let certain = await package.check()
        #expect(certain.notes.contains("dependency-cycle Sources/UseCases/U.swift:2:1"), "\(certain.notes)")
    }
}
