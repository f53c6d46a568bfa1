import DependencyRule
import Foundation
import ProcessSpawning
import Testing

/// A whole app written to a temporary folder: local packages (each manifest, and the description
/// `swift package dump-package` gives for it, handed to the checker instead of running SwiftPM;
/// `WorkspaceFixtureTests` proves the two agree), Xcode projects and Swift files.
struct WorkspaceFixture {
    /// A local package.
    struct Package {
        /// Its folder, relative to the fixture's root.
        var folder: String
        var name: String
        /// Library products: name and targets.
        var products: [(name: String, targets: [String])] = []
        /// `.package(path:)` dependencies, relative to the package's folder.
        var dependencies: [String] = []
        var targets: [Target]
        /// Run SwiftPM on this one rather than hand its description in.
        var readBySwiftPM = false

        struct Target {
            var name: String
            /// `regular`, `executable` or `test`.
            var type = "regular"
            var dependencies: [Dependency] = []
            /// `path:`, relative to the package's folder.
            var path: String?

            init(_ name: String, type: String = "regular", _ dependencies: [Dependency] = [], path: String? = nil) {
                self.name = name
                self.type = type
                self.dependencies = dependencies
                self.path = path
            }
        }

        enum Dependency {
            /// A plain string: a target of the package, or a product of a package it depends on.
            case byName(String)
            /// `.product(name:package:)`.
            case product(String, package: String)
        }

        init(
            _ folder: String, name: String? = nil, products: [(name: String, targets: [String])]? = nil,
            dependencies: [String] = [], targets: [Target]
        ) {
            self.folder = folder
            self.name = name ?? String(folder.split(separator: "/").last ?? "")
            self.products = products ?? targets.filter { $0.type == "regular" }.map { ($0.name, [$0.name]) }
            self.dependencies = dependencies
            self.targets = targets
        }

        /// `Package.swift`.
        var manifest: String {
            func quoted(_ names: [String]) -> String { names.map { "\"\($0)\"" }.joined(separator: ", ") }
            var lines = [
                "// swift-tools-version: 6.0", "import PackageDescription", "", "let package = Package(",
                "    name: \"\(name)\",",
            ]
            if !products.isEmpty {
                lines.append("    products: [")
                for product in products {
                    lines.append("        .library(name: \"\(product.name)\", targets: [\(quoted(product.targets))]),")
                }
                lines.append("    ],")
            }
            if !dependencies.isEmpty {
                lines.append("    dependencies: [")
                for path in dependencies { lines.append("        .package(path: \"\(path)\"),") }
                lines.append("    ],")
            }
            lines.append("    targets: [")
            for target in targets {
                let call = ["regular": "target", "executable": "executableTarget", "test": "testTarget"][target.type]!
                let dependencies = target.dependencies.map { dependency in
                    switch dependency {
                    case .byName(let name): "\"\(name)\""
                    case .product(let name, let package): ".product(name: \"\(name)\", package: \"\(package)\")"
                    }
                }
                let list = dependencies.isEmpty ? "" : ", dependencies: [\(dependencies.joined(separator: ", "))]"
                let path = target.path.map { ", path: \"\($0)\"" } ?? ""
                lines.append("        .\(call)(name: \"\(target.name)\"\(list)\(path)),")
            }
            lines += ["    ]", ")", ""]
            return lines.joined(separator: "\n")
        }

