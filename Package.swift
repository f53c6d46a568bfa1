// swift-tools-version: 6.2
// CleanArchitectureKit — the four layers of Clean Architecture as a worked, tested reference.
//
// Dependencies point inward only:
//   Entities ← UseCases ← InterfaceAdapters ← FrameworksAndDrivers ← Terminal ← league, starter
// This package has no package dependencies: the toolchain and system libraries only.
import PackageDescription

let package = Package(
    name: "CleanArchitectureKit",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "Entities", targets: ["Entities"]),
        .library(name: "UseCases", targets: ["UseCases"]),
        .library(name: "InterfaceAdapters", targets: ["InterfaceAdapters"]),
        .library(name: "FrameworksAndDrivers", targets: ["FrameworksAndDrivers"]),
        .library(name: "Fakes", targets: ["Fakes"]),
        .executable(name: "league", targets: ["league"]),
        .executable(name: "starter", targets: ["starter"]),
        .library(name: "Contracts", targets: ["Contracts"]),
        .library(name: "DependencyRule", targets: ["DependencyRule"]),
        .executable(name: "dependency-rule", targets: ["dependency-rule"]),
        .executable(name: "clean-architecture", targets: ["clean-architecture"]),
        .plugin(name: "CheckDependencies", targets: ["CheckDependencies"]),
        .plugin(name: "CheckDependenciesBuildTool", targets: ["CheckDependenciesBuildTool"]),
    ],
    targets: [
        // MARK: The four layers, innermost first.
        .target(name: "Entities"),
        .target(name: "UseCases", dependencies: ["Entities"]),
        .target(name: "InterfaceAdapters", dependencies: ["UseCases", "Entities", "Locking"]),
        .target(name: "FrameworksAndDrivers", dependencies: ["InterfaceAdapters", "CSQLite", "Locking"]),
        // The apps on the terminal, beside the drivers: the shell, each app's composition root and
        // its features' commands. An app that uses the stores alone does not link it.
        .target(
            name: "Terminal",
            dependencies: ["FrameworksAndDrivers", "InterfaceAdapters", "UseCases", "ArgumentReading", "Locking"]),
        .executableTarget(name: "league", dependencies: ["Terminal"]),
        // The app new packages start from (`clean-architecture new --example none`): the slice
        // `add feature` copies, reached from its command line.
        .executableTarget(name: "starter", dependencies: ["Terminal"]),

        // The package's one lock (`Locked`), for every module that shares state between threads.
        .target(name: "Locking"),
        // The package's one command-line layer: the apps' shell, the checker, the template.
        .target(name: "ArgumentReading"),

        // MARK: System libraries.
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),

        // MARK: Tooling, outside the architecture: the dependency-rule checker, its command plugin,
        // process support, and the template.
        .target(name: "ProcessSpawning", dependencies: ["Locking"]),
        // The types for calling the toolchain's libIndexStore, which the checker loads at run time.
        .target(name: "CIndexStore"),
        .target(
            name: "DependencyRule", dependencies: ["ProcessSpawning", "Locking", "ArgumentReading", "CIndexStore"]),
        .executableTarget(name: "dependency-rule", dependencies: ["DependencyRule"]),
        // `clean-architecture new` and `add feature`: new packages and features from this kit's files.
        // Its Scaffold folder holds the text files of new packages (Makefile, README, docs, CI).
        .target(
            name: "ProjectTemplate", dependencies: ["DependencyRule", "ProcessSpawning", "Locking", "ArgumentReading"],
            exclude: ["Scaffold", "Moves"]
        ),
        .executableTarget(name: "clean-architecture", dependencies: ["ProjectTemplate"]),
        // `swift package check-dependencies [options]` in any package that depends on this one.
        .plugin(
            name: "CheckDependencies",
            capability: .command(
                intent: .custom(
                    verb: "check-dependencies",
                    description: "Check that the package's dependencies point inward (dependency-rule check)"),
                permissions: []
            ),
            dependencies: ["dependency-rule"],
            path: "Sources/CheckDependencies"
        ),
        // The check on every build of the targets it is applied to (`dependency-rule check --target`).
        .plugin(
            name: "CheckDependenciesBuildTool",
            capability: .buildTool(),
            dependencies: ["dependency-rule"],
            path: "Sources/CheckDependenciesBuildTool"
        ),

        // MARK: Test support: fakes for every port, and helpers for tests that run processes and servers.
        .target(name: "Fakes", dependencies: ["InterfaceAdapters", "UseCases", "Entities", "Locking"], path: "Fakes"),
        .target(
            name: "TestSupport",
            dependencies: ["ProcessSpawning"],
            // The league's test servers (Python), run by the tests, not built.
            exclude: ["League/Servers"]),

        // The power-cut recorder: the drivers' file operations recorded, and the disks a power cut
        // could leave replayed from them, for the storage tests and the contracts.
        .target(name: "PowerCut", dependencies: ["FrameworksAndDrivers", "InterfaceAdapters", "Locking"]),

        // A test helper: writes through the real stores until the stores' kill tests kill it.
        .executableTarget(
            name: "storage-torture",
            dependencies: ["FrameworksAndDrivers", "InterfaceAdapters", "ArgumentReading", "Locking"]),

        // MARK: Contract suites: one behavioural contract per port, for the fakes and the real adapters.
        .target(
            name: "Contracts",
            dependencies: ["InterfaceAdapters", "UseCases", "Entities", "Locking", "ProcessSpawning"]),

        // MARK: Tests, one target per layer plus the end-to-end CLI tests.
        .testTarget(name: "EntitiesTests", dependencies: ["Entities"]),
        .testTarget(name: "UseCasesTests", dependencies: ["UseCases", "Entities", "Fakes"]),
        .testTarget(
            name: "InterfaceAdaptersTests",
            dependencies: [
                "InterfaceAdapters", "UseCases", "Entities", "Fakes", "ProcessSpawning", "TestSupport", "Locking",
            ]
        ),
        .testTarget(
            name: "FrameworksAndDriversTests",
            dependencies: [
                "FrameworksAndDrivers", "InterfaceAdapters", "UseCases", "ProcessSpawning", "TestSupport",
                "PowerCut",
            ]
        ),
        .testTarget(
            name: "TerminalTests",
            dependencies: [
                "Terminal", "FrameworksAndDrivers", "InterfaceAdapters", "ArgumentReading", "ProcessSpawning",
                "TestSupport", "Locking", "Fakes",
            ]
        ),
        .testTarget(name: "LeagueCLITests", dependencies: ["Terminal", "ProcessSpawning", "TestSupport"]),
        .testTarget(name: "StarterCLITests", dependencies: ["Terminal", "ProcessSpawning", "TestSupport"]),
        .testTarget(
            name: "ContractTests",
            dependencies: [
                "Contracts", "FrameworksAndDrivers", "InterfaceAdapters", "UseCases", "Entities", "Fakes",
                "TestSupport", "PowerCut", "ProcessSpawning",
            ]
        ),
        // The graph in Docs/Architecture.md is the one the checker draws (copied into new packages).
        .testTarget(name: "ArchitectureTests", dependencies: ["ProcessSpawning", "TestSupport"]),
        // Fuzz/ holds the libFuzzer entry point, built by `make fuzz` with swiftc, not by SwiftPM.
        .testTarget(
            name: "DependencyRuleTests",
            dependencies: ["DependencyRule", "ArgumentReading", "Locking", "ProcessSpawning", "TestSupport"],
            exclude: ["Fuzz"]),
        .testTarget(name: "ProcessSpawningTests", dependencies: ["ProcessSpawning", "TestSupport"]),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport", "ProcessSpawning"]),
        .testTarget(name: "ArgumentReadingTests", dependencies: ["ArgumentReading"]),
        .testTarget(
            name: "ProjectTemplateTests",
            dependencies: [
                "ProjectTemplate", "DependencyRule", "ArgumentReading", "Locking", "ProcessSpawning", "TestSupport",
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// `make test-tsan` builds the storage, use-case, contract and process tests again under the thread
// sanitizer. With KIT_TEST_SCOPE=storage the package declares only what those tests need, so
// that the sanitized build skips the tooling (the checker, the template) and their tests.
if Context.environment["KIT_TEST_SCOPE"] == "storage" {
    let needed: Set<String> = [
        "Entities", "UseCases", "InterfaceAdapters", "FrameworksAndDrivers", "CSQLite", "Locking", "ProcessSpawning",
        "TestSupport", "PowerCut", "Fakes", "Contracts", "storage-torture", "ArgumentReading", "UseCasesTests",
        "FrameworksAndDriversTests",
        "ContractTests", "ProcessSpawningTests", "TestSupportTests",
    ]
    package.targets.removeAll { !needed.contains($0.name) }
    package.products.removeAll()
}