        /// The description `dump-package` prints for ``manifest`` (the members the checker reads).
        func dumpPackageJSON(folder absolute: URL) -> [UInt8] {
            let targets: [[String: Any]] = targets.map { target in
                var description: [String: Any] = [
                    "name": target.name, "type": target.type, "exclude": [String](), "resources": [Any](),
                    "dependencies": target.dependencies.map { dependency -> [String: Any] in
                        switch dependency {
                        case .byName(let name): ["byName": [name, NSNull()]]
                        case .product(let name, let package): ["product": [name, package, NSNull(), NSNull()]]
                        }
                    },
                ]
                if let path = target.path { description["path"] = path }
                return description
            }
            let products: [[String: Any]] = products.map {
                ["name": $0.name, "targets": $0.targets, "type": ["library": ["automatic"]], "settings": [Any]()]
            }
            let dependencies: [[String: Any]] = dependencies.map { path in
                let resolved = absolute.appendingPathComponent(path).standardizedFileURL.path
                let identity = String(resolved.split(separator: "/").last ?? "").lowercased()
                return ["fileSystem": [["identity": identity, "path": resolved, "productFilter": NSNull()]]]
            }
            let package: [String: Any] = [
                "name": name, "toolsVersion": ["_version": "6.0.0"], "targets": targets, "products": products,
                "dependencies": dependencies,
            ]
            return Array(try! JSONSerialization.data(withJSONObject: package, options: [.sortedKeys]))
        }
    }

    let root: URL
    let packages: [Package]

    /// One layer holding every target: for fixtures about the import rules, where an app whose
    /// targets look like layers and has no configuration would be sent to `init` (exit 2).
    static let oneLayer = #"{ "layers": [{ "name": "App", "targets": ["*"] }] }"#

    /// Writes `packages`, `projects` (path of the `.xcodeproj`, relative to the root → project)
    /// and `files` (relative path → text) under a new temporary folder.
    init(
        packages: [Package], projects: [String: XcodeProjectFixture] = [:], files: [String: String] = [:],
        config: String? = nil
    ) throws {
        let root = try TemporaryFolder(prefix: "workspace").url
        self.root = root
        self.packages = packages
        let manifests = Self.handedIn(packages, root: root)
        FixtureLedger.record(
            .init(
                name: "app \(root.lastPathComponent)",
                run: { arguments in
                    await runChecker(
                        [arguments[0], "--workspace", "."] + arguments.dropFirst(), currentDirectory: root.path,
                        environment: [:], manifests: manifests)
                }, remove: { try? FileManager.default.removeItem(at: root) }))
        for package in packages {
            try write(
                package.manifest, to: package.folder.isEmpty ? "Package.swift" : package.folder + "/Package.swift")
        }
        for (path, project) in projects { try write(project.text, to: path + "/project.pbxproj") }
        for (path, text) in files { try write(text, to: path) }
        if let config { try write(config, to: "dependency-rules.json") }
    }

    func write(_ contents: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Removes the fixture, or leaves that to the suite's ``FixtureLedger`` once `init` is checked on it.
    func remove() {
        if !FixtureLedger.defersRemoval { try? FileManager.default.removeItem(at: root) }
    }

    /// The descriptions handed to the checker, by package folder.
    var handedIn: [String: [UInt8]] { Self.handedIn(packages, root: root) }

    private static func handedIn(_ packages: [Package], root: URL) -> [String: [UInt8]] {
        var manifests: [String: [UInt8]] = [:]
        for package in packages where !package.readBySwiftPM {
            let folder = package.folder.isEmpty ? root : root.appendingPathComponent(package.folder)
            manifests[folder.standardizedFileURL.path] = package.dumpPackageJSON(folder: folder)
        }
        return manifests
    }

    /// Runs `dependency-rule COMMAND --workspace ENTRY ARGUMENTS` in the root folder; `entry` is
    /// relative to the root (the root itself by default).
    func run(_ command: String, entry: String = ".", _ arguments: String...) async -> FixturePackage.Run {
        await run(command, entry: entry, arguments: arguments)
    }

    func run(_ command: String, entry: String = ".", arguments: [String]) async -> FixturePackage.Run {
        await runChecker(
            [command, "--workspace", entry] + arguments, currentDirectory: root.path, environment: [:],
            manifests: handedIn)
    }

    /// `check --workspace ENTRY --format json ARGUMENTS`.
    func check(entry: String = ".", _ arguments: String...) async -> FixturePackage.Run {
        await runChecker(
            ["check", "--workspace", entry, "--format", "json"] + arguments, currentDirectory: root.path,
            environment: [:], manifests: handedIn)
    }
}
